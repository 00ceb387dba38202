import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { welcomeMachine } from '@/machines/welcome.machine';
import { welcomeView } from '@/machines/welcome.view';

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets invoked promises settle and the actor take the transitions they trigger. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startWelcome(firstAccess: boolean) {
  const calls: string[] = [];
  const recordFirstAccess = vi.fn(async (): Promise<void> => void calls.push('first-access'));
  const refreshToken = vi.fn(async (): Promise<void> => void calls.push('refresh'));
  const showSaveError = vi.fn();
  const machine = welcomeMachine.provide({
    actors: {
      recordFirstAccess: fromPromise(() => recordFirstAccess()),
      refreshToken: fromPromise(() => refreshToken()),
    },
    actions: { showSaveError },
  });
  const welcome = createActor(machine, { input: { firstAccess } }).start();
  return { welcome, calls, recordFirstAccess, refreshToken, showSaveError };
}

describe('welcome onboarding (docs/product/shell.md, States)', () => {
  test('a student without first access sees the modal on step 1', () => {
    const { welcome } = startWelcome(false);
    expect(welcome.getSnapshot().value).toEqual({ showing: 'step1' });
  });

  test('a student whose first access is set never sees it, and nothing is recorded', async () => {
    const { welcome, recordFirstAccess } = startWelcome(true);
    await settle();

    expect(welcome.getSnapshot().value).toBe('done');
    expect(recordFirstAccess).not.toHaveBeenCalled();
  });

  test('next goes to step 2 and previous back to step 1', () => {
    const { welcome } = startWelcome(false);

    welcome.send({ type: 'welcome.next' });
    expect(welcome.getSnapshot().value).toEqual({ showing: 'step2' });

    welcome.send({ type: 'welcome.previous' });
    expect(welcome.getSnapshot().value).toEqual({ showing: 'step1' });
  });

  test('while a skip is saved the modal stays on the step it was skipped from, and closes once the token is refreshed', async () => {
    const saving = deferred();
    const machine = welcomeMachine.provide({
      actors: { recordFirstAccess: fromPromise(() => saving.promise), refreshToken: fromPromise(async (): Promise<void> => undefined) },
    });
    const welcome = createActor(machine, { input: { firstAccess: false } }).start();
    welcome.send({ type: 'welcome.skip' });
    expect(welcomeView(welcome.getSnapshot())).toMatchObject({ shown: true, saving: true, step: 1 });

    saving.resolve();
    await settle();
    await settle();
    expect(welcomeView(welcome.getSnapshot())).toMatchObject({ shown: false, done: true });
  });

  // "A token refresh follows first access" (docs/product/session.md, API).
  test('concluding on step 2 records first access, then refreshes the token, then closes', async () => {
    const saving = deferred();
    const { welcome, calls, recordFirstAccess, refreshToken } = startWelcome(false);
    recordFirstAccess.mockImplementation(async () => {
      await saving.promise;
      calls.push('first-access');
    });

    welcome.send({ type: 'welcome.next' });
    welcome.send({ type: 'welcome.conclude' });
    await settle();
    expect(recordFirstAccess).toHaveBeenCalledTimes(1);
    expect(refreshToken).not.toHaveBeenCalled();

    saving.resolve();
    await settle();
    expect(calls).toEqual(['first-access', 'refresh']);
    expect(welcome.getSnapshot().value).toBe('done');
  });

  test('skipping also records first access and refreshes the token, so the modal is not shown again', async () => {
    const { welcome, calls } = startWelcome(false);

    welcome.send({ type: 'welcome.skip' });
    await settle();

    expect(calls).toEqual(['first-access', 'refresh']);
    expect(welcome.getSnapshot().value).toBe('done');
  });

  test('when recording first access fails, the modal stays on the same step with an error and no refresh', async () => {
    const { welcome, recordFirstAccess, refreshToken, showSaveError } = startWelcome(false);
    recordFirstAccess.mockRejectedValue(new Error('server down'));

    welcome.send({ type: 'welcome.next' });
    welcome.send({ type: 'welcome.conclude' });
    await settle();

    expect(welcome.getSnapshot().value).toEqual({ showing: 'step2' });
    expect(showSaveError).toHaveBeenCalledTimes(1);
    expect(refreshToken).not.toHaveBeenCalled();
  });

  test('a failed token refresh still closes the modal once first access is recorded', async () => {
    const { welcome, recordFirstAccess, refreshToken } = startWelcome(false);
    refreshToken.mockRejectedValue(new Error('refresh refused'));

    welcome.send({ type: 'welcome.skip' });
    await settle();

    expect(recordFirstAccess).toHaveBeenCalledTimes(1);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(welcome.getSnapshot().value).toBe('done');
  });
});
