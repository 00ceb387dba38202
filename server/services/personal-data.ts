import { eq } from 'drizzle-orm';
import type { FieldError } from '../../src/contract/errors';
import { isKnownCallingCode } from '../../src/domain/countries';
import { normalizePhone } from '../../src/domain/masks';
import { isPersonalDataComplete } from '../../src/domain/profile/completeness';
import { parseBirthDate, todayInBrazil, validatePersonalData, type Gender } from '../../src/domain/validation';
import type { Executor } from '../db/executor';
import { cities, users } from '../db/schema';
import { int, mergeIssues, nullable, readFields, text } from '../http/body';
import { fail } from '../http/errors';
import { completeQuest } from './quest-rewards';
import { creditReferral, lockInviterOf } from './referrals';

/** Personal data (docs/product/profile.md, Rules): the edit a person makes, or a guardian for their minor. */

const fieldError = (field: string, code: string): FieldError => ({ field, code, messageKey: `validation:${field}.${code}` });

/** A state that exists and a city of it. */
export async function checkPlace(db: Executor, stateId: number | null | undefined, cityId: number | null | undefined): Promise<FieldError[]> {
  if (stateId !== undefined && stateId !== null) {
    const [anyCity] = await db.select({ id: cities.id }).from(cities).where(eq(cities.stateId, stateId)).limit(1);
    if (!anyCity) return [fieldError('stateId', 'notFound')];
  }
  if (cityId === undefined || cityId === null) return [];
  const [city] = await db.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, cityId));
  if (!city) return [fieldError('cityId', 'notFound')];
  if (stateId !== undefined && stateId !== null && city.stateId !== stateId) return [fieldError('cityId', 'invalid')];
  return [];
}

/** A Brazilian phone split into its area code and number. */
export function splitPhone(phone: string | null | undefined): { phoneDdd: string | null; phoneNumber: string | null } {
  if (!phone) return { phoneDdd: null, phoneNumber: null };
  const digits = normalizePhone(phone);
  return { phoneDdd: digits.slice(0, 2), phoneNumber: digits.slice(2) };
}

/**
 * Reads and checks an edit of `userId`'s personal data (PUT /records/api/account/edit, and the
 * guardian's for a minor): the field rules, a known calling code, a real state and city. Answers
 * the columns to write; user name and e-mail are ignored, and the birth date is written only when
 * none is stored yet. Throws the field errors.
 */
export async function personalDataChanges(db: Executor, userId: number, body: Record<string, unknown>): Promise<Partial<typeof users.$inferInsert>> {
  const { values, issues: typeIssues } = readFields(body, {
    firstName: text(200),
    lastName: text(200),
    birthDate: text(20),
    gender: nullable(text(20)),
    phone: nullable(text(30)),
    phoneIdd: text(8),
    stateId: nullable(int()),
    cityId: nullable(int(1, 99_999_999)),
  });
  const [current] = await db.select({ birthDate: users.birthDate, stateId: users.stateId }).from(users).where(eq(users.id, userId));
  if (!current) throw fail.unauthorized();
  let issues = mergeIssues(typeIssues, validatePersonalData(values, todayInBrazil(), current.birthDate));
  if (values.phoneIdd !== undefined && !isKnownCallingCode(values.phoneIdd)) issues = mergeIssues(issues, [fieldError('phoneIdd', 'invalid')]);
  issues = mergeIssues(issues, await checkPlace(db, values.stateId, values.cityId));
  if (issues.length > 0) throw fail.validation(issues);

  const changes: Partial<typeof users.$inferInsert> = { firstName: values.firstName!.trim(), lastName: values.lastName!.trim() };
  if (!current.birthDate && values.birthDate) changes.birthDate = parseBirthDate(values.birthDate);
  if (values.gender !== undefined) changes.gender = (values.gender?.trim() || null) as Gender | null;
  if (values.phone !== undefined) Object.assign(changes, splitPhone(values.phone));
  // phoneIdd (docs/product/profile.md, API): the phone's country, chosen beside the number.
  if (values.phoneIdd !== undefined) changes.phoneIdd = values.phoneIdd.trim();
  if (values.stateId !== undefined) changes.stateId = values.stateId;
  if (values.cityId !== undefined) changes.cityId = values.cityId;
  // A city belongs to its state: a new state sent without a city leaves none.
  if (values.stateId === null || (values.stateId !== undefined && values.cityId === undefined && values.stateId !== current.stateId)) changes.cityId = null;
  return changes;
}

/**
 * Writes personal data and, the first time they become complete, grants the complete-profile
 * mission (docs/product/rewards.md, Limits) in the same transaction.
 */
export async function updatePersonalData(tx: Executor, userId: number, changes: Partial<typeof users.$inferInsert>): Promise<void> {
  // The inviter's row is locked before the friend's own row is written, as creditReferral will
  // lock it: friends completing their profiles at the same moment then wait in one order instead
  // of deadlocking on PostgreSQL (each holding its own row while asking for the inviter's).
  await lockInviterOf(tx, userId);
  const [after] = await tx
    .update(users)
    .set(changes)
    .where(eq(users.id, userId))
    .returning({
      firstName: users.firstName,
      lastName: users.lastName,
      birthDate: users.birthDate,
      gender: users.gender,
      phoneIdd: users.phoneIdd,
      phoneDdd: users.phoneDdd,
      phoneNumber: users.phoneNumber,
      stateId: users.stateId,
      cityId: users.cityId,
    });
  if (after && isPersonalDataComplete(after)) {
    await completeQuest(tx, userId, 'completeProfile');
    // A friend who completes their profile may be the inviter's 5th eligible one (docs/product/friends.md, Limits).
    await creditReferral(tx, userId);
  }
}
