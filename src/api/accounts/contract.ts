/** Game accounts of SPEC §3 ("Gaming info") and §7 (/records/api/account/games). Types only. */

/** GET /records/api/account/games, and the answer of POST. */
export interface GameAccounts {
  /** 32 characters; null until linked. */
  epicAccountId: string | null;
}

/**
 * POST /records/api/account/games {epicAccountId}: links the Epic account once (SPEC §5: editable
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
