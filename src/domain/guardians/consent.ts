/**
 * The guardian's consent page and the minor's notice (docs/product/guardians.md, Rules): what the
 * guardian types to confirm who they are, and what a minor may do about a pending consent.
 */
import { DateTime } from 'luxon';
import type { GuardianConsentStatus, MinorGuardianState } from '@/contract/guardians';
import { checkCpf, checkPersonName } from '@/domain/validation';
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

/** The statuses where the invitation can go out again: sent and not answered, expired, refused or revoked. */
const RESENDABLE: readonly GuardianConsentStatus[] = ['PENDING', 'EXPIRED', 'REFUSED', 'REVOKED'];

/** Whether the minor may send the invitation again now (3 a day). */
export const canResendInvitation = (state: MinorGuardianState): boolean => RESENDABLE.includes(state.status) && state.resendsLeft > 0;

/** Whether the minor's notice shows at all: only to minors whose consent is not settled, or who are restricted. */
export const consentNoticeShown = (state: MinorGuardianState): boolean => state.status !== 'NOT_REQUIRED' && state.status !== 'CONSENTED';

/** A day of the consent pages as dd/MM/yyyy, in Brazil's time; empty when the instant is not one. */
export function formatConsentDay(iso: string | null): string {
  if (!iso) return '';
  const date = DateTime.fromISO(iso, { zone: 'America/Sao_Paulo' });
  return date.isValid ? date.toFormat('dd/MM/yyyy') : '';
}
