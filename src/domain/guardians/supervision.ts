/**
 * Guardian supervision (docs/product/guardians.md, Supervision): the controls a guardian sets for a
 * minor and their defaults, the daily limit and how much of it is left, Brazil's day and the last
 * 30 of them, and who counts as an adult among the people a minor plays with. Pure; shared by the
 * SPA and the reference backend.
 */
import type { GuardianControls } from '@/contract/guardians';
import { violation, type Violation } from '@/domain/validation/rules';
import { LEGAL_AGE } from '@/domain/validation/age';
import { isYoungStudent, needsGuardian } from './consent';

/** The daily limits the guardian's screen offers, in minutes (docs/product/guardians.md, Limits). */
export const DAILY_LIMIT_CHOICES = [30, 45, 60, 90, 120, 180, 240] as const;
/** Any limit the server takes: a multiple of 15 minutes from 15 minutes to 10 hours. */
export const DAILY_LIMIT_MIN = 15;
export const DAILY_LIMIT_MAX = 600;
export const DAILY_LIMIT_STEP = 15;
/** The most seconds one heartbeat may report; the app sends one a minute while in use. */
export const HEARTBEAT_MAX_SECONDS = 120;
/** Days of use the guardian sees. */
export const ACTIVITY_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;

/**
 * The controls of a minor whose guardians saved none: purchases blocked for a student of 16 or
 * under (or of unknown age), never for a student of 17 or anyone else; no daily limit; the real
 * name hidden from other players.
 */
export function defaultControls(role: string, birthDate: string | null, today: string): GuardianControls {
  return { dailyLimitMinutes: null, purchasesBlocked: isYoungStudent(role, birthDate, today), showRealName: false };
}

/**
 * Whether an adult's team invitation to this person waits for a guardian's approval
 * (docs/product/guardians.md, Safe defaults): the guest is a student of 16 or under (or of unknown
 * age) and whoever invites is an adult.
 */
export function inviteNeedsGuardian(guest: { role: string; birthDate: string | null }, inviter: { role: string; birthDate: string | null }, today: string): boolean {
  return isYoungStudent(guest.role, guest.birthDate, today) && isAdultContact(inviter.role, inviter.birthDate, today);
}

/** Whether a value is a daily limit the server takes: null (no limit) or a multiple of 15 from 15 to 600. */
export function isDailyLimit(value: unknown): value is number | null {
  if (value === null) return true;
  return typeof value === 'number' && Number.isInteger(value) && value >= DAILY_LIMIT_MIN && value <= DAILY_LIMIT_MAX && value % DAILY_LIMIT_STEP === 0;
}

/** The daily limit as a form field: absent is `required`, anything but a limit `invalid`. */
export function checkDailyLimit(value: unknown): Violation | null {
  if (value === undefined) return violation('required');
  return isDailyLimit(value) ? null : violation('invalid');
}

/** Seconds left today under a limit; null without a limit, 0 once it is reached. */
export function remainingSeconds(limitMinutes: number | null, usedSeconds: number): number | null {
  if (limitMinutes === null) return null;
  return Math.max(0, limitMinutes * 60 - usedSeconds);
}

/** Whether the minor used up today's time. */
export const limitReached = (limitMinutes: number | null, usedSeconds: number): boolean => remainingSeconds(limitMinutes, usedSeconds) === 0;

/** Brazil's day (yyyy-mm-dd) of an instant. São Paulo keeps UTC−3 all year (no daylight saving since 2019). */
export function brazilDayOf(instant: Date): string {
  return new Date(instant.getTime() - 3 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The first instant of a Brazil day (yyyy-mm-dd): 03:00 UTC. */
export const brazilDayStart = (day: string): Date => new Date(`${day}T00:00:00-03:00`);

/** The first instant of today in Brazil. */
export const startOfBrazilDay = (now: Date = new Date()): Date => brazilDayStart(brazilDayOf(now));

/** The next midnight in Brazil as an ISO instant: when today's count starts again. */
export const nextBrazilMidnight = (now: Date = new Date()): string => new Date(startOfBrazilDay(now).getTime() + DAY_MS).toISOString();

/** The day `offset` days from a yyyy-mm-dd day (negative: before). */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The last 30 days ending today, oldest first (yyyy-mm-dd). */
export function last30Days(today: string): string[] {
  return Array.from({ length: ACTIVITY_DAYS }, (_, i) => shiftDay(today, i - (ACTIVITY_DAYS - 1)));
}

/**
 * Whether a signed-in user's screen time may be watched at all: only a student under 18 (or of
 * unknown age) can have a guardian's consent, so an adult's app never asks for a supervision. Read
 * on the device's clock with a day to spare, so no zone's date makes a minor look of age; the
 * server's answer decides for the few within a day of their 18th birthday.
 */
export function mayBeSupervised(role: string, birthDate: string | null | undefined, now: Date): boolean {
  if (role !== 'STUDENT') return false;
  if (!birthDate) return true;
  const bornByForAdult = new Date(now.getTime() - 86_400_000);
  bornByForAdult.setUTCFullYear(bornByForAdult.getUTCFullYear() - LEGAL_AGE);
  return birthDate.slice(0, 10) > bornByForAdult.toISOString().slice(0, 10);
}

/** Whether a person a minor plays with is an adult: any account that is not a student's, or a student of 18 or more. */
export function isAdultContact(role: string, birthDate: string | null, today: string): boolean {
  return !needsGuardian(role, birthDate, today);
}

/** A number of minutes as whole hours and the minutes left over, for "1 h 30 min". */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
