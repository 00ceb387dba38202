import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { UnsubscribeResponse } from '@/contract/tournaments';
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
  const unsubscribe = vi.fn(async (id: number): Promise<UnsubscribeResponse> => ({ eventId: id, status: 'NOT_SUBSCRIBED', messageKey: 'status:event.unsubscribed' }));
  const effects = {
    goToMyClan: vi.fn(),
    showRestriction: vi.fn(),
    openModal: vi.fn(),
    showUnsubscribed: vi.fn(),
    showRequestErrors: vi.fn(),
    reload: vi.fn(),
  };
  const machine = joinButtonMachine.provide({
    actors: { unsubscribe: fromPromise(({ input }) => unsubscribe(input)) },
    actions: {
      goToMyClan: effects.goToMyClan,
      showRestriction: (_, params) => effects.showRestriction(params.messageKey),
      openModal: effects.openModal,
      showUnsubscribed: effects.showUnsubscribed,
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      reload: effects.reload,
    },
  });
  const actor = createActor(machine).start();
  const settled = () => new Promise<void>((resolve) => actor.subscribe((s) => s.matches('ready') && resolve()));
  return { actor, unsubscribe, effects, settled };
}

const nothingHappened = (effects: ReturnType<typeof startJoinButton>['effects']) =>
  Object.values(effects).forEach((effect) => expect(effect).not.toHaveBeenCalled());

describe('join button (docs/product/tournaments.md, States)', () => {
  test('an incomplete school link leads to my-clan before any restriction or subscription', () => {
    const { actor, effects } = startJoinButton();
    const refused = { ...open, eligibility: { isEligible: false, prerequisites: [], restrictions: [{ code: 'minAge' as const, messageKey: 'status:eventRestriction.minAge' }] } };
    actor.send({ type: 'join.press', target: refused, schoolLinkStatus: 'INCOMPLETE' });
    expect(effects.goToMyClan).toHaveBeenCalledTimes(1);
    expect(effects.showRestriction).not.toHaveBeenCalled();
    expect(effects.openModal).not.toHaveBeenCalled();
  });

  test('a restricted caller sees the first restriction as a toast and nothing is sent', () => {
    const { actor, effects } = startJoinButton();
    const restrictions = [
      { code: 'minAge' as const, messageKey: 'status:eventRestriction.minAge', detail: '18' },
      { code: 'epicId' as const, messageKey: 'status:eventRestriction.epicId' },
    ];
    actor.send({ type: 'join.press', target: { ...open, eligibility: { isEligible: false, prerequisites: [], restrictions } }, schoolLinkStatus: 'COMPLETE' });
    expect(effects.showRestriction).toHaveBeenCalledExactlyOnceWith('status:eventRestriction.minAge');
    expect(effects.openModal).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('a solo event already COMPLETED does nothing', () => {
    const { actor, effects } = startJoinButton();
    actor.send({ type: 'join.press', target: { ...open, subscriptionStatus: 'COMPLETED' }, schoolLinkStatus: 'COMPLETE' });
    expect(effects.openModal).not.toHaveBeenCalled();
    nothingHappened(effects);
  });

  test('a press on an event that is not OPEN does nothing', () => {
    const { actor, effects } = startJoinButton();
    actor.send({ type: 'join.press', target: { ...open, status: 'CONCLUDED' }, schoolLinkStatus: 'COMPLETE' });
    expect(effects.openModal).not.toHaveBeenCalled();
    nothingHappened(effects);
  });

  test('an unrestricted solo event, a team event and a Discord event all open the modal; nothing is sent from the page', () => {
    const { actor, effects } = startJoinButton();
    actor.send({ type: 'join.press', target: open, schoolLinkStatus: 'COMPLETE' });
    actor.send({ type: 'join.press', target: { ...open, solo: false }, schoolLinkStatus: 'COMPLETE' });
    actor.send({ type: 'join.press', target: { ...open, requiresDiscord: true, subscriptionStatus: 'PENDING_DISCORD_SERVER_JOIN' }, schoolLinkStatus: 'NONE' });
    expect(effects.openModal).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(effects.reload).not.toHaveBeenCalled();
  });

  test('a prerequisite (HAS_SCHOOL_LINK) opens the modal rather than a restriction toast', () => {
    const { actor, effects } = startJoinButton();
    actor.send({ type: 'join.press', target: { ...open, eligibility: { isEligible: false, prerequisites: ['HAS_SCHOOL_LINK'], restrictions: [] } }, schoolLinkStatus: 'NONE' });
    expect(effects.openModal).toHaveBeenCalledTimes(1);
    expect(effects.showRestriction).not.toHaveBeenCalled();
  });

  test('cancel asks first; keeping the subscription sends nothing', () => {
    const { actor, unsubscribe } = startJoinButton();
    actor.send({ type: 'cancel.press', target: { ...open, subscriptionStatus: 'COMPLETED' } });
    expect(actor.getSnapshot().value).toBe('confirmingCancel');
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  test('confirmed cancel unsubscribes, says so and reloads; subscribing again opens the modal', async () => {
    const { actor, unsubscribe, effects, settled } = startJoinButton();
    actor.send({ type: 'cancel.press', target: { ...open, id: 7, subscriptionStatus: 'COMPLETED' } });
    actor.send({ type: 'cancel.confirm' });
    await settled();
    expect(unsubscribe).toHaveBeenCalledExactlyOnceWith(7);
    expect(effects.showUnsubscribed).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);

    actor.send({ type: 'join.press', target: { ...open, id: 7 }, schoolLinkStatus: 'COMPLETE' });
    expect(effects.openModal).toHaveBeenCalledTimes(1);
  });

  test('cancel is ignored for a team event or when not subscribed', () => {
    const { actor } = startJoinButton();
    actor.send({ type: 'cancel.press', target: { ...open, solo: false, subscriptionStatus: 'COMPLETED' } });
    actor.send({ type: 'cancel.press', target: open });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
