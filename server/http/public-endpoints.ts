import { REALM_PATH } from '../config';
import { REGISTRATIONS_PER_ADDRESS } from '../services/accounts';
import { UNKNOWN_CONSENT_LINKS_PER_ADDRESS } from '../services/guardians';
import type { RateLimit } from '../services/rate-limits';
import { ACCREDITATION_PER_ADDRESS, ACCREDITATION_PER_SCHOOL } from '../services/school-accreditation';
import {
  AUTHORIZATIONS_PER_ADDRESS,
  PASSWORD_RESETS_PER_ACCOUNT,
  PASSWORD_RESETS_PER_ADDRESS,
  SIGN_IN_FAILURES,
  SIGN_IN_FAILURES_PER_ADDRESS,
  VERIFICATION_MAILS_PER_ACCOUNT,
} from '../token-server/limits';

/**
 * Every endpoint a production server answers without an access token, and what keeps each from
 * abuse (docs/operations.md, Public endpoints). Every other API path answers 401 without a token:
 * tests/server/public-endpoints.test.ts asks each registered route and fails on one missing here,
 * and proves each guard listed. The table of the operations guide is generated from this list.
 */
export interface PublicEndpoint {
  /** As registered: `GET`, `POST`, or `ALL` for a handler of every method. */
  method: 'GET' | 'POST' | 'ALL';
  /** The path pattern as registered (`:name` parameters). */
  path: string;
  /** What it does, in a few words. */
  what: string;
  /** Why a stranger cannot misuse it. */
  guard: string;
  /** The limits it counts, each per its subject (server/services/rate-limits.ts). */
  limits?: readonly RateLimit[];
}

const LOGIN_ACTIONS = `${REALM_PATH}/login-actions`;

