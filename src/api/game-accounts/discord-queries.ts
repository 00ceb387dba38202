import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { DiscordProfile, LinkDiscordResponse, UnlinkDiscordResponse } from '@/contract/game-accounts';

const reports = () => import('./discord-contract-reports');

const profileContract: Contract<DiscordProfile> = { is: typia.createIs<DiscordProfile>(), explain: () => reports().then((r) => r.validateDiscordProfile) };
const linkContract: Contract<LinkDiscordResponse> = { is: typia.createIs<LinkDiscordResponse>(), explain: () => reports().then((r) => r.validateLinkDiscord) };
const unlinkContract: Contract<UnlinkDiscordResponse> = { is: typia.createIs<UnlinkDiscordResponse>(), explain: () => reports().then((r) => r.validateUnlinkDiscord) };

export const DISCORD_PROFILE_KEY = 'discord-profile';

/** GET /records/api/discord/profile: the linked Discord account (nulls when none). */
export const discordProfileQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: [DISCORD_PROFILE_KEY],
    queryFn: () => http(`${config.recordsApiBase}/discord/profile`, { contract: profileContract }),
    staleTime: 30_000,
  });

/** POST /records/api/discord/profile?code=…: the server exchanges the code with Discord and links the account. */
export const linkDiscord = (http: HttpClient, code: string) =>
  http(`${config.recordsApiBase}/discord/profile`, { method: 'POST', query: { code }, contract: linkContract });

/** DELETE /records/api/discord/profile. */
export const unlinkDiscord = (http: HttpClient) => http(`${config.recordsApiBase}/discord/profile`, { method: 'DELETE', contract: unlinkContract });
