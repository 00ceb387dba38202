import { assign, fromPromise, setup } from 'xstate';
import type { SchoolLinkStatusResponse } from '@/contract/school';
import { DEFAULT_ERROR_KEY } from '@/api/errors';
import { fieldErrorsOn, toastKeysFor, type FieldMessage } from '@/api/field-errors';
import type { School, SchoolDraft, SchoolDraftLinkRequest, SchoolDraftRequest, SchoolGradesRequest, SchoolLinkRequest, SchoolPage } from '@/contract/school';
import type { Role } from '@/domain/roles';
import { GRADE_SUBJECTS, validateGrades, type GradeSubject, type GradingSystemId, type PeriodType } from '@/domain/school/grades';
import { validateSchoolDraft, type SchoolType } from '@/domain/school/school-draft';
import { EDUCATIONAL_GRADE_ID, INSTITUTION_STATUS, levelNeedsSchool, schoolRequired, type EducationLevel } from '@/domain/school/school-link';
import { checkInep } from '@/domain/school/documents';
import { SCHOOL_PAGE_SIZE } from '@/domain/school/search';
import { isWizardStep, stepBarLinks, type StepBarFacts, type WizardStep } from '@/domain/school/wizard-steps';
import { schoolLinkStatusOf, type SchoolLinkStatus } from '@/domain/session';
import { collectIssues, violation } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * SPEC §4 "School link wizard" (/profile/my-clan, the HAS_SCHOOL_LINK step of the tournament modal,
 * the clan step of the premium dialog): 1 simple form, 2 advanced search, 3 results (paged),
 * 4 register a new school (a draft, with an info dialog) that returns to step 1 marked as draft;
 * then the irreversible save (confirmed first), the guardian's authorisation for minors, the
 * optional grades, and a token refresh so the schoolLinkStatus claim follows.
 *
 * Embedding contract (a parent runs it as a child actor):
 * - input `SchoolLinkInput`: the account's role, whether a guardian must authorise (minor
 *   student), and the user's own place (used when no school is needed, e.g. sponsors).
 * - output, on reaching the final state `done`: `{ linkStatus, status }` — the SPEC §4 link status
 *   (NONE / INCOMPLETE / COMPLETE) and the server's link answer. A user already linked reaches
 *   `done` at once; one whose institution awaits approval stays in `blocked` (nothing to do).
 * - events: every `schoolLink.*` event below; the parent forwards the UI's events to the child.
 * - actors to provide (declared here, implemented by the route layer with src/api/school):
 *   loadLinkStatus, findSchoolByInep, searchSchools, saveLink, authorizeGuardian, sendGrades,
 *   refreshSession; actions to provide: showRequestErrors, showSuccess.
 * - tag `volatile` marks states not to persist (a request that must not run twice).
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

export interface SchoolLinkInput {
  role: Role;
  /** A minor student: their guardian authorises the link (SPEC §5). */
  minor: boolean;
  /** The user's own place from the profile, when known. */
  home: { stateId: string; cityId: string; cityName: string } | null;
}

export interface LoadedLink {
  status: SchoolLinkStatusResponse;
  /** A registration request of the user still pending and not linked yet. */
  pendingDraft: SchoolDraft | null;
}

export type SaveLinkInput = { kind: 'link'; request: SchoolLinkRequest } | { kind: 'draftLink'; request: SchoolDraftLinkRequest };

export interface SchoolLinkOutput {
  linkStatus: SchoolLinkStatus;
  status: SchoolLinkStatusResponse | null;
}

export interface SchoolLinkContext {
  role: Role;
  minor: boolean;
  values: LinkValues;
  school: ChosenSchool | null;
  filters: SearchFilters;
  page: number;
  results: SchoolPage | null;
  draft: DraftValues;
  guardianAccepted: boolean;
  gradesValues: GradesValues;
  /** Errors on the fields of the step shown. */
  fieldErrors: FieldMessage[];
  /** A request error shown inside the step (beside its toast), as a messageKey. */
  notice: string | null;
  linkStatus: SchoolLinkStatusResponse | null;
}

