import type { School, SchoolDraft, SchoolDraftRequest, SchoolLinkStatusResponse } from '@/contract/school';
import type { Role } from '@/domain/roles';
import { GRADE_SUBJECTS, validateGrades, type GradeSubject, type PeriodType } from '@/domain/school/grades';
import { validateSchoolDraft, type SchoolType } from '@/domain/school/school-draft';
import { INSTITUTION_STATUS, levelNeedsSchool, schoolRequired, type EducationLevel } from '@/domain/school/school-link';
import { checkInep } from '@/domain/school/documents';
import type { StepBarFacts } from '@/domain/school/wizard-steps';
import { collectIssues, violation, type FieldMessage } from '@/domain/validation/rules';

/**
 * The school-link wizard's forms as the student fills them in, and their rules: what a change
 * clears, when the advanced search opens, and what each step asks before it goes on
 * (docs/product/school.md). The wizard's machine decides when; these say what.
 */

export type SearchMode = 'city' | 'inep';

/** Step 1 as typed (ids as strings, as the fields hold them). */
export interface LinkValues {
  mode: SearchMode;
  stateId: string;
  cityId: string;
  cityName: string;
  educationLevel: EducationLevel | '';
  inepCode: string;
}

/** Step 2: the advanced-search filters besides state and city. */
export interface SearchFilters {
  name: string;
  address: string;
  cep: string;
  type: SchoolType | '';
}

/** Step 4: the school registration request (state and city come from step 1). */
export interface DraftValues {
  name: string;
  address: string;
  zipCode: string;
  type: SchoolType;
  phone: string;
  coordinatorName: string;
  inepCode: string;
}

export interface GradesValues {
  grades: Record<GradeSubject, string>;
  periodType: PeriodType | '';
  period: string;
  gradingSystemID: string;
  acceptGradesVerificationTerms: boolean;
}

/** The school chosen on step 1: a catalogue school, a new registration request, or one the user already sent. */
export type ChosenSchool =
  | { kind: 'school'; school: School }
  | { kind: 'draft'; draft: SchoolDraftRequest; cityName: string }
  | { kind: 'savedDraft'; draft: SchoolDraft };

export const EMPTY_FILTERS: SearchFilters = { name: '', address: '', cep: '', type: '' };
export const EMPTY_DRAFT: DraftValues = { name: '', address: '', zipCode: '', type: 'PUBLIC', phone: '', coordinatorName: '', inepCode: '' };
export const EMPTY_GRADES: GradesValues = {
  grades: Object.fromEntries(GRADE_SUBJECTS.map((subject) => [subject, ''])) as Record<GradeSubject, string>,
  periodType: '',
  period: '',
  gradingSystemID: '',
  acceptGradesVerificationTerms: false,
};

export const isStudent = (role: Role) => role === 'STUDENT';

/** Who fills the wizard in, and step 1 as typed: what most rules read. */
export interface WizardFacts {
  role: Role;
  values: LinkValues;
}

/**
 * Changing state clears city and school (docs/product/school.md, States), changing city clears the school, NOT_STUDYING
 * or COLLEGE clears the school; a new INEP code or a new search mode drops the school found before.
 */
export function applyLinkChange(values: LinkValues, school: ChosenSchool | null, change: Partial<LinkValues>): { values: LinkValues; school: ChosenSchool | null } {
  const next = { ...values, ...change };
  let keep = school;
  if (change.stateId !== undefined && change.stateId !== values.stateId) {
    next.cityId = change.cityId ?? '';
    next.cityName = change.cityName ?? '';
    keep = null;
  } else if (change.cityId !== undefined && change.cityId !== values.cityId) keep = null;
  if (change.educationLevel !== undefined && !levelNeedsSchool(change.educationLevel)) keep = null;
  if (change.mode !== undefined && change.mode !== values.mode) keep = null;
  if (change.inepCode !== undefined && change.inepCode !== values.inepCode) keep = null;
  return { values: next, school: keep };
}

/** Advanced search needs state, city and (for students) the education level (docs/product/school.md, Rules). */
export function canSearchAdvanced(context: WizardFacts): boolean {
  const { values, role } = context;
  if (values.mode === 'inep' || role === 'SPONSOR') return false;
  if (isStudent(role) && (!values.educationLevel || !levelNeedsSchool(values.educationLevel))) return false;
  return values.stateId !== '' && values.cityId !== '';
}

/** What the step bar's links depend on besides the step shown (the bar and the `stepLinked` guard read the same). */
export function stepBarFactsOf(context: WizardFacts & { results: unknown }): Omit<StepBarFacts, 'current'> {
  return { advancedSearchReady: canSearchAdvanced(context), hasResults: context.results !== null };
}

