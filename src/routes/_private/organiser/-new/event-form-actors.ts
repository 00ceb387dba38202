/** The event form wired to the app: its rules, the request (src/api/organiser), its toasts and where it leads. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { createEvent } from '@/api/organiser/event';
import { eventFormMachine } from '@/machines/organiser/eventForm.machine';
import { m } from '@/paraglide/messages.js';
import { showMessageToasts, showToast } from '@/ui/feedback/show-toast';

/**
 * The form's rules (with luxon, 21 KB gzip) are not part of the page's first load: they are fetched
 * when the organiser first changes the form, and at the latest when it is sent. The chunk is named,
 * so the network panel (and the specs that hold it) tell it apart.
 */
const eventRulesModule = () => import(/* webpackChunkName: "event-rules" */ '@/domain/organiser/event-rules');

/** Starts fetching the form's rules; a failure here is only a missed head start (sending fetches them again). */
export const prefetchEventRules = () => void eventRulesModule().catch(() => undefined);

export interface EventFormWiring {
  http: HttpClient;
  /** An admin chooses whether the event is a school event; an educator's always is. */
  canChooseSchool: boolean;
  /** The list is read again once an event is created. */
  refreshList: () => void;
  openConsole: (eventId: number) => void;
  goBack: () => void;
}

export function provideEventForm({ http, canChooseSchool, refreshList, openConsole, goBack }: EventFormWiring) {
  return eventFormMachine.provide({
    actors: {
      loadRules: fromPromise(() => eventRulesModule().then((module) => module.eventRules(canChooseSchool))),
      createEvent: fromPromise(({ input }) => createEvent(http, input)),
    },
    actions: {
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      showRulesUnavailable: () => showToast('error', m.organiser_rulesUnavailable()),
      showCreated: () => {
        refreshList();
        showToast('success', m.organiser_created());
      },
      openConsole: (_, { eventId }) => {
        if (eventId !== null) openConsole(eventId);
      },
      goBack: () => goBack(),
    },
  });
}
