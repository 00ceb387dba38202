/** A guardian's answers to adults' invitations wired to the app: the request (src/api/guardians), its toasts, and the minor's data reloaded. */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { GUARDIANS_KEY } from '@/api/guardians/keys';
import { decideMinorInvite } from '@/api/guardians/minor-activity';
import { inviteApprovalMachine } from '@/machines/guardians/inviteApproval.machine';
import { m } from '@/paraglide/messages';
import { showMessageToasts, showToast } from '@/ui/feedback/show-toast';

export function provideInviteApproval({ http, queryClient, firstName }: { http: HttpClient; queryClient: QueryClient; firstName: string }) {
  return inviteApprovalMachine.provide({
    actors: { decide: fromPromise(({ input }) => decideMinorInvite(http, input.minorId, input.inviteId, input.approve).then(() => undefined)) },
    actions: {
      showDecided: (_, { approve }) => showToast('success', approve ? m.guardian_inviteApprovedToast({ name: firstName }) : m.guardian_inviteRefusedToast({ name: firstName })),
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      reload: () => void queryClient.invalidateQueries({ queryKey: [GUARDIANS_KEY] }),
    },
  });
}
