import { describe, expect, it } from 'vitest';
import { director, openSchool } from '../../../tests/paths/school/accreditation.fixtures';
import { accreditationIssues, accreditationOpen, EMPTY_ACCREDITATION_VALUES, formValuesFor, inepIssue, isAccredited } from './accreditation-values';

// The director's demo school, as the path tests know it.
const school = openSchool;

describe('the INEP code the lookup accepts', () => {
  it.each([
    ['', 'validation:inepCode.required'],
    ['1234', 'validation:inepCode.invalid'],
    ['2499900a', 'validation:inepCode.invalid'],
    ['24999005', null],
    [' 24999005 ', null],
  ])('%j', (inep, messageKey) => {
    expect(inepIssue(inep)).toEqual(messageKey ? { field: 'inepCode', messageKey } : null);
  });
});

describe('which accreditation status lets a request start', () => {
  it.each([
    [0, true, false],
    [2, false, false],
    [3, false, true],
    [4, true, false],
  ])('status %i', (status, open, accredited) => {
    expect(accreditationOpen(status)).toBe(open);
    expect(isAccredited(status)).toBe(accredited);
  });
});

describe('the form once a school is found', () => {
  it('starts from the director and the school', () => {
    expect(formValuesFor(school, { values: EMPTY_ACCREDITATION_VALUES, director, inep: '24999005' })).toEqual({
      ...EMPTY_ACCREDITATION_VALUES,
      firstName: 'Helena',
      lastName: 'Prado',
      personalEmail: 'diretor@example.com',
      inepCode: '24999005',
      address: 'Rua das Dunas, 100 - Centro',
      cep: '59010000',
    });
  });

  it('keeps what was typed, takes the new school and asks for the terms again', () => {
    const typed = { ...EMPTY_ACCREDITATION_VALUES, firstName: 'Ana', rg: '12.345.678-9', address: 'Outra rua', acceptTerms: true };
    const next = formValuesFor({ ...school, inepCode: null, address: 'Av. Nova, 1' }, { values: typed, director, inep: '33999004' });
    expect(next).toMatchObject({ firstName: 'Ana', lastName: 'Prado', rg: '12.345.678-9', inepCode: '33999004', address: 'Av. Nova, 1', acceptTerms: false });
  });
});

describe('what the form asks before it is sent', () => {
  it('names every empty field, in the order of the form', () => {
    const fields = accreditationIssues(EMPTY_ACCREDITATION_VALUES).map((issue) => issue.field);
    expect(fields).toEqual(['firstName', 'lastName', 'rg', 'cpf', 'whatsapp', 'personalEmail', 'schoolEmail', 'schoolPhone', 'inepCode', 'address', 'cep', 'acceptTerms']);
  });
});