/** Step 1 on submit (docs/product/school.md, Rules): level for students, a school unless none is needed, a city. */
export function linkIssues(context: WizardFacts & { school: ChosenSchool | null }): FieldMessage[] {
  const { role, values, school } = context;
  const level = isStudent(role) ? values.educationLevel : null;
  const needsSchool = schoolRequired(role, level);
  const issues = collectIssues([
    ['educationLevel', isStudent(role) && !values.educationLevel ? violation('required') : null],
    ['inepCode', needsSchool && values.mode === 'inep' && !school ? (checkInep(values.inepCode) ?? violation('notSearched')) : null],
    ['schoolId', needsSchool && !school && values.mode === 'city' ? violation('required') : null],
    ['stateId', !school && values.stateId === '' && values.mode === 'city' ? violation('required') : null],
    ['cityId', !school && values.cityId === '' && values.mode === 'city' ? violation('required') : null],
  ]);
  return issues.map(({ field, messageKey }) => ({ field, messageKey }));
}

/** Step 2 on search: the detailed search asks the school type (docs/product/school.md, Rules). */
export function filterIssues(filters: SearchFilters): FieldMessage[] {
  return collectIssues([
    ['type', filters.type === '' ? violation('required') : null],
    ['cep', filters.cep !== '' && !/^\d{1,8}$/.test(filters.cep) ? violation('invalid') : null],
  ]).map(({ field, messageKey }) => ({ field, messageKey }));
}

/** Names the draft form's fields apart from homonyms elsewhere (a team's name, the user's WhatsApp). */
const DRAFT_KEY_NAMES: Record<string, string> = { name: 'schoolName', phone: 'schoolDraftPhone' };

export function draftIssues(draft: DraftValues, values: LinkValues): FieldMessage[] {
  return validateSchoolDraft({
    name: draft.name,
    stateId: values.stateId ? Number(values.stateId) : null,
    cityId: values.cityId ? Number(values.cityId) : null,
    address: draft.address,
    type: draft.type,
    phone: draft.phone,
    zipCode: draft.zipCode,
    coordinatorName: draft.coordinatorName,
    inepCode: draft.inepCode,
  }).map(({ field, code }) => ({ field, messageKey: `validation:${DRAFT_KEY_NAMES[field] ?? field}.${code}` }));
}

export function gradesIssues(values: GradesValues): FieldMessage[] {
  return validateGrades({
    periodType: values.periodType || null,
    period: values.period ? Number(values.period) : null,
    gradingSystemID: values.gradingSystemID ? Number(values.gradingSystemID) : null,
    acceptGradesVerificationTerms: values.acceptGradesVerificationTerms,
    grades: values.grades,
  }).map(({ field, messageKey }) => ({ field, messageKey }));
}


/** The INEP code's own error, on its field: malformed, or not the eight digits of a school. */
export function inepIssues(inepCode: string): FieldMessage[] {
  return [{ field: 'inepCode', messageKey: `validation:inepCode.${checkInep(inepCode)?.code ?? 'invalid'}` }];
}

/** Step 1 can look the INEP code up: the INEP search is chosen and the code is well formed. */
export const canLookUpInep = (values: LinkValues) => values.mode === 'inep' && checkInep(values.inepCode) === null;

/** The draft form needs the place from step 1 before a school can be registered there. */
export const canRegisterSchool = (values: LinkValues) => values.stateId !== '' && values.cityId !== '';

/** The student has saved a link already (to a school, a registration request, or past step 1). */
export const linkExists = (status: SchoolLinkStatusResponse) => status.currentStep >= 2 || status.idInstitution !== null || status.schoolDraftId !== null;

/** Linked to a school that the platform has not approved yet: nothing to do but wait. */
export const awaitsApproval = (status: SchoolLinkStatusResponse) => linkExists(status) && status.institutionStatus.statusCode === INSTITUTION_STATUS.processing;

/** Linked, and the guardian's authorisation is the step left. */
export const awaitsGuardian = (status: SchoolLinkStatusResponse) => linkExists(status) && status.currentStep === 2;

/**
 * Where the wizard resumes: a registration request the student sent and has not linked yet comes
 * back as the chosen school, in its own state and city.
 */
export function resumeWith(loaded: { status: SchoolLinkStatusResponse; pendingDraft: SchoolDraft | null }, values: LinkValues, school: ChosenSchool | null): { values: LinkValues; school: ChosenSchool | null } {
  if (linkExists(loaded.status) || !loaded.pendingDraft) return { values, school };
  const draft = loaded.pendingDraft;
  return { school: { kind: 'savedDraft', draft }, values: { ...values, stateId: String(draft.stateId), cityId: String(draft.cityId), cityName: draft.cityName } };
}

/** The place a school found by its INEP code sets on step 1. */
export function placeOf(school: School, values: LinkValues): LinkValues {
  return { ...values, stateId: String(school.stateId), cityId: String(school.cityId), cityName: school.cityName };
}
