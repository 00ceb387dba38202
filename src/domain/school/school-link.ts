import { ROLES, type Role } from '@/domain/roles';
import { collectIssues, isBlank, violation, type FieldIssue, type Violation } from '@/domain/validation/rules';

/** Education levels (docs/product/school.md, API). */
export const EDUCATION_LEVELS = ['PRIMARY_SCHOOL', 'HIGH_SCHOOL', 'COLLEGE', 'NOT_STUDYING'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The school-link payload always sends this grade (docs/product/school.md, API). */
export const EDUCATIONAL_GRADE_ID = 'FIRST';

/** Institution status codes (docs/product/school.md, API). */
export const INSTITUTION_STATUS = { nonexistent: 0, started: 1, processing: 2, approved: 3, refused: 4, unknown: 99 } as const;
export type InstitutionStatusCode = (typeof INSTITUTION_STATUS)[keyof typeof INSTITUTION_STATUS];

/** NOT_STUDYING and COLLEGE need no school (docs/product/school.md, Rules). */
export function levelNeedsSchool(level: string | null | undefined): boolean {
  return level !== 'NOT_STUDYING' && level !== 'COLLEGE';
}

/**
 * Whether the link needs a school: students unless NOT_STUDYING or COLLEGE, every educator and
 * director; never a sponsor (the field is hidden for them).
 */
export function schoolRequired(role: Role, level: string | null | undefined): boolean {
  if (role === 'SPONSOR') return false;
  if (role === 'STUDENT') return levelNeedsSchool(level);
  return true;
}

export interface SchoolLinkInput {
  schoolId?: number | null;
  schoolDraftId?: number | null;
  educationLevel?: string | null;
  role?: string | null;
  educationalGradeId?: string | null;
  cityId?: number | null;
}

function checkLevel(role: Role, level: string | null | undefined): Violation | null {
  if (role !== 'STUDENT') return isBlank(level) ? null : violation('notAllowed');
  if (isBlank(level)) return violation('required');
  return (EDUCATION_LEVELS as readonly string[]).includes(level as string) ? null : violation('invalid');
}

/**
 * The school-link payload (docs/product/school.md, API and Rules) for an account of `accountRole`: the role sent must be the
 * account's; education level only for students and then required; a school (or one's own draft)
 * unless the level or role needs none, and never both; grade always FIRST; city required.
 */
export function validateSchoolLink(input: SchoolLinkInput, accountRole: Role): FieldIssue[] {
  let role: Violation | null = null;
  if (isBlank(input.role)) role = violation('required');
  else if (!(ROLES as readonly string[]).includes(input.role as string)) role = violation('invalid');
  else if (input.role !== accountRole) role = violation('mismatch');

  const hasSchool = input.schoolId !== undefined && input.schoolId !== null;
  const hasDraft = input.schoolDraftId !== undefined && input.schoolDraftId !== null;
  const needed = schoolRequired(accountRole, input.educationLevel);
  let school: Violation | null = null;
  if (hasSchool && hasDraft) school = violation('ambiguous');
  else if (needed && !hasSchool && !hasDraft) school = violation('required');
  else if (!needed && (hasSchool || hasDraft)) school = violation('notAllowed');
  else if (hasSchool && (input.schoolId as number) < 1) school = violation('min', 1);

  return collectIssues([
    ['role', role],
    ['educationLevel', checkLevel(accountRole, input.educationLevel)],
    ['schoolId', school],
    ['educationalGradeId', isBlank(input.educationalGradeId) ? violation('required') : input.educationalGradeId === EDUCATIONAL_GRADE_ID ? null : violation('invalid')],
    ['cityId', input.cityId === undefined || input.cityId === null ? violation('required') : null],
  ]);
}

/** The institution status a new link starts with: approved for an accredited school, otherwise awaiting approval; none without a school. */
export function linkInstitutionStatus(link: { school: { accreditationStatus: number } | null; draft: boolean }): InstitutionStatusCode {
  if (link.draft) return INSTITUTION_STATUS.processing;
  if (!link.school) return INSTITUTION_STATUS.nonexistent;
  return link.school.accreditationStatus === INSTITUTION_STATUS.approved ? INSTITUTION_STATUS.approved : INSTITUTION_STATUS.processing;
}

/**
 * A link is complete (COMPLETE; docs/product/school.md, States) once its institution is approved, or it needs none, and
 * a minor's guardian has authorised it. The optional grades step does not count.
 */
export function linkStepsCompleted(link: { institutionStatus: number; minor: boolean; guardianAuthorized: boolean }): boolean {
  const institutionDone = link.institutionStatus === INSTITUTION_STATUS.approved || link.institutionStatus === INSTITUTION_STATUS.nonexistent;
  return institutionDone && (!link.minor || link.guardianAuthorized);
}

/** The wizard step a link resumes at: 2 the guardian authorisation (minors), 3 the optional grades, 4 done. */
export function linkCurrentStep(link: { minor: boolean; guardianAuthorized: boolean; gradesSent: boolean }): number {
  if (link.minor && !link.guardianAuthorized) return 2;
  return link.gradesSent ? 4 : 3;
}
