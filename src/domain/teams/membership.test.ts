import { describe, expect, it } from 'vitest';
import { viewerInvite, viewerRole, type TeamMembership } from './membership';

const team: TeamMembership = {
  leader: { id: 1 },
  teamMembers: [{ id: 1 }, { id: 2 }],
  invites: [{ id: 90, userId: 3 }],
};

describe('viewerRole (user id equals leader id; docs/product/teams.md, Roles)', () => {
  it.each<[number, string]>([
    [1, 'leader'],
    [2, 'member'],
    [3, 'invitee'],
    [4, 'outsider'],
  ])('user %i is %s', (viewerId, role) => {
    expect(viewerRole(team, viewerId)).toBe(role);
  });

  it("finds the viewer's own invitation by user id, not by invitation id", () => {
    expect(viewerInvite(team, 3)).toEqual({ id: 90, userId: 3 });
    expect(viewerInvite(team, 90)).toBeNull();
  });
});
