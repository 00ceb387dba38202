/** The appeal wired to the app: the request (src/api/moderation) and its toasts. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { sendAppeal } from '@/api/moderation/appeal-requests';
import { appealMachine } from '@/machines/moderation/appeal.machine';
import { showMessageToasts } from '@/ui/feedback/show-toast';

export function provideAppeal(http: HttpClient) {
  return appealMachine.provide({
    actors: { send: fromPromise(({ input }) => sendAppeal(http, input.reportId, input.token, input.text).then(() => undefined)) },
    actions: { showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys) },
  });
}
