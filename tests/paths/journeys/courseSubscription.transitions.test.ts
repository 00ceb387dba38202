import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { JourneySubscriptionResponse } from '@/contract/journeys';
import { courseSubscriptionMachine, type SubscribeTarget } from '@/machines/journeys/courseSubscription.machine';

const free: SubscribeTarget = { id: 8, monetizationType: 'FREE', status: 'open', target: '/learn/journeys/8', entryTarget: '/learn/chapters/5' };

function start(outcome: 'ok' | 'refused' = 'ok') {
  const subscribe = vi.fn(async (id: number): Promise<JourneySubscriptionResponse> => {
    if (outcome === 'refused') throw new ApiError({ status: 403, fieldErrors: [], requestErrors: ['requestError:journey.premiumRequired'] });
    return { messageKey: 'status:journey.subscribed', journey: { id, externalId: 'j', title: 't', description: '', duration: 1, monetizationType: 'FREE', plan: 'FREE', target: '/learn/journeys/8', images: [], status: 'SUBSCRIBED', subscribed: true } };
  });
  const effects = { openPremium: vi.fn(), openTarget: vi.fn(), showSubscribed: vi.fn(), showRequestErrors: vi.fn(), reload: vi.fn() };
  const machine = courseSubscriptionMachine.provide({
    actors: { subscribe: fromPromise(({ input }) => subscribe(input)) },
    actions: {
      openPremium: (_, params) => effects.openPremium(params.journeyId),
      openTarget: (_, params) => effects.openTarget(params.target),
      showSubscribed: effects.showSubscribed,
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      reload: effects.reload,
    },
  });
  const actor = createActor(machine).start();
  const settled = () => new Promise<void>((resolve) => actor.subscribe((s) => s.matches('ready') && resolve()));
  return { actor, subscribe, effects, settled };
}

describe('course subscription (docs/product/journeys.md, States)', () => {
  test('a premium course and a student who is not VIP opens the premium dialog and subscribes to nothing', () => {
    const { actor, subscribe, effects } = start();
    actor.send({ type: 'join.press', course: { ...free, monetizationType: 'PREMIUM' }, isVip: false });
    expect(effects.openPremium).toHaveBeenCalledWith(8);
    expect(subscribe).not.toHaveBeenCalled();
    expect(effects.openTarget).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('a school-linked course is premium content too', () => {
    const { actor, effects } = start();
    actor.send({ type: 'join.press', course: { ...free, monetizationType: 'SCHOOL_LINKED' }, isVip: false });
    expect(effects.openPremium).toHaveBeenCalledWith(8);
  });

  test('an open course subscribes, then opens the course target in the same window', async () => {
    const { actor, subscribe, effects, settled } = start();
    actor.send({ type: 'join.press', course: free, isVip: false });
    expect(actor.getSnapshot().value).toBe('subscribing');
    await settled();
    expect(subscribe).toHaveBeenCalledWith(8);
    expect(effects.showSubscribed).toHaveBeenCalledTimes(1);
    expect(effects.openTarget).toHaveBeenCalledWith('/learn/journeys/8');
  });

  test('a refused subscription shows its message and opens nothing', async () => {
    const { actor, effects, settled } = start('refused');
    actor.send({ type: 'join.press', course: { ...free, monetizationType: 'PREMIUM' }, isVip: true });
    await settled();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:journey.premiumRequired']);
    expect(effects.openTarget).not.toHaveBeenCalled();
  });

  test('a subscribed course opens at its entry target without subscribing again', () => {
    const { actor, subscribe, effects } = start();
    actor.send({ type: 'join.press', course: { ...free, status: 'SUBSCRIBED' }, isVip: false });
    expect(subscribe).not.toHaveBeenCalled();
    expect(effects.openTarget).toHaveBeenCalledWith('/learn/chapters/5');
  });
});
