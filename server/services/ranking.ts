import { asc, desc, eq, sql } from 'drizzle-orm';
import type { RankingEntry } from '../../src/contract/journeys';
import { journeyRanking, journeys, listVersions } from '../db/schema';
import type { Executor } from '../db/executor';
import { fail } from '../http/errors';
import { keptAnswer } from './kept-lists';
import { JOURNEY_NOT_FOUND } from './journeys';

/**
 * A journey's ranking with every place worked out once per change (docs/product/journeys.md,
 * Rules): the entries in order, equal points sharing a place, and each account's place. Pages
 * and a student's own place are then slices and lookups, not counts.
 */
export interface Ranking {
  entries: RankingEntry[];
  placeOf: Map<number, number>;
}

const keyOf = (journeyId: number) => `ranking:${journeyId}`;

/** The ranking's version, in the same read that tells whether the journey exists (404 when not). */
async function rankingVersion(db: Executor, journeyId: number): Promise<number> {
  const [row] = await db
    .select({ version: listVersions.version })
    .from(journeys)
    .leftJoin(listVersions, eq(listVersions.key, sql`${'ranking:'} || ${journeys.id}::text`))
    .where(eq(journeys.id, journeyId));
  if (!row) throw fail.notFound(JOURNEY_NOT_FOUND, 'journeyNotFound');
  return row.version ?? 0;
}

async function build(db: Executor, journeyId: number): Promise<Ranking> {
  const rows = await db
    .select({ userId: journeyRanking.userId, playId: journeyRanking.playId, totalMp: journeyRanking.totalMp, userLevel: journeyRanking.userLevel, smallAvatarUrl: journeyRanking.smallAvatarUrl })
    .from(journeyRanking)
    .where(eq(journeyRanking.journeyId, journeyId))
    .orderBy(desc(journeyRanking.totalMp), asc(journeyRanking.id));
  const entries: RankingEntry[] = [];
  const placeOf = new Map<number, number>();
  rows.forEach((row, index) => {
    const previous = entries[index - 1];
    const totalMp = Number(row.totalMp);
    const rankNumber = previous && previous.totalMp === totalMp ? previous.rankNumber : index + 1;
    entries.push({ playId: row.playId, rankNumber, totalMp, userLevel: row.userLevel, smallAvatarUrl: row.smallAvatarUrl });
    if (row.userId !== null) placeOf.set(row.userId, rankNumber);
  });
  return { entries, placeOf };
}

/** The journey's ranking as it stands (404 when the journey does not exist). */
export async function rankingOf(db: Executor, journeyId: number): Promise<Ranking> {
  const version = await rankingVersion(db, journeyId);
  return keptAnswer(db, keyOf(journeyId), version, 'all', () => build(db, journeyId));
}

/** A student's place in a journey's ranking, or null without points there. */
export async function rankOf(db: Executor, journeyId: number, userId: number): Promise<number | null> {
  return (await rankingOf(db, journeyId)).placeOf.get(userId) ?? null;
}
