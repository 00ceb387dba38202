/** The Discord link request built from the checked return, and the toasts of a refusal. */
import type { DiscordReturn } from '@/domain/game-accounts/discord-oauth';
import { toastKeysFor } from '@/api/field-errors';

/** The code Discord sent back, for POST /records/api/discord/profile?code=… (empty when the return had none). */
export const discordLinkRequest = (returned: DiscordReturn | null) => ({ code: returned?.kind === 'code' ? returned.code : '' });

/** A refused link or disconnect has no form: every error it carries is a toast. */
export const discordFailureKeys = (error: unknown) => toastKeysFor(error, []);
