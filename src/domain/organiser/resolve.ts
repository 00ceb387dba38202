/**
 * The organiser's result for a match (docs/product/play.md, Rules: Best of N, Battle royale; Limits:
 * Resolve note): the games of a duel or every entry of a lobby, and a note. The server checks it again.
 */
import type { BestOf, ResolveMatchRequest } from '@/contract/play';
import { collectIssues, isBlank, violation, type FieldIssue, type Violation } from '@/domain/validation/rules';
import { wholeNumber } from './event-fields';

export const NOTE_MAX = 500;
export const SCORE_MAX = 99;

/** Games as typed: two scores per game, the first side's first. */
export interface DuelResolveValues {
  kind: 'DUEL';
  bestOf: BestOf;
  games: Array<[string, string]>;
  note: string;
}

export interface LobbyResolveValues {
  kind: 'LOBBY';
  entries: Array<{ participantId: number; name: string; placement: string; eliminations: string }>;
  note: string;
}

export type ResolveValues = DuelResolveValues | LobbyResolveValues;

export const RESOLVE_FIELDS = ['games', 'scores', 'entries', 'placement', 'eliminations', 'note'] as const;

/** Games a side needs to win a best of N: ⌈N/2⌉. */
export const gamesToWin = (bestOf: BestOf) => Math.ceil(bestOf / 2);

/** The empty games a best of N starts with: as many as it takes one side to win. */
export const emptyGames = (bestOf: BestOf): Array<[string, string]> => Array.from({ length: gamesToWin(bestOf) }, () => ['', '']);

/** A typed score as the server reads it: a whole number from 0 to 99 (docs/product/play.md, Limits). */
function scoreProblem(typed: string): Violation | null {
  const trimmed = typed.trim();
  if (!/^-?\d+$/.test(trimmed)) return violation('invalid');
  const value = Number(trimmed);
  if (value < 0) return violation('negative');
  return value > SCORE_MAX ? violation('tooHigh') : null;
}

/**
 * The first problem of a duel's games, on `games` or `scores`, in the server's order: none given, a
 * side blank, a score out of range, too many games, a tie, then a result that does not end the
 * match or a game after it ended (docs/product/play.md, Rules: Best of N).
 */
function gamesProblem(values: DuelResolveValues): readonly [string, Violation] | null {
  if (values.games.length === 0) return ['games', violation('required')];
  const typed = values.games.flat();
  if (typed.some((value) => isBlank(value))) return ['games', violation('invalid')];
  const badScore = typed.map(scoreProblem).find(Boolean);
  if (badScore) return ['scores', badScore];
  if (values.games.length > values.bestOf) return ['games', violation('tooMany')];
  const games = values.games.map(([a, b]) => [Number(a), Number(b)] as const);
  if (games.some(([a, b]) => a === b)) return ['games', violation('tie')];
  const needed = gamesToWin(values.bestOf);
  const wins = [0, 0];
  for (const [a, b] of games) {
    if (Math.max(...wins) >= needed) return ['games', violation('bestOf')];
    wins[a > b ? 0 : 1]! += 1;
  }
  return Math.max(...wins) >= needed ? null : ['games', violation('bestOf')];
}

function checkPlacements(values: LobbyResolveValues): Violation | null {
  const places = values.entries.map((entry) => wholeNumber(entry.placement));
  // Each place once: two entries cannot finish in the same place.
  const valid = places.every((place) => Number.isInteger(place) && place >= 1 && place <= values.entries.length);
  return valid && new Set(places).size === places.length ? null : violation('invalid');
}

/** The organiser's note (resolve, disqualify): 1 to 500 characters (docs/product/play.md, Limits). */
export function checkNote(note: string): Violation | null {
  if (isBlank(note)) return violation('required');
  return note.trim().length > NOTE_MAX ? violation('invalid') : null;
}

const ELIMINATIONS_MAX = 99;

export function resolveIssues(values: ResolveValues): FieldIssue[] {
  if (values.kind === 'DUEL') {
    const games = gamesProblem(values);
    return collectIssues([...(games ? [games] : []), ['note', checkNote(values.note)]]);
  }
  return collectIssues([
    ['placement', checkPlacements(values)],
    ['eliminations', values.entries.every((entry) => wholeNumber(entry.eliminations) <= ELIMINATIONS_MAX) ? null : violation('invalid')],
    ['note', checkNote(values.note)],
  ]);
}

/** The POST /admin/matches/{id}/resolve body of valid values. */
export function resolveRequest(values: ResolveValues): ResolveMatchRequest {
  if (values.kind === 'DUEL') return { games: values.games.map(([a, b]) => ({ scores: [wholeNumber(a), wholeNumber(b)] })), note: values.note.trim() };
  return {
    entries: values.entries.map((entry) => ({ participantId: entry.participantId, placement: wholeNumber(entry.placement), eliminations: wholeNumber(entry.eliminations) })),
    note: values.note.trim(),
  };
}
