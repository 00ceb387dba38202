import { describe, expect, it } from 'vitest';
import { linkCurrentStep, linkInstitutionStatus, linkStepsCompleted, schoolRequired, validateSchoolLink } from './school-link';

const base = { schoolId: 10, educationLevel: 'HIGH_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 24001 };
const keys = (input: Record<string, unknown>, role: Parameters<typeof validateSchoolLink>[1] = 'STUDENT') =>
  validateSchoolLink({ ...base, ...input } as Parameters<typeof validateSchoolLink>[0], role).map((issue) => issue.messageKey);

describe('schoolRequired', () => {
  it.each([
    ['STUDENT', 'HIGH_SCHOOL', true],
    ['STUDENT', 'PRIMARY_SCHOOL', true],
    ['STUDENT', 'COLLEGE', false],
    ['STUDENT', 'NOT_STUDYING', false],
    ['TEACHER', null, true],
    ['COORDINATOR', null, true],
    ['SPONSOR', null, false],
  ] as const)('%s at %s → %s', (role, level, expected) => expect(schoolRequired(role, level)).toBe(expected));
});

describe('validateSchoolLink (docs/product/school.md, API and Rules)', () => {
  it.each([
    [{}, 'STUDENT', []],
    [{ schoolId: null, schoolDraftId: 4 }, 'STUDENT', []],
    [{ schoolId: null, educationLevel: 'NOT_STUDYING' }, 'STUDENT', []],
    [{ schoolId: null, educationLevel: 'COLLEGE' }, 'STUDENT', []],
    [{ educationLevel: 'COLLEGE' }, 'STUDENT', ['validation:schoolId.notAllowed']],
    [{ schoolId: null }, 'STUDENT', ['validation:schoolId.required']],
    [{ schoolDraftId: 3 }, 'STUDENT', ['validation:schoolId.ambiguous']],
    [{ educationLevel: null }, 'STUDENT', ['validation:educationLevel.required']],
    [{ educationLevel: 'PHD' }, 'STUDENT', ['validation:educationLevel.invalid']],
    [{ role: 'TEACHER', educationLevel: null }, 'TEACHER', []],
    [{ role: 'TEACHER' }, 'TEACHER', ['validation:educationLevel.notAllowed']],
    [{ role: 'TEACHER', educationLevel: null, schoolId: null }, 'TEACHER', ['validation:schoolId.required']],
    [{ role: 'SPONSOR', educationLevel: null, schoolId: null }, 'SPONSOR', []],
    [{ role: 'SPONSOR', educationLevel: null }, 'SPONSOR', ['validation:schoolId.notAllowed']],
    [{ role: 'TEACHER' }, 'STUDENT', ['validation:role.mismatch']],
    [{ role: 'PIRATE' }, 'STUDENT', ['validation:role.invalid']],
    [{ role: null }, 'STUDENT', ['validation:role.required']],
    [{ educationalGradeId: 'SECOND' }, 'STUDENT', ['validation:educationalGradeId.invalid']],
    [{ educationalGradeId: null }, 'STUDENT', ['validation:educationalGradeId.required']],
    [{ cityId: null }, 'STUDENT', ['validation:cityId.required']],
  ] as const)('%j as %s → %j', (input, role, expected) => expect(keys(input, role)).toEqual(expected));
});

describe('link progress', () => {
  it.each([
    [{ school: { accreditationStatus: 3 }, draft: false }, 3],
    [{ school: { accreditationStatus: 2 }, draft: false }, 2],
    [{ school: { accreditationStatus: 0 }, draft: false }, 2],
    [{ school: null, draft: true }, 2],
    [{ school: null, draft: false }, 0],
  ])('institution status of %j → %s', (link, expected) => expect(linkInstitutionStatus(link)).toBe(expected));

  it.each([
    [3, false, false, true],
    [3, true, false, false],
    [3, true, true, true],
    [0, false, false, true],
    [2, false, false, false],
    [2, true, true, false],
    [4, false, false, false],
  ])('status %s, minor %s, guardian %s → complete %s', (institutionStatus, minor, guardianAuthorized, expected) =>
    expect(linkStepsCompleted({ institutionStatus, minor, guardianAuthorized })).toBe(expected),
  );

  it.each([
    [true, false, false, 2],
    [true, true, false, 3],
    [false, false, false, 3],
    [false, false, true, 4],
  ])('minor %s, guardian %s, grades %s → step %s', (minor, guardianAuthorized, gradesSent, step) => expect(linkCurrentStep({ minor, guardianAuthorized, gradesSent })).toBe(step));
});
