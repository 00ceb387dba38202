import { assign, fromPromise, setup } from 'xstate';
import type { SubscriptionResponse, UnsubscribeResponse } from '@/api/tournaments/contract';
import { toastKeysFor } from '@/api/field-errors';
import type { SchoolLinkStatus } from '@/domain/session';
import { canCancel, joinEnabled, subscribesDirectly, type JoinTarget } from '@/domain/tournaments/join-button';
import { providedBy } from '@/machines/provided-by';

/**
 * SPEC §4 "Join button" on the tournament detail banner: the signup button and the cancel link.
 * The full tournament modal (prerequisites, Epic ID, Discord, teams) is not part of this flow:
 * where it would open, an unrestricted solo event is subscribed directly and anything else gets
 * a notice that this kind of subscription is not available here yet.
 */

export interface JoinButtonContext {
  /** The event the last press was about. */
  eventId: number | null;
}

export type JoinButtonEvent =
  | { type: 'join.press'; target: JoinTarget; schoolLinkStatus: SchoolLinkStatus }
  | { type: 'cancel.press'; target: JoinTarget }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

const pressed = (event: JoinButtonEvent): JoinTarget | null => ('target' in event ? event.target : null);

export const joinButtonMachine = setup({
  types: {
    context: {} as JoinButtonContext,
    events: {} as JoinButtonEvent,
  },
  actors: {
    subscribe: fromPromise<SubscriptionResponse, number>(providedBy('the tournament detail route')),
    unsubscribe: fromPromise<UnsubscribeResponse, number>(providedBy('the tournament detail route')),
  },
  actions: {
    rememberEvent: assign({ eventId: ({ event }) => pressed(event)?.id ?? null }),
    goToMyClan: () => undefined,
    showRestriction: (_, _params: { messageKey: string }) => undefined,
    showUnavailable: () => undefined,
    showSubscribed: () => undefined,
    showUnsubscribed: () => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    reload: () => undefined,
  },
  guards: {
    disabled: ({ event }) => {
      const target = pressed(event);
      return target === null || !joinEnabled(target);
    },
    schoolLinkIncomplete: ({ event }) => event.type === 'join.press' && event.schoolLinkStatus === 'INCOMPLETE',
    restricted: ({ event }) => (pressed(event)?.eligibility.restrictions.length ?? 0) > 0,
    soloCompleted: ({ event }) => {
      const target = pressed(event);
      return target !== null && target.solo && target.subscriptionStatus === 'COMPLETED';
    },
    subscribesDirectly: ({ event }) => {
      const target = pressed(event);
      return target !== null && subscribesDirectly(target);
    },
    cancellable: ({ event }) => {
      const target = pressed(event);
      return target !== null && canCancel(target);
    },
  },
}).createMachine({
  id: 'joinButton',
  description: 'The signup button and cancel link of a tournament banner (SPEC §4 "Join button").',
  context: { eventId: null },
  initial: 'ready',
  states: {
    ready: {
      description: 'The banner shows the button labelled by the subscription status, and the cancel link when allowed.',
      on: {
        'join.press': [
          { guard: 'disabled', description: 'The event is not OPEN: the button is disabled and a press does nothing.' },
          { guard: 'schoolLinkIncomplete', actions: 'goToMyClan', description: 'An unfinished school link: go to /profile/my-clan to finish it.' },
          {
            guard: 'restricted',
            actions: {
              type: 'showRestriction',
              params: ({ event }) => ({ messageKey: pressed(event)?.eligibility.restrictions[0]?.messageKey ?? 'status:default.error' }),
            },
            description: 'The caller may not join: the first restriction shows as an error toast.',
          },
          { guard: 'soloCompleted', description: 'Already subscribed to this solo event: nothing to do.' },
          {
            guard: 'subscribesDirectly',
            target: 'subscribing',
            actions: 'rememberEvent',
            description: 'An unrestricted solo event with nothing to resolve first: subscribe.',
          },
          { actions: 'showUnavailable', description: 'Team, Discord and prerequisite subscriptions need the tournament modal: say it is not available yet.' },
        ],
        'cancel.press': {
          guard: 'cancellable',
          target: 'confirmingCancel',
          actions: 'rememberEvent',
          description: 'Solo, subscribed and open: ask before cancelling.',
        },
      },
    },
    subscribing: {
      description: 'Subscribes (POST /educational/api/tournaments/{id}/subscription).',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => context.eventId as number,
        onDone: { target: 'ready', actions: ['showSubscribed', 'reload'], description: 'Subscribed: status:subscribeSoloTournament.success, and the detail reloads so badge and button change.' },
        onError: {
          target: 'ready',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: toastKeysFor(event.error, []) }) }, 'reload'],
          description: 'Refused (a restriction met on the server, already subscribed…): its message as a toast, and the detail reloads.',
        },
      },
    },
    confirmingCancel: {
      description: 'The confirmation dialog: cancel the subscription or keep it.',
      on: {
        'cancel.confirm': { target: 'cancelling', description: 'Confirmed: unsubscribe.' },
        'cancel.dismiss': { target: 'ready', description: 'Kept: nothing changes.' },
      },
    },
    cancelling: {
      description: 'Unsubscribes (DELETE /educational/api/events/{id}/unsubscribe).',
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        input: ({ context }) => context.eventId as number,
        onDone: { target: 'ready', actions: ['showUnsubscribed', 'reload'], description: 'Cancelled: status:event.unsubscribed, and the detail reloads; re-subscribing is possible while open.' },
        onError: {
          target: 'ready',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: toastKeysFor(event.error, []) }) }, 'reload'],
          description: 'Refused (window closed, team locked…): its message as a toast, and the detail reloads.',
        },
      },
    },
  },
});
