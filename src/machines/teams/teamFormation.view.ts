import type { SnapshotFrom } from 'xstate';
import type { Team } from '@/contract/teams';
import { canConfirmTeam } from '@/domain/teams/team-name';
import type { PendingTeamAction, TeamFormationLogic } from './teamFormation.machine';

type TeamFormationSnapshot = SnapshotFrom<TeamFormationLogic>;

/** Manage states in which a request about the team is under way: the rows' buttons wait. */
const BUSY_STATES = ['sendingInvite', 'kicking', 'cancellingInvite', 'accepting', 'declining', 'leaving', 'deleting', 'confirmingTeam', 'refreshing'] as const;

/** One pending invite as the roster shows it. */
export interface InviteRow {
  id: number;
  userId: number;
  /** What the leader typed (maybe an e-mail) stays between the leader and the invitee; others see the Play ID. */
  label: string;
  /** An adult's invitation waiting for the invitee's guardian (docs/product/guardians.md, Safe defaults). */
  awaitingGuardian: boolean;
}

/** What the team steps show for a snapshot of their flow. */
export type TeamFormationView =
  | { screen: 'loadFailed' }
  | { screen: 'create'; saving: boolean; askEpicAccount: boolean; discordLinked: boolean }
  | { screen: 'waiting'; closing: boolean }
  | {
      screen: 'manage';
      team: Team;
      invites: InviteRow[];
      canConfirm: boolean;
      busy: boolean;
      inviting: boolean;
      sendingInvite: boolean;
      /** The row action waiting for the user's yes, while its dialog is open. */
      confirming: PendingTeamAction | null;
    };

export function teamFormationView(snapshot: TeamFormationSnapshot): TeamFormationView {
  const { context } = snapshot;
  if (snapshot.matches('loadFailed')) return { screen: 'loadFailed' };
  if (snapshot.matches('create')) {
    return { screen: 'create', saving: snapshot.matches({ create: 'creating' }), askEpicAccount: !context.hasEpicAccount, discordLinked: context.discord !== null };
  }
  const team = context.team;
  if (!snapshot.matches('manage') || !team) return { screen: 'waiting', closing: snapshot.matches('closing') || snapshot.status === 'done' };
  const viewerLeads = team.leader.id === context.viewerId;
  return {
    screen: 'manage',
    team,
    invites: team.invites.map((invite) => ({
      id: invite.id,
      userId: invite.userId,
      label: viewerLeads || invite.userId === context.viewerId ? invite.userIdentification : invite.playId,
      awaitingGuardian: invite.awaitingGuardian,
    })),
    canConfirm: canConfirmTeam(team.teamMembers.length, team.modeQuantity),
    busy: BUSY_STATES.some((name) => snapshot.matches({ manage: name })),
    inviting: snapshot.matches({ manage: 'inviting' }) || snapshot.matches({ manage: 'sendingInvite' }),
    sendingInvite: snapshot.matches({ manage: 'sendingInvite' }),
    confirming: context.pending && snapshot.matches({ manage: 'confirming' }) ? context.pending : null,
  };
}
