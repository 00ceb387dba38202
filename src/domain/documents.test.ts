import { describe, expect, it } from 'vitest';
import { isValidCep, isValidCpf, isValidInep, normalizeInep } from './documents';

describe('isValidCpf checks the two check digits', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['529.982.247-26', false],
    ['52998224735', false],
    ['111.111.111-11', false],
    ['00000000000', false],
    ['5299822472', false],
    ['529982247250', false],
    ['', false],
    ['abc.def.ghi-jk', false],
  ])('%s → %s', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });
});

describe('isValidCep accepts 8 digits, bare or with either mask', () => {
  it.each([
    ['01310930', true],
    ['01310-930', true],
    ['01.310-930', true],
    ['0131093', false],
    ['013109300', false],
    ['01310-93a', false],
    ['', false],
  ])('%s → %s', (cep, valid) => {
    expect(isValidCep(cep)).toBe(valid);
  });
});

describe('INEP is exactly 8 digits', () => {
  it.each([
    ['35012345', true],
    [' 35012345 ', true],
    ['3501234', false],
    ['350123456', false],
    ['3501234a', false],
    ['3501-2345', false],
    ['', false],
  ])('%s → %s', (code, valid) => {
    expect(isValidInep(code)).toBe(valid);
  });

  it.each([
    ['3501-2345', '35012345'],
    ['INEP 350123456', '35012345'],
    ['abc', ''],
  ])('normalizeInep(%s) → %s', (input, expected) => {
    expect(normalizeInep(input)).toBe(expected);
  });
});
