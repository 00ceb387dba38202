/**
 * Guardian consent (docs/product/guardians.md, States and Rules): who needs a guardian, who is
 * restricted, where a minor's consent stands, how a guardian's name and CPF are matched, and what a
 * minor may do about a pending consent (what the guardian types is checked in consent-identity.ts).
 * Shared by the SPA and the reference backend.
 */
import type { GuardianConsentStatus, MinorGuardianState } from '@/contract/guardians';
import { onlyDigits } from '@/domain/digits';
import { ageOn, LEGAL_AGE } from '@/domain/validation/age';

/** docs/product/guardians.md, Limits. */
export const CONSENT_LINK_DAYS = 7;
/** Invitations a minor may send in one day (Brazil's day), the first one included. */
export const DAILY_INVITATIONS = 3;
/** Guardians who may consent for one minor at the same time. */
export const MAX_GUARDIANS = 2;
/** Up to this age a student needs a consenting guardian to take part (docs/product/guardians.md, Rules). */
export const RESTRICTED_MAX_AGE = 16;
/** Name or CPF answers that do not match, per consent link: after them the link takes no more answers. */
export const IDENTITY_ATTEMPTS = 5;

/** What the consent status is worked out from (docs/product/guardians.md, States). */
export interface ConsentFacts {
  role: string;
  /** ISO birth date; null when unknown. */
  birthDate: string | null;
  /** ISO day (yyyy-mm-dd) ages are counted on. */
  today: string;
  hasLegalRepresentative: boolean;
  activeLinks: number;
  /** Links ever made, active or revoked. */
  links: number;
  /** The latest revocation among the links; null when none was revoked. */
  lastRevokedAt: Date | null;
  /** The latest invitation, if one went out. */
  latest: { createdAt: Date; expiresAt: Date; usedAt: Date | null; outcome: 'CONSENTED' | 'REFUSED' | null } | null;
  now: Date;
}

/** Whether guardian consent concerns this person at all: a student who is a minor (an unknown birth date counts as one). */
export function needsGuardian(role: string, birthDate: string | null, today: string): boolean {
  return role === 'STUDENT' && (birthDate === null || ageOn(birthDate, today) < LEGAL_AGE);
}

/** A student of 16 or under, or of unknown age: the age the strictest rules apply to (docs/product/guardians.md). */
export function isYoungStudent(role: string, birthDate: string | null, today: string): boolean {
  return role === 'STUDENT' && (birthDate === null || ageOn(birthDate, today) <= RESTRICTED_MAX_AGE);
}

/**
 * A student of 16 or under (or of unknown age) without an active consent: may browse and learn but
 * not join tournaments or teams or redeem premium. A student of 17 never is.
 */
export function isRestricted(role: string, birthDate: string | null, today: string, activeLinks: number): boolean {
  return activeLinks === 0 && isYoungStudent(role, birthDate, today);
}

/** The consent status, the first rule that applies (docs/product/guardians.md, States). */
export function consentStatus(facts: ConsentFacts): GuardianConsentStatus {
  if (!needsGuardian(facts.role, facts.birthDate, facts.today)) return 'NOT_REQUIRED';
  // A guardian who consented settles it, even for a minor linked before naming a legal representative.
  if (facts.activeLinks > 0) return 'CONSENTED';
  if (!facts.hasLegalRepresentative) return 'MISSING';
  const { latest } = facts;
  // Every consent was revoked, and no invitation went out since.
  if (facts.links > 0 && (!latest || (facts.lastRevokedAt !== null && latest.createdAt.getTime() <= facts.lastRevokedAt.getTime()))) return 'REVOKED';
  if (latest?.outcome === 'REFUSED') return 'REFUSED';
  if (latest && latest.usedAt === null && latest.expiresAt.getTime() <= facts.now.getTime()) return 'EXPIRED';
  return 'PENDING';
}

/** A name compared loosely: case, accents and repeated or outer spaces do not count. */
export function comparableName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();
}

/** Whether the guardian typed the name the minor entered (first and last name). */
export function sameGuardianName(typed: string, firstName: string, lastName: string): boolean {
  return comparableName(typed) === comparableName(`${firstName} ${lastName}`);
}

/** Whether the guardian typed the CPF the minor entered (only digits count). */
export function sameGuardianCpf(typed: string, cpf: string): boolean {
  return onlyDigits(typed) === onlyDigits(cpf);
}

/** The statuses where the invitation can go out again: sent and not answered, expired, refused or revoked. */
const RESENDABLE: readonly GuardianConsentStatus[] = ['PENDING', 'EXPIRED', 'REFUSED', 'REVOKED'];

/** Whether the minor may send the invitation again now (3 a day). */
export const canResendInvitation = (state: MinorGuardianState): boolean => RESENDABLE.includes(state.status) && state.resendsLeft > 0;

