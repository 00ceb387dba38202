import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rateCounters } from '../db/schema';
import { ApiError, requestError } from '../http/errors';

/**
 * A limit on how often one subject (an address, an account, a school) may do something. Its counter
 * lives in the database, so every server of a deployment counts the same attempts
 * (docs/operations.md, Public endpoints).
 */
export interface RateLimit {
  /** Names the counter; two limits never share one. */
  name: string;
  /** What is counted, in words for the operations guide: `failed sign-ins`, `requests`. */
  counts: string;
  /** Whose attempts are counted apart, in words for the operations guide: `network address`, `account`, `school`. */
  per: string;
  /** Attempts allowed within the window. */
  max: number;
  windowSeconds: number;
  /**
   * The window starts again at every attempt, so the count lasts until the subject has been quiet
   * for a whole window (the sign-in slowdown); otherwise it runs from the window's first attempt.
   */
  quiet?: boolean;
}

export interface Count {
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** When the count starts again from zero. */
  resetAt: Date;
}

/**
 * The counter's key: the limit's name and a hash of the subject, so the table keeps no address or
 * e-mail (the subject is already normalised by the caller: lower case, trimmed).
 */
const counterKey = (limit: RateLimit, subject: string) => `${limit.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;

/**
 * Counts one attempt, in one statement, so servers counting at once never lose one: a counter past
 * its reset time starts again at one.
 */
export async function countAttempt(db: Executor, limit: RateLimit, subject: string): Promise<Count> {
  const window = sql`now() + make_interval(secs => ${limit.windowSeconds})`;
  const expired = sql`${rateCounters.resetAt} <= now()`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key: counterKey(limit, subject), count: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        resetAt: limit.quiet ? window : sql`case when ${expired} then ${window} else ${rateCounters.resetAt} end`,
      },
    })
    .returning({ count: rateCounters.count, resetAt: rateCounters.resetAt });
  return row!;
}

/** The attempts counted so far in the current window (0 when none, or when it has passed). */
export async function currentCount(db: Executor, limit: RateLimit, subject: string): Promise<Count> {
  const [row] = await db
    .select({ count: sql<number>`case when ${rateCounters.resetAt} <= now() then 0 else ${rateCounters.count} end`.mapWith(Number), resetAt: rateCounters.resetAt })
    .from(rateCounters)
    .where(eq(rateCounters.key, counterKey(limit, subject)));
  return row ?? { count: 0, resetAt: new Date() };
}

/** Forgets a subject's attempts (a successful sign-in clears its failures). */
export async function clearCount(db: Executor, limit: RateLimit, subject: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, counterKey(limit, subject)));
}

/** Seconds until a count starts again, at least one: the Retry-After of a refusal. */
export const retryAfterSeconds = (count: Count, now = Date.now()) => Math.max(1, Math.ceil((count.resetAt.getTime() - now) / 1000));

/** The 429 a limit answers with, and when to try again. */
export const tooManyRequests = (count: Count, code = 'tooManyRequests', messageKey = 'requestError:tooManyRequests') =>
  new ApiError(429, [requestError(code, messageKey)], { 'Retry-After': String(retryAfterSeconds(count)) });

/**
 * Counts an attempt and refuses it (429 with Retry-After) when it goes past the limit. A refused
 * attempt still counts, so hammering a limit does not shorten it.
 */
export async function enforceLimit(db: Executor, limit: RateLimit, subject: string): Promise<void> {
  const count = await countAttempt(db, limit, subject);
  if (count.count > limit.max) throw tooManyRequests(count);
}

/** Drops counters whose window has passed; run now and then. */
export async function purgeExpiredCounters(db: Executor): Promise<void> {
  await db.delete(rateCounters).where(lte(rateCounters.resetAt, sql`now()`));
}
