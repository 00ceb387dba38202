import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MinorGuardianState } from '@/contract/guardians';
import { ApiError } from '@/api/errors';
import { minorConsentMachine } from '@/machines/guardians/minorConsent.machine';
import { minorConsentView } from '@/machines/guardians/minorConsent.view';
import { adultState, consentedState, exhaustedState, expiredState, missingState, pendingState } from './guardians.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startNotice(state: MinorGuardianState, resend: () => Promise<MinorGuardianState> = async () => ({ ...pendingState, resendsLeft: 1 })) {
  const send = vi.fn(resend);
  const effects = { showSent: vi.fn(), showRequestErrors: vi.fn(), reload: vi.fn() };
  const machine = minorConsentMachine.provide({
    actors: { resendInvitation: fromPromise(() => send()) },
    actions: { showSent: effects.showSent, showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys), reload: effects.reload },
  });
  return { actor: createActor(machine, { input: { state } }).start(), send, effects };
}

describe('the minor\'s guardian notice (docs/product/guardians.md, Screens and States)', () => {
  test.each([
    [adultState, 'hidden'],
    [consentedState, 'consented'],
    [missingState, 'missing'],
    [pendingState, 'waiting'],
    [expiredState, 'lapsed'],
    [{ ...pendingState, status: 'REFUSED' } as MinorGuardianState, 'lapsed'],
    [{ ...pendingState, status: 'REVOKED' } as MinorGuardianState, 'lapsed'],
  ])('%# shows %s', (state, kind) => {
    expect(minorConsentView(startNotice(state).actor.getSnapshot()).kind).toBe(kind);
  });

  test('resending shows the invitation sent again with one resend less, and a toast', async () => {
    const { actor, send, effects } = startNotice(pendingState);
    actor.send({ type: 'resend.press' });
    expect(minorConsentView(actor.getSnapshot())).toMatchObject({ kind: 'waiting', busy: true });
    await settle();
    expect(send).toHaveBeenCalledOnce();
    expect(effects.showSent).toHaveBeenCalledOnce();
    expect(minorConsentView(actor.getSnapshot())).toMatchObject({ kind: 'waiting', busy: false, resendsLeft: 1 });
  });

  test('with no resends left today, pressing sends nothing', () => {
    const { actor, send } = startNotice(exhaustedState);
    expect(minorConsentView(actor.getSnapshot()).canResend).toBe(false);
    actor.send({ type: 'resend.press' });
    expect(send).not.toHaveBeenCalled();
  });

  test('a refused resend shows its message and reloads the notice', async () => {
    const { actor, effects } = startNotice(expiredState, async () => Promise.reject(new ApiError({ status: 429, fieldErrors: [], requestErrors: ['requestError:guardian.resendLimit'] })));
    actor.send({ type: 'resend.press' });
    await settle();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:guardian.resendLimit']);
    expect(effects.reload).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('lapsed');
  });

  test('a consent arriving while waiting lifts the notice at once', () => {
    const { actor } = startNotice(pendingState);
    actor.send({ type: 'guardian.loaded', state: consentedState });
    expect(minorConsentView(actor.getSnapshot())).toMatchObject({ kind: 'consented', restricted: false, guardianNames: ['Patrícia'] });
  });
});
