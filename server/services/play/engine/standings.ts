import type { StandingRow } from '../../../../src/contract/play';
import type { playMatches } from '../../../db/schema';
import type { RoyaleTotals } from './royale';

export type MatchRow = typeof playMatches.$inferSelect;

export interface Entrant {
  id: number;
  name: string;
  seed: number;
  disqualified: boolean;
}

interface Tally {
  played: number;
  wins: number;
  losses: number;
  gamesFor: number;
  gamesAgainst: number;
}

function tally(entrants: Entrant[], matches: MatchRow[]): Map<number, Tally> {
  const out = new Map(entrants.map((e) => [e.id, { played: 0, wins: 0, losses: 0, gamesFor: 0, gamesAgainst: 0 }]));
  for (const m of matches) {
    if (m.status !== 'COMPLETED' || m.side1 === null || m.side2 === null) continue;
    for (const [me, mine, theirs] of [
      [m.side1, m.score1, m.score2],
      [m.side2, m.score2, m.score1],
    ] as const) {
      const t = out.get(me);
      if (!t) continue;
      t.played++;
      if (m.winner === me) t.wins++;
      else t.losses++;
      t.gamesFor += mine ?? 0;
      t.gamesAgainst += theirs ?? 0;
    }
  }
  return out;
}

const loserOf = (m: MatchRow) => (m.winner === null ? null : m.winner === m.side1 ? m.side2 : m.side1);

/**
 * How far each participant went (docs/product/play.md, Rules, Standings): a bigger key is a better
 * place; equal keys share a rank. Single elimination: the round lost in (the champion beyond the
 * final, the third-place winner above its loser); double elimination: the grand final's decisive
 * match, then the losers' round lost in. Those still playing rank above those out in their round.
 */
function eliminationKeys(format: string, entrants: Entrant[], matches: MatchRow[]): { keys: Map<number, number>; out: Set<number> } {
  const keys = new Map<number, number>();
  const out = new Set<number>();
  const completed = matches.filter((m) => m.status === 'COMPLETED');
  const winners = matches.filter((m) => m.stage === 'WINNERS');
  const losersSide = matches.filter((m) => m.stage === 'LOSERS');
  const lastWinners = Math.max(0, ...winners.map((m) => m.roundNumber));
  const lastLosers = Math.max(0, ...losersSide.map((m) => m.roundNumber));
  const reached = (id: number, stage: string) => Math.max(0, ...matches.filter((m) => m.stage === stage && (m.side1 === id || m.side2 === id)).map((m) => m.roundNumber));
  const top = 2 * (Math.max(lastWinners, lastLosers) + 2);

  if (format === 'DOUBLE_ELIMINATION' && losersSide.length > 0) {
    const finals = completed.filter((m) => m.stage === 'GRAND_FINAL').sort((a, b) => b.roundNumber - a.roundNumber);
    const decisive = finals.find((m) => m.roundNumber === 2) ?? finals.find((m) => m.roundNumber === 1 && m.winner === m.side1);
    for (const e of entrants) {
      if (decisive?.winner === e.id) keys.set(e.id, top + 2);
      else if (decisive && loserOf(decisive) === e.id) {
        keys.set(e.id, top + 1);
        out.add(e.id);
      } else {
        const lost = completed.find((m) => m.stage === 'LOSERS' && loserOf(m) === e.id);
        if (lost) {
          keys.set(e.id, 2 * lost.roundNumber);
          out.add(e.id);
        } else {
          const inLosers = reached(e.id, 'LOSERS');
          keys.set(e.id, inLosers > 0 ? 2 * inLosers + 1 : top);
        }
      }
    }
    return { keys, out };
  }

  const third = completed.find((m) => m.stage === 'THIRD_PLACE');
  for (const e of entrants) {
    const lost = completed.find((m) => m.stage === 'WINNERS' && loserOf(m) === e.id);
    if (lost) {
      out.add(e.id);
      keys.set(e.id, 2 * lost.roundNumber + (third?.winner === e.id ? 1 : 0));
    } else if (completed.some((m) => m.stage === 'WINNERS' && m.roundNumber === lastWinners && m.winner === e.id)) keys.set(e.id, top);
    else keys.set(e.id, 2 * Math.max(1, reached(e.id, 'WINNERS')) + 1);
  }
  return { keys, out };
}