export type SchoolLinkEvent =
  | { type: 'schoolLink.retry' }
  | { type: 'schoolLink.change'; change: Partial<LinkValues> }
  | { type: 'schoolLink.lookupInep' }
  | { type: 'schoolLink.clearSchool' }
  | { type: 'schoolLink.openAdvanced' }
  | { type: 'schoolLink.changeFilters'; change: Partial<SearchFilters> }
  | { type: 'schoolLink.search' }
  | { type: 'schoolLink.page'; page: number }
  | { type: 'schoolLink.select'; school: School }
  | { type: 'schoolLink.back' }
  | { type: 'schoolLink.register' }
  | { type: 'schoolLink.changeDraft'; change: Partial<DraftValues> }
  | { type: 'schoolLink.submitDraft' }
  | { type: 'schoolLink.acknowledge' }
  | { type: 'schoolLink.goToStep'; step: number }
  | { type: 'schoolLink.submit' }
  | { type: 'schoolLink.confirm' }
  | { type: 'schoolLink.cancel' }
  | { type: 'schoolLink.acceptGuardianTerms'; accepted: boolean }
  | { type: 'schoolLink.authorize' }
  | { type: 'schoolLink.skip' }
  | { type: 'schoolLink.changeGrades'; change: Partial<Omit<GradesValues, 'grades'>> & { grades?: Partial<Record<GradeSubject, string>> } }
  | { type: 'schoolLink.sendGrades' };

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

/**
 * SPEC §4: changing state clears city and school, changing city clears the school, NOT_STUDYING
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

/** SPEC §5: advanced search needs state, city and (for students) the education level. */
export function canSearchAdvanced(context: Pick<SchoolLinkContext, 'role' | 'values'>): boolean {
  const { values, role } = context;
  if (values.mode === 'inep' || role === 'SPONSOR') return false;
  if (isStudent(role) && (!values.educationLevel || !levelNeedsSchool(values.educationLevel))) return false;
  return values.stateId !== '' && values.cityId !== '';
}

/** What the step bar's links depend on besides the step shown (the bar and the `stepLinked` guard read the same). */
export function stepBarFactsOf(context: Pick<SchoolLinkContext, 'role' | 'values' | 'results'>): Omit<StepBarFacts, 'current'> {
  return { advancedSearchReady: canSearchAdvanced(context), hasResults: context.results !== null };
}

