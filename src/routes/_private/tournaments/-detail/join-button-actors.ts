/** The join button flow wired to the tournament detail: the cancellation (src/api/tournaments), toasts and navigation. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { unsubscribe } from '@/api/tournaments/subscription';
import { joinButtonMachine } from '@/machines/tournaments/joinButton.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

export interface JoinButtonWiring {
  http: HttpClient;
  /** An unfinished school link: to /profile/my-clan. */
  goToMyClan: () => void;
  /** The tournament modal opens through the URL (?opened). */
  openModal: () => void;
  /** The detail and the lists reload after a cancellation, or its refusal. */
  reload: () => void;
}

export function provideJoinButton({ http, goToMyClan, openModal, reload }: JoinButtonWiring) {
  return joinButtonMachine.provide({
    actors: {
      unsubscribe: fromPromise(({ input }) => unsubscribe(http, input)),
    },
    actions: {
      goToMyClan: () => goToMyClan(),
      showRestriction: (_, { messageKey }) => showMessageToast('error', messageKey),
      openModal: () => openModal(),
      showUnsubscribed: () => showMessageToast('success', 'status:event.unsubscribed'),
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      reload: () => reload(),
    },
  });
}
