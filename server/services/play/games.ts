import type { GameScore } from '../../../src/contract/play';
import { fail } from '../../http/errors';

/** Highest score of one game (docs/product/play.md, Limits). */
export const MAX_SCORE = 99;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkScore(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw fail.field('scores', 'invalid');
  if (value < 0) throw fail.field('scores', 'negative');
  if (value > MAX_SCORE) throw fail.field('scores', 'tooHigh');
  return value;
}

/**
 * A duel's games as reported or decided (docs/product/play.md, Rules: Best of N): every game has a
 * winner, a side wins on ⌈N/2⌉ games and no game is played after that. 400 with the first problem.
 */
export function checkGames(raw: unknown, bestOf: number): GameScore[] {
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) throw fail.field('games', 'required');
  if (!Array.isArray(raw)) throw fail.field('games', 'invalid');
  const games = raw.map((game): GameScore => {
    if (!isRecord(game) || !Array.isArray(game.scores) || game.scores.length !== 2) throw fail.field('games', 'invalid');
    return { scores: [checkScore(game.scores[0]), checkScore(game.scores[1])] };
  });
  if (games.length > bestOf) throw fail.field('games', 'tooMany');
  if (games.some((game) => game.scores[0] === game.scores[1])) throw fail.field('games', 'tie');
  const needed = Math.ceil(bestOf / 2);
  const wins = [0, 0];
  games.forEach((game, index) => {
    if (wins[0]! >= needed || wins[1]! >= needed) throw fail.field('games', 'bestOf');
    wins[game.scores[0] > game.scores[1] ? 0 : 1]! += 1;
    if (index === games.length - 1 && wins[0]! < needed && wins[1]! < needed) throw fail.field('games', 'bestOf');
  });
  return games;
}

/** A whole number in [min, max] from a body, else the field error `validation:<field>.invalid`. */
export function checkWhole(raw: unknown, field: string, min: number, max: number): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) throw fail.field(field, 'invalid');
  return raw;
}
