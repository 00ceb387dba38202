/** The detailed typia reports of the game-account answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { GameAccounts, LinkGameAccountResponse } from '@/contract/game-accounts';

export const validateGameAccounts = typia.createValidate<GameAccounts>();
export const validateLinkGameAccount = typia.createValidate<LinkGameAccountResponse>();
