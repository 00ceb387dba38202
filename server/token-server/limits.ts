import type { RateLimit } from '../services/rate-limits';

/**
 * The token server's limits (docs/operations.md, Public endpoints). Schools sign whole classes in
 * from one network address, so the limits per address leave room for a class at once; what guards
 * one account is counted per account.
 */

/** Failed sign-ins of one login: from the 4th, each answer waits longer (LoginThrottle). */
export const SIGN_IN_FAILURES: RateLimit = { name: 'sign-in-failures', counts: 'failed sign-ins before the slowdown', per: 'login', max: 3, windowSeconds: 15 * 60, quiet: true };

/** Failed sign-ins from one address, whatever the login: past them, sign-in waits for the window to pass. */
export const SIGN_IN_FAILURES_PER_ADDRESS: RateLimit = { name: 'sign-in-failures-address', counts: 'failed sign-ins', per: 'network address', max: 100, windowSeconds: 15 * 60 };

/** Sign-ins started (each keeps a pending interaction for an hour). */
export const AUTHORIZATIONS_PER_ADDRESS: RateLimit = { name: 'authorizations-address', counts: 'sign-ins started', per: 'network address', max: 600, windowSeconds: 15 * 60 };

/** Password-reset e-mails one account gets; more requests get the same answer and no e-mail. */
export const PASSWORD_RESETS_PER_ACCOUNT: RateLimit = { name: 'password-resets-account', counts: 'password-reset e-mails', per: 'account', max: 3, windowSeconds: 3600 };

/** Password-reset requests from one address, for any e-mail. */
export const PASSWORD_RESETS_PER_ADDRESS: RateLimit = { name: 'password-resets-address', counts: 'password-reset requests', per: 'network address', max: 30, windowSeconds: 3600 };

/** Verification e-mails sent again to one account ("Reenviar e-mail"); more get the same answer and no e-mail. */
export const VERIFICATION_MAILS_PER_ACCOUNT: RateLimit = { name: 'verification-mails-account', counts: 'verification e-mails sent again', per: 'account', max: 3, windowSeconds: 3600 };
