import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { inviteApprovalMachine, type InviteDecisionCall } from '@/machines/guardians/inviteApproval.machine';
import { inviteApprovalView } from '@/machines/guardians/inviteApproval.view';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const invite = { inviteId: 31, teamName: 'Os Adultos' };

function startApproval(decide: (call: InviteDecisionCall) => Promise<void> = async () => undefined) {
  const call = vi.fn(decide);
  const effects = { showDecided: vi.fn(), showRequestErrors: vi.fn(), reload: vi.fn() };
  const machine = inviteApprovalMachine.provide({
    actors: { decide: fromPromise(({ input }) => call(input)) },
    actions: {
      showDecided: (_, params) => effects.showDecided(params.approve),
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      reload: effects.reload,
    },
  });
  const actor = createActor(machine, { input: { minorId: 7 } }).start();
  return { actor, call, effects, view: () => inviteApprovalView(actor.getSnapshot()) };
}

describe("a guardian answers an adult's invitation (docs/product/guardians.md, Safe defaults)", () => {
  test('approving sends at once for that minor and invitation, says so and reloads', async () => {
    const { actor, call, effects, view } = startApproval();
    actor.send({ type: 'approve.press', target: invite });
    expect(view()).toEqual({ askingRefusal: null, busyInviteId: 31 });
    await settle();
    expect(call).toHaveBeenCalledWith({ minorId: 7, inviteId: 31, approve: true });
    expect(effects.showDecided).toHaveBeenCalledWith(true);
    expect(effects.reload).toHaveBeenCalledOnce();
    expect(view()).toEqual({ askingRefusal: null, busyInviteId: null });
  });

  test('refusing asks first; cancelling sends nothing', () => {
    const { actor, call, view } = startApproval();
    actor.send({ type: 'refuse.press', target: invite });
    expect(view()).toEqual({ askingRefusal: invite, busyInviteId: null });
    actor.send({ type: 'refuse.cancel' });
    expect(view()).toEqual({ askingRefusal: null, busyInviteId: null });
    expect(call).not.toHaveBeenCalled();
  });

  test('a confirmed refusal is sent as a refusal', async () => {
    const { actor, call, effects } = startApproval();
    actor.send({ type: 'refuse.press', target: invite });
    actor.send({ type: 'refuse.confirm' });
    await settle();
    expect(call).toHaveBeenCalledWith({ minorId: 7, inviteId: 31, approve: false });
    expect(effects.showDecided).toHaveBeenCalledWith(false);
  });

  test('an approval after a refusal was cancelled is an approval', async () => {
    const { actor, call } = startApproval();
    actor.send({ type: 'refuse.press', target: invite });
    actor.send({ type: 'refuse.cancel' });
    actor.send({ type: 'approve.press', target: invite });
    await settle();
    expect(call).toHaveBeenCalledWith({ minorId: 7, inviteId: 31, approve: true });
  });

  test('an invitation already answered elsewhere says why and reloads', async () => {
    const { actor, effects, view } = startApproval(async () =>
      Promise.reject(new ApiError({ status: 404, fieldErrors: [], requestErrors: ['requestError:guardian.inviteGone'] })),
    );
    actor.send({ type: 'approve.press', target: invite });
    await settle();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:guardian.inviteGone']);
    expect(effects.reload).toHaveBeenCalledOnce();
    expect(view()).toEqual({ askingRefusal: null, busyInviteId: null });
  });
});
