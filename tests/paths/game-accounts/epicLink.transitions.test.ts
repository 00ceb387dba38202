import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GameAccounts } from '@/contract/game-accounts';
import { ApiError } from '@/api/errors';
import { epicLinkMachine } from '@/machines/game-accounts/epicLink.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const id = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

function start(load: () => Promise<GameAccounts>, save: (id: string) => Promise<unknown> = async () => undefined) {
  const effects = { showSuccess: vi.fn(), showSaveFailed: vi.fn(), accountChanged: vi.fn() };
  const saved = vi.fn();
  const machine = epicLinkMachine.provide({
    actors: {
      loadGameAccounts: fromPromise(load),
      saveEpicAccount: fromPromise(async ({ input }) => {
        saved(input.epicAccountId);
        await save(input.epicAccountId);
        return { epicAccountId: input.epicAccountId, messageKey: 'status:gameAccount.linked' as const };
      }),
    },
    actions: { showSuccess: effects.showSuccess, showSaveFailed: (_, { messageKeys }) => effects.showSaveFailed(messageKeys), accountChanged: effects.accountChanged },
  });
  return { actor: createActor(machine).start(), effects, saved };
}

const keys = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.fieldErrors.map((e) => `${e.field}:${e.messageKey}`);

describe('epicLink (docs/product/game-accounts.md, Rules and Errors)', () => {
  test('a linked id is shown and no form is offered', async () => {
    const { actor } = start(async () => ({ epicAccountId: id }));
    await settle();
    expect(actor.getSnapshot().value).toBe('linked');
    expect(actor.getSnapshot().context.linkedId).toBe(id);
    actor.send({ type: 'epic.submit' });
    expect(actor.getSnapshot().value).toBe('linked');
  });

  test('wrong length, spaces inside, and a confirmation that differs are refused before any request', async () => {
    const { actor, saved } = start(async () => ({ epicAccountId: null }));
    await settle();
    actor.send({ type: 'epic.change', change: { epicAccountId: 'a'.repeat(31), epicAccountIdConfirmation: 'a'.repeat(31) } });
    actor.send({ type: 'epic.submit' });
    expect(keys(actor)).toEqual(['epicAccountId:validation:epicAccountId.length']);
    actor.send({ type: 'epic.change', change: { epicAccountId: `${id.slice(0, 16)} ${id.slice(17)}`, epicAccountIdConfirmation: `${id.slice(0, 16)} ${id.slice(17)}` } });
    actor.send({ type: 'epic.submit' });
    expect(keys(actor)).toEqual(['epicAccountId:validation:epicAccountId.invalid']);
    actor.send({ type: 'epic.change', change: { epicAccountId: id, epicAccountIdConfirmation: id.toUpperCase() } });
    actor.send({ type: 'epic.submit' });
    expect(keys(actor)).toEqual(['epicAccountIdConfirmation:validation:epicAccountIdConfirmation.beMatch']);
    expect(saved).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.values.epicAccountId).toBe(id);
  });

  test('a valid id is linked, trimmed, and the session reloads', async () => {
    const { actor, saved, effects } = start(async () => ({ epicAccountId: null }));
    await settle();
    actor.send({ type: 'epic.change', change: { epicAccountId: ` ${id} `, epicAccountIdConfirmation: id } });
    actor.send({ type: 'epic.submit' });
    await settle();
    expect(saved).toHaveBeenCalledWith(id);
    expect(actor.getSnapshot().value).toBe('linked');
    expect(actor.getSnapshot().context.linkedId).toBe(id);
    expect(effects.showSuccess).toHaveBeenCalledTimes(1);
    expect(effects.accountChanged).toHaveBeenCalledTimes(1);
  });

  test('an id another player holds comes back on its field; a failed request keeps what was typed', async () => {
    const taken = new ApiError({ status: 400, fieldErrors: [{ field: 'epicAccountId', messageKey: 'validation:epicAccountId.taken' }], requestErrors: [] });
    const { actor } = start(async () => ({ epicAccountId: null }), () => Promise.reject(taken));
    await settle();
    actor.send({ type: 'epic.change', change: { epicAccountId: id, epicAccountIdConfirmation: id } });
    actor.send({ type: 'epic.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(keys(actor)).toEqual(['epicAccountId:validation:epicAccountId.taken']);

    const offline = start(async () => ({ epicAccountId: null }), () => Promise.reject(new Error('offline')));
    await settle();
    offline.actor.send({ type: 'epic.change', change: { epicAccountId: id, epicAccountIdConfirmation: id } });
    offline.actor.send({ type: 'epic.submit' });
    await settle();
    expect(offline.effects.showSaveFailed).toHaveBeenCalledWith(['status:default.saveError']);
    expect(offline.actor.getSnapshot().context.values.epicAccountId).toBe(id);
  });

  test('connection errors fall back to manual entry, saying whether it failed or was cancelled', async () => {
    const failed = start(() => Promise.reject(new Error('offline')));
    await settle();
    expect(failed.actor.getSnapshot().value).toBe('editing');
    expect(failed.actor.getSnapshot().context.connectionError).toBe('default');
    const cancelled = start(() => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    await settle();
    expect(cancelled.actor.getSnapshot().value).toBe('editing');
    expect(cancelled.actor.getSnapshot().context.connectionError).toBe('cancelled');
  });
});
