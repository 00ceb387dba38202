import { describe, expect, test, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import type { SchoolLinkStatusResponse } from '@/contract/school';
import type { SchoolPage } from '@/contract/school';
import { schoolSearchQuery } from '@/api/school/requests';
import { stepBarLinks, type WizardStep } from '@/domain/school/wizard-steps';
import type { LoadedLink, SaveLinkInput } from '@/api/school/school-link-requests';
import { stepBarFactsOf } from '@/domain/school/school-link-form';
import { schoolLinkMachine, type SchoolLinkInput } from '@/machines/school/schoolLink.machine';
import { wizardStepOf } from '@/machines/school/schoolLink.view';
import {
  alreadyLinked,
  awaitingApproval,
  awaitingGuardian,
  gradesSent,
  inepNotFound,
  linkedWithSchool,
  linkedWithoutSchool,
  loaded,
  minorStudent,
  noGuardian,
  noLink,
  school,
  sponsor,
  twoPages,
  validDraft,
  validGrades,
} from './schoolLink.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: SchoolLinkInput = minorStudent, options: { load?: LoadedLink; save?: () => Promise<SchoolLinkStatusResponse>; authorize?: () => Promise<SchoolLinkStatusResponse> } = {}) {
  const calls = {
    search: vi.fn(async (_input: Record<string, unknown>): Promise<SchoolPage> => twoPages),
    inep: vi.fn(async ({ inepCode }: { inepCode: string }) => (inepCode === school.inepCode ? school : Promise.reject(inepNotFound))),
    save: vi.fn(async (_input: SaveLinkInput) => (options.save ? options.save() : awaitingGuardian)),
    authorize: vi.fn(async () => (options.authorize ? options.authorize() : linkedWithSchool)),
    grades: vi.fn(async (_input: unknown) => gradesSent),
    refresh: vi.fn(async (): Promise<void> => {}),
    toasts: vi.fn(),
    success: vi.fn(),
  };
  const machine = schoolLinkMachine.provide({
    actors: {
      loadLinkStatus: fromPromise(async () => options.load ?? loaded(noLink)),
      findSchoolByInep: fromPromise(({ input }) => calls.inep(input)),
      searchSchools: fromPromise(({ input }) => calls.search(input)),
      saveLink: fromPromise(({ input }) => calls.save(input)),
      authorizeGuardian: fromPromise(() => calls.authorize()),
      sendGrades: fromPromise(({ input }) => calls.grades(input)),
      refreshSession: fromPromise(() => calls.refresh()),
    },
    actions: {
      showRequestErrors: (_, { messageKeys }) => calls.toasts(messageKeys),
      showSuccess: (_, { messageKey }) => calls.success(messageKey),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

async function atStep1(input: SchoolLinkInput = minorStudent, options = {}) {
  const started = start(input, options);
  await waitFor(started.actor, (s) => s.matches({ wizard: 'simple' }));
  return started;
}

describe('school link wizard (docs/product/school.md, States, Rules and Errors)', () => {
  test('a link whose institution awaits approval is blocked; a link waiting for the guardian resumes there; a complete one is done', async () => {
    const blocked = start(minorStudent, { load: loaded(awaitingApproval) });
    await waitFor(blocked.actor, (s) => !s.matches('loading'));
    expect(blocked.actor.getSnapshot().value).toBe('blocked');
    expect(blocked.actor.getSnapshot().can({ type: 'schoolLink.submit' })).toBe(false);

    const guardian = start(minorStudent, { load: loaded(awaitingGuardian) });
    await waitFor(guardian.actor, (s) => !s.matches('loading'));
    expect(guardian.actor.getSnapshot().value).toEqual({ guardian: 'editing' });

    const done = start(minorStudent, { load: loaded(linkedWithSchool) });
    await waitFor(done.actor, (s) => s.status === 'done');
    expect(done.actor.getSnapshot().output).toEqual({ linkStatus: 'COMPLETE', status: linkedWithSchool });
  });

  test('changing state clears city and school, changing city clears school, COLLEGE clears school', async () => {
    const { actor } = await atStep1();
    actor.send({ type: 'schoolLink.change', change: { educationLevel: 'HIGH_SCHOOL' } });
    actor.send({ type: 'schoolLink.openAdvanced' });
    actor.send({ type: 'schoolLink.changeFilters', change: { type: 'PUBLIC' } });
    actor.send({ type: 'schoolLink.search' });
    await waitFor(actor, (s) => s.matches({ wizard: { results: 'showing' } }));
    actor.send({ type: 'schoolLink.select', school });
    expect(actor.getSnapshot().context.school).toEqual({ kind: 'school', school });

    actor.send({ type: 'schoolLink.change', change: { cityId: '24002', cityName: 'Campinas' } });
    expect(actor.getSnapshot().context.school).toBeNull();
    expect(actor.getSnapshot().context.values.cityId).toBe('24002');

    actor.send({ type: 'schoolLink.select', school });
    expect(actor.getSnapshot().context.school).toBeNull(); // only from the results

    actor.send({ type: 'schoolLink.change', change: { stateId: '18' } });
    expect(actor.getSnapshot().context.values).toMatchObject({ stateId: '18', cityId: '', cityName: '' });

    actor.send({ type: 'schoolLink.change', change: { mode: 'inep' } });
    actor.send({ type: 'schoolLink.change', change: { inepCode: school.inepCode! } });
    actor.send({ type: 'schoolLink.lookupInep' });
    await waitFor(actor, (s) => s.context.school !== null);
    actor.send({ type: 'schoolLink.change', change: { educationLevel: 'COLLEGE' } });
    expect(actor.getSnapshot().context.school).toBeNull();
  });

  test('advanced search needs state, city and level, is off in an INEP search, and pages within the total', async () => {
    const { actor, calls } = await atStep1();
    expect(actor.getSnapshot().can({ type: 'schoolLink.openAdvanced' })).toBe(false); // no level yet
    actor.send({ type: 'schoolLink.change', change: { educationLevel: 'HIGH_SCHOOL', mode: 'inep' } });
    expect(actor.getSnapshot().can({ type: 'schoolLink.openAdvanced' })).toBe(false); // INEP search
    actor.send({ type: 'schoolLink.change', change: { mode: 'city' } });
    actor.send({ type: 'schoolLink.openAdvanced' });
    expect(actor.getSnapshot().value).toEqual({ wizard: 'advanced' });

    actor.send({ type: 'schoolLink.search' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'type', messageKey: 'validation:type.required' }]);
    actor.send({ type: 'schoolLink.changeFilters', change: { type: 'PRIVATE', name: 'Demo' } });
    actor.send({ type: 'schoolLink.search' });
    await waitFor(actor, (s) => s.matches({ wizard: { results: 'showing' } }));
    expect(calls.search).toHaveBeenLastCalledWith({ state: 24, city: 24001, name: 'Demo', address: '', cep: '', type: 'PRIVATE', page: 0, size: 10 });
    // Only non-empty filters reach the server.
    expect(schoolSearchQuery({ state: 24, city: 24001, name: 'Demo', address: '', cep: ' ', type: 'PRIVATE', page: 0, size: 10 })).toEqual({
      state: '24',
      city: '24001',
      name: 'Demo',
      type: 'PRIVATE',
      page: '0',
      size: '10',
    });
    expect(schoolSearchQuery({ inepCode: '35999001', name: 'x', state: 24 })).toEqual({ inepCode: '35999001' });

    actor.send({ type: 'schoolLink.page', page: 5 });
    expect(actor.getSnapshot().value).toEqual({ wizard: { results: 'showing' } });
    actor.send({ type: 'schoolLink.page', page: 1 });
    await waitFor(actor, (s) => s.matches({ wizard: { results: 'showing' } }));
    expect(calls.search).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
  });

  test('an unknown INEP code shows its message on the field; a found school fills state and city', async () => {
    const { actor } = await atStep1(minorStudent);
    actor.send({ type: 'schoolLink.change', change: { mode: 'inep', inepCode: '1234' } });
    actor.send({ type: 'schoolLink.lookupInep' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'inepCode', messageKey: 'validation:inepCode.invalid' }]);
    actor.send({ type: 'schoolLink.change', change: { inepCode: '12345678' } });
    actor.send({ type: 'schoolLink.lookupInep' });
    await waitFor(actor, (s) => s.matches({ wizard: { simple: 'editing' } }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'inepCode', messageKey: 'requestError:school.inepNotFound' }]);
    actor.send({ type: 'schoolLink.change', change: { inepCode: school.inepCode!, stateId: '', educationLevel: 'HIGH_SCHOOL' } });
    actor.send({ type: 'schoolLink.lookupInep' });
    await waitFor(actor, (s) => s.context.school !== null);
    expect(actor.getSnapshot().context.values).toMatchObject({ stateId: '24', cityId: '24001' });
  });

  test('saving asks first; a minor goes on to the guardian, then the optional grades, then the session refresh and the output', async () => {
    const { actor, calls } = await atStep1();
    actor.send({ type: 'schoolLink.submit' });
    expect(actor.getSnapshot().context.fieldErrors.map((e) => e.field)).toEqual(['educationLevel', 'schoolId']);
    actor.send({ type: 'schoolLink.change', change: { mode: 'inep', inepCode: school.inepCode!, educationLevel: 'HIGH_SCHOOL' } });
    actor.send({ type: 'schoolLink.lookupInep' });
    await waitFor(actor, (s) => s.context.school !== null);
    actor.send({ type: 'schoolLink.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls.save).not.toHaveBeenCalled();
    actor.send({ type: 'schoolLink.cancel' });
    expect(actor.getSnapshot().value).toEqual({ wizard: { simple: 'editing' } });
    actor.send({ type: 'schoolLink.submit' });
    actor.send({ type: 'schoolLink.confirm' });
    await waitFor(actor, (s) => s.matches('guardian'));
    expect(calls.save).toHaveBeenCalledWith({
      kind: 'link',
      request: { schoolId: 1, educationLevel: 'HIGH_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 24001 },
    });
    expect(calls.success).toHaveBeenCalledWith('status:schoolLink.success');

    actor.send({ type: 'schoolLink.authorize' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'acceptResponsibleTerms', messageKey: 'validation:acceptResponsibleTerms.required' }]);
    actor.send({ type: 'schoolLink.acceptGuardianTerms', accepted: true });
    actor.send({ type: 'schoolLink.authorize' });
    await waitFor(actor, (s) => s.matches('grades'));

    actor.send({ type: 'schoolLink.changeGrades', change: { ...validGrades, grades: { ...validGrades.grades, arts: '11' } } });
    actor.send({ type: 'schoolLink.sendGrades' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'arts', messageKey: 'validation:arts.invalid' }]);
    actor.send({ type: 'schoolLink.changeGrades', change: { grades: { arts: '8,5' } } });
    actor.send({ type: 'schoolLink.sendGrades' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.grades).toHaveBeenCalledWith(expect.objectContaining({ arts: '8,5', portuguese: '7,5', periodType: 'BIMESTER', period: 1, gradingSystemID: 1 }));
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ linkStatus: 'COMPLETE', status: gradesSent });
  });

  test('a guardian not registered yet is explained inside the step; the step can wait', async () => {
    const { actor, calls } = start(minorStudent, { load: loaded(awaitingGuardian), authorize: () => Promise.reject(noGuardian) });
    await waitFor(actor, (s) => s.matches('guardian'));
    actor.send({ type: 'schoolLink.acceptGuardianTerms', accepted: true });
    actor.send({ type: 'schoolLink.authorize' });
    await waitFor(actor, (s) => s.matches({ guardian: 'editing' }) && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toBe('requestError:legalRepresentative.notFound');
    expect(calls.toasts).toHaveBeenCalledWith(['requestError:legalRepresentative.notFound']);
    actor.send({ type: 'schoolLink.skip' });
    expect(actor.getSnapshot().value).toEqual({ grades: 'editing' });
    actor.send({ type: 'schoolLink.skip' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.linkStatus).toBe('INCOMPLETE');
  });

  test('registering a school: the info dialog, then step 1 marked as draft, saved through the draft link', async () => {
    const { actor, calls } = await atStep1(minorStudent, { save: async () => ({ ...awaitingApproval, idInstitution: null, schoolDraftId: 9, currentStep: 2 }) });
    actor.send({ type: 'schoolLink.change', change: { educationLevel: 'PRIMARY_SCHOOL' } });
    actor.send({ type: 'schoolLink.openAdvanced' });
    actor.send({ type: 'schoolLink.changeFilters', change: { type: 'PUBLIC' } });
    actor.send({ type: 'schoolLink.search' });
    await waitFor(actor, (s) => s.matches({ wizard: { results: 'showing' } }));
    actor.send({ type: 'schoolLink.register' });
    expect(actor.getSnapshot().value).toEqual({ wizard: { register: 'editing' } });
    actor.send({ type: 'schoolLink.submitDraft' });
    expect(actor.getSnapshot().context.fieldErrors.map((e) => e.messageKey)).toContain('validation:schoolName.required');
    actor.send({ type: 'schoolLink.changeDraft', change: validDraft });
    actor.send({ type: 'schoolLink.submitDraft' });
    expect(actor.getSnapshot().value).toEqual({ wizard: { register: 'info' } });
    actor.send({ type: 'schoolLink.acknowledge' });
    expect(actor.getSnapshot().value).toEqual({ wizard: { simple: 'editing' } });
    expect(actor.getSnapshot().context.school?.kind).toBe('draft');
    actor.send({ type: 'schoolLink.submit' });
    actor.send({ type: 'schoolLink.confirm' });
    await waitFor(actor, (s) => s.matches('guardian'));
    expect(calls.save).toHaveBeenCalledWith({
      kind: 'draftLink',
      request: expect.objectContaining({
        educationLevel: 'PRIMARY_SCHOOL',
        cityId: 24001,
        schoolDraft: expect.objectContaining({ name: 'Escola Nova Demo', address: 'Rua Nova, 10, CEP 01001-000', phoneDdd: '11', phoneNumber: '987654321', zipCode: '01001000' }),
      }),
    });
  });

  test('a failed save keeps everything and says why; a step out of range is an error', async () => {
    const { actor, calls } = await atStep1(sponsor, { save: () => Promise.reject(alreadyLinked) });
    actor.send({ type: 'schoolLink.submit' });
    expect(actor.getSnapshot().value).toBe('confirming'); // a sponsor needs no school
    actor.send({ type: 'schoolLink.confirm' });
    await waitFor(actor, (s) => s.matches('wizard'));
    expect(calls.save).toHaveBeenCalledWith({ kind: 'link', request: { schoolId: null, educationLevel: null, role: 'SPONSOR', educationalGradeId: 'FIRST', cityId: 24001 } });
    expect(calls.toasts).toHaveBeenCalledWith(['requestError:schoolLink.userAlreadyLinked']);
    expect(actor.getSnapshot().context.values.cityId).toBe('24001');

    actor.send({ type: 'schoolLink.goToStep', step: 5 });
    expect(actor.getSnapshot().value).toBe('stepError');
    actor.send({ type: 'schoolLink.retry' });
    expect(actor.getSnapshot().value).toEqual({ wizard: { simple: 'editing' } });
    actor.send({ type: 'schoolLink.goToStep', step: 0 });
    expect(actor.getSnapshot().value).toBe('stepError');
  });

  test('the step bar: a jump it does not offer is ignored, each link it shows works (src/domain/school/wizard-steps)', async () => {
    const { actor, calls } = await atStep1();
    const go = (step: number) => actor.send({ type: 'schoolLink.goToStep', step });
    /** The machine accepts exactly the jumps the bar links to, on the step shown. */
    const acceptsWhatTheBarShows = () => {
      const snapshot = actor.getSnapshot();
      const current = wizardStepOf(snapshot.value) as WizardStep;
      const accepted = [1, 2, 3, 4].filter((step) => snapshot.can({ type: 'schoolLink.goToStep', step }));
      expect(accepted).toEqual([1, 2, 3, 4].filter((step) => stepBarLinks(step, { current, ...stepBarFactsOf(snapshot.context) })));
      return accepted;
    };
    const ignored = (step: number) => {
      const before = actor.getSnapshot();
      go(step);
      expect(actor.getSnapshot().value).toEqual(before.value);
      expect(actor.getSnapshot().context).toBe(before.context);
    };

    // Step 1: nothing behind it, and no jump forward, even with everything step 2 needs.
    actor.send({ type: 'schoolLink.change', change: { educationLevel: 'HIGH_SCHOOL' } });
    expect(acceptsWhatTheBarShows()).toEqual([]);
    [1, 2, 3, 4].forEach(ignored);

    // Step 2 (through its button): back to step 1 only.
    actor.send({ type: 'schoolLink.openAdvanced' });
    expect(acceptsWhatTheBarShows()).toEqual([1]);
    [2, 3, 4].forEach(ignored);
    go(1);
    expect(actor.getSnapshot().value).toEqual({ wizard: { simple: 'editing' } });

    // Step 3: back to 1 or 2 (the filters kept), not to itself or ahead.
    actor.send({ type: 'schoolLink.openAdvanced' });
    actor.send({ type: 'schoolLink.changeFilters', change: { type: 'PUBLIC', name: 'Demo' } });
    actor.send({ type: 'schoolLink.search' });
    await waitFor(actor, (s) => s.matches({ wizard: { results: 'showing' } }));
    expect(acceptsWhatTheBarShows()).toEqual([1, 2]);
    [3, 4].forEach(ignored);
    go(2);
    expect(actor.getSnapshot().value).toEqual({ wizard: 'advanced' });
    expect(actor.getSnapshot().context.filters.name).toBe('Demo');

    // Step 4: back to 1, 2, or 3 with the same page shown again without a new search.
    actor.send({ type: 'schoolLink.search' });
    await waitFor(actor, (s) => s.matches({ wizard: { results: 'showing' } }));
    actor.send({ type: 'schoolLink.page', page: 1 });
    await waitFor(actor, (s) => s.matches({ wizard: { results: 'showing' } }));
    actor.send({ type: 'schoolLink.register' });
    expect(acceptsWhatTheBarShows()).toEqual([1, 2, 3]);
    ignored(4);
    const searches = calls.search.mock.calls.length;
    go(3);
    expect(actor.getSnapshot().value).toEqual({ wizard: { results: 'showing' } });
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(calls.search).toHaveBeenCalledTimes(searches);
    actor.send({ type: 'schoolLink.register' });
    go(2);
    expect(actor.getSnapshot().value).toEqual({ wizard: 'advanced' });
    actor.send({ type: 'schoolLink.search' });
    await waitFor(actor, (s) => s.matches({ wizard: { results: 'showing' } }));
    actor.send({ type: 'schoolLink.register' });
    go(1);
    expect(actor.getSnapshot().value).toEqual({ wizard: { simple: 'editing' } });

    // A failed search keeps no results: step 4 then offers no way to step 3.
    calls.search.mockRejectedValueOnce(new Error('offline'));
    actor.send({ type: 'schoolLink.openAdvanced' });
    actor.send({ type: 'schoolLink.search' });
    await waitFor(actor, (s) => s.matches({ wizard: { results: 'failed' } }));
    actor.send({ type: 'schoolLink.register' });
    expect(acceptsWhatTheBarShows()).toEqual([1, 2]);
    ignored(3);

    // Out of range is still an error state from any step (docs/product/school.md, States and Errors).
    go(9);
    expect(actor.getSnapshot().value).toBe('stepError');
  });

  test('a student needing no school (COLLEGE) saves without one and finishes', async () => {
    const { actor, calls } = await atStep1({ ...minorStudent, minor: false }, { save: async () => linkedWithoutSchool });
    actor.send({ type: 'schoolLink.change', change: { educationLevel: 'COLLEGE' } });
    actor.send({ type: 'schoolLink.submit' });
    actor.send({ type: 'schoolLink.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.save).toHaveBeenCalledWith({ kind: 'link', request: expect.objectContaining({ schoolId: null, educationLevel: 'COLLEGE', cityId: 24001 }) });
    expect(calls.grades).not.toHaveBeenCalled();
    await settle();
  });

  test('a parent flow runs it as a child actor, forwards events and continues with its output', async () => {
    const save = vi.fn(async (_input: SaveLinkInput) => linkedWithoutSchool);
    const provided = schoolLinkMachine.provide({
      actors: {
        loadLinkStatus: fromPromise(async () => loaded(noLink)),
        saveLink: fromPromise(({ input }) => save(input)),
        refreshSession: fromPromise(async (): Promise<void> => {}),
      },
      actions: { showRequestErrors: () => {}, showSuccess: () => {} },
    });
    const parent = setup({
      types: { context: {} as { linkStatus: string | null } },
      actors: { schoolLink: provided },
    }).createMachine({
      context: { linkStatus: null },
      initial: 'linking',
      states: {
        linking: {
          invoke: {
            id: 'schoolLink',
            src: 'schoolLink',
            input: { role: 'STUDENT', minor: false, home: { stateId: '24', cityId: '24001', cityName: 'São Paulo' } },
            onDone: { target: 'nextPrerequisite', actions: assign({ linkStatus: ({ event }) => event.output.linkStatus }) },
          },
        },
        nextPrerequisite: {},
      },
    });
    const host = createActor(parent).start();
    const child = () => host.getSnapshot().children.schoolLink!;
    await waitFor(child(), (s) => s.matches({ wizard: 'simple' }));
    child().send({ type: 'schoolLink.change', change: { educationLevel: 'NOT_STUDYING' } });
    child().send({ type: 'schoolLink.submit' });
    child().send({ type: 'schoolLink.confirm' });
    await waitFor(host, (s) => s.matches('nextPrerequisite'));
    expect(save).toHaveBeenCalledWith({ kind: 'link', request: expect.objectContaining({ schoolId: null, educationLevel: 'NOT_STUDYING', cityId: 24001 }) });
    expect(host.getSnapshot().context.linkStatus).toBe('COMPLETE');
  });
});
