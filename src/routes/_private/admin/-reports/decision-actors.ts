/** The admin's decisions wired to the app: the request (src/api/moderation), its toasts, and the queue reloaded. */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { MODERATION_KEY } from '@/api/moderation/key';
import { sendDecision } from '@/api/moderation/queries';
import { translate } from '@/domain/messages';
import { moderationDecisionMachine } from '@/machines/moderation/moderationDecision.machine';
import { showToast } from '@/ui/feedback/show-toast';

export function provideModerationDecision({ http, queryClient }: { http: HttpClient; queryClient: QueryClient }) {
  return moderationDecisionMachine.provide({
    actors: { decide: fromPromise(({ input }) => sendDecision(http, input.reportId, input.request)) },
    actions: {
      showDone: (_, { messageKey }) => showToast('success', translate(messageKey)),
      showRequestErrors: (_, { messageKeys }) => messageKeys.forEach((key) => showToast('error', translate(key))),
      reload: () => void queryClient.invalidateQueries({ queryKey: [MODERATION_KEY] }),
    },
  });
}