function row(e: Entrant, t: Tally | undefined, viewer: ReadonlySet<number>): Omit<StandingRow, 'rank' | 'points' | 'eliminated'> {
  return {
    participantId: e.id,
    name: e.name,
    mine: viewer.has(e.id),
    played: t?.played ?? 0,
    wins: t?.wins ?? 0,
    losses: t?.losses ?? 0,
    draws: 0,
    difference: (t?.gamesFor ?? 0) - (t?.gamesAgainst ?? 0),
    disqualified: e.disqualified,
    reward: null,
  };
}

export function eliminationStandings(format: string, entrants: Entrant[], matches: MatchRow[], viewer: ReadonlySet<number>): StandingRow[] {
  const tallies = tally(entrants, matches);
  const { keys, out } = eliminationKeys(format, entrants, matches);
  const key = (id: number) => keys.get(id) ?? 0;
  const sorted = [...entrants].sort((a, b) => key(b.id) - key(a.id) || a.seed - b.seed);
  return sorted.map((e) => ({
    ...row(e, tallies.get(e.id), viewer),
    rank: 1 + sorted.filter((other) => key(other.id) > key(e.id)).length,
    points: null,
    eliminated: out.has(e.id) || e.disqualified,
  }));
}

/** Round robin (docs/product/play.md, Rules): points (3 a win), wins between the tied, game difference, games won, seed. */
export function roundRobinStandings(entrants: Entrant[], matches: MatchRow[], viewer: ReadonlySet<number>): StandingRow[] {
  const tallies = tally(entrants, matches);
  const points = (id: number) => 3 * (tallies.get(id)?.wins ?? 0);
  const groups = new Map<number, Entrant[]>();
  for (const e of entrants) groups.set(points(e.id), [...(groups.get(points(e.id)) ?? []), e]);
  const ordered: Entrant[] = [];
  for (const score of [...groups.keys()].sort((a, b) => b - a)) {
    const tied = groups.get(score)!;
    const ids = new Set(tied.map((e) => e.id));
    const headToHead = (id: number) => matches.filter((m) => m.status === 'COMPLETED' && m.winner === id && ids.has(m.side1 ?? -1) && ids.has(m.side2 ?? -1)).length;
    const t = (id: number) => tallies.get(id)!;
    tied.sort(
      (a, b) => headToHead(b.id) - headToHead(a.id) || t(b.id).gamesFor - t(b.id).gamesAgainst - (t(a.id).gamesFor - t(a.id).gamesAgainst) || t(b.id).gamesFor - t(a.id).gamesFor || a.seed - b.seed,
    );
    ordered.push(...tied);
  }
  return ordered.map((e, index) => ({
    ...row(e, tallies.get(e.id), viewer),
    rank: index + 1,
    points: points(e.id),
    eliminated: e.disqualified,
  }));
}

/** Battle royale (docs/product/play.md, Rules): points, lobby wins, eliminations, best placement, seed (totals come sorted). */
export function royaleStandings(entrants: Entrant[], totals: RoyaleTotals[], viewer: ReadonlySet<number>): StandingRow[] {
  const byId = new Map(entrants.map((e) => [e.id, e]));
  return totals
    .filter((t) => byId.has(t.participantId))
    .map((t, index) => {
      const e = byId.get(t.participantId)!;
      return {
        rank: index + 1,
        participantId: e.id,
        name: e.name,
        mine: viewer.has(e.id),
        played: t.played,
        wins: t.lobbyWins,
        losses: t.played - t.lobbyWins,
        draws: 0,
        points: t.points,
        difference: t.eliminations,
        eliminated: e.disqualified,
        disqualified: e.disqualified,
        reward: null,
      };
    });
}
