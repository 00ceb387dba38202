/** typia validators for the answers the session needs (kept in src/api, where typia is transformed). */
import typia from 'typia';
import type { CountResponse } from './contract/notifications';
import type { AccessTokenClaims, TokenResponse } from './contract/session';
import type { Profile, ProfileStats } from './contract/profile';
import type { SchoolLinkStatusResponse } from './contract/school-links';
import type { RegistrationResponse, StatusResponse } from './contract/account';
import type { CitiesResponse } from './contract/places';

export const validateClaims = typia.createValidate<AccessTokenClaims>();
export const validateTokenResponse = typia.createValidate<TokenResponse>();
export const validateProfile = typia.createValidate<Profile>();
export const validateSchoolLinkStatus = typia.createValidate<SchoolLinkStatusResponse>();

// Registration, change password and places (the /register and /change-password screens).
export const validateRegistrationResponse = typia.createValidate<RegistrationResponse>();
export const validateStatusResponse = typia.createValidate<StatusResponse>();
export const validateCities = typia.createValidate<CitiesResponse>();

export const validateCount = typia.createValidate<CountResponse>();
export const validateProfileStats = typia.createValidate<ProfileStats>();
