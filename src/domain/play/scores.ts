import type { BestOf, GameScore } from '@/contract/play';
import type { FieldMessage } from '@/domain/validation/rules';

/**
 * The games of a best-of-N duel as the report form checks them before sending (docs/product/play.md,
 * Rules and Limits): every game has a winner (no ties), scores are whole numbers from 0 to 99, a side
 * wins on ⌈N/2⌉ games and no game is played after that. The server checks the same and answers with
 * the same messageKeys (docs/product/play.md, Errors).
 */

export const SCORE_MIN = 0;
export const SCORE_MAX = 99;

/** Games a side must win to take a best-of-N match: ⌈N/2⌉. */
export const winsNeeded = (bestOf: BestOf): number => Math.ceil(bestOf / 2);

/** One score as the form holds it: the text typed. */
export type ScoreText = string;
/** One game row of the form: the first side's score, then the second's. */
export type GameRow = [ScoreText, ScoreText];

/** The messageKey of one typed score, or null when it is a whole number from 0 to 99. */
export function scoreProblem(text: ScoreText): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^-?\d+$/.test(trimmed)) return 'validation:scores.invalid';
  const value = Number(trimmed);
  if (value < SCORE_MIN) return 'validation:scores.negative';
  if (value > SCORE_MAX) return 'validation:scores.tooHigh';
  return null;
}

/** Games won by each side. */
export function gamesWon(games: readonly GameScore[]): [number, number] {
  let first = 0;
  let second = 0;
  for (const { scores } of games) {
    if (scores[0] > scores[1]) first += 1;
    else if (scores[1] > scores[0]) second += 1;
  }
  return [first, second];
}

/** The side that won a finished set of games, or null while nobody reached ⌈N/2⌉. */
export function matchWinner(games: readonly GameScore[], bestOf: BestOf): 0 | 1 | null {
  const [first, second] = gamesWon(games);
  const needed = winsNeeded(bestOf);
  if (first >= needed) return 0;
  if (second >= needed) return 1;
  return null;
}

/**
 * The messageKeys of a whole report (field `games`, or `scores` for one score), empty when it may
 * be sent. Ties and games past the decisive one are refused; too few games to decide is `bestOf`.
 */
export function checkGames(games: readonly GameScore[], bestOf: BestOf): FieldMessage[] {
  if (games.length === 0) return [{ field: 'games', messageKey: 'validation:games.required' }];
  if (games.length > bestOf) return [{ field: 'games', messageKey: 'validation:games.tooMany' }];
  for (const { scores } of games) {
    for (const score of scores) {
      const problem = scoreProblem(String(score));
      if (problem) return [{ field: 'scores', messageKey: problem }];
    }
    if (scores[0] === scores[1]) return [{ field: 'games', messageKey: 'validation:games.tie' }];
  }
  const needed = winsNeeded(bestOf);
  const wins: [number, number] = [0, 0];
  for (const [index, { scores }] of games.entries()) {
    wins[scores[0] > scores[1] ? 0 : 1] += 1;
    const decided = wins[0] >= needed || wins[1] >= needed;
    if (decided && index < games.length - 1) return [{ field: 'games', messageKey: 'validation:games.bestOf' }];
  }
  if (wins[0] < needed && wins[1] < needed) return [{ field: 'games', messageKey: 'validation:games.bestOf' }];
  return [];
}

/** The form's rows read as games, or the first problem of a row (by index) when a score is not a number in range. */
export function readRows(rows: readonly GameRow[]): { games: GameScore[] } | { row: number; messageKey: string } {
  const games: GameScore[] = [];
  for (const [row, [a, b]] of rows.entries()) {
    const problem = scoreProblem(a) ?? scoreProblem(b);
    if (problem) return { row, messageKey: problem };
    games.push({ scores: [Number(a.trim()), Number(b.trim())] });
  }
  return { games };
}

/** Another game row may be added while fewer than N rows exist and nobody has won yet. */
export function canAddGame(rows: readonly GameRow[], bestOf: BestOf): boolean {
  if (rows.length >= bestOf) return false;
  const read = readRows(rows);
  return !('games' in read) || matchWinner(read.games, bestOf) === null;
}

/** A row may be removed while more than one is left. */
export const canRemoveGame = (rows: readonly GameRow[]): boolean => rows.length > 1;

/** The form's first rows: as many games as the shortest match needs (⌈N/2⌉), empty. */
export const initialRows = (bestOf: BestOf): GameRow[] => Array.from({ length: winsNeeded(bestOf) }, () => ['', ''] as GameRow);
