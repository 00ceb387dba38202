import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { SubscriptionResponse, UnsubscribeResponse } from '@/api/tournaments/contract';
import type { JoinTarget } from '@/domain/tournaments/join-button';
import { joinButtonMachine } from '@/machines/tournaments/joinButton.machine';

const open: JoinTarget = {
  id: 1,
  status: 'OPEN',
  solo: true,
  subscriptionStatus: 'NOT_SUBSCRIBED',
  eligibility: { isEligible: true, prerequisites: [], restrictions: [] },
  requiresDiscord: false,
};

function startJoinButton() {
  const subscribe = vi.fn(async (id: number): Promise<SubscriptionResponse> => ({ eventId: id, status: 'COMPLETED', teamId: null, messageKey: 'status:subscribeSoloTournament.success' }));
  const unsubscribe = vi.fn(async (id: number): Promise<UnsubscribeResponse> => ({ eventId: id, status: 'NOT_SUBSCRIBED', messageKey: 'status:event.unsubscribed' }));
  const effects = {
    goToMyClan: vi.fn(),
    showRestriction: vi.fn(),
    showUnavailable: vi.fn(),
    showSubscribed: vi.fn(),
    showUnsubscribed: vi.fn(),
    showRequestErrors: vi.fn(),
    reload: vi.fn(),
  };
  const machine = joinButtonMachine.provide({
    actors: { subscribe: fromPromise(({ input }) => subscribe(input)), unsubscribe: fromPromise(({ input }) => unsubscribe(input)) },
    actions: {
      goToMyClan: effects.goToMyClan,
      showRestriction: (_, params) => effects.showRestriction(params.messageKey),
      showUnavailable: effects.showUnavailable,
      showSubscribed: effects.showSubscribed,
      showUnsubscribed: effects.showUnsubscribed,
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      reload: effects.reload,
    },
  });
  const actor = createActor(machine).start();
  const settled = () => new Promise<void>((resolve) => actor.subscribe((s) => s.matches('ready') && resolve()));
  return { actor, subscribe, unsubscribe, effects, settled };
}

const nothingHappened = (effects: ReturnType<typeof startJoinButton>['effects']) =>
  Object.values(effects).forEach((effect) => expect(effect).not.toHaveBeenCalled());

describe('join button (SPEC §4 "Join button")', () => {
  test('an incomplete school link leads to my-clan before any restriction or subscription', () => {
    const { actor, subscribe, effects } = startJoinButton();
    const refused = { ...open, eligibility: { isEligible: false, prerequisites: [], restrictions: [{ code: 'minAge' as const, messageKey: 'status:eventRestriction.minAge' }] } };
    actor.send({ type: 'join.press', target: refused, schoolLinkStatus: 'INCOMPLETE' });
    expect(effects.goToMyClan).toHaveBeenCalledTimes(1);
    expect(effects.showRestriction).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });

  test('a restricted caller sees the first restriction as a toast and nothing is sent', () => {
    const { actor, subscribe, effects } = startJoinButton();
    const restrictions = [
      { code: 'minAge' as const, messageKey: 'status:eventRestriction.minAge', detail: '18' },
      { code: 'epicId' as const, messageKey: 'status:eventRestriction.epicId' },
    ];
    actor.send({ type: 'join.press', target: { ...open, eligibility: { isEligible: false, prerequisites: [], restrictions } }, schoolLinkStatus: 'COMPLETE' });
    expect(effects.showRestriction).toHaveBeenCalledExactlyOnceWith('status:eventRestriction.minAge');
    expect(subscribe).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('a solo event already COMPLETED does nothing', () => {
    const { actor, subscribe, effects } = startJoinButton();
    actor.send({ type: 'join.press', target: { ...open, subscriptionStatus: 'COMPLETED' }, schoolLinkStatus: 'COMPLETE' });
    expect(subscribe).not.toHaveBeenCalled();
    nothingHappened(effects);
  });

  test('a press on an event that is not OPEN does nothing', () => {
    const { actor, subscribe, effects } = startJoinButton();
    actor.send({ type: 'join.press', target: { ...open, status: 'CONCLUDED' }, schoolLinkStatus: 'COMPLETE' });
    expect(subscribe).not.toHaveBeenCalled();
    nothingHappened(effects);
  });

  test('an unrestricted solo event subscribes, shows the success and reloads the detail', async () => {
    const { actor, subscribe, effects, settled } = startJoinButton();
    actor.send({ type: 'join.press', target: open, schoolLinkStatus: 'COMPLETE' });
    expect(actor.getSnapshot().value).toBe('subscribing');
    await settled();
    expect(subscribe).toHaveBeenCalledExactlyOnceWith(1);
    expect(effects.showSubscribed).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  test('a refused subscription shows the server message, never the success', async () => {
    const { actor, subscribe, effects, settled } = startJoinButton();
    subscribe.mockRejectedValue(new ApiError({ status: 409, fieldErrors: [], requestErrors: ['status:event.alreadySubscribed'] }));
    actor.send({ type: 'join.press', target: open, schoolLinkStatus: 'COMPLETE' });
    await settled();
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith(['status:event.alreadySubscribed']);
    expect(effects.showSubscribed).not.toHaveBeenCalled();
  });

  test('a team event or a Discord event gets the not-available notice, never a subscription', () => {
    const { actor, subscribe, effects } = startJoinButton();
    actor.send({ type: 'join.press', target: { ...open, solo: false }, schoolLinkStatus: 'COMPLETE' });
    actor.send({ type: 'join.press', target: { ...open, requiresDiscord: true }, schoolLinkStatus: 'COMPLETE' });
    expect(effects.showUnavailable).toHaveBeenCalledTimes(2);
    expect(subscribe).not.toHaveBeenCalled();
  });

  test('cancel asks first; keeping the subscription sends nothing', () => {
    const { actor, unsubscribe } = startJoinButton();
    actor.send({ type: 'cancel.press', target: { ...open, subscriptionStatus: 'COMPLETED' } });
    expect(actor.getSnapshot().value).toBe('confirmingCancel');
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  test('confirmed cancel unsubscribes, says so and reloads; subscribing again works', async () => {
    const { actor, subscribe, unsubscribe, effects, settled } = startJoinButton();
    actor.send({ type: 'cancel.press', target: { ...open, id: 7, subscriptionStatus: 'COMPLETED' } });
    actor.send({ type: 'cancel.confirm' });
    await settled();
    expect(unsubscribe).toHaveBeenCalledExactlyOnceWith(7);
    expect(effects.showUnsubscribed).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);

    actor.send({ type: 'join.press', target: { ...open, id: 7 }, schoolLinkStatus: 'COMPLETE' });
    await settled();
    expect(subscribe).toHaveBeenCalledExactlyOnceWith(7);
  });

  test('cancel is ignored for a team event or when not subscribed', () => {
    const { actor } = startJoinButton();
    actor.send({ type: 'cancel.press', target: { ...open, solo: false, subscriptionStatus: 'COMPLETED' } });
    actor.send({ type: 'cancel.press', target: open });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
