import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { GuardianControls, SupervisedMinorSummary } from '@/contract/guardians';
import { guardianControlsMachine } from '@/machines/guardians/guardianControls.machine';
import { guardianControlsView } from '@/machines/guardians/guardianControls.view';
import { juliaSummary } from './guardians.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startControls(save: (request: { minorId: number; controls: GuardianControls }) => Promise<SupervisedMinorSummary> = async ({ controls }) => ({ ...juliaSummary, controls })) {
  const call = vi.fn(save);
  const effects = { showSaved: vi.fn(), showRequestErrors: vi.fn(), reload: vi.fn() };
  const machine = guardianControlsMachine.provide({
    actors: { save: fromPromise(({ input }) => call(input)) },
    actions: { showSaved: effects.showSaved, showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys), reload: effects.reload },
  });
  const actor = createActor(machine, { input: { minorId: 7, controls: juliaSummary.controls } }).start();
  return { actor, call, effects, view: () => guardianControlsView(actor.getSnapshot()) };
}

describe("a guardian's controls (docs/product/guardians.md, Supervision)", () => {
  test('nothing changed: "Salvar" sends nothing', () => {
    const { actor, call, view } = startControls();
    actor.send({ type: 'save' });
    expect(call).not.toHaveBeenCalled();
    expect(view().dirty).toBe(false);
  });

  test('a new limit, purchase block and real-name choice are saved for that minor, said and reloaded', async () => {
    const { actor, call, effects, view } = startControls();
    actor.send({ type: 'limit.change', minutes: 45 });
    actor.send({ type: 'purchases.change', blocked: false });
    actor.send({ type: 'name.change', shown: true });
    expect(view()).toMatchObject({ dirty: true, saving: false });
    actor.send({ type: 'save' });
    expect(view().saving).toBe(true);
    await settle();
    const saved = { dailyLimitMinutes: 45, purchasesBlocked: false, showRealName: true };
    expect(call).toHaveBeenCalledWith({ minorId: 7, controls: saved });
    expect(effects.showSaved).toHaveBeenCalledOnce();
    expect(effects.reload).toHaveBeenCalledOnce();
    expect(view()).toEqual({ draft: saved, dirty: false, saving: false });
  });

  test('switching the real name back and forth leaves nothing to save', () => {
    const { actor, view } = startControls();
    actor.send({ type: 'name.change', shown: true });
    expect(view().dirty).toBe(true);
    actor.send({ type: 'name.change', shown: false });
    expect(view().dirty).toBe(false);
  });

  test('a refusal says why and keeps the draft', async () => {
    const { actor, effects, view } = startControls(async () => Promise.reject(new ApiError({ status: 404, fieldErrors: [], requestErrors: ['requestError:guardian.minorNotFound'] })));
    actor.send({ type: 'limit.change', minutes: null });
    actor.send({ type: 'save' });
    await settle();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:guardian.minorNotFound']);
    expect(view()).toMatchObject({ draft: { dailyLimitMinutes: null, purchasesBlocked: true }, dirty: true, saving: false });
  });

  test('"Desfazer" returns to the saved controls', () => {
    const { actor, view } = startControls();
    actor.send({ type: 'limit.change', minutes: 30 });
    actor.send({ type: 'discard' });
    expect(view()).toMatchObject({ draft: juliaSummary.controls, dirty: false });
  });
});
