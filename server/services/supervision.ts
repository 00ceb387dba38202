import { and, asc, eq, gt, gte, inArray, isNull, lte, max, ne, sql } from 'drizzle-orm';
import type { GuardianControls, MinorPremium, SupervisedMinorSummary, SupervisionState } from '../../src/contract/guardians';
import { needsGuardian } from '../../src/domain/guardians/consent';
import { brazilDayOf, brazilDayStart, defaultControls, limitReached, nextBrazilMidnight, remainingSeconds, splitMinutes } from '../../src/domain/guardians/supervision';
import { todayInBrazil } from '../../src/domain/validation';
import type { Executor } from '../db/executor';
import { guardianControls, guardianLinks, notifications, premiumLicences, userActivity, users } from '../db/schema';
import { ApiError, fail, requestError } from '../http/errors';
import { t } from '../messages';
import { pathId } from '../http/body';
import { ageOf, callerOf, guardianError, lockMinor, MINOR_NOT_FOUND } from './guardians';

/**
 * Guardian supervision (docs/product/guardians.md, Supervision): a minor's controls, the time used
 * each Brazil day from the app's heartbeats, the purchase block and the daily limit at sign-in.
 */

type Person = { role: string; birthDate: string | null };

/** The first names of the minor's consenting guardians, the earliest consent first. */
async function guardianNamesOf(db: Executor, minorId: number): Promise<string[]> {
  const rows = await db
    .select({ firstName: users.firstName })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(and(eq(guardianLinks.minorId, minorId), isNull(guardianLinks.revokedAt)))
    .orderBy(asc(guardianLinks.consentedAt), asc(guardianLinks.guardianId));
  return rows.map((row) => row.firstName);
}

/** The controls saved for the minor, or the defaults of their age when no guardian saved any. */
export async function controlsOf(db: Executor, minorId: number, person: Person, today: string): Promise<GuardianControls> {
  const [row] = await db
    .select({ dailyLimitMinutes: guardianControls.dailyLimitMinutes, purchasesBlocked: guardianControls.purchasesBlocked, showRealName: guardianControls.showRealName })
    .from(guardianControls)
    .where(eq(guardianControls.minorId, minorId));
  return row ?? defaultControls(person.role, person.birthDate, today);
}

/** Active seconds counted for the user on a Brazil day. */
export async function usedSecondsOn(db: Executor, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ seconds: userActivity.seconds })
    .from(userActivity)
    .where(and(eq(userActivity.userId, userId), eq(userActivity.day, day)));
  return row?.seconds ?? 0;
}

/** Who the user is and who supervises them: a student under 18 (or of unknown age) with a consenting guardian. */
async function supervisionOf(db: Executor, userId: number, today: string) {
  const [user] = await db.select({ role: users.role, birthDate: users.birthDate }).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const guardians = needsGuardian(user.role, user.birthDate, today) ? await guardianNamesOf(db, userId) : [];
  return { user, guardians };
}

/** The controls that apply to the user now, or null when nobody supervises them. */
export async function supervisedControlsOf(db: Executor, userId: number, today: string): Promise<GuardianControls | null> {
  const found = await supervisionOf(db, userId, today);
  if (!found || found.guardians.length === 0) return null;
  return controlsOf(db, userId, found.user, today);
}

/** The caller's supervision as the app applies it (docs/product/guardians.md, Supervision). */
export async function supervisionStateOf(db: Executor, userId: number, now: Date = new Date()): Promise<SupervisionState | undefined> {
  const today = todayInBrazil(now);
  const found = await supervisionOf(db, userId, today);
  if (!found) return undefined;
  const resetsAt = nextBrazilMidnight(now);
  if (found.guardians.length === 0) {
    return { supervised: false, guardians: [], controls: defaultControls(found.user.role, found.user.birthDate, today), usedTodaySeconds: 0, remainingSeconds: null, resetsAt };
  }
  const controls = await controlsOf(db, userId, found.user, today);
  const used = await usedSecondsOn(db, userId, today);
  return { supervised: true, guardians: found.guardians, controls, usedTodaySeconds: used, remainingSeconds: remainingSeconds(controls.dailyLimitMinutes, used), resetsAt };
}

/**
 * Adds a heartbeat to today's count in one statement (docs/product/guardians.md, Supervision): the
 * first of the day counts in full; a later one counts at most the whole seconds passed since the
 * previous one, so two tabs beating at once count the time once. Concurrent heartbeats queue on the
 * row; last_beat_at never moves back. Answers today's total.
 */
export async function addHeartbeat(db: Executor, userId: number, seconds: number, day: string): Promise<number> {
  const rows = await db.execute(sql`
    insert into user_activity (user_id, day, seconds, last_beat_at)
    values (${userId}, ${day}::date, ${seconds}, now())
    on conflict (user_id, day) do update set
      seconds = user_activity.seconds + case
        when user_activity.last_beat_at is null then excluded.seconds
        else least(excluded.seconds, greatest(0, floor(extract(epoch from now() - user_activity.last_beat_at)))::int)
      end,
      last_beat_at = greatest(user_activity.last_beat_at, now())
    returning seconds`);
  const [row] = (rows as unknown as { rows: Array<{ seconds: number | string }> }).rows;
  return Number(row?.seconds ?? 0);
}

