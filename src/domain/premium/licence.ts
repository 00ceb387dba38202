import type { SchoolLinkStatus } from '../session';

/** Age at which redeeming asks for a confirmation first; above it a cutscene explains why not (docs/product/premium.md, Limits). */
export const PREMIUM_AGE_ALERT = 99;
/** After a redeemed code the dialog waits this long, then reloads the page with a fresh token (docs/product/premium.md, States). */
export const PREMIUM_SUCCESS_REDIRECT_MS = 1500;
/** Codes longer than this are no code at all (the stored ones are about 20 characters). */
export const ACTIVATION_CODE_MAX_LENGTH = 64;

/** Premium (docs/product/premium.md, States): what the dialog shows. */
export type PremiumState = 'active' | 'none' | 'expired';

export function premiumStateOf(user: { isVip?: boolean; isVipOnce?: boolean } | null | undefined): PremiumState {
  if (user?.isVip) return 'active';
  return user?.isVipOnce ? 'expired' : 'none';
}

/** The code is trimmed; codes are stored upper-case. Empty when nothing usable is left (docs/product/premium.md, States). */
export function normalizeActivationCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Whether the typed text may be sent: not empty once trimmed. */
export const canSubmitActivationCode = (raw: string): boolean => raw.trim().length > 0;

/** A code the server could hold: letters, digits and dashes, within the length limit. */
export function isPlausibleActivationCode(code: string): boolean {
  return code.length > 0 && code.length <= ACTIVATION_CODE_MAX_LENGTH && /^[A-Z0-9-]+$/.test(code);
}

/** Age 99 gets a confirmation alert, above 99 a cutscene, otherwise straight to the code (docs/product/premium.md, States). */
export type AgeGate = 'none' | 'confirm' | 'cutscene';

export function ageGateOf(age: number | null): AgeGate {
  if (age === null) return 'none';
  if (age > PREMIUM_AGE_ALERT) return 'cutscene';
  return age === PREMIUM_AGE_ALERT ? 'confirm' : 'none';
}

/**
 * The premium modal moves to the clan form/cutscene step when the user is VIP with a
 * school link not COMPLETE, or when the course is the school-linked type and the link is not COMPLETE
 * (docs/product/premium.md, States).
 */
export function needsClanStep(input: { isVip: boolean; schoolLinkStatus: SchoolLinkStatus; courseSchoolLinked: boolean }): boolean {
  if (input.schoolLinkStatus === 'COMPLETE') return false;
  return input.isVip || input.courseSchoolLinked;
}

/** The activation code as stored (docs/product/premium.md, Roles). */
export interface ActivationCodeRule {
  redeemed: boolean;
  /** Users older than this cannot use it; null means any age. */
  maxAge: number | null;
  /** Only for students whose school link is COMPLETE. */
  requiresCompleteSchoolLink: boolean;
}

export type RedeemRefusal = 'notFound' | 'alreadyPremium' | 'userTooOld' | 'schoolLinkRequired';

/**
 * Activation codes cannot be used by adults beyond the maximum age, nor by users who are already
 * premium; some premium is only for enrolled students (docs/product/premium.md, Roles). The first rule broken, or null.
 */
export function redeemRefusalOf(code: ActivationCodeRule | null, user: { isVip: boolean; age: number | null; schoolLinkStatus: SchoolLinkStatus }): RedeemRefusal | null {
  if (user.isVip) return 'alreadyPremium';
  if (!code || code.redeemed) return 'notFound';
  if (code.maxAge !== null && (user.age === null || user.age > code.maxAge)) return 'userTooOld';
  if (code.requiresCompleteSchoolLink && user.schoolLinkStatus !== 'COMPLETE') return 'schoolLinkRequired';
  return null;
}

/** Cancellation request of an active subscription (docs/product/premium.md, Rules). */
export type CancellationStatus = 'NONE' | 'REQUESTED';

/** Shown for a code that cannot be one (markup, too long, other characters), before asking the server. */
export const CODE_FORMAT_KEY = 'validation:activationCode.format';
