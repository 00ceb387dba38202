/**
 * The organiser's result for a match (docs/product/play.md, Rules: Best of N, Battle royale; Limits:
 * Resolve note): the games of a duel or every entry of a lobby, and a note. The server checks it again.
 */
import type { BestOf, ResolveMatchRequest } from '@/contract/play';
import { collectIssues, isBlank, violation, type FieldIssue, type Violation } from '@/domain/validation/rules';
import { wholeNumber } from './event-form';

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

export const RESOLVE_FIELDS = ['games', 'scores', 'placement', 'eliminations', 'note'] as const;

/** Games a side needs to win a best of N: ⌈N/2⌉. */
export const gamesToWin = (bestOf: BestOf) => Math.ceil(bestOf / 2);

/** The empty games a best of N starts with: as many as it takes one side to win. */
export const emptyGames = (bestOf: BestOf): Array<[string, string]> => Array.from({ length: gamesToWin(bestOf) }, () => ['', '']);

const score = (typed: string) => {
  const value = wholeNumber(typed);
  return Number.isInteger(value) && value <= SCORE_MAX ? value : null;
};

function checkScores(games: Array<[string, string]>): Violation | null {
  const typed = games.flat();
  if (typed.some((value) => isBlank(value))) return violation('invalid');
  if (typed.some((value) => wholeNumber(value) > SCORE_MAX)) return violation('tooHigh');
  return typed.every((value) => score(value) !== null) ? null : violation('invalid');
}

/** Every game has a winner; the match ends on ⌈N/2⌉ wins and no game follows (docs/product/play.md, Rules). */
function checkGames(values: DuelResolveValues): Violation | null {
  if (values.games.length === 0) return violation('required');
  if (values.games.length > values.bestOf) return violation('tooMany');
  const wins = [0, 0];
  for (const [a, b] of values.games) {
    const [first, second] = [score(a), score(b)];
    if (first === null || second === null) return null; // told on scores
    if (first === second) return violation('tie');
    if (Math.max(...wins) >= gamesToWin(values.bestOf)) return violation('bestOf');
    wins[first > second ? 0 : 1]! += 1;
  }
  return Math.max(...wins) === gamesToWin(values.bestOf) ? null : violation('bestOf');
}

function checkPlacements(values: LobbyResolveValues): Violation | null {
  const places = values.entries.map((entry) => wholeNumber(entry.placement));
  const valid = places.every((place) => Number.isInteger(place) && place >= 1 && place <= values.entries.length);
  return valid && new Set(places).size === places.length ? null : violation('invalid');
}

/** The organiser's note (resolve, disqualify): 1 to 500 characters (docs/product/play.md, Limits). */
export function checkNote(note: string): Violation | null {
  if (isBlank(note)) return violation('required');
  return [...note.trim()].length > NOTE_MAX ? violation('tooLong') : null;
}

export function resolveIssues(values: ResolveValues): FieldIssue[] {
  if (values.kind === 'DUEL') {
    return collectIssues([
      ['scores', checkScores(values.games)],
      ['games', checkGames(values)],
      ['note', checkNote(values.note)],
    ]);
  }
  return collectIssues([
    ['placement', checkPlacements(values)],
    ['eliminations', values.entries.every((entry) => Number.isInteger(wholeNumber(entry.eliminations))) ? null : violation('invalid')],
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
