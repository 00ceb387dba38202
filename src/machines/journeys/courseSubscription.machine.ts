import { assign, fromPromise, setup } from 'xstate';
import type { JourneySubscriptionResponse } from '@/contract/journeys';
import { toastKeysFor } from '@/api/field-errors';
import { subscribeAction, type CourseStatus, type MonetizationType } from '@/domain/journeys/rules';
import { providedBy } from '@/machines/provided-by';

/**
 * Subscribe click on a course banner (docs/product/journeys.md, States): a premium course and a student who is not VIP open
 * the premium dialog; an open course subscribes, then opens its target in the same window;
 * a subscribed course opens at the last available campaign's target, else the course target.
 */

export interface SubscribeTarget {
  id: number;
  monetizationType: MonetizationType;
  status: CourseStatus;
  /** The course's own target. */
  target: string;
  /** Where a subscribed course opens (the last available campaign's target, else the course's). */
  entryTarget: string;
}

export interface CourseSubscriptionContext {
  course: SubscribeTarget | null;
}

export type CourseSubscriptionEvent = { type: 'join.press'; course: SubscribeTarget; isVip: boolean };

export const courseSubscriptionMachine = setup({
  types: {
    context: {} as CourseSubscriptionContext,
    events: {} as CourseSubscriptionEvent,
  },
  actors: {
    subscribe: fromPromise<JourneySubscriptionResponse, number>(providedBy('the course detail route')),
  },
  actions: {
    rememberCourse: assign({ course: ({ event }) => event.course }),
    openPremium: (_, _params: { journeyId: number }) => undefined,
    openTarget: (_, _params: { target: string }) => undefined,
    showSubscribed: () => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    reload: () => undefined,
  },
  guards: {
    needsPremium: ({ event }) => subscribeAction(event.course, event.isVip) === 'premium',
    isOpen: ({ event }) => subscribeAction(event.course, event.isVip) === 'subscribe',
  },
}).createMachine({
  id: 'courseSubscription',
  description: 'The subscribe or continue button of a course: premium dialog, subscribe, or straight to the content.',
  context: { course: null },
  initial: 'ready',
  states: {
    ready: {
      description: 'The button shows "join" for an open course and "continue" for a subscribed one.',
      on: {
        'join.press': [
          {
            guard: 'needsPremium',
            actions: { type: 'openPremium', params: ({ event }) => ({ journeyId: event.course.id }) },
            description: 'A premium course and a student who is not VIP: the premium dialog opens.',
          },
          { guard: 'isOpen', target: 'subscribing', actions: 'rememberCourse', description: 'An open course: subscribe first.' },
          {
            actions: { type: 'openTarget', params: ({ event }) => ({ target: event.course.entryTarget }) },
            description: 'Already subscribed: open the last available campaign, else the course.',
          },
        ],
      },
    },
    subscribing: {
      description: 'Subscribes (POST /educational/api/journeys/{id}/subscription); the button waits.',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => context.course!.id,
        onDone: {
          target: 'ready',
          actions: ['showSubscribed', 'reload', { type: 'openTarget', params: ({ context }) => ({ target: context.course!.target }) }],
          description: 'Subscribed: the course opens at its target in the same window.',
        },
        onError: {
          target: 'ready',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: toastKeysFor(event.error, []) }) }, 'reload'],
          description: 'Refused (premium required, school link, a failure): its message as a toast; nothing opens.',
        },
      },
    },
  },
});
