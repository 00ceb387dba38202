import type { PersonIdentity } from './person';
import type { SchoolLinkStatus } from '@/domain/session';

/** The school link status carried in the token (docs/product/session.md, States). */
export type { SchoolLinkStatus };

/**
 * Claims of the access token (a JWT signed by the token server; the session user of docs/product/session.md, API). The SPA
 * builds the session user from them; the avatar comes from the profile instead.
 */
export interface AccessTokenClaims extends PersonIdentity {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  /** The user's id (same value as `sub`, as a number). */
  userId: number;
  stateId: number | null;
  stateName: string | null;
  cityId: number | null;
  cityName: string | null;
  isVip: boolean;
  /** "true" or "false": a string in the token (docs/product/session.md, API). */
  isVipOnce: 'true' | 'false';
  /** true once the welcome onboarding was concluded (POST /records/api/account/first-access). */
  firstAccess: boolean;
  /** name#number */
  playId: string;
  idInstitution: number | null;
  schoolLinkStatus: SchoolLinkStatus;
  permissions: string[];
  discordId: string | null;
  epicAccountId: string | null;
}

/** Token endpoint answer (authorization_code and refresh_token grants). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  id_token?: string;
  token_type: 'Bearer';
  expires_in: number;
  scope?: string;
}
