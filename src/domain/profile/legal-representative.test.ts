import { describe, expect, it } from 'vitest';
import { isMinor, validateLegalRepresentative } from './legal-representative';

const guardian = { userName: 'mae.ana', firstName: 'Ana', lastName: 'Souza', cpf: '529.982.247-25', whatsapp: '11 98888-1234', email: 'ana@example.com', acceptImageStudentTerms: true };
const keys = (overrides: Record<string, unknown>) => validateLegalRepresentative({ ...guardian, ...overrides }, 'aluno@example.com').map((issue) => issue.messageKey);

describe('validateLegalRepresentative (docs/product/profile.md, Rules)', () => {
  it.each([
    [{}, []],
    [{ userName: 'ab' }, ['validation:userName.min']],
    [{ userName: 'a'.repeat(21) }, ['validation:userName.max']],
    [{ userName: 'mae ana' }, ['validation:userName.blank']],
    [{ firstName: 'A' }, ['validation:firstName.min']],
    [{ firstName: 'A'.repeat(50) }, []],
    [{ firstName: 'A'.repeat(51) }, ['validation:firstName.max']],
    [{ lastName: 'S'.repeat(60) }, []],
    [{ lastName: 'S'.repeat(61) }, ['validation:lastName.max']],
    [{ cpf: '529.982.247-24' }, ['validation:cpf.invalid']],
    [{ cpf: '' }, ['validation:cpf.required']],
    [{ whatsapp: '11 98888-12' }, ['validation:whatsapp.invalid']],
    [{ whatsapp: '11 8888-1234' }, []],
    [{ whatsapp: '+55 11 98888-1234' }, []],
    [{ email: 'ana' }, ['validation:email.invalid']],
    [{ email: ' ALUNO@example.com ' }, ['validation:email.sameAsStudent']],
    [{ acceptImageStudentTerms: false }, ['validation:acceptImageStudentTerms.required']],
  ])('%j → %j', (overrides, expected) => expect(keys(overrides)).toEqual(expected));
});

describe('isMinor', () => {
  it.each([
    ['2010-06-15', '2026-06-14', true],
    ['2008-06-15', '2026-06-14', true],
    ['2008-06-15', '2026-06-15', false],
    ['1990-01-01', '2026-06-15', false],
    [null, '2026-06-15', true],
  ])('born %s on %s → %s', (birthDate, today, expected) => expect(isMinor(birthDate, today)).toBe(expected));
});
