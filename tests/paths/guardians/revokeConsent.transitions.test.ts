import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { revokeConsentMachine } from '@/machines/guardians/revokeConsent.machine';
import { revokeConsentView } from '@/machines/guardians/revokeConsent.view';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const julia = { minorId: 7, firstName: 'Júlia' };

function startRevoke(revoke: (minorId: number) => Promise<void> = async () => undefined) {
  const call = vi.fn(revoke);
  const effects = { showRevoked: vi.fn(), showRequestErrors: vi.fn(), reload: vi.fn() };
  const machine = revokeConsentMachine.provide({
    actors: { revoke: fromPromise(({ input }) => call(input)) },
    actions: {
      showRevoked: (_, params) => effects.showRevoked(params.firstName),
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      reload: effects.reload,
    },
  });
  return { actor: createActor(machine).start(), call, effects };
}

describe('withdrawing consent (docs/product/guardians.md, Screens and Rules)', () => {
  test('asks first; cancelling sends nothing', () => {
    const { actor, call } = startRevoke();
    actor.send({ type: 'revoke.press', target: julia });
    expect(revokeConsentView(actor.getSnapshot())).toEqual({ asking: julia, busyMinorId: null });
    actor.send({ type: 'revoke.cancel' });
    expect(revokeConsentView(actor.getSnapshot())).toEqual({ asking: null, busyMinorId: null });
    expect(call).not.toHaveBeenCalled();
  });

  test('confirming withdraws for that minor, says so and reloads the list', async () => {
    const { actor, call, effects } = startRevoke();
    actor.send({ type: 'revoke.press', target: julia });
    actor.send({ type: 'revoke.confirm' });
    expect(revokeConsentView(actor.getSnapshot()).busyMinorId).toBe(7);
    await settle();
    expect(call).toHaveBeenCalledWith(7);
    expect(effects.showRevoked).toHaveBeenCalledWith('Júlia');
    expect(effects.reload).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('a refusal shows its message and the list reloads', async () => {
    const { actor, effects } = startRevoke(async () => Promise.reject(new ApiError({ status: 404, fieldErrors: [], requestErrors: ['requestError:guardian.minorNotFound'] })));
    actor.send({ type: 'revoke.press', target: julia });
    actor.send({ type: 'revoke.confirm' });
    await settle();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:guardian.minorNotFound']);
    expect(effects.reload).toHaveBeenCalledOnce();
    expect(effects.showRevoked).not.toHaveBeenCalled();
  });
});
