/** Linked game and Discord accounts: /records/api/account/games and /records/api/discord/profile. Types only. */

/** GET /records/api/account/games, and the answer of POST. */
export interface GameAccounts {
  /** 32 characters; null until linked. */
  epicAccountId: string | null;
}

/**
 * POST /records/api/account/games {epicAccountId}: links the Epic account once (docs/product/game-accounts.md, Rules: editable
 * only while none is linked). Field errors on `epicAccountId`: required, length (detail 32),
 * invalid, taken (another user has it), locked (one is already linked). The access token's
 * epicAccountId claim follows from the next refresh.
 */
export interface LinkGameAccountRequest {
  epicAccountId: string;
}

export interface LinkGameAccountResponse extends GameAccounts {
  messageKey: 'status:gameAccount.linked';
}

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
