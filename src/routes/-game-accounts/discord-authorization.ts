import { config } from '@/api/config';
import { newNonce, storeDiscordState } from '@/api/game-accounts/discord-oauth-state';
import { DISCORD_RETURN_PATH, discordAuthorizationUrl, encodeDiscordState } from '@/domain/game-accounts/discord-oauth';

/**
 * Discord linking, the way out (docs/product/game-accounts.md, States): a new state carrying `returnTo` is stored in this tab, then
 * the browser goes to Discord's authorization page (scope identify, redirect /oauth/discord).
 * Any screen may start it (the accounts-link scene, the tournament modal's Discord requirement).
 * Throws when the state cannot be stored: the return would be refused, so nothing leaves.
 */
export async function beginDiscordAuthorization(returnTo: string): Promise<void> {
  const state = encodeDiscordState(newNonce(), returnTo);
  if (!storeDiscordState(state)) throw new Error('The Discord state could not be stored');
  const origin = window.location.origin;
  window.location.assign(
    discordAuthorizationUrl({ authorizeUrl: config.discordAuthorizeUrl, clientId: config.discordClientId, redirectUri: `${origin}${DISCORD_RETURN_PATH}`, state }, origin),
  );
  // The page is leaving: the flow waits here until it is gone.
  await new Promise<never>(() => undefined);
}
