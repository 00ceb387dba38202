/**
 * What the guardian types on the consent page before deciding (docs/product/guardians.md, Rules):
 * apart from consent.ts, which the guardian's and the minor's pages read without this form.
 * Shared by the SPA and the reference backend.
 */
import { checkCpf, checkPersonName } from '@/domain/validation/identity';
import { collectIssues, type FieldIssue } from '@/domain/validation/rules';

/** A full name: first and last name of the guardian, as the minor gave them (2-50 and 2-60 letters, a space between). */
export const CONSENT_FULL_NAME_MIN = 5;
export const CONSENT_FULL_NAME_MAX = 111;

export interface ConsentIdentity {
  fullName: string;
  cpf: string;
}

export const EMPTY_CONSENT_IDENTITY: ConsentIdentity = { fullName: '', cpf: '' };

/** What the guardian types before deciding: a full name and a valid CPF (the server then matches them with the minor's). */
export function consentIdentityIssues(identity: ConsentIdentity): FieldIssue[] {
  return collectIssues([
    ['fullName', checkPersonName(identity.fullName, CONSENT_FULL_NAME_MIN, CONSENT_FULL_NAME_MAX)],
    ['cpf', checkCpf(identity.cpf)],
  ]);
}
