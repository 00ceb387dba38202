import { assign, fromPromise, setup } from 'xstate';
import { fieldErrorsOn } from '@/api/field-errors';
import { failureKeys, refusesFields } from '@/api/form-refusals';
import {
  draftRequest,
  failureNotice,
  FILTER_FIELDS,
  GRADES_FIELDS,
  GUARDIAN_FIELDS,
  gradesRequest,
  inepLookupErrors,
  LINK_FIELDS,
  saveLinkInput,
  type LoadedLink,
  type SaveLinkInput,
} from '@/api/school/school-link-requests';
import type { School, SchoolGradesRequest, SchoolLinkStatusResponse, SchoolPage } from '@/contract/school';
import type { Role } from '@/domain/roles';
import type { GradeSubject } from '@/domain/school/grades';
import {
  applyLinkChange,
  awaitsApproval,
  awaitsGuardian,
  canLookUpInep,
  canRegisterSchool,
  canSearchAdvanced,
  draftIssues,
  EMPTY_DRAFT,
  EMPTY_FILTERS,
  EMPTY_GRADES,
  filterIssues,
  gradesIssues,
  inepIssues,
  isStudent,
  linkExists,
  linkIssues,
  placeOf,
  resumeWith,
  stepBarFactsOf,
  type ChosenSchool,
  type DraftValues,
  type GradesValues,
  type LinkValues,
  type SearchFilters,
} from '@/domain/school/school-link-form';
import { SCHOOL_PAGE_SIZE } from '@/domain/school/search';
import { isWizardStep, stepBarLinks, type WizardStep } from '@/domain/school/wizard-steps';
import { schoolLinkStatusOf, type SchoolLinkStatus } from '@/domain/session';
import type { FieldMessage } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * The school link wizard (docs/product/school.md, States), run on /profile/my-clan, in the HAS_SCHOOL_LINK step of the tournament modal,
 * the clan step of the premium dialog): 1 simple form, 2 advanced search, 3 results (paged),
 * 4 register a new school (a draft, with an info dialog) that returns to step 1 marked as draft;
 * then the irreversible save (confirmed first), the guardian's authorisation for minors, the
 * optional grades, and a token refresh so the schoolLinkStatus claim follows.
 *
 * Embedding contract (a parent runs it as a child actor):
 * - input `SchoolLinkInput`: the account's role, whether a guardian must authorise (minor
 *   student), and the user's own place (used when no school is needed, e.g. sponsors).
 * - output, on reaching the final state `done`: `{ linkStatus, status }` — the link status (docs/product/school.md, States)
 *   (NONE / INCOMPLETE / COMPLETE) and the server's link answer. A user already linked reaches
 *   `done` at once; one whose institution awaits approval stays in `blocked` (nothing to do).
 * - events: every `schoolLink.*` event below; the parent forwards the UI's events to the child.
 * - actors to provide (declared here, implemented by the route layer with src/api/school):
 *   loadLinkStatus, findSchoolByInep, searchSchools, saveLink, authorizeGuardian, sendGrades,
 *   refreshSession; actions to provide: showRequestErrors, showSuccess.
 * - tag `volatile` marks states not to persist (a request that must not run twice).
 */

export interface SchoolLinkInput {
  role: Role;
  /** A minor student: their guardian authorises the link (docs/product/school.md, Rules). */
  minor: boolean;
  /** The user's own place from the profile, when known. */
  home: { stateId: string; cityId: string; cityName: string } | null;
}

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