export const PUBLIC_ENDPOINTS: readonly PublicEndpoint[] = [
  {
    method: 'POST',
    path: '/records/api/public/account/create',
    what: 'registration: creates an account and e-mails its verification link',
    guard: 'one account per e-mail and per user name; the account cannot sign in before the e-mailed link proves the address',
    limits: [REGISTRATIONS_PER_ADDRESS],
  },
  {
    method: 'GET',
    path: '/records/api/public/states/:stateId/cities',
    what: "a state's cities (the registration form)",
    guard: 'public reference data, nothing personal; cached by browsers for an hour',
  },
  {
    method: 'GET',
    path: '/educational/api/public/cities',
    what: 'city autocomplete',
    guard: 'public reference data, nothing personal; at most 50 names an answer',
  },
  {
    method: 'GET',
    path: '/educational/api/public/schools/inep-code/:code',
    what: "a school's public record by INEP code (the accreditation page)",
    guard: "the school catalogue's public data; never the school's e-mail",
  },
  {
    method: 'POST',
    path: '/educational/api/public/schools/authorize',
    what: "a director's accreditation request",
    guard: "changes nothing until confirmed from the school's official e-mail on record; an unconfirmed request blocks no other",
    limits: [ACCREDITATION_PER_ADDRESS, ACCREDITATION_PER_SCHOOL],
  },
  {
    method: 'GET',
    path: '/educational/api/public/schools/accreditation-requests/:token',
    what: "the request an accreditation link confirms (the school's page)",
    guard: 'the link key (256 random bits, stored hashed) reached only the school\'s official e-mail; it works for 48 hours',
  },
  {
    method: 'POST',
    path: '/educational/api/public/schools/accreditation-requests/:token/confirm',
    what: "the school confirms the request: it becomes the school's process",
    guard: "the link key; answered once; a school gets one process",
  },
  {
    method: 'POST',
    path: '/educational/api/public/schools/accreditation-requests/:token/decline',
    what: 'the school discards a request it does not know',
    guard: 'the link key; answered once',
  },
  {
    method: 'GET',
    path: '/records/api/public/guardian/consent/:token',
    what: 'what a guardian consent link asks (its page, signed out)',
    guard: 'the link key (256 random bits, stored hashed) reached only the guardian\'s e-mail; answering needs a guardian account, the guardian\'s name and CPF, and stops after 5 mismatches; each refusal is logged',
    limits: [UNKNOWN_CONSENT_LINKS_PER_ADDRESS],
  },
  {
    method: 'GET',
    path: '/records/api/public/reports/appeal/:token',
    what: 'the decision an appeal link is for (a suspended account cannot sign in)',
    guard: 'the link key (256 random bits, stored hashed) reached only the sanctioned account\'s e-mail',
  },
  {
    method: 'POST',
    path: '/records/api/reports/:id/appeal',
    what: "the sanctioned person's one appeal",
    guard: 'the link key in the body; one appeal per decision, within its days',
  },
  {
    method: 'GET',
    path: '/media/evidence/:key',
    what: "a dispute's screenshot",
    guard: 'its key (192 random bits) is shown only to the match\'s players, organisers and moderators',
  },
  { method: 'GET', path: '/media/tournaments/:game/:file', what: "events' pictures", guard: 'public pictures, generated; nothing personal' },
  { method: 'GET', path: '/media/journeys/:topic/:file', what: "journeys' pictures", guard: 'public pictures, generated; nothing personal' },
  { method: 'GET', path: '/media/banners/:file', what: "the home banner's pictures and video", guard: 'public media; nothing personal' },
  { method: 'GET', path: '/media/avatars/:file', what: 'the stock avatars', guard: 'public pictures, generated; nothing personal' },
  { method: 'GET', path: '/healthz', what: 'liveness', guard: 'answers `{"status":"ok"}` and nothing else' },
  { method: 'GET', path: '/readyz', what: 'readiness', guard: 'answers a state word and a migration count; the database check has a 2 s timeout' },
  {
    method: 'GET',
    path: `${LOGIN_ACTIONS}/authenticate/:uid`,
    what: 'the sign-in page',
    guard: 'bound to a pending sign-in of this browser (its interaction cookie)',
  },
  {
    method: 'POST',
    path: `${LOGIN_ACTIONS}/authenticate/:uid`,
    what: 'a sign-in, or sending the verification e-mail again',
    guard: 'bound to a pending sign-in; from the 4th failure of a login each answer waits longer (up to 8 s); the same answer for an unknown login and a wrong password; a verification e-mail only to an account not yet verified',
    limits: [SIGN_IN_FAILURES, SIGN_IN_FAILURES_PER_ADDRESS, VERIFICATION_MAILS_PER_ACCOUNT],
  },
  { method: 'GET', path: `${LOGIN_ACTIONS}/reset-credentials`, what: 'the forgotten-password page', guard: 'a form; nothing stored' },
  {
    method: 'POST',
    path: `${LOGIN_ACTIONS}/reset-credentials`,
    what: "e-mails a link to set a new password",
    guard: "the same answer whether or not the account exists, or already got its e-mails of the hour; the link goes only to the account's e-mail and works for 1 hour",
    limits: [PASSWORD_RESETS_PER_ADDRESS, PASSWORD_RESETS_PER_ACCOUNT],
  },
  { method: 'GET', path: `${LOGIN_ACTIONS}/action-token`, what: "an e-mailed link's page (verification, new password)", guard: 'the link key (256 random bits, stored hashed); single use; expires' },
  { method: 'POST', path: `${LOGIN_ACTIONS}/action-token`, what: 'sets the new password', guard: 'the link key; single use; the password rules' },
  { method: 'POST', path: `${REALM_PATH}/protocol/openid-connect/logout`, what: 'sign-out of the app', guard: 'the refresh token of the sign-in it ends' },
  { method: 'GET', path: `${REALM_PATH}/resources/login.css`, what: "the sign-in pages' style", guard: 'a static file' },
  { method: 'GET', path: `${REALM_PATH}/resources/login.js`, what: "the sign-in pages' script", guard: 'a static file' },
  {
    method: 'ALL',
    path: `${REALM_PATH}/*`,
    what: 'the token server (discovery, keys, authorization, token, user info, end of session)',
    guard: 'OpenID Connect: codes need the PKCE verifier and are single use; refresh tokens rotate and a reused one ends the sign-in; each sign-in started keeps a pending interaction for an hour',
    limits: [AUTHORIZATIONS_PER_ADDRESS],
  },
];

/** `10 requests a day per network address`: a limit as the operations guide says it. */
function limitInWords(limit: RateLimit): string {
  const { windowSeconds: s } = limit;
  const span = s === 24 * 3600 ? 'a day' : s === 3600 ? 'an hour' : s % 60 === 0 ? `in ${s / 60} minutes` : `in ${s} s`;
  if (limit.quiet) return `${limit.max} ${limit.counts} per ${limit.per}, forgotten after ${s / 60} minutes without one`;
  return `${limit.max} ${limit.counts} ${span} per ${limit.per}`;
}

/** The Markdown table of docs/operations.md, Public endpoints, generated from PUBLIC_ENDPOINTS. */
export function publicEndpointsTable(): string {
  const rows = PUBLIC_ENDPOINTS.map(
    (endpoint) => `| \`${endpoint.method} ${endpoint.path}\` | ${endpoint.what} | ${endpoint.guard} | ${(endpoint.limits ?? []).map(limitInWords).join('; ')} |`,
  );
  return ['| endpoint | what it does | what guards it | limits |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