/**
 * A heartbeat from the app: counted only for a supervised caller, who gets the state back. A day
 * never gets seconds from before its midnight: the first heartbeat after it counts at most the
 * time since midnight, the rest belonged to the day before.
 */
export async function recordHeartbeat(db: Executor, userId: number, seconds: number, now: Date = new Date()): Promise<SupervisionState | undefined> {
  const state = await supervisionStateOf(db, userId, now);
  if (!state?.supervised) return state;
  const today = todayInBrazil(now);
  const sinceMidnight = Math.max(0, Math.floor((now.getTime() - brazilDayStart(today).getTime()) / 1000));
  const used = await addHeartbeat(db, userId, Math.min(seconds, sinceMidnight), today);
  return { ...state, usedTodaySeconds: used, remainingSeconds: remainingSeconds(state.controls.dailyLimitMinutes, used) };
}

/**
 * Refuses (403) a supervised minor whose guardian blocked purchases (docs/product/guardians.md,
 * Supervision); read from the database on every call, so a change applies at once.
 */
export async function assertPurchasesAllowed(db: Executor, userId: number): Promise<void> {
  const controls = await supervisedControlsOf(db, userId, todayInBrazil());
  if (controls?.purchasesBlocked) throw new ApiError(403, [requestError('purchasesBlocked', 'requestError:guardian.purchasesBlocked')]);
}

/** Whether a supervised student already used all of today's time (the sign-in refuses them). */
export async function dailyLimitReached(db: Executor, userId: number, now: Date = new Date()): Promise<boolean> {
  const today = todayInBrazil(now);
  const controls = await supervisedControlsOf(db, userId, today);
  if (!controls || controls.dailyLimitMinutes === null) return false;
  return limitReached(controls.dailyLimitMinutes, await usedSecondsOn(db, userId, today));
}

type MinorRow = { id: number; firstName: string; lastName: string; playId: string; role: string; birthDate: string | null; since: Date };

/** The other guardian of each minor, when there is one. */
async function coGuardiansOf(db: Executor, guardianId: number, minorIds: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ minorId: guardianLinks.minorId, firstName: users.firstName })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(and(inArray(guardianLinks.minorId, minorIds), ne(guardianLinks.guardianId, guardianId), isNull(guardianLinks.revokedAt)));
  return new Map(rows.map((row) => [row.minorId, row.firstName]));
}

/** The premium of each minor with a licence running now: until its last day in Brazil. */
async function premiumOf(db: Executor, minorIds: number[], now: Date): Promise<Map<number, MinorPremium>> {
  const rows = await db
    .select({ userId: premiumLicences.userId, endsAt: max(premiumLicences.endsAt) })
    .from(premiumLicences)
    .where(and(inArray(premiumLicences.userId, minorIds), lte(premiumLicences.startsAt, now), gt(premiumLicences.endsAt, now)))
    .groupBy(premiumLicences.userId);
  return new Map(rows.flatMap((row) => (row.endsAt ? [[row.userId, { active: true, until: brazilDayOf(new Date(row.endsAt)) }] as const] : [])));
}

/** Saved controls and today's seconds of each minor. */
async function savedOf(db: Executor, minorIds: number[], today: string) {
  const controls = await db
    .select({
      minorId: guardianControls.minorId,
      dailyLimitMinutes: guardianControls.dailyLimitMinutes,
      purchasesBlocked: guardianControls.purchasesBlocked,
      showRealName: guardianControls.showRealName,
    })
    .from(guardianControls)
    .where(inArray(guardianControls.minorId, minorIds));
  const used = await db
    .select({ userId: userActivity.userId, seconds: userActivity.seconds })
    .from(userActivity)
    .where(and(inArray(userActivity.userId, minorIds), eq(userActivity.day, today)));
  return {
    controls: new Map(controls.map(({ minorId, ...saved }) => [minorId, saved])),
    used: new Map(used.map((row) => [row.userId, row.seconds])),
  };
}

/**
 * The minors the guardian consents for now, each with their controls, premium and today's use
 * (docs/product/guardians.md, API), by first name; only `minorId` when given (empty: not theirs).
 */
