import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { fetchDrafts, fetchLinkStatus, findSchoolByInep, linkDraft, saveSchoolLink, schoolSearchQueryOptions, sendGrades, authorizeAsGuardian } from '@/api/school/requests';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionGate } from '@/domain/session';
import type { LoadedLink, SaveLinkInput } from '@/api/school/school-link-requests';
import { schoolLinkMachine } from '@/machines/school/schoolLink.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

export interface SchoolLinkServices {
  http: HttpClient;
  queryClient: QueryClient;
  session: Pick<SessionGate, 'refresh'>;
  /** Runs after the session refresh, e.g. router.invalidate() so route contexts see the new claim. */
  afterRefresh?: () => Promise<void> | void;
}

/**
 * The school-link machine with its requests (src/api/school) and toasts provided. Any route's
 * screen may use it: /profile/my-clan runs it on its own, the tournament modal and the premium
 * dialog as a child actor (`setup({ actors: { schoolLink: provideSchoolLink(services) } })`).
 */
export function provideSchoolLink({ http, queryClient, session, afterRefresh }: SchoolLinkServices) {
  return schoolLinkMachine.provide({
    actors: {
      loadLinkStatus: fromPromise<LoadedLink>(async () => {
        const [status, drafts] = await Promise.all([fetchLinkStatus(http), fetchDrafts(http)]);
        return { status, pendingDraft: drafts.find((draft) => draft.status === 'PENDING') ?? null };
      }),
      findSchoolByInep: fromPromise(({ input }: { input: { inepCode: string } }) => findSchoolByInep(http, input.inepCode)),
      searchSchools: fromPromise(({ input }) => queryClient.fetchQuery(schoolSearchQueryOptions(http, { ...input, type: input.type === 'PUBLIC' || input.type === 'PRIVATE' ? input.type : undefined }))),
      saveLink: fromPromise(({ input }: { input: SaveLinkInput }) => (input.kind === 'link' ? saveSchoolLink(http, input.request) : linkDraft(http, input.request))),
      authorizeGuardian: fromPromise(() => authorizeAsGuardian(http)),
      sendGrades: fromPromise(({ input }) => sendGrades(http, input)),
      refreshSession: fromPromise(async () => {
        await session.refresh();
        await queryClient.invalidateQueries({ queryKey: ['profile'] });
        await afterRefresh?.();
      }),
    },
    actions: {
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      showSuccess: (_, { messageKey }) => showMessageToast('success', messageKey),
    },
  });
}
