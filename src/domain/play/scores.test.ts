import { describe, expect, test } from 'vitest';
import { canAddGame, checkGames, initialRows, matchWinner, readRows, scoreProblem, winsNeeded } from './scores';

const g = (a: number, b: number) => ({ scores: [a, b] as [number, number] });

describe('best of N (docs/product/play.md, Rules)', () => {
  test.each([
    [1, 1],
    [3, 2],
    [5, 3],
  ] as const)('best of %i is won on %i games', (bestOf, needed) => expect(winsNeeded(bestOf)).toBe(needed));

  test.each([
    ['a best of 1 won', [g(3, 1)], 1, []],
    ['a best of 3 won 2–0', [g(3, 1), g(5, 2)], 3, []],
    ['a best of 3 won 2–1', [g(3, 1), g(2, 5), g(0, 1)], 3, []],
    ['nothing', [], 3, ['validation:games.required']],
    ['too many games', [g(1, 0), g(0, 1), g(1, 0), g(0, 1)], 3, ['validation:games.tooMany']],
    ['a tie', [g(2, 2)], 1, ['validation:games.tie']],
    ['not decided', [g(1, 0)], 3, ['validation:games.bestOf']],
    ['a game after the decisive one', [g(1, 0), g(1, 0), g(0, 1)], 3, ['validation:games.bestOf']],
    ['a score over 99', [g(100, 1)], 1, ['validation:scores.tooHigh']],
    ['a negative score', [g(-1, 1)], 1, ['validation:scores.negative']],
    ['a fraction', [g(1.5, 1)], 1, ['validation:scores.invalid']],
  ] as const)('%s', (_, games, bestOf, keys) => {
    expect(checkGames(games, bestOf).map((e) => e.messageKey)).toEqual(keys);
  });

  test('scores are whole numbers from 0 to 99 as typed', () => {
    expect(scoreProblem('0')).toBeNull();
    expect(scoreProblem('99')).toBeNull();
    expect(scoreProblem('')).toBe('validation:scores.invalid');
    expect(scoreProblem('abc')).toBe('validation:scores.invalid');
    expect(scoreProblem('100')).toBe('validation:scores.tooHigh');
    expect(scoreProblem('-3')).toBe('validation:scores.negative');
  });

  test('the winner is the side that reached ⌈N/2⌉', () => {
    expect(matchWinner([g(1, 0), g(0, 1)], 3)).toBeNull();
    expect(matchWinner([g(1, 0), g(0, 1), g(0, 2)], 3)).toBe(1);
  });

  test('rows: start with ⌈N/2⌉ empty games; another may be added until someone has won or N are there', () => {
    expect(initialRows(5)).toHaveLength(3);
    expect(canAddGame([['3', '1'], ['1', '3']], 3)).toBe(true);
    expect(canAddGame([['3', '1'], ['3', '1']], 3)).toBe(false);
    expect(canAddGame([['3', '1'], ['1', '3'], ['', '']], 3)).toBe(false);
    expect(readRows([['3', '1'], ['x', '1']])).toEqual({ row: 1, messageKey: 'validation:scores.invalid' });
  });
});