export async function supervisedMinorsOf(db: Executor, guardianId: number, minorId?: number, now: Date = new Date()): Promise<SupervisedMinorSummary[]> {
  const conditions = [eq(guardianLinks.guardianId, guardianId), isNull(guardianLinks.revokedAt)];
  if (minorId !== undefined) conditions.push(eq(guardianLinks.minorId, minorId));
  const rows: MinorRow[] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, playId: users.playId, role: users.role, birthDate: users.birthDate, since: guardianLinks.consentedAt })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.minorId))
    .where(and(...conditions));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const today = todayInBrazil(now);
  const coGuardian = await coGuardiansOf(db, guardianId, ids);
  const premium = await premiumOf(db, ids, now);
  const saved = await savedOf(db, ids, today);
  return (
    rows
      .map(
        (row): SupervisedMinorSummary => ({
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          playId: row.playId,
          age: ageOf(row.birthDate, today),
          since: row.since.toISOString(),
          coGuardian: coGuardian.get(row.id) ?? null,
          controls: saved.controls.get(row.id) ?? defaultControls(row.role, row.birthDate, today),
          premium: premium.get(row.id) ?? { active: false, until: null },
          usedTodaySeconds: saved.used.get(row.id) ?? 0,
        }),
      )
      // By first name as people read it, the same on every database.
      .sort((a, b) => a.firstName.localeCompare(b.firstName, 'pt-BR') || a.id - b.id)
  );
}

/** "30 min", "1 h", "1 h 30 min". */
export function durationText(totalMinutes: number): string {
  const { hours, minutes } = splitMinutes(totalMinutes);
  if (hours === 0) return t('common_durationMinutes', { minutes });
  if (minutes === 0) return t('common_durationHours', { hours });
  return t('common_durationHoursMinutes', { hours, minutes });
}

/** Each change in plain words, naming the guardian; empty when nothing changed. */
export function controlChanges(before: GuardianControls, after: GuardianControls, guardian: string): string[] {
  const changes: string[] = [];
  if (before.dailyLimitMinutes !== after.dailyLimitMinutes) {
    changes.push(
      after.dailyLimitMinutes === null
        ? t('notification_guardianControls_limitRemoved', { guardian })
        : t('notification_guardianControls_limitSet', { guardian, limit: durationText(after.dailyLimitMinutes) }),
    );
  }
  if (before.purchasesBlocked !== after.purchasesBlocked) {
    changes.push(t(after.purchasesBlocked ? 'notification_guardianControls_purchasesBlocked' : 'notification_guardianControls_purchasesAllowed', { guardian }));
  }
  if (before.showRealName !== after.showRealName) {
    changes.push(t(after.showRealName ? 'notification_guardianControls_nameShown' : 'notification_guardianControls_nameHidden', { guardian }));
  }
  return changes;
}

/**
 * Saves a guardian's controls for a minor they consent for (docs/product/guardians.md,
 * Supervision), inside a transaction: the minor's row lock orders two guardians saving at once, so
 * the minor gets one notice per real change. Answers false when the guardian no longer consents.
 */
export async function saveControls(tx: Executor, guardian: { id: number; firstName: string }, minorId: number, next: GuardianControls): Promise<boolean> {
  await lockMinor(tx, minorId);
  // The consent may have been withdrawn since the caller was checked.
  const [minor] = await tx
    .select({ role: users.role, birthDate: users.birthDate })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.minorId))
    .where(and(eq(guardianLinks.minorId, minorId), eq(guardianLinks.guardianId, guardian.id), isNull(guardianLinks.revokedAt)));
  if (!minor) return false;
  const before = await controlsOf(tx, minorId, minor, todayInBrazil());
  const values = { dailyLimitMinutes: next.dailyLimitMinutes, purchasesBlocked: next.purchasesBlocked, showRealName: next.showRealName, updatedAt: sql`now()`, updatedBy: guardian.id };
  await tx
    .insert(guardianControls)
    .values({ minorId, ...values })
    .onConflictDoUpdate({ target: guardianControls.minorId, set: values });
  const changes = controlChanges(before, next, guardian.firstName);
  if (changes.length > 0) {
    await tx.insert(notifications).values({ userId: minorId, title: t('notification_guardianControls_title'), text: changes.join(' '), targetKey: '/profile/sponsor' });
  }
  return true;
}

/** Seconds of each of the given days (yyyy-mm-dd), 0 for a day without use. */
export async function secondsByDay(db: Executor, userId: number, days: string[]): Promise<number[]> {
  const rows = await db
    .select({ day: userActivity.day, seconds: userActivity.seconds })
    .from(userActivity)
    .where(and(eq(userActivity.userId, userId), gte(userActivity.day, days[0]!), lte(userActivity.day, days.at(-1)!)));
  const byDay = new Map(rows.map((row) => [row.day, row.seconds]));
  return days.map((day) => byDay.get(day) ?? 0);
}

/**
 * The caller as the guardian of the minor named in a path: 403 for an account that is not a
 * guardian's, 404 for a minor they do not consent for now — another family's minor is answered like
 * one that does not exist (docs/product/guardians.md, Roles).
 */
export async function guardedMinor(db: Executor, userId: number, rawMinorId: string | undefined): Promise<{ guardian: { id: number; firstName: string }; minor: SupervisedMinorSummary }> {
  const guardian = await callerOf(db, userId);
  if (guardian.role !== 'SPONSOR') throw guardianError(403, 'notSponsor');
  const minorId = pathId(rawMinorId, MINOR_NOT_FOUND);
  const [minor] = await supervisedMinorsOf(db, guardian.id, minorId);
  if (!minor) throw fail.notFound(MINOR_NOT_FOUND);
  return { guardian, minor };
}
