import { describe, expect, it } from 'vitest';
import { canConfirmTeam, checkTeamName, isEmailIdentification } from './team-name';

describe('checkTeamName', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['a plain name', 'Fênix Dourada', null],
    ['markup is only text, so it is allowed', '<b>Os Brabos</b>', null],
    ['emoji count as one character each', '🔥'.repeat(50), null],
    ['51 emoji are too many', '🔥'.repeat(51), 'max'],
    ['missing', undefined, 'required'],
    ['blank', '   ', 'required'],
    ['4,000 characters', 'a'.repeat(4000), 'max'],
    ['a line break inside', 'Time\nNovo', 'invalid'],
    ['a NUL character', 'Time\u0000', 'invalid'],
  ])('%s', (_name, value, code) => {
    expect(checkTeamName(value)?.code ?? null).toBe(code);
  });
});

describe('canConfirmTeam (members excluding the leader equal size minus one)', () => {
  it.each<[number, number, boolean]>([
    [4, 4, true],
    [3, 4, false],
    [1, 4, false],
    [2, 2, true],
    [5, 4, false],
  ])('%i members including the leader, size %i: %s', (members, size, expected) => {
    expect(canConfirmTeam(members, size)).toBe(expected);
  });
});

describe('isEmailIdentification', () => {
  it('tells an e-mail from a Play ID', () => {
    expect(isEmailIdentification('aluno@example.com')).toBe(true);
    expect(isEmailIdentification('PedroDemo#1001')).toBe(false);
  });
});