/** Step 1 on submit (SPEC §5): level for students, a school unless none is needed, a city. */
export function linkIssues(context: Pick<SchoolLinkContext, 'role' | 'values' | 'school'>): FieldMessage[] {
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

/** Step 2 on search: SPEC §5 asks the school type in the detailed search. */
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

/** SPEC §3: the draft as sent, phone split and the zip code appended to the address. */
export function draftRequest(draft: DraftValues, values: LinkValues): SchoolDraftRequest {
  const phone = draft.phone.replace(/\D/g, '');
  const zip = draft.zipCode.replace(/\D/g, '');
  return {
    name: draft.name.trim(),
    stateId: Number(values.stateId),
    cityId: Number(values.cityId),
    address: `${draft.address.trim()}, CEP ${zip.slice(0, 5)}-${zip.slice(5)}`,
    type: draft.type,
    phoneDdd: phone.slice(0, 2),
    phoneNumber: phone.slice(2),
    zipCode: zip,
    coordinatorName: draft.coordinatorName.trim(),
    inepCode: draft.inepCode.trim() || null,
  };
}

/** The save request of step 1: a link to a school (or none), or to a draft. */
export function saveLinkInput(context: Pick<SchoolLinkContext, 'role' | 'values' | 'school'>): SaveLinkInput {
  const { role, values, school } = context;
  const educationLevel = isStudent(role) ? (values.educationLevel as EducationLevel) : null;
  const common = { educationLevel, role, educationalGradeId: EDUCATIONAL_GRADE_ID } as const;
  if (school?.kind === 'draft') return { kind: 'draftLink', request: { ...common, schoolDraft: school.draft, cityId: school.draft.cityId } };
  if (school?.kind === 'savedDraft') return { kind: 'draftLink', request: { ...common, schoolDraft: school.draft.id, cityId: school.draft.cityId } };
  return {
    kind: 'link',
    request: { ...common, schoolId: school?.kind === 'school' ? school.school.id : null, cityId: school?.kind === 'school' ? school.school.cityId : Number(values.cityId) },
  };
}

export function gradesRequest(values: GradesValues): SchoolGradesRequest {
  return {
    ...(Object.fromEntries(GRADE_SUBJECTS.map((subject) => [subject, values.grades[subject].trim()])) as Record<GradeSubject, string>),
    periodType: values.periodType as PeriodType,
    period: Number(values.period),
    gradingSystemID: Number(values.gradingSystemID) as GradingSystemId,
    acceptGradesVerificationTerms: true,
  };
}

const linkExists = (status: SchoolLinkStatusResponse) => status.currentStep >= 2 || status.idInstitution !== null || status.schoolDraftId !== null;

/** The request errors a failure shows as toasts (the fields' errors sit on the fields). */
export function failureKeys(error: unknown, fields: readonly string[]): string[] {
  const keys = toastKeysFor(error, fields);
  return keys.length > 0 ? keys : fieldErrorsOn(error, fields).length > 0 ? [] : [DEFAULT_ERROR_KEY];
}

const LINK_FIELDS = ['educationLevel', 'schoolId', 'cityId', 'stateId', 'inepCode'] as const;
const FILTER_FIELDS = ['name', 'address', 'cep', 'type', 'state', 'city'] as const;
const GRADES_FIELDS = [...GRADE_SUBJECTS, 'periodType', 'period', 'gradingSystemID', 'acceptGradesVerificationTerms'] as const;

type ErrorEvent = { error: unknown };
const errorOf = (event: unknown) => (event as ErrorEvent).error;
const firstKey = (error: unknown, fields: readonly string[]) => failureKeys(error, fields)[0] ?? null;

export const schoolLinkMachine = setup({
  types: {
    input: {} as SchoolLinkInput,
    context: {} as SchoolLinkContext,
    events: {} as SchoolLinkEvent,
    output: {} as SchoolLinkOutput,
  },
  actors: {
    loadLinkStatus: fromPromise<LoadedLink>(providedBy('the route that shows the wizard')),
    findSchoolByInep: fromPromise<School, { inepCode: string }>(providedBy('the route that shows the wizard')),
    searchSchools: fromPromise<SchoolPage, { state: number; city: number; name: string; address: string; cep: string; type: string; page: number; size: number }>(
      providedBy('the route that shows the wizard'),
    ),
    saveLink: fromPromise<SchoolLinkStatusResponse, SaveLinkInput>(providedBy('the route that shows the wizard')),
    authorizeGuardian: fromPromise<SchoolLinkStatusResponse>(providedBy('the route that shows the wizard')),
    sendGrades: fromPromise<SchoolLinkStatusResponse, SchoolGradesRequest>(providedBy('the route that shows the wizard')),
    refreshSession: fromPromise<void>(providedBy('the route that shows the wizard')),
  },
  actions: {
    changeValues: assign(({ context, event }) => {
      if (event.type !== 'schoolLink.change') return {};
      return { ...applyLinkChange(context.values, context.school, event.change), fieldErrors: context.fieldErrors.filter((e) => !(e.field in event.change)), notice: null };
    }),
    clearSchool: assign({ school: null }),
    changeFilters: assign({
      filters: ({ context, event }) => (event.type === 'schoolLink.changeFilters' ? { ...context.filters, ...event.change } : context.filters),
    }),
    changeDraft: assign({
      draft: ({ context, event }) => (event.type === 'schoolLink.changeDraft' ? { ...context.draft, ...event.change } : context.draft),
    }),
    changeGrades: assign({
      gradesValues: ({ context, event }) =>
        event.type === 'schoolLink.changeGrades'
          ? { ...context.gradesValues, ...event.change, grades: { ...context.gradesValues.grades, ...event.change.grades } }
          : context.gradesValues,
    }),
    acceptGuardianTerms: assign({
      guardianAccepted: ({ context, event }) => (event.type === 'schoolLink.acceptGuardianTerms' ? event.accepted : context.guardianAccepted),
      fieldErrors: [],
    }),
    clearErrors: assign({ fieldErrors: [], notice: null }),
    firstPage: assign({ page: 0 }),
    setPage: assign({ page: ({ context, event }) => (event.type === 'schoolLink.page' ? event.page : context.page) }),
    rememberResults: assign({ results: ({ event }) => (event as unknown as { output: SchoolPage }).output, notice: null }),
    forgetResults: assign({ results: null }),
    showLinkErrors: assign({ fieldErrors: ({ context }) => linkIssues(context) }),
    showInepErrors: assign({
      fieldErrors: ({ context }) => [{ field: 'inepCode', messageKey: `validation:inepCode.${checkInep(context.values.inepCode)?.code ?? 'invalid'}` }],
    }),
    showFilterErrors: assign({ fieldErrors: ({ context }) => filterIssues(context.filters) }),
    showDraftErrors: assign({ fieldErrors: ({ context }) => draftIssues(context.draft, context.values) }),
    showGradesErrors: assign({ fieldErrors: ({ context }) => gradesIssues(context.gradesValues) }),
    showGuardianErrors: assign({ fieldErrors: [{ field: 'acceptResponsibleTerms', messageKey: 'validation:acceptResponsibleTerms.required' }] }),
    chooseFound: assign(({ context, event }) => {
      const school = (event as unknown as { output: School }).output;
      return {
        school: { kind: 'school' as const, school },
        values: { ...context.values, stateId: String(school.stateId), cityId: String(school.cityId), cityName: school.cityName },
        fieldErrors: [],
        notice: null,
      };
    }),
    chooseSelected: assign(({ context, event }) => {
      if (event.type !== 'schoolLink.select') return {};
      return { school: { kind: 'school' as const, school: event.school }, values: { ...context.values, mode: 'city' as const }, fieldErrors: [], notice: null };
    }),
    chooseDraft: assign(({ context }) => ({
      school: { kind: 'draft' as const, draft: draftRequest(context.draft, context.values), cityName: context.values.cityName },
      fieldErrors: [],
      notice: null,
    })),
    showInepFailure: assign(({ event }) => {
      const error = errorOf(event);
      const onField = fieldErrorsOn(error, ['inepCode']);
      const keys = toastKeysFor(error, ['inepCode']);
      return { fieldErrors: onField.length > 0 ? onField : [{ field: 'inepCode', messageKey: keys[0] ?? DEFAULT_ERROR_KEY }], notice: null };
    }),
    showSearchFailure: assign({ results: null, notice: ({ event }) => firstKey(errorOf(event), FILTER_FIELDS) }),
    showSaveFailure: assign({
      fieldErrors: ({ event }) => fieldErrorsOn(errorOf(event), LINK_FIELDS),
      notice: ({ event }) => firstKey(errorOf(event), LINK_FIELDS),
    }),
    showStepFailure: assign({ notice: ({ event }) => firstKey(errorOf(event), ['acceptResponsibleTerms']) }),
    showGradesFailure: assign({
      fieldErrors: ({ event }) => fieldErrorsOn(errorOf(event), GRADES_FIELDS),
      notice: ({ event }) => firstKey(errorOf(event), GRADES_FIELDS),
    }),
    rememberLinkStatus: assign({ linkStatus: ({ event }) => (event as unknown as { output: SchoolLinkStatusResponse }).output, fieldErrors: [], notice: null }),
    rememberLoaded: assign(({ context, event }) => {
      const { status, pendingDraft } = (event as unknown as { output: LoadedLink }).output;
      const school: ChosenSchool | null = !linkExists(status) && pendingDraft ? { kind: 'savedDraft', draft: pendingDraft } : context.school;
      const values =
        school?.kind === 'savedDraft'
          ? { ...context.values, stateId: String(school.draft.stateId), cityId: String(school.draft.cityId), cityName: school.draft.cityName }
          : context.values;
      return { linkStatus: status, school, values, notice: null };
    }),
    showLoadFailure: assign({ notice: ({ event }) => firstKey(errorOf(event), []) }),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    showSuccess: (_, _params: { messageKey: string }) => undefined,
  },
  guards: {
    hasLink: ({ event }) => linkExists((event as unknown as { output: LoadedLink }).output.status),
    awaitsApproval: ({ event }) => {
      const { status } = (event as unknown as { output: LoadedLink }).output;
      return linkExists(status) && status.institutionStatus.statusCode === INSTITUTION_STATUS.processing;
    },
    awaitsGuardian: ({ event }) => {
      const { status } = (event as unknown as { output: LoadedLink }).output;
      return linkExists(status) && status.currentStep === 2;
    },
    linkIsValid: ({ context }) => linkIssues(context).length === 0,
    inepIsValid: ({ context }) => context.values.mode === 'inep' && checkInep(context.values.inepCode) === null,
    canSearchAdvanced: ({ context }) => canSearchAdvanced(context),
    filtersAreValid: ({ context }) => filterIssues(context.filters).length === 0,
    pageInRange: ({ context, event }) =>
      event.type === 'schoolLink.page' && context.results !== null && Number.isInteger(event.page) && event.page >= 0 && event.page < context.results.totalPages && event.page !== context.page,
    draftIsValid: ({ context }) => draftIssues(context.draft, context.values).length === 0,
    canRegister: ({ context }) => context.values.stateId !== '' && context.values.cityId !== '',
    gradesAreValid: ({ context }) => gradesIssues(context.gradesValues).length === 0,
    guardianAccepted: ({ context }) => context.guardianAccepted,
    savedNeedsGuardian: ({ context, event }) => context.minor && (event as unknown as { output: SchoolLinkStatusResponse }).output.currentStep === 2,
    savedWithSchool: ({ context, event }) => isStudent(context.role) && (event as unknown as { output: SchoolLinkStatusResponse }).output.idInstitution !== null,
    linkedToSchool: ({ context }) => isStudent(context.role) && context.linkStatus?.idInstitution != null,
    refusedFields: ({ event }) => fieldErrorsOn(errorOf(event), LINK_FIELDS).length > 0,
    stepLinked: ({ context, event }, { from, to }: { from: WizardStep; to: WizardStep }) =>
      event.type === 'schoolLink.goToStep' && event.step === to && stepBarLinks(to, { current: from, ...stepBarFactsOf(context) }),
    stepOutOfRange: ({ event }) => event.type === 'schoolLink.goToStep' && !isWizardStep(event.step),
  },
}).createMachine({
  id: 'schoolLink',
  description:
    'SPEC §4 school link wizard: load the link, then the four steps (simple form, advanced search, results, new school), the irreversible save, the guardian authorisation and the optional grades.',
  context: ({ input }) => ({
    role: input.role,
    minor: input.minor,
    values: {
      mode: 'city',
      stateId: input.home?.stateId ?? '',
      cityId: input.home?.cityId ?? '',
      cityName: input.home?.cityName ?? '',
      educationLevel: '',
      inepCode: '',
    },
    school: null,
    filters: EMPTY_FILTERS,
    page: 0,
    results: null,
    draft: EMPTY_DRAFT,
    guardianAccepted: false,
    gradesValues: EMPTY_GRADES,
    fieldErrors: [],
    notice: null,
    linkStatus: null,
  }),
  initial: 'loading',
  output: ({ context }) => ({
    linkStatus: context.linkStatus
      ? schoolLinkStatusOf({ exists: linkExists(context.linkStatus), linkStepsCompleted: context.linkStatus.linkStepsCompleted })
      : 'NONE',
    status: context.linkStatus,
  }),
  states: {
    loading: {
      description: 'Reads the link status (and a pending registration request) to know where the user stands.',
      tags: ['volatile'],
      invoke: {
        id: 'loadLinkStatus',
        src: 'loadLinkStatus',
        onDone: [
          {
            guard: 'awaitsApproval',
            target: 'blocked',
            actions: 'rememberLoaded',
            description: 'A link whose institution awaits approval: editing is blocked (SPEC §4).',
          },
          {
            guard: 'awaitsGuardian',
            target: 'guardian',
            actions: 'rememberLoaded',
            description: 'Linked, but a minor still needs the guardian authorisation.',
          },
          { guard: 'hasLink', target: 'done', actions: 'rememberLoaded', description: 'Already linked: the link is irreversible, nothing to fill in.' },
          { target: 'wizard', actions: 'rememberLoaded', description: 'No link yet: the wizard starts at step 1.' },
        ],
        onError: { target: 'loadFailed', actions: 'showLoadFailure', description: 'The status could not be read: say so, with a retry.' },
      },
    },
    loadFailed: {
      description: 'The link status could not be read; nothing can be decided without it.',
      on: { 'schoolLink.retry': { target: 'loading', description: 'Try reading the status again.' } },
    },
    blocked: {
      description: "SPEC §4: the institution awaits approval, so the fields are locked with the 'waiting approval of institution' warning.",
    },
    wizard: {
      description: 'Steps 1 to 4 of the wizard; the chosen school and everything typed travel between them.',
      initial: 'simple',
      on: {
        'schoolLink.goToStep': {
          guard: 'stepOutOfRange',
          target: 'stepError',
          description: 'SPEC §4/§8: a step outside 1 to 4 is an error. A step in range the step bar does not link to is ignored.',
        },
      },
      states: {
        simple: {
          description: 'Step 1: state, city, education level (students) and school (not for sponsors), or the INEP code.',
          initial: 'editing',
          states: {
            editing: {
              description: 'The simple form as typed; errors of the last submit sit on their fields.',
              on: {
                'schoolLink.change': { actions: 'changeValues', description: 'A field changes, with the clearing rules of SPEC §4.' },
                'schoolLink.clearSchool': { actions: 'clearSchool', description: 'The chosen school is removed.' },
                'schoolLink.lookupInep': [
                  { guard: 'inepIsValid', target: 'lookingUp', actions: 'clearErrors', description: 'An 8-digit INEP code: look the school up.' },
                  { actions: 'showInepErrors', description: 'The INEP code is missing or malformed: say so on the field.' },
                ],
                'schoolLink.openAdvanced': {
                  guard: 'canSearchAdvanced',
                  target: '#schoolLink.wizard.advanced',
                  actions: 'clearErrors',
                  description: 'To step 2 (needs state, city and level; not in an INEP search).',
                },
                'schoolLink.submit': [
                  { guard: 'linkIsValid', target: '#schoolLink.confirming', actions: 'clearErrors', description: 'Everything needed is there: ask to confirm the irreversible save.' },
                  { actions: 'showLinkErrors', description: 'Something is missing: the messages show on their fields.' },
                ],
              },
            },
            lookingUp: {
              description: 'Looks the school up by INEP code.',
              invoke: {
                id: 'findSchoolByInep',
                src: 'findSchoolByInep',
                input: ({ context }) => ({ inepCode: context.values.inepCode }),
                onDone: { target: 'editing', actions: 'chooseFound', description: 'Found: it becomes the chosen school, with its state and city.' },
                onError: { target: 'editing', actions: 'showInepFailure', description: 'Not found (or failed): the message sits on the INEP field.' },
              },
            },
          },
        },
        advanced: {
          description: 'Step 2: name, address, CEP and type within the chosen state and city.',
          on: {
            'schoolLink.changeFilters': { actions: 'changeFilters', description: 'A filter changes.' },
            'schoolLink.search': [
              { guard: 'filtersAreValid', target: 'results', actions: ['firstPage', 'clearErrors'], description: 'Search from the first page.' },
              { actions: 'showFilterErrors', description: 'The type is missing or the CEP is malformed.' },
            ],
            'schoolLink.back': { target: 'simple', actions: 'clearErrors', description: 'Back to step 1.' },
            'schoolLink.goToStep': {
              guard: { type: 'stepLinked', params: { from: 2, to: 1 } },
              target: 'simple',
              actions: 'clearErrors',
              description: 'The step bar links back to step 1.',
            },
          },
        },
        results: {
          description: 'Step 3: the matching schools, ten a page.',
          initial: 'loading',
          on: {
            'schoolLink.back': { target: 'simple', actions: 'clearErrors', description: 'SPEC §4: results go back to step 1.' },
            'schoolLink.register': { guard: 'canRegister', target: 'register', actions: 'clearErrors', description: 'My school is not listed: register it (step 4).' },
            'schoolLink.goToStep': [
              { guard: { type: 'stepLinked', params: { from: 3, to: 1 } }, target: 'simple', actions: 'clearErrors', description: 'The step bar links back to step 1.' },
              {
                guard: { type: 'stepLinked', params: { from: 3, to: 2 } },
                target: 'advanced',
                actions: 'clearErrors',
                description: 'The step bar links back to step 2 while step 1 could open it: refine the search.',
              },
            ],
          },
          states: {
            loading: {
              description: 'Fetches the page (only non-empty filters are sent).',
              invoke: {
                id: 'searchSchools',
                src: 'searchSchools',
                input: ({ context }) => ({
                  state: Number(context.values.stateId),
                  city: Number(context.values.cityId),
                  ...context.filters,
                  page: context.page,
                  size: SCHOOL_PAGE_SIZE,
                }),
                onDone: { target: 'showing', actions: 'rememberResults', description: 'The page arrives.' },
                onError: { target: 'failed', actions: 'showSearchFailure', description: 'The search failed: say so, with a retry.' },
              },
            },
            showing: {
              description: 'The page of schools (or the no-institutions message).',
              on: {
                'schoolLink.page': { guard: 'pageInRange', target: 'loading', actions: 'setPage', description: 'Another page within the total.' },
                'schoolLink.select': { target: '#schoolLink.wizard.simple', actions: 'chooseSelected', description: 'A school is chosen: back to step 1 with it.' },
              },
            },
            failed: {
              description: 'The search failed.',
              on: { 'schoolLink.retry': { target: 'loading', description: 'Search again.' } },
            },
          },
        },
        register: {
          description: 'Step 4: a school registration request for a school not in the catalogue.',
          initial: 'editing',
          on: {
            'schoolLink.back': { target: 'simple', actions: 'clearErrors', description: 'Give up the registration: back to step 1.' },
            'schoolLink.goToStep': [
              { guard: { type: 'stepLinked', params: { from: 4, to: 1 } }, target: 'simple', actions: 'clearErrors', description: 'The step bar links back to step 1.' },
              {
                guard: { type: 'stepLinked', params: { from: 4, to: 2 } },
                target: 'advanced',
                actions: 'clearErrors',
                description: 'The step bar links back to step 2 while step 1 could open it.',
              },
              {
                guard: { type: 'stepLinked', params: { from: 4, to: 3 } },
                target: 'results.showing',
                actions: 'clearErrors',
                description: 'The step bar links back to step 3 while its results are kept: the same page, not fetched again.',
              },
            ],
          },
          states: {
            editing: {
              description: 'The registration form; state and city are those of step 1.',
              on: {
                'schoolLink.changeDraft': { actions: 'changeDraft', description: 'A field of the request changes.' },
                'schoolLink.submitDraft': [
                  { guard: 'draftIsValid', target: 'info', actions: 'clearErrors', description: 'Valid: the info dialog explains what happens to the request.' },
                  { actions: 'showDraftErrors', description: 'Something is missing or wrong: messages on the fields.' },
                ],
              },
            },
            info: {
              description: 'SPEC §8 info dialog for a school draft: it will be analysed, and events wait until then.',
              on: {
                'schoolLink.acknowledge': {
                  target: '#schoolLink.wizard.simple',
                  actions: 'chooseDraft',
                  description: 'Understood: back to step 1 with the new school marked as a registration request.',
                },
                'schoolLink.cancel': { target: 'editing', description: 'Back to the registration form.' },
              },
            },
          },
        },
      },
    },
    stepError: {
      description: 'A wizard step out of range (SPEC §8): an error, with a way back to step 1.',
      on: { 'schoolLink.retry': { target: 'wizard', actions: 'clearErrors', description: 'Start over at step 1, keeping what was typed.' } },
    },
    confirming: {
      description: 'Saving is irreversible: the user confirms first.',
      on: {
        'schoolLink.confirm': { target: 'saving', description: 'Confirmed: save the link.' },
        'schoolLink.cancel': { target: 'wizard', description: 'Not yet: back to step 1, nothing lost.' },
      },
    },
    saving: {
      description: 'Saves the link (to a school, a draft or none).',
      tags: ['volatile'],
      invoke: {
        id: 'saveLink',
        src: 'saveLink',
        input: ({ context }) => saveLinkInput(context),
        onDone: [
          {
            guard: 'savedNeedsGuardian',
            target: 'guardian',
            actions: ['rememberLinkStatus', { type: 'showSuccess', params: { messageKey: 'status:schoolLink.success' } }],
            description: 'Saved; a minor continues with the guardian authorisation.',
          },
          {
            guard: 'savedWithSchool',
            target: 'grades',
            actions: ['rememberLinkStatus', { type: 'showSuccess', params: { messageKey: 'status:schoolLink.success' } }],
            description: 'Saved; a student linked to a school may send grades (optional).',
          },
          {
            target: 'finishing',
            actions: ['rememberLinkStatus', { type: 'showSuccess', params: { messageKey: 'status:schoolLink.success' } }],
            description: 'Saved, nothing more to ask.',
          },
        ],
        onError: [
          {
            guard: 'refusedFields',
            target: 'wizard',
            actions: ['showSaveFailure', { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: failureKeys(event.error, LINK_FIELDS) }) }],
            description: 'The server refused fields: back to step 1 with them.',
          },
          {
            target: 'wizard',
            actions: ['showSaveFailure', { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: failureKeys(event.error, LINK_FIELDS) }) }],
            description: 'The save failed (e.g. already linked): the toast, and the form keeps everything.',
          },
        ],
      },
    },
    guardian: {
      description: 'SPEC §2/§5: a minor asks their guardian to authorise the link (terms required); it may be left for later.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The guardian terms and the authorise button.',
          on: {
            'schoolLink.acceptGuardianTerms': { actions: 'acceptGuardianTerms', description: 'The terms are ticked or unticked.' },
            'schoolLink.authorize': [
              { guard: 'guardianAccepted', target: 'authorizing', actions: 'clearErrors', description: 'Terms accepted: send the authorisation.' },
              { actions: 'showGuardianErrors', description: 'The terms are required.' },
            ],
            'schoolLink.skip': [
              { guard: 'linkedToSchool', target: '#schoolLink.grades', actions: 'clearErrors', description: 'Later: go on to the optional grades.' },
              { target: '#schoolLink.finishing', actions: 'clearErrors', description: 'Later: finish (the link stays incomplete).' },
            ],
          },
        },
        authorizing: {
          description: 'Sends the guardian authorisation.',
          tags: ['volatile'],
          invoke: {
            id: 'authorizeGuardian',
            src: 'authorizeGuardian',
            onDone: [
              {
                guard: 'savedWithSchool',
                target: '#schoolLink.grades',
                actions: ['rememberLinkStatus', { type: 'showSuccess', params: { messageKey: 'status:schoolLinkGuardian.success' } }],
                description: 'Authorised; on to the optional grades.',
              },
              {
                target: '#schoolLink.finishing',
                actions: ['rememberLinkStatus', { type: 'showSuccess', params: { messageKey: 'status:schoolLinkGuardian.success' } }],
                description: 'Authorised; nothing more to ask.',
              },
            ],
            onError: {
              target: 'editing',
              actions: ['showStepFailure', { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: failureKeys(event.error, []) }) }],
              description: 'Refused (e.g. no guardian registered yet): say why, inside the step too.',
            },
          },
        },
      },
    },
    grades: {
      description: 'SPEC §3/§5: the optional grades (8 subjects, 0 to 10 with a decimal comma, period, grading system, verification terms).',
      initial: 'editing',
      states: {
        editing: {
          description: 'The grades form; it can be skipped.',
          on: {
            'schoolLink.changeGrades': { actions: 'changeGrades', description: 'A grade or an option changes.' },
            'schoolLink.sendGrades': [
              { guard: 'gradesAreValid', target: 'sending', actions: 'clearErrors', description: 'Every rule passes: send them.' },
              { actions: 'showGradesErrors', description: 'Some grade or option is wrong: messages on the fields.' },
            ],
            'schoolLink.skip': { target: '#schoolLink.finishing', actions: 'clearErrors', description: 'Grades are optional: finish without them.' },
          },
        },
        sending: {
          description: 'Sends the grades (once per period).',
          tags: ['volatile'],
          invoke: {
            id: 'sendGrades',
            src: 'sendGrades',
            input: ({ context }) => gradesRequest(context.gradesValues),
            onDone: {
              target: '#schoolLink.finishing',
              actions: ['rememberLinkStatus', { type: 'showSuccess', params: { messageKey: 'status:schoolLinkGrades.success' } }],
              description: 'Sent: finish.',
            },
            onError: {
              target: 'editing',
              actions: ['showGradesFailure', { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: failureKeys(event.error, GRADES_FIELDS) }) }],
              description: 'Refused (e.g. already sent for the period): messages, nothing typed lost.',
            },
          },
        },
      },
    },
    finishing: {
      description: 'Refreshes the session so the token claim schoolLinkStatus follows the new link.',
      tags: ['volatile'],
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: { target: 'done', description: 'Refreshed.' },
        onError: { target: 'done', description: 'The link is saved even if the refresh failed; the next refresh catches up.' },
      },
    },
    done: {
      type: 'final',
      description: 'The link is saved (or already was): a parent flow goes on to its next prerequisite.',
    },
  },
});

/** The wizard step (1 to 4) a snapshot shows, or null outside the four steps. */
export function wizardStepOf(value: unknown): 1 | 2 | 3 | 4 | null {
  if (typeof value !== 'object' || value === null || !('wizard' in value)) return null;
  const step = (value as { wizard: unknown }).wizard;
  const name = typeof step === 'string' ? step : typeof step === 'object' && step !== null ? Object.keys(step)[0] : undefined;
  return name === 'simple' ? 1 : name === 'advanced' ? 2 : name === 'results' ? 3 : name === 'register' ? 4 : null;
}

/** The school-link flow's type, for the flows that run it as a child (`import type` only). */
export type SchoolLinkLogic = typeof schoolLinkMachine;
