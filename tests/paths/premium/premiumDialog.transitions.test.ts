import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { RedeemLicenceResponse } from '@/contract/premium';
import { CODE_FORMAT_KEY } from '@/domain/premium/licence';
import { premiumDialogMachine, type PremiumDialogInput } from '@/machines/premium/premiumDialog.machine';
import type { SchoolLinkLogic } from '@/machines/school/schoolLink.machine';
import { standInFor } from '../harness';
import { dialogInputs, noCancellation, redeemed, requestedCancellation } from './premiumDialog.fixtures';

const refusal = (status: number, key: string) => new ApiError({ status, fieldErrors: [], requestErrors: [key] });
/** Lets a request double settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function start(input: PremiumDialogInput, options: { redeem?: (code: string) => Promise<RedeemLicenceResponse>; schoolLinked?: () => Promise<boolean> } = {}) {
  const redeem = vi.fn(options.redeem ?? (async () => redeemed));
  const requestCancellation = vi.fn(async () => ({ ...requestedCancellation, messageKey: 'status:premiumCancellation.requested' as const }));
  const effects = { showSuccess: vi.fn(), showRequestErrors: vi.fn(), reloadWithFreshToken: vi.fn(), close: vi.fn() };
  const machine = premiumDialogMachine.provide({
    actors: {
      resolveCourse: fromPromise(options.schoolLinked ?? (async () => false)),
      redeem: fromPromise(({ input }) => redeem(input)),
      loadCancellation: fromPromise(async () => noCancellation),
      requestCancellation: fromPromise(() => requestCancellation()),
      // The school-link form finishes at once: the link was saved.
      schoolLink: standInFor<SchoolLinkLogic>(createMachine({ id: 'schoolLinkDouble', initial: 'saved', states: { saved: { type: 'final' } } })),
    },
    actions: {
      showSuccess: (_, params) => effects.showSuccess(params.messageKey),
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      reloadWithFreshToken: effects.reloadWithFreshToken,
      close: effects.close,
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, redeem, requestCancellation, effects };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('premium dialog (docs/product/premium.md, States, Rules, Errors and Limits)', () => {
  test('starts at the premium alert for everyone', () => {
    for (const input of Object.values(dialogInputs)) {
      const { actor } = start(input);
      expect(actor.getSnapshot().matches('alert')).toBe(true);
    }
  });

  test('a student without premium enters a code: trimmed, sent once, success, then after 1.5 s the fresh-token reload and close', async () => {
    const { actor, redeem, effects } = start(dialogInputs.none!);
    actor.send({ type: 'premium.continue' });
    expect(actor.getSnapshot().matches({ codeEntry: 'none' })).toBe(true);
    actor.send({ type: 'code.change', code: '   ' });
    actor.send({ type: 'code.submit' });
    expect(redeem).not.toHaveBeenCalled();
    actor.send({ type: 'code.change', code: '  demo-premium-0004 ' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(redeem).toHaveBeenCalledWith('DEMO-PREMIUM-0004');
    expect(actor.getSnapshot().value).toBe('success');
    expect(effects.showSuccess).toHaveBeenCalledWith('status:redeemPremium.success');
    actor.send({ type: 'premium.close' });
    await vi.advanceTimersByTimeAsync(1499);
    expect(effects.reloadWithFreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.reloadWithFreshToken).toHaveBeenCalledOnce();
    expect(effects.close).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('hostile codes get the format message and never reach the server', () => {
    const { actor, redeem } = start(dialogInputs.none!);
    actor.send({ type: 'premium.continue' });
    for (const code of ['<script>alert(1)</script>', 'A'.repeat(10_000), 'CÓDIGO-🎮']) {
      actor.send({ type: 'code.change', code });
      actor.send({ type: 'code.submit' });
      expect(actor.getSnapshot().context.codeError).toBe(CODE_FORMAT_KEY);
      expect(actor.getSnapshot().context.code).toBe(code);
    }
    expect(redeem).not.toHaveBeenCalled();
  });

  test.each([
    ['requestError:activationLicence.notFound', 404],
    ['requestError:activationLicence.userTooOld', 400],
    ['requestError:activationLicence.schoolLinkRequired', 400],
  ])('a refusal (%s) shows under the field and keeps the code', async (key, status) => {
    const { actor, effects } = start(dialogInputs.expired!, { redeem: async () => Promise.reject(refusal(status, key)) });
    actor.send({ type: 'premium.continue' });
    expect(actor.getSnapshot().matches({ codeEntry: 'expired' })).toBe(true);
    actor.send({ type: 'code.change', code: 'DEMO-IDADE-0001' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ codeEntry: 'expired' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ codeError: key, code: 'DEMO-IDADE-0001' });
    expect(effects.reloadWithFreshToken).not.toHaveBeenCalled();
  });

  test('"already premium" says so and reloads with a fresh token like a success', async () => {
    const { actor, effects } = start(dialogInputs.none!, { redeem: async () => Promise.reject(refusal(409, 'requestError:activationLicence.alreadyPremium')) });
    actor.send({ type: 'premium.continue' });
    actor.send({ type: 'code.change', code: 'DEMO-PREMIUM-0005' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:activationLicence.alreadyPremium']);
    await vi.advanceTimersByTimeAsync(1500);
    expect(effects.reloadWithFreshToken).toHaveBeenCalledOnce();
  });

  test('a VIP with a complete link sees the VIP text, asks to cancel, confirms, and sees the recorded status', async () => {
    const { actor, requestCancellation, effects } = start(dialogInputs.vipLinked!);
    actor.send({ type: 'premium.continue' });
    await settle();
    expect(actor.getSnapshot().matches({ active: 'subscribed' })).toBe(true);
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().matches({ active: 'subscribed' })).toBe(true);
    actor.send({ type: 'cancellation.request' });
    actor.send({ type: 'cancellation.back' });
    expect(requestCancellation).not.toHaveBeenCalled();
    actor.send({ type: 'cancellation.request' });
    actor.send({ type: 'cancellation.confirm' });
    await settle();
    expect(actor.getSnapshot().matches({ active: 'requested' })).toBe(true);
    expect(actor.getSnapshot().context.cancellation?.status).toBe('REQUESTED');
    expect(effects.showSuccess).toHaveBeenCalledWith('status:premiumCancellation.requested');
  });

  test('a VIP whose school link is not complete goes through the clan step first', async () => {
    const { actor } = start(dialogInputs.vipUnlinked!);
    actor.send({ type: 'premium.continue' });
    expect(actor.getSnapshot().matches({ clan: 'cutscene' })).toBe(true);
    actor.send({ type: 'premium.continue' });
    await settle();
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });

  test('a school-linked course sends a student without a complete link to the clan step; another course does not', async () => {
    const linked = start(dialogInputs.fromCourse!, { schoolLinked: async () => true });
    await settle();
    linked.actor.send({ type: 'premium.continue' });
    expect(linked.actor.getSnapshot().matches({ clan: 'cutscene' })).toBe(true);
    const other = start(dialogInputs.fromCourse!, { schoolLinked: async () => Promise.reject(new Error('404')) });
    await settle();
    other.actor.send({ type: 'premium.continue' });
    expect(other.actor.getSnapshot().matches({ codeEntry: 'none' })).toBe(true);
  });

  test('age 99 confirms first; above 99 a cutscene and no code form', () => {
    const at99 = start(dialogInputs.age99!);
    at99.actor.send({ type: 'premium.continue' });
    expect(at99.actor.getSnapshot().value).toBe('ageConfirm');
    at99.actor.send({ type: 'age.confirm' });
    expect(at99.actor.getSnapshot().matches({ codeEntry: 'none' })).toBe(true);
    const above = start(dialogInputs.age100!);
    above.actor.send({ type: 'premium.continue' });
    expect(above.actor.getSnapshot().value).toBe('ageCutscene');
    above.actor.send({ type: 'premium.continue' });
    expect(above.effects.close).toHaveBeenCalledOnce();
  });

  test('closing removes the dialog from any waiting step, but not while a code is being redeemed', async () => {
    let finish: (value: RedeemLicenceResponse) => void = () => undefined;
    const { actor, effects } = start(dialogInputs.none!, { redeem: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'premium.continue' });
    actor.send({ type: 'code.change', code: 'DEMO-PREMIUM-0006' });
    actor.send({ type: 'code.submit' });
    actor.send({ type: 'premium.close' });
    expect(effects.close).not.toHaveBeenCalled();
    finish(redeemed);
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    const other = start(dialogInputs.none!);
    other.actor.send({ type: 'premium.close' });
    expect(other.effects.close).toHaveBeenCalledOnce();
  });
});
