/**
 * Where the signed-in user stands in a team (docs/product/teams.md, Roles and Screens): its leader,
 * a member, an invitee, or nobody the team knows (who is sent to the detail without ?teamId).
 */
export type TeamViewerRole = 'leader' | 'member' | 'invitee' | 'outsider';

export interface TeamMembership {
  leader: { id: number };
  teamMembers: ReadonlyArray<{ id: number }>;
  invites: ReadonlyArray<{ id: number; userId: number }>;
}

export function viewerRole(team: TeamMembership, viewerId: number): TeamViewerRole {
  if (team.leader.id === viewerId) return 'leader';
  if (team.teamMembers.some((member) => member.id === viewerId)) return 'member';
  if (team.invites.some((invite) => invite.userId === viewerId)) return 'invitee';
  return 'outsider';
}

/** The invitation addressed to the viewer, if any (its id is what accept and decline take). */
export const viewerInvite = (team: TeamMembership, viewerId: number) => team.invites.find((invite) => invite.userId === viewerId) ?? null;
