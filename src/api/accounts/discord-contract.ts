/** The linked Discord account of SPEC §3 ("Discord account") and §7 (/records/api/discord/profile). Types only. */

/**
 * GET /records/api/discord/profile, and the answer of POST ?code=…: Discord's user id and the name
 * the player has there; both null while none is linked.
 */
export interface DiscordProfile {
  accountId: string | null;
  accountDetail: string | null;
}

/** POST /records/api/discord/profile?code=…: links the account the code was issued for. */
export interface LinkDiscordResponse extends DiscordProfile {
  messageKey: 'status:discord.linked';
}

/** DELETE /records/api/discord/profile. */
export interface UnlinkDiscordResponse {
  messageKey: 'status:discord.disconnected';
}
