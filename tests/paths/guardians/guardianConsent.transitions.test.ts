import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ConsentLinkView, ConsentRequest, ConsentResponse } from '@/contract/guardians';
import { ApiError } from '@/api/errors';
import { guardianConsentMachine, type ConsentViewer } from '@/machines/guardians/guardianConsent.machine';
import { guardianConsentView } from '@/machines/guardians/guardianConsent.view';
import { consented, guardianIdentity, refused, TOKEN, validLink } from './guardians.fixtures';

/** Lets the requests settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startConsent(viewer: ConsentViewer, options: { link?: ConsentLinkView; decide?: (request: ConsentRequest) => Promise<ConsentResponse> } = {}) {
  const decide = vi.fn(options.decide ?? (async (request: ConsentRequest) => (request.decision === 'ACCEPT' ? consented : refused)));
  const effects = { showRequestErrors: vi.fn(), signIn: vi.fn(), register: vi.fn(), signOut: vi.fn() };
  const machine = guardianConsentMachine.provide({
    actors: {
      readLink: fromPromise(async () => options.link ?? validLink),
      decide: fromPromise(({ input }) => decide(input.request)),
    },
    actions: {
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      signIn: effects.signIn,
      register: effects.register,
      signOut: effects.signOut,
    },
  });
  const actor = createActor(machine, { input: { token: TOKEN, viewer } }).start();
  return { actor, decide, effects };
}

const refusal = (status: number, requestErrors: string[], fieldErrors: { field: string; messageKey: string }[] = []) =>
  new ApiError({ status, fieldErrors, requestErrors });

describe('guardian consent (docs/product/guardians.md, Screens, States and Errors)', () => {
  test('a used, expired or unknown link says which and asks for nothing', async () => {
    for (const state of ['USED', 'EXPIRED', 'UNKNOWN'] as const) {
      const { actor, decide } = startConsent('guardian', { link: { state } });
      await settle();
      expect(guardianConsentView(actor.getSnapshot())).toEqual({ screen: 'unusable', problem: state });
      expect(actor.getSnapshot().status).toBe('done');
      expect(decide).not.toHaveBeenCalled();
    }
  });

  test('signed out, the page explains and offers to sign in or create a guardian account', async () => {
    const { actor, effects } = startConsent('signedOut');
    await settle();
    expect(guardianConsentView(actor.getSnapshot())).toMatchObject({ screen: 'signedOut', link: { minor: { firstName: 'Júlia' } } });
    actor.send({ type: 'register.press' });
    actor.send({ type: 'signIn.press' });
    expect(effects.register).toHaveBeenCalledOnce();
    expect(effects.signIn).toHaveBeenCalledOnce();
  });

  test('an account that is not a guardian\'s cannot decide, only sign out', async () => {
    const { actor, decide, effects } = startConsent('otherAccount');
    await settle();
    expect(actor.getSnapshot().value).toBe('wrongAccount');
    actor.send({ type: 'consent.accept' });
    actor.send({ type: 'signOut.press' });
    expect(decide).not.toHaveBeenCalled();
    expect(effects.signOut).toHaveBeenCalledOnce();
  });

  test('the guardian must give a full name and a valid CPF before anything is sent', async () => {
    const { actor, decide } = startConsent('guardian');
    await settle();
    actor.send({ type: 'consent.accept' });
    expect(actor.getSnapshot().context.fieldErrors.map((e) => e.messageKey)).toEqual(['validation:fullName.required', 'validation:cpf.required']);
    expect(decide).not.toHaveBeenCalled();
  });

  test('consenting sends the name trimmed and the CPF as digits, and ends consented', async () => {
    const { actor, decide } = startConsent('guardian');
    await settle();
    actor.send({ type: 'identity.change', change: guardianIdentity });
    actor.send({ type: 'consent.accept' });
    expect(guardianConsentView(actor.getSnapshot())).toMatchObject({ screen: 'form', busy: true });
    await settle();
    expect(decide).toHaveBeenCalledWith({ decision: 'ACCEPT', fullName: 'Patrícia Almeida', cpf: '52998224725' });
    expect(guardianConsentView(actor.getSnapshot())).toEqual({ screen: 'consented', minorName: 'Júlia' });
  });

  test('refusing asks first; cancelling keeps what was typed; confirming ends refused', async () => {
    const { actor, decide } = startConsent('guardian');
    await settle();
    actor.send({ type: 'identity.change', change: guardianIdentity });
    actor.send({ type: 'consent.refuse' });
    expect(guardianConsentView(actor.getSnapshot())).toMatchObject({ screen: 'form', refusalAsked: true });
    actor.send({ type: 'refuse.cancel' });
    expect(actor.getSnapshot().context.identity).toEqual(guardianIdentity);
    actor.send({ type: 'consent.refuse' });
    actor.send({ type: 'refuse.confirm' });
    await settle();
    expect(decide).toHaveBeenCalledWith(expect.objectContaining({ decision: 'REFUSE' }));
    expect(actor.getSnapshot().value).toBe('refused');
  });

  test('a name or CPF that does not match goes back onto its field, and the guardian may try again', async () => {
    let calls = 0;
    const { actor } = startConsent('guardian', {
      decide: async () => {
        calls += 1;
        if (calls === 1) throw refusal(422, [], [{ field: 'cpf', messageKey: 'validation:cpf.guardianMismatch' }]);
        return consented;
      },
    });
    await settle();
    actor.send({ type: 'identity.change', change: guardianIdentity });
    actor.send({ type: 'consent.accept' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'cpf', messageKey: 'validation:cpf.guardianMismatch' }]);
    actor.send({ type: 'consent.accept' });
    await settle();
    expect(actor.getSnapshot().value).toBe('consented');
  });

  test('a link used in another tab meanwhile ends on the used page; a limit reached is a toast', async () => {
    const used = startConsent('guardian', { decide: async () => Promise.reject(refusal(410, ['requestError:guardian.linkUsed'])) });
    await settle();
    used.actor.send({ type: 'identity.change', change: guardianIdentity });
    used.actor.send({ type: 'consent.accept' });
    await settle();
    expect(guardianConsentView(used.actor.getSnapshot())).toEqual({ screen: 'unusable', problem: 'USED' });

    const full = startConsent('guardian', { decide: async () => Promise.reject(refusal(409, ['requestError:guardian.limitReached'])) });
    await settle();
    full.actor.send({ type: 'identity.change', change: guardianIdentity });
    full.actor.send({ type: 'consent.accept' });
    await settle();
    expect(full.actor.getSnapshot().value).toBe('confirming');
    expect(full.effects.showRequestErrors).toHaveBeenCalledWith(['requestError:guardian.limitReached']);
  });

  test('a link that cannot be read offers a retry', async () => {
    let reads = 0;
    const machine = guardianConsentMachine.provide({
      actors: {
        readLink: fromPromise(async () => {
          reads += 1;
          if (reads === 1) throw new Error('offline');
          return validLink;
        }),
      },
    });
    const actor = createActor(machine, { input: { token: TOKEN, viewer: 'guardian' } }).start();
    await settle();
    expect(guardianConsentView(actor.getSnapshot())).toEqual({ screen: 'unreadable' });
    actor.send({ type: 'link.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
  });
});
