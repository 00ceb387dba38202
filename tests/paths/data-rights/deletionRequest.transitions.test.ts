import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { DeletionRequestState } from '@/contract/data-rights';
import { deletionRequestMachine, type DeletionRequestInput } from '@/machines/data-rights/deletionRequest.machine';
import { deletionSectionView } from '@/machines/data-rights/deletionRequest.view';
import { GUARDIAN_REQUEST, SELF_REQUEST } from './data-rights.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const wrongPassword = new ApiError({ status: 400, fieldErrors: [{ field: 'password', messageKey: 'validation:password.incorrect' }], requestErrors: [] });

function startDeletion(input: DeletionRequestInput, answers: { send?: (password: string) => Promise<DeletionRequestState>; withdraw?: () => Promise<DeletionRequestState> } = {}) {
  const send = vi.fn(answers.send ?? (async () => ({ request: SELF_REQUEST })));
  const withdraw = vi.fn(answers.withdraw ?? (async () => ({ request: null })));
  const effects = { showRequested: vi.fn(), showWithdrawn: vi.fn(), showRequestErrors: vi.fn(), reload: vi.fn() };
  const machine = deletionRequestMachine.provide({
    actors: { sendRequest: fromPromise(({ input }) => send(input)), withdrawRequest: fromPromise(() => withdraw()) },
    actions: {
      showRequested: (_, params) => effects.showRequested(params.dueAt),
      showWithdrawn: effects.showWithdrawn,
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      reload: effects.reload,
    },
  });
  return { actor: createActor(machine, { input }).start(), send, withdraw, effects };
}

describe('asking to erase my account (docs/product/data-rights.md, Screens and Rules)', () => {
  test('the dialog needs the password; dismissing it sends nothing and forgets what was typed', () => {
    const { actor, send } = startDeletion({ request: null, actingAs: 'self' });
    actor.send({ type: 'deletion.start' });
    actor.send({ type: 'deletion.confirm' });
    expect(deletionSectionView(actor.getSnapshot())).toMatchObject({ asking: true, fieldErrors: [{ field: 'password', messageKey: 'validation:password.required' }] });
    actor.send({ type: 'deletion.password', value: 'Demo1234' });
    actor.send({ type: 'deletion.dismiss' });
    expect(deletionSectionView(actor.getSnapshot())).toMatchObject({ asking: false, password: '', request: null });
    expect(send).not.toHaveBeenCalled();
  });

  test('with the password the request is sent, and the page shows the day of the erasure', async () => {
    const { actor, send, effects } = startDeletion({ request: null, actingAs: 'self' });
    actor.send({ type: 'deletion.start' });
    actor.send({ type: 'deletion.password', value: 'Demo1234' });
    actor.send({ type: 'deletion.confirm' });
    expect(deletionSectionView(actor.getSnapshot()).sending).toBe(true);
    await settle();
    expect(send).toHaveBeenCalledWith('Demo1234');
    expect(effects.showRequested).toHaveBeenCalledWith(SELF_REQUEST.dueAt);
    expect(deletionSectionView(actor.getSnapshot())).toMatchObject({ request: SELF_REQUEST, asking: false, mayWithdraw: true, password: '' });
  });

  test('a wrong password returns to the dialog with the error on the field', async () => {
    const { actor, effects } = startDeletion({ request: null, actingAs: 'self' }, { send: async () => Promise.reject(wrongPassword) });
    actor.send({ type: 'deletion.start' });
    actor.send({ type: 'deletion.password', value: 'Errada123' });
    actor.send({ type: 'deletion.confirm' });
    await settle();
    expect(deletionSectionView(actor.getSnapshot())).toMatchObject({ asking: true, sending: false, fieldErrors: [{ field: 'password', messageKey: 'validation:password.incorrect' }], password: 'Errada123' });
    expect(effects.showRequestErrors).not.toHaveBeenCalled();
  });

  test('a request already made elsewhere is a toast, and the page reloads what is stored', async () => {
    const conflict = new ApiError({ status: 409, fieldErrors: [], requestErrors: ['requestError:deletion.alreadyRequested'] });
    const { actor, effects } = startDeletion({ request: null, actingAs: 'self' }, { send: async () => Promise.reject(conflict) });
    actor.send({ type: 'deletion.start' });
    actor.send({ type: 'deletion.password', value: 'Demo1234' });
    actor.send({ type: 'deletion.confirm' });
    await settle();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:deletion.alreadyRequested']);
    expect(effects.reload).toHaveBeenCalledOnce();
    actor.send({ type: 'deletion.loaded', request: SELF_REQUEST });
    expect(actor.getSnapshot().value).toBe('scheduled');
  });
});

describe('cancelling the erasure (docs/product/data-rights.md, Roles)', () => {
  test('my own request: cancelled, the account stays', async () => {
    const { actor, withdraw, effects } = startDeletion({ request: SELF_REQUEST, actingAs: 'self' });
    expect(actor.getSnapshot().value).toBe('scheduled');
    actor.send({ type: 'deletion.withdraw' });
    expect(deletionSectionView(actor.getSnapshot()).withdrawing).toBe(true);
    await settle();
    expect(withdraw).toHaveBeenCalledOnce();
    expect(effects.showWithdrawn).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('none');
  });

  test("a guardian's request is not the minor's to cancel, but the guardian's", async () => {
    const minor = startDeletion({ request: GUARDIAN_REQUEST, actingAs: 'self' });
    expect(deletionSectionView(minor.actor.getSnapshot()).mayWithdraw).toBe(false);
    minor.actor.send({ type: 'deletion.withdraw' });
    expect(minor.withdraw).not.toHaveBeenCalled();
    expect(minor.actor.getSnapshot().value).toBe('scheduled');

    const guardian = startDeletion({ request: GUARDIAN_REQUEST, actingAs: 'guardian' });
    guardian.actor.send({ type: 'deletion.withdraw' });
    await settle();
    expect(guardian.withdraw).toHaveBeenCalledOnce();
    expect(guardian.actor.getSnapshot().value).toBe('none');
  });

  test('a refused cancellation keeps the request shown, with a toast and a reload', async () => {
    const gone = new ApiError({ status: 404, fieldErrors: [], requestErrors: ['requestError:deletion.notRequested'] });
    const { actor, effects } = startDeletion({ request: SELF_REQUEST, actingAs: 'self' }, { withdraw: async () => Promise.reject(gone) });
    actor.send({ type: 'deletion.withdraw' });
    await settle();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:deletion.notRequested']);
    expect(effects.reload).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('scheduled');
  });
});
