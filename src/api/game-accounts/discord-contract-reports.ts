/** The detailed typia reports of the Discord answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { DiscordProfile, LinkDiscordResponse, UnlinkDiscordResponse } from '@/contract/game-accounts';

export const validateDiscordProfile = typia.createValidate<DiscordProfile>();
export const validateLinkDiscord = typia.createValidate<LinkDiscordResponse>();
export const validateUnlinkDiscord = typia.createValidate<UnlinkDiscordResponse>();
