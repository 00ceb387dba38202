import { isBlank, violation, collectIssues, type FieldIssue, type Violation } from '@/domain/validation/rules';

/** School grades (docs/product/school.md, API): eight subjects on a 0 to 10 scale, written with a decimal comma. */
export const GRADE_SUBJECTS = ['portuguese', 'mathematics', 'history', 'geography', 'science', 'arts', 'physicalEducation', 'foreignLanguage'] as const;
export type GradeSubject = (typeof GRADE_SUBJECTS)[number];

export const GRADE_MIN = 0;
export const GRADE_MAX = 10;

/** Period types and how many periods each school year has. */
export const PERIOD_TYPES = { BIMESTER: 4, TRIMESTER: 3, SEMESTER: 2, YEAR: 1 } as const;
export type PeriodType = keyof typeof PERIOD_TYPES;

/** Grading systems the grades can come from; every one is sent on the 0 to 10 scale. */
export const GRADING_SYSTEMS = { 1: 'Notas de 0 a 10', 2: 'Conceitos convertidos para 0 a 10' } as const;
export type GradingSystemId = keyof typeof GRADING_SYSTEMS;

/**
 * A grade as typed ("7,5", "10", "8.25"): a number from 0 to 10 with at most two decimals,
 * comma or dot as separator. Null when it is not one.
 */
export function parseGrade(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,2}([.,]\d{1,2})?$/.test(text)) return null;
  const grade = Number(text.replace(',', '.'));
  return grade >= GRADE_MIN && grade <= GRADE_MAX ? grade : null;
}

/** A grade shown the Brazilian way: decimal comma, no trailing zeros ("7,5"). */
export function formatGrade(grade: number): string {
  return String(Math.round(grade * 100) / 100).replace('.', ',');
}

export function checkGrade(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  return parseGrade(value as string) === null ? violation('invalid') : null;
}

export interface GradesInput {
  periodType?: string | null;
  period?: number | null;
  gradingSystemID?: number | null;
  acceptGradesVerificationTerms?: boolean | null;
  grades: Partial<Record<GradeSubject, string | null | undefined>>;
}

export function checkPeriodType(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  return Object.hasOwn(PERIOD_TYPES, value as string) ? null : violation('invalid');
}

/** The period must exist in its type's year (1 to 4 bimesters, 1 to 3 trimesters…). */
export function checkPeriod(period: number | null | undefined, periodType: string | null | undefined): Violation | null {
  if (period === undefined || period === null) return violation('required');
  const count = periodType && Object.hasOwn(PERIOD_TYPES, periodType) ? PERIOD_TYPES[periodType as PeriodType] : 4;
  return Number.isInteger(period) && period >= 1 && period <= count ? null : violation('invalid');
}

/** The grades form (docs/product/school.md, Rules): every subject, period type, period, grading system and the verification terms. */
export function validateGrades(input: GradesInput): FieldIssue[] {
  return collectIssues([
    ['periodType', checkPeriodType(input.periodType)],
    ['period', checkPeriod(input.period, input.periodType)],
    [
      'gradingSystemID',
      input.gradingSystemID === undefined || input.gradingSystemID === null
        ? violation('required')
        : Object.hasOwn(GRADING_SYSTEMS, input.gradingSystemID)
          ? null
          : violation('invalid'),
    ],
    ...GRADE_SUBJECTS.map((subject) => [subject, checkGrade(input.grades[subject])] as const),
    ['acceptGradesVerificationTerms', input.acceptGradesVerificationTerms === true ? null : violation('required')],
  ]);
}
