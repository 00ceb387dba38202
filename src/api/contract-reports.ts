/**
 * The detailed typia reports of every answer contract: what broke, field by field. Loaded only
 * when an answer fails its fast check (see `Contract` in http.ts), so no page carries them.
 */
import typia from 'typia';
import type { RegistrationResponse, StatusResponse } from '@/contract/account';
import type { CitiesResponse } from '@/contract/places';
import type { Profile, ProfileStats } from '@/contract/profile';
import type { SchoolLinkStatusResponse } from '@/contract/school';

export const validateProfile = typia.createValidate<Profile>();
export const validateProfileStats = typia.createValidate<ProfileStats>();
export const validateSchoolLinkStatus = typia.createValidate<SchoolLinkStatusResponse>();
export const validateRegistrationResponse = typia.createValidate<RegistrationResponse>();
export const validateStatusResponse = typia.createValidate<StatusResponse>();
export const validateCities = typia.createValidate<CitiesResponse>();
