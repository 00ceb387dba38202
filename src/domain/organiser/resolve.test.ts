import { describe, expect, test } from 'vitest';
import { emptyGames, gamesToWin, resolveIssues, resolveRequest, type DuelResolveValues, type LobbyResolveValues } from './resolve';

const duel = (games: Array<[string, string]>, bestOf: 1 | 3 | 5 = 3, note = 'Conferido pelo print.'): DuelResolveValues => ({ kind: 'DUEL', bestOf, games, note });
const codes = (values: DuelResolveValues | LobbyResolveValues) => resolveIssues(values).map((issue) => `${issue.field}.${issue.code}`);

describe('the organiser result (docs/product/play.md, Rules: Best of N, Battle royale; Limits)', () => {
  test('a side wins on ⌈N/2⌉ games', () => {
    expect([1, 3, 5].map((n) => gamesToWin(n as 1 | 3 | 5))).toEqual([1, 2, 3]);
    expect(emptyGames(5)).toHaveLength(3);
  });

  test.each<[string, DuelResolveValues, string[]]>([
    ['2–0 in a best of 3', duel([['2', '1'], ['5', '3']]), []],
    ['2–1 in a best of 3', duel([['2', '1'], ['0', '3'], ['4', '3']]), []],
    ['a tie', duel([['1', '1'], ['5', '3']]), ['games.tie']],
    ['nobody reaching 2 wins', duel([['2', '1'], ['0', '3']]), ['games.bestOf']],
    ['a game after the match was won', duel([['2', '1'], ['5', '3'], ['1', '0']]), ['games.bestOf']],
    ['more games than the best of', duel([['1', '0'], ['0', '1'], ['1', '0'], ['1', '0']]), ['games.tooMany']],
    ['no games', duel([]), ['games.required']],
    ['a score over 99', duel([['100', '1'], ['5', '3']]), ['scores.tooHigh']],
    ['a negative score', duel([['-1', '1'], ['5', '3']]), ['scores.negative']],
    ['a score that is not a number', duel([['x', '1'], ['5', '3']]), ['scores.invalid']],
    ['a blank score', duel([['', '1'], ['5', '3']]), ['games.invalid']],
    ['no note', duel([['2', '1'], ['5', '3']], 3, ' '), ['note.required']],
    ['a note of 501 characters', duel([['2', '1'], ['5', '3']], 3, 'a'.repeat(501)), ['note.invalid']],
  ])('%s', (_, values, expected) => {
    expect(codes(values)).toEqual(expected);
  });

  test('a lobby: each place 1 to N once, eliminations whole numbers', () => {
    const lobby: LobbyResolveValues = {
      kind: 'LOBBY',
      note: 'Resultado oficial do lobby.',
      entries: [
        { participantId: 1, name: 'ana', placement: '2', eliminations: '3' },
        { participantId: 2, name: 'bia', placement: '1', eliminations: '0' },
      ],
    };
    expect(codes(lobby)).toEqual([]);
    expect(codes({ ...lobby, entries: lobby.entries.map((entry) => ({ ...entry, placement: '1' })) })).toEqual(['placement.invalid']);
    expect(codes({ ...lobby, entries: [{ ...lobby.entries[0]!, eliminations: 'x' }, lobby.entries[1]!] })).toEqual(['eliminations.invalid']);
    expect(codes({ ...lobby, entries: [{ ...lobby.entries[0]!, eliminations: '100' }, lobby.entries[1]!] })).toEqual(['eliminations.invalid']);
    expect(resolveRequest(lobby)).toEqual({ note: 'Resultado oficial do lobby.', entries: [{ participantId: 1, placement: 2, eliminations: 3 }, { participantId: 2, placement: 1, eliminations: 0 }] });
  });

  test('the request of a duel: scores as numbers and the note trimmed', () => {
    expect(resolveRequest(duel([['2', '1'], ['5', '3']], 3, ' ok '))).toEqual({ games: [{ scores: [2, 1] }, { scores: [5, 3] }], note: 'ok' });
  });
});
