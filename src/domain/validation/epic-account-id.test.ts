import { describe, expect, it } from 'vitest';
import { checkEpicAccountId, checkEpicAccountIdConfirmation } from './epic-account-id';

const valid = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('checkEpicAccountId (32 characters; docs/product/game-accounts.md, Rules)', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['accepts 32 letters and digits', valid, null],
    ['accepts it with surrounding blanks', `  ${valid} `, null],
    ['requires a value', '', 'required'],
    ['requires a value, not blanks', '   ', 'required'],
    ['requires a value, not null', null, 'required'],
    ['refuses 31 characters', valid.slice(1), 'length'],
    ['refuses 33 characters', `${valid}0`, 'length'],
    ['refuses markup of the right length', '<script>alert(1)</script>1234567', 'invalid'],
    ['refuses emoji', `${valid.slice(0, 30)}🎮`, 'invalid'],
  ])('%s', (_name, value, code) => {
    expect(checkEpicAccountId(value)?.code ?? null).toBe(code);
  });

  it('names the length it wants', () => {
    expect(checkEpicAccountId('abc')).toEqual({ code: 'length', detail: '32' });
  });
});

describe('checkEpicAccountIdConfirmation', () => {
  it.each<[string, string, string | null]>([
    ['matches', valid, null],
    ['differs', valid.toUpperCase(), 'beMatch'],
    ['missing', '', 'required'],
  ])('%s', (_name, confirmation, code) => {
    expect(checkEpicAccountIdConfirmation(valid, confirmation)?.code ?? null).toBe(code);
  });
});
