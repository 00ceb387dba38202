/**
 * The team formation flow wired to the app: its requests (src/api/teams) and its toasts. A host
 * (the tournament modal's route) provides this machine as the modal machine's team actor, or runs
 * it directly, and mounts TeamFormationContainer with the running actor.
 */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import {
  acceptInvitation,
  cancelInvitation,
  confirmTeam,
  createTeam,
  declineInvitation,
  deleteTeam,
  fetchTeam,
  inviteToTeam,
  kickMember,
  leaveTeam,
} from '@/api/teams/team';
import { teamFormationMachine } from '@/machines/teams/teamFormation.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

export interface TeamFormationWiring {
  http: HttpClient;
  /** A team was created: put its id in the URL (?teamId), so a reload opens it. */
  onTeamCreated?: (teamId: number) => void;
  /** Any change to a team: refresh the lists that show teams (e.g. invalidate the teams queries). */
  onTeamChanged?: () => void;
}

export function provideTeamFormation({ http, onTeamCreated, onTeamChanged }: TeamFormationWiring) {
  const changed = <T>(promise: Promise<T>) =>
    promise.then((answer) => {
      onTeamChanged?.();
      return answer;
    });
  return teamFormationMachine.provide({
    actors: {
      loadTeam: fromPromise(({ input }) => fetchTeam(http, input)),
      createTeam: fromPromise(({ input }) => changed(createTeam(http, input))),
      invite: fromPromise(({ input }) => changed(inviteToTeam(http, input.teamId, { userIdentification: input.userIdentification }))),
      accept: fromPromise(({ input: { inviteId, ...body } }) => changed(acceptInvitation(http, inviteId, body))),
      decline: fromPromise(({ input }) => changed(declineInvitation(http, input))),
      cancelInvite: fromPromise(({ input }) => changed(cancelInvitation(http, input))),
      kick: fromPromise(({ input }) => changed(kickMember(http, input.teamId, input.memberId))),
      leave: fromPromise(({ input }) => changed(leaveTeam(http, input))),
      deleteTeam: fromPromise(({ input }) => changed(deleteTeam(http, input))),
      confirm: fromPromise(({ input }) => changed(confirmTeam(http, input))),
    },
    actions: {
      showSuccess: (_, { messageKey }) => showMessageToast('success', messageKey),
      showErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      teamCreated: (_, { teamId }) => onTeamCreated?.(teamId),
    },
  });
}
