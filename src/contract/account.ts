import type { Gender } from '@/domain/validation';

/**
 * POST /records/api/public/account/create, sent as a form body
 * (application/x-www-form-urlencoded or multipart; JSON is accepted too). Booleans are "true"/"false".
 * Required: userName, email, password, firstName, lastName, birthDate, acceptUseTerms=true.
 * role is student | educator | director | guardian (default student; a guardian is 18 or older). referrer_id is the inviter's user id;
 * an unknown one is ignored. An activation code must exist and be unused.
 */
export interface RegistrationForm {
  userName: string;
  email: string;
  password: string;
  passwordConfirmation?: string;
  firstName: string;
  lastName: string;
  /** dd/mm/yyyy or yyyy-mm-dd */
  birthDate: string;
  role?: 'student' | 'educator' | 'director' | 'guardian';
  gender?: Gender;
  /** Any Brazilian mobile format; normalised to 11 digits. */
  phone?: string;
  stateId?: string;
  cityId?: string;
  acceptUseTerms: 'true' | 'false';
  acceptReceiveNews?: 'true' | 'false';
  activationCode?: string;
  referrer_id?: string;
}

/** 201 answer of registration; the account must verify its e-mail before signing in. */
export interface RegistrationResponse {
  id: number;
  userName: string;
  email: string;
  emailVerificationRequired: true;
  messageKey: 'status:accountRegister.success';
}

/** PUT /records/api/account/edit (JSON). userName and e-mail are read-only and ignored. */
export interface EditAccountRequest {
  firstName: string;
  lastName: string;
  /** Required while none is stored; once stored it is locked (same value or omitted). */
  birthDate?: string;
  gender?: Gender | null;
  phone?: string | null;
  /** The phone's international calling code, digits only (docs/product/account.md, API). */
  phoneIdd?: string;
  stateId?: number | null;
  cityId?: number | null;
}

/** POST /records/api/account/change-password (JSON). */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation?: string;
}

/** Success answer of the account commands that return no entity. */
export interface StatusResponse {
  messageKey: string;
}
