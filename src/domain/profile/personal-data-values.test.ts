import { describe, expect, it } from 'vitest';
import { applyPersonalDataChange, personalDataIssues, type PersonalDataValues } from './personal-data-values';

const values: PersonalDataValues = {
  firstName: 'Ana',
  lastName: 'Souza',
  birthDate: '10022011',
  phoneCountry: 'BR',
  phone: '11987651234',
  gender: 'FEMALE',
  stateId: '35',
  cityId: '3550308',
  cityName: 'São Paulo',
};
const today = '2026-06-01';
const fieldsOf = (change: Partial<PersonalDataValues>, stored: string | null = null) => personalDataIssues({ ...values, ...change }, stored, today).map((issue) => issue.field);

describe('what the personal-data form asks before it is saved', () => {
  it.each([
    ['a complete form', {}, null, []],
    ['a birth date already on record, sent unchanged', {}, '2011-02-10', []],
    ['a birth date on record, changed', { birthDate: '11022011' }, '2011-02-10', ['birthDate']],
    ['a phone country that is not listed', { phoneCountry: 'XX' }, null, ['phoneIdd']],
    ['no phone, gender, state or city', { phone: '', gender: '', stateId: '', cityId: '' }, null, ['phone', 'gender', 'stateId', 'cityId']],
    ['errors in the order of the form', { cityId: '', firstName: '' }, null, ['firstName', 'cityId']],
  ] as const)('%s', (_, change, stored, fields) => {
    expect(fieldsOf(change, stored)).toEqual(fields);
  });
});

describe('what a change clears', () => {
  it.each([
    ['a new state clears the city', { stateId: '33' }, { stateId: '33', cityId: '', cityName: '' }],
    ['a new state with its city keeps that city', { stateId: '33', cityId: '3304557', cityName: 'Rio de Janeiro' }, { stateId: '33', cityId: '3304557', cityName: 'Rio de Janeiro' }],
    ['the same state keeps the city', { stateId: '35' }, { stateId: '35', cityId: '3550308', cityName: 'São Paulo' }],
    ['another field touches nothing else', { firstName: 'Bia' }, { firstName: 'Bia', cityId: '3550308' }],
  ] as const)('%s', (_, change, expected) => {
    expect(applyPersonalDataChange(values, change)).toMatchObject(expected);
  });
});
