/** The admin's decisions wired to the app: the request (src/api/moderation), its toasts, and the queue reloaded. */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { MODERATION_KEY } from '@/api/moderation/key';
import { sendDecision } from '@/api/moderation/queries';
import { moderationDecisionMachine } from '@/machines/moderation/moderationDecision.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

export function provideModerationDecision({ http, queryClient }: { http: HttpClient; queryClient: QueryClient }) {
  return moderationDecisionMachine.provide({
    actors: { decide: fromPromise(({ input }) => sendDecision(http, input.reportId, input.request)) },
    actions: {
      showDone: (_, { messageKey }) => showMessageToast('success', messageKey),
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      reload: () => void queryClient.invalidateQueries({ queryKey: [MODERATION_KEY] }),
    },
  });
}
