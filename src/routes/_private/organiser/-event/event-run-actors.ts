/** The organiser's run of an event wired to the app: the phase actions (src/api/organiser), their toasts and the fresh read. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { runEventAction, type EventAction } from '@/api/organiser/event';
import { eventRunMachine } from '@/machines/organiser/eventRun.machine';
import { resolveMatchMachine } from '@/machines/organiser/resolveMatch.machine';
import { resolveMatch } from '@/api/organiser/matches';
import { m } from '@/paraglide/messages.js';
import { showToast } from '@/ui/feedback/show-toast';

const DONE: Record<EventAction, () => string> = {
  publish: m.organiser_done_publish,
  'open-check-in': m.organiser_done_openCheckIn,
  start: m.organiser_done_start,
  conclude: m.organiser_done_conclude,
};

export function provideEventRun({ http, refresh }: { http: HttpClient; refresh: () => void }) {
  return eventRunMachine.provide({
    actors: { runEventAction: fromPromise(({ input }) => runEventAction(http, input.eventId, input.action)) },
    actions: {
      refresh: () => refresh(),
      showDone: (_, { action }) => showToast('success', DONE[action]()),
    },
  });
}

export function provideResolveMatch({ http, refresh, close }: { http: HttpClient; refresh: () => void; close: () => void }) {
  return resolveMatchMachine.provide({
    actors: { resolve: fromPromise(({ input }) => resolveMatch(http, input.matchId, input.request)) },
    actions: {
      refresh: () => refresh(),
      showResolved: () => showToast('success', m.organiser_resolved()),
      close: () => close(),
    },
  });
}
