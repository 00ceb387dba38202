/** The event form wired to the app: the request (src/api/organiser), its toasts and where it leads. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { createEvent } from '@/api/organiser/queries';
import { eventFormMachine } from '@/machines/organiser/eventForm.machine';
import { m } from '@/paraglide/messages.js';
import { showMessageToasts, showToast } from '@/ui/feedback/show-toast';

export interface EventFormWiring {
  http: HttpClient;
  /** The list is read again once an event is created. */
  refreshList: () => void;
  openConsole: (eventId: number) => void;
  goBack: () => void;
}

export function provideEventForm({ http, refreshList, openConsole, goBack }: EventFormWiring) {
  return eventFormMachine.provide({
    actors: { createEvent: fromPromise(({ input }) => createEvent(http, input)) },
    actions: {
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
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
