import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { playParticipants } from '../../../db/schema';
import type { TournamentRow } from '../../tournaments';
import { queryRows } from './storage';

/** A small seeded generator (mulberry32): the same seed always gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with the seeded generator. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface Seedable {
  id: number;
  position: number;
  userId: number;
  teamId: number | null;
}

/** Total MatchPoints (every skill) of each participant: a solo player's own, a team's members' sum. */
async function matchPointsOf(db: Executor, participants: Seedable[]): Promise<Map<number, number>> {
  const ids = participants.map((p) => p.id);
  const rows = await queryRows<{ id: number; total: string }>(
    db,
    sql`
    select pp.id, coalesce(sum(mp.value::numeric), 0)::text as total
    from play_participants pp
    left join team_members tm on tm.team_id = pp.team_id
    left join reward_activities ra on ra.user_id = coalesce(tm.user_id, pp.user_id)
    left join lateral jsonb_each_text(ra.match_points) mp on true
    where pp.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by pp.id`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.total)]));
}

/**
 * Orders the participants by the event's seeding (docs/product/play.md, Rules) and writes their seed
 * (1 the best): SUBSCRIPTION by subscription order; RANDOM shuffled from the event's stored seed;
 * RANKING by total MatchPoints, highest first, equal totals in subscription order.
 */
export async function seedParticipants(db: Executor, event: TournamentRow, participantIds: number[]): Promise<number[]> {
  if (participantIds.length === 0) return [];
  const rows = await db
    .select({ id: playParticipants.id, position: playParticipants.position, userId: playParticipants.userId, teamId: playParticipants.teamId })
    .from(playParticipants)
    .where(inArray(playParticipants.id, participantIds));
  const bySubscription = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  let ordered = bySubscription;
  if (event.seeding === 'RANDOM') ordered = shuffle(bySubscription, event.randomSeed);
  else if (event.seeding === 'RANKING') {
    const points = await matchPointsOf(db, bySubscription);
    // Array.prototype.sort is stable: equal totals keep subscription order.
    ordered = [...bySubscription].sort((a, b) => (points.get(b.id) ?? 0) - (points.get(a.id) ?? 0));
  }
  const ids = ordered.map((row) => row.id);
  await db.execute(sql`
    update play_participants set seed = v.seed
    from (values ${sql.join(
      ids.map((id, index) => sql`(${id}::int, ${index + 1}::int)`),
      sql`, `,
    )}) as v(id, seed)
    where play_participants.id = v.id`);
  return ids;
}
