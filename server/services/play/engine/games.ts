import type { GameScore } from '../../../../src/contract/play';
import { fail } from '../../../http/errors';

export interface DuelScore {
  /** Games won by each side. */
  score1: number;
  score2: number;
  winnerSide: 0 | 1;
}

const MAX_SCORE = 99;

function checkScore(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw fail.field('scores', 'invalid');
  if (value < 0) throw fail.field('scores', 'negative');
  if (value > MAX_SCORE) throw fail.field('scores', 'tooHigh');
  return value;
}

/**
 * Checks a best-of-N result (docs/product/play.md, Rules): every game has a winner, a side wins on
 * ⌈N/2⌉ games and no game is played after that, scores are whole numbers from 0 to 99. Returns the
 * games won by each side and the winner.
 */
export function checkGames(bestOf: number, games: unknown): DuelScore {
  if (!Array.isArray(games) || games.length === 0) throw fail.field('games', 'required');
  if (games.length > bestOf) throw fail.field('games', 'tooMany');
  const needed = Math.ceil(bestOf / 2);
  const won: [number, number] = [0, 0];
  for (const game of games as unknown[]) {
    const scores = (game as Partial<GameScore> | null)?.scores;
    if (!Array.isArray(scores) || scores.length !== 2) throw fail.field('games', 'invalid');
    const a = checkScore(scores[0]);
    const b = checkScore(scores[1]);
    if (a === b) throw fail.field('games', 'tie');
    // A game after one side already won the match.
    if (won[0] === needed || won[1] === needed) throw fail.field('games', 'bestOf');
    won[a > b ? 0 : 1]++;
  }
  if (won[0] < needed && won[1] < needed) throw fail.field('games', 'bestOf');
  return {
    score1: won[0],
    score2: won[1],
    winnerSide: won[0] > won[1] ? 0 : 1,
  };
}
