/** The welcome flow wired to the app: first access recorded (src/api/first-access), the token refreshed, the failure toast. */
import { fromPromise } from 'xstate';
import { recordFirstAccess } from '@/api/first-access';
import type { HttpClient } from '@/api/http';
import type { SessionGate } from '@/domain/session';
import { welcomeMachine } from '@/machines/welcome.machine';
import { m } from '@/paraglide/messages';
import { showToast } from '@/ui/feedback/show-toast';

export function provideWelcome({ http, session }: { http: HttpClient; session: Pick<SessionGate, 'refresh'> }) {
  return welcomeMachine.provide({
    actors: {
      recordFirstAccess: fromPromise(() => recordFirstAccess(http)),
      refreshToken: fromPromise(() => session.refresh()),
    },
    actions: {
      showSaveError: () => showToast('error', m.status_default_saveError()),
    },
  });
}
