/** typia validators for the answers the session needs (kept in src/api, where typia is transformed). */
import typia from 'typia';
import type { AccessTokenClaims, TokenResponse } from './contract/session';
import type { Profile } from './contract/profile';
import type { SchoolLinkStatusResponse } from './contract/school-links';

export const validateClaims = typia.createValidate<AccessTokenClaims>();
export const validateTokenResponse = typia.createValidate<TokenResponse>();
export const validateProfile = typia.createValidate<Profile>();
export const validateSchoolLinkStatus = typia.createValidate<SchoolLinkStatusResponse>();
