/**
 * Why a school's confirmation link cannot be used, read from the server's refusal. Pure, and apart
 * from the accreditation form's module, so the link's page does not carry the form's rules.
 */
import { hasRequestError } from '@/api/form-refusals';

/** Another accreditation of the school is under way: the form's refusal and the link's. */
export const IN_PROGRESS_KEY = 'requestError:school.accreditationInProgress';

/** Why a school's confirmation link cannot be used (docs/product/school.md, Errors). */
export type AccreditationLinkProblem = 'UNKNOWN' | 'EXPIRED' | 'CONFIRMED' | 'DECLINED' | 'TAKEN';

const LINK_PROBLEMS: ReadonlyArray<[string, AccreditationLinkProblem]> = [
  ['requestError:school.accreditationLinkUnknown', 'UNKNOWN'],
  ['requestError:school.accreditationLinkExpired', 'EXPIRED'],
  ['requestError:school.accreditationLinkConfirmed', 'CONFIRMED'],
  ['requestError:school.accreditationLinkDeclined', 'DECLINED'],
  [IN_PROGRESS_KEY, 'TAKEN'],
];

/** The problem a refusal of the link's answer names, or null when it is another failure (offline, server). */
export function accreditationLinkProblem(error: unknown): AccreditationLinkProblem | null {
  return LINK_PROBLEMS.find(([key]) => hasRequestError(error, [], key))?.[1] ?? null;
}
