import { assign, fromPromise, setup } from 'xstate';
import type { UnsubscribeResponse } from '@/contract/tournaments';
import { requestFailureKeys } from '@/api/form-refusals';
import type { SchoolLinkStatus } from '@/domain/session';
import { canCancel, isRestricted, joinEnabled, restrictionKeyOf, soloSubscribed, type JoinTarget } from '@/domain/tournaments/join-button';
import { providedBy } from '@/machines/provided-by';

/**
 * Join button on the tournament detail banner (docs/product/tournaments.md, States): the signup button and the cancel link.
 * Subscribing happens in the tournament modal (tournamentModal.machine.ts), which this flow opens;
 * cancelling a solo subscription happens here. What the buttons allow is read by
 * src/domain/tournaments/join-button.ts.
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

/** The event a press is about (the confirm and dismiss events carry none). */
const pressed = (event: JoinButtonEvent): JoinTarget | null => ('target' in event ? event.target : null);

export const joinButtonMachine = setup({
  types: {
    context: {} as JoinButtonContext,
    events: {} as JoinButtonEvent,
  },
  actors: {
    unsubscribe: fromPromise<UnsubscribeResponse, number>(providedBy('the tournament detail route')),
  },
  actions: {
    rememberEvent: assign({ eventId: ({ event }) => pressed(event)?.id ?? null }),
    goToMyClan: () => undefined,
    showRestriction: (_, _params: { messageKey: string }) => undefined,
    openModal: () => undefined,
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
    restricted: ({ event }) => {
      const target = pressed(event);
      return target !== null && isRestricted(target);
    },
    soloCompleted: ({ event }) => {
      const target = pressed(event);
      return target !== null && soloSubscribed(target);
    },
    cancellable: ({ event }) => {
      const target = pressed(event);
      return target !== null && canCancel(target);
    },
  },
}).createMachine({
  id: 'joinButton',
  description: 'The signup button and cancel link of a tournament banner.',
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
              params: ({ event }) => ({ messageKey: restrictionKeyOf(pressed(event)) }),
            },
            description: 'The caller may not join: the first restriction shows as an error toast.',
          },
          { guard: 'soloCompleted', description: 'Already subscribed to this solo event: nothing to do.' },
          { actions: 'openModal', description: 'Anything else (solo or team, prerequisites, Discord): the tournament modal opens.' },
        ],
        'cancel.press': {
          guard: 'cancellable',
          target: 'confirmingCancel',
          actions: 'rememberEvent',
          description: 'Solo, subscribed and open: ask before cancelling.',
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
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) }, 'reload'],
          description: 'Refused (window closed, team locked…): its message as a toast, and the detail reloads.',
        },
      },
    },
  },
});
