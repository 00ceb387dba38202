import { describe, expect, it } from 'vitest';
import { checkAddress, checkCep, checkInep, checkRg, checkSchoolPhone, schoolPhoneDigits } from './documents';

const code = (found: { code: string } | null) => found?.code ?? null;

describe('checkCep', () => {
  it.each([
    ['01310-930', null],
    ['01.310-930', null],
    ['01310930', null],
    ['', 'required'],
    ['0131093', 'invalid'],
    ['01310-93a', 'invalid'],
    ['<01310930>', 'invalid'],
  ])('%j → %s', (value, expected) => expect(code(checkCep(value))).toBe(expected));
});

describe('checkInep', () => {
  it.each([
    ['35999001', false, null],
    ['', false, 'required'],
    ['', true, null],
    ['3599900', true, 'invalid'],
    ['359990011', false, 'invalid'],
    ['3599-9001', false, 'invalid'],
  ])('%j (optional %s) → %s', (value, optional, expected) => expect(code(checkInep(value, optional))).toBe(expected));
});

describe('checkRg', () => {
  it.each([
    ['12.345.678-9', null],
    ['MG-12.345.678', null],
    ['1234567', null],
    ['', 'required'],
    ['1234', 'invalid'],
    ['<script>', 'invalid'],
    ['1'.repeat(21), 'max'],
  ])('%j → %s', (value, expected) => expect(code(checkRg(value))).toBe(expected));
});

describe('checkSchoolPhone takes a landline or a mobile with area code', () => {
  it.each([
    ['(84) 3222-1100', null],
    ['84 99876-5432', null],
    ['+55 84 3222-1100', null],
    ['3222-1100', 'invalid'],
    ['84 89876-5432', 'invalid'],
    ['(04) 3222-1100', 'invalid'],
    ['84 3222-11OO', 'invalid'],
    ['', 'required'],
  ])('%j → %s', (value, expected) => expect(code(checkSchoolPhone(value))).toBe(expected));

  it('drops a pasted country code', () => {
    expect(schoolPhoneDigits('+55 (84) 3222-1100')).toBe('8432221100');
  });
});

describe('checkAddress', () => {
  it.each([
    ['Rua das Flores, 10 - Centro', null],
    ['  ', 'required'],
    ['a'.repeat(201), 'max'],
    ['Rua <b>A</b>', 'invalid'],
  ])('%j → %s', (value, expected) => expect(code(checkAddress(value))).toBe(expected));
});
