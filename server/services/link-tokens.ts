import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of e-mailed single-use links (sign-in actions, guardian consent, appeals): 32 random
 * bytes in base64url; only their sha256 is stored, so a leaked table opens no link.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** A token that could have come from a link; anything else is answered as unknown without a query. */
export const isPlausibleLinkToken = (token: string) => TOKEN_PATTERN.test(token);