/** The error of a failed request's event (`xstate.error.actor.*`). */
const errorOf = (event: unknown) => (event as { error: unknown }).error;

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
    showInepErrors: assign({ fieldErrors: ({ context }) => inepIssues(context.values.inepCode) }),
    showFilterErrors: assign({ fieldErrors: ({ context }) => filterIssues(context.filters) }),
    showDraftErrors: assign({ fieldErrors: ({ context }) => draftIssues(context.draft, context.values) }),
    showGradesErrors: assign({ fieldErrors: ({ context }) => gradesIssues(context.gradesValues) }),
    showGuardianErrors: assign({ fieldErrors: [{ field: 'acceptResponsibleTerms', messageKey: 'validation:acceptResponsibleTerms.required' }] }),
    chooseFound: assign(({ context, event }) => {
      const school = (event as unknown as { output: School }).output;
      return {
        school: { kind: 'school' as const, school },
        values: placeOf(school, context.values),
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
    showInepFailure: assign({ fieldErrors: ({ event }) => inepLookupErrors(errorOf(event)), notice: null }),
    showSearchFailure: assign({ results: null, notice: ({ event }) => failureNotice(errorOf(event), FILTER_FIELDS) }),
    showSaveFailure: assign({
      fieldErrors: ({ event }) => fieldErrorsOn(errorOf(event), LINK_FIELDS),
      notice: ({ event }) => failureNotice(errorOf(event), LINK_FIELDS),
    }),
    showStepFailure: assign({ notice: ({ event }) => failureNotice(errorOf(event), GUARDIAN_FIELDS) }),
    showGradesFailure: assign({
      fieldErrors: ({ event }) => fieldErrorsOn(errorOf(event), GRADES_FIELDS),
      notice: ({ event }) => failureNotice(errorOf(event), GRADES_FIELDS),
    }),
    rememberLinkStatus: assign({ linkStatus: ({ event }) => (event as unknown as { output: SchoolLinkStatusResponse }).output, fieldErrors: [], notice: null }),
    rememberLoaded: assign(({ context, event }) => {
      const loaded = (event as unknown as { output: LoadedLink }).output;
      return { linkStatus: loaded.status, ...resumeWith(loaded, context.values, context.school), notice: null };
    }),
    showLoadFailure: assign({ notice: ({ event }) => failureNotice(errorOf(event), []) }),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    showSuccess: (_, _params: { messageKey: string }) => undefined,
  },
  guards: {
    hasLink: ({ event }) => linkExists((event as unknown as { output: LoadedLink }).output.status),
    awaitsApproval: ({ event }) => awaitsApproval((event as unknown as { output: LoadedLink }).output.status),
    awaitsGuardian: ({ event }) => awaitsGuardian((event as unknown as { output: LoadedLink }).output.status),
    linkIsValid: ({ context }) => linkIssues(context).length === 0,
    inepIsValid: ({ context }) => canLookUpInep(context.values),
    canSearchAdvanced: ({ context }) => canSearchAdvanced(context),
    filtersAreValid: ({ context }) => filterIssues(context.filters).length === 0,
    pageInRange: ({ context, event }) =>
      event.type === 'schoolLink.page' && context.results !== null && Number.isInteger(event.page) && event.page >= 0 && event.page < context.results.totalPages && event.page !== context.page,
    draftIsValid: ({ context }) => draftIssues(context.draft, context.values).length === 0,
    canRegister: ({ context }) => canRegisterSchool(context.values),
    gradesAreValid: ({ context }) => gradesIssues(context.gradesValues).length === 0,
    guardianAccepted: ({ context }) => context.guardianAccepted,
    savedNeedsGuardian: ({ context, event }) => context.minor && (event as unknown as { output: SchoolLinkStatusResponse }).output.currentStep === 2,
    savedWithSchool: ({ context, event }) => isStudent(context.role) && (event as unknown as { output: SchoolLinkStatusResponse }).output.idInstitution !== null,
    linkedToSchool: ({ context }) => isStudent(context.role) && context.linkStatus?.idInstitution != null,
    refusedFields: ({ event }) => refusesFields(errorOf(event), LINK_FIELDS),
    stepLinked: ({ context, event }, { from, to }: { from: WizardStep; to: WizardStep }) =>
      event.type === 'schoolLink.goToStep' && event.step === to && stepBarLinks(to, { current: from, ...stepBarFactsOf(context) }),
    stepOutOfRange: ({ event }) => event.type === 'schoolLink.goToStep' && !isWizardStep(event.step),
  },
}).createMachine({
  id: 'schoolLink',
  description:
    'The school link wizard: load the link, then the four steps (simple form, advanced search, results, new school), the irreversible save, the guardian authorisation and the optional grades.',
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
            description: 'A link whose institution awaits approval: editing is blocked (docs/product/school.md, States).',
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
      description: "The institution awaits approval, so the fields are locked with the 'waiting approval of institution' warning (docs/product/school.md, States).",
    },
    wizard: {
      description: 'Steps 1 to 4 of the wizard; the chosen school and everything typed travel between them.',
      initial: 'simple',
      on: {
        'schoolLink.goToStep': {
          guard: 'stepOutOfRange',
          target: 'stepError',
          description: 'A step outside 1 to 4 is an error. A step in range the step bar does not link to is ignored (docs/product/school.md, States and Errors).',
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
                'schoolLink.change': { actions: 'changeValues', description: 'A field changes, with the clearing rules of docs/product/school.md, States.' },
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
            'schoolLink.back': { target: 'simple', actions: 'clearErrors', description: 'Results go back to step 1 (docs/product/school.md, States).' },
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
              description: 'Info dialog for a school draft (docs/product/school.md, Errors): it will be analysed, and events wait until then.',
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
      description: 'A wizard step out of range (docs/product/school.md, Errors): an error, with a way back to step 1.',
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
      description: 'A minor asks their guardian to authorise the link (terms required); it may be left for later (docs/product/school.md, Screens and Rules).',
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
      description: 'The optional grades (8 subjects, 0 to 10 with a decimal comma, period, grading system, verification terms; docs/product/school.md, API and Rules).',
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

/** The school-link flow's type, for the flows that run it as a child (`import type` only). */
export type SchoolLinkLogic = typeof schoolLinkMachine;
