/** The Discord link request built from the checked return. */
import type { DiscordReturn } from '@/domain/game-accounts/discord-oauth';

/** The code Discord sent back, for POST /records/api/discord/profile?code=… (empty when the return had none). */
export const discordLinkRequest = (returned: DiscordReturn | null) => ({ code: returned?.kind === 'code' ? returned.code : '' });
