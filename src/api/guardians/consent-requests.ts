/**
 * The consent decision as the server reads it, and how its refusals show on the page: pure, so
 * machines and tests load it without configuration (docs/product/guardians.md, Errors).
 */
import type { ConsentDecision, ConsentLinkProblem, ConsentRequest } from '@/contract/guardians';
import { onlyDigits } from '@/domain/digits';
import type { ConsentIdentity } from '@/domain/guardians/consent-identity';
import type { FieldMessage } from '@/domain/validation';
import { fieldErrorsOn } from '@/api/field-errors';
import { failureKeys, hasRequestError } from '@/api/form-refusals';

/** The fields of the identity form, named as the server names them. */
export const CONSENT_FIELDS = ['fullName', 'cpf'] as const;

/** The body of POST /records/api/guardian/consent/{token}: trimmed name, bare digits. */
export function consentRequest(identity: ConsentIdentity, decision: ConsentDecision): ConsentRequest {
  return { decision, fullName: identity.fullName.trim().replace(/\s+/g, ' '), cpf: onlyDigits(identity.cpf) };
}

const LINK_PROBLEMS: ReadonlyArray<readonly [string, ConsentLinkProblem]> = [
  ['requestError:guardian.linkUnknown', 'UNKNOWN'],
  ['requestError:guardian.linkUsed', 'USED'],
  ['requestError:guardian.linkExpired', 'EXPIRED'],
];

/** The link stopped working meanwhile (used in another tab, expired): which way, or null. */
export function consentLinkProblemOf(error: unknown): ConsentLinkProblem | null {
  return LINK_PROBLEMS.find(([key]) => hasRequestError(error, CONSENT_FIELDS, key))?.[1] ?? null;
}

/** The server found the name or the CPF not matching what the minor gave: on their fields. */
export const consentFieldErrors = (error: unknown): FieldMessage[] => fieldErrorsOn(error, CONSENT_FIELDS);

/** The toasts of a refused decision (the fields' errors sit on the fields). */
export const consentFailureKeys = (error: unknown): string[] => failureKeys(error, CONSENT_FIELDS);
