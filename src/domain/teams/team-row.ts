/**
 * Which actions a team-formation row offers (docs/product/teams.md, States). Once the team is
 * subscribed, kick, cancel, invite and leave are gone; only the status icons stay.
 */

export type TeamRowKind = 'empty' | 'member' | 'invite';

export type TeamRowAction =
  | 'sendInvite'
  | 'acceptInvite'
  | 'declineInvite'
  | 'pendingIcon'
  | 'memberIcon'
  | 'kickMember'
  | 'cancelInvite'
  | 'leaveTeam';

export interface TeamRowSituation {
  kind: TeamRowKind;
  /** The signed-in user leads the team. */
  viewerIsLeader: boolean;
  /** The row is the signed-in user's own (their membership or their invite). */
  isViewerRow: boolean;
  /** The row is the leader's own membership. */
  isLeaderRow?: boolean;
  teamSubscribed: boolean;
  /** An invitation waiting for the invitee's guardian (docs/product/guardians.md, Safe defaults): not yet acceptable. */
  awaitingGuardian?: boolean;
}

export function teamRowActions({ kind, viewerIsLeader, isViewerRow, isLeaderRow = false, teamSubscribed, awaitingGuardian = false }: TeamRowSituation): TeamRowAction[] {
  const open = !teamSubscribed;
  if (kind === 'empty') return viewerIsLeader && open ? ['sendInvite'] : [];
  if (kind === 'invite') {
    if (isViewerRow) return open ? [awaitingGuardian ? 'pendingIcon' : 'acceptInvite', 'declineInvite'] : [];
    return viewerIsLeader && open ? ['pendingIcon', 'cancelInvite'] : ['pendingIcon'];
  }
  const actions: TeamRowAction[] = ['memberIcon'];
  if (!open) return actions;
  if (viewerIsLeader && !isLeaderRow) actions.push('kickMember');
  if (!viewerIsLeader && isViewerRow) actions.push('leaveTeam');
  return actions;
}
