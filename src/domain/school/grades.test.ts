import { describe, expect, it } from 'vitest';
import { checkPeriod, formatGrade, GRADE_SUBJECTS, parseGrade, validateGrades } from './grades';

describe('parseGrade reads 0 to 10 with a decimal comma', () => {
  it.each([
    ['7,5', 7.5],
    ['7.5', 7.5],
    ['10', 10],
    ['10,0', 10],
    ['0', 0],
    [' 8,25 ', 8.25],
    ['10,5', null],
    ['11', null],
    ['-1', null],
    ['7,555', null],
    ['sete', null],
    ['', null],
    ['7,', null],
    [',5', null],
  ])('%j → %s', (value, expected) => expect(parseGrade(value)).toBe(expected));
});

describe('formatGrade', () => {
  it.each([
    [7.5, '7,5'],
    [10, '10'],
    [8.25, '8,25'],
  ])('%s → %s', (grade, text) => expect(formatGrade(grade)).toBe(text));
});

describe('checkPeriod', () => {
  it.each([
    [4, 'BIMESTER', null],
    [5, 'BIMESTER', 'invalid'],
    [3, 'TRIMESTER', null],
    [3, 'SEMESTER', 'invalid'],
    [1, 'YEAR', null],
    [2, 'YEAR', 'invalid'],
    [0, 'SEMESTER', 'invalid'],
    [null, 'YEAR', 'required'],
  ])('period %s of %s → %s', (period, type, expected) => expect(checkPeriod(period, type)?.code ?? null).toBe(expected));
});

describe('validateGrades', () => {
  const all = Object.fromEntries(GRADE_SUBJECTS.map((subject) => [subject, '8']));
  it('accepts a complete form', () => {
    expect(validateGrades({ periodType: 'BIMESTER', period: 2, gradingSystemID: 1, acceptGradesVerificationTerms: true, grades: all })).toEqual([]);
  });
  it('names every missing piece', () => {
    const issues = validateGrades({ grades: { ...all, arts: '12' } });
    expect(issues.map((issue) => issue.messageKey)).toEqual([
      'validation:periodType.required',
      'validation:period.required',
      'validation:gradingSystemID.required',
      'validation:arts.invalid',
      'validation:acceptGradesVerificationTerms.required',
    ]);
  });
});
