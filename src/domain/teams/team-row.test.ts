import { describe, expect, it } from 'vitest';
import { teamRowActions, type TeamRowSituation } from './team-row';

const base: TeamRowSituation = { kind: 'member', viewerIsLeader: false, isViewerRow: false, isLeaderRow: false, teamSubscribed: false };

describe('teamRowActions (docs/product/teams.md, States)', () => {
  it.each<[string, Partial<TeamRowSituation>, string[]]>([
    ['leader sees send invite on an empty slot', { kind: 'empty', viewerIsLeader: true }, ['sendInvite']],
    ['a member sees nothing on an empty slot', { kind: 'empty' }, []],
    ['the invitee accepts or declines their own invite', { kind: 'invite', isViewerRow: true }, ['acceptInvite', 'declineInvite']],
    ['an invite waiting for the guardian can only be declined by its invitee', { kind: 'invite', isViewerRow: true, awaitingGuardian: true }, ['pendingIcon', 'declineInvite']],
    ['the leader can cancel an invite waiting for the guardian', { kind: 'invite', viewerIsLeader: true, awaitingGuardian: true }, ['pendingIcon', 'cancelInvite']],
    ["someone else's invite shows a clock", { kind: 'invite' }, ['pendingIcon']],
    ['the leader can cancel an invite', { kind: 'invite', viewerIsLeader: true }, ['pendingIcon', 'cancelInvite']],
    ['a member row shows a check', { kind: 'member' }, ['memberIcon']],
    ['the leader can kick a member', { kind: 'member', viewerIsLeader: true }, ['memberIcon', 'kickMember']],
    ['the leader cannot kick themselves', { kind: 'member', viewerIsLeader: true, isViewerRow: true, isLeaderRow: true }, ['memberIcon']],
    ['a non-leader can leave from their own row', { kind: 'member', isViewerRow: true }, ['memberIcon', 'leaveTeam']],
    ['after subscription: no invite', { kind: 'empty', viewerIsLeader: true, teamSubscribed: true }, []],
    ['after subscription: no kick', { kind: 'member', viewerIsLeader: true, teamSubscribed: true }, ['memberIcon']],
    ['after subscription: no leave', { kind: 'member', isViewerRow: true, teamSubscribed: true }, ['memberIcon']],
    ['after subscription: no cancel', { kind: 'invite', viewerIsLeader: true, teamSubscribed: true }, ['pendingIcon']],
  ])('%s', (_name, situation, expected) => {
    expect(teamRowActions({ ...base, ...situation })).toEqual(expected);
  });
});
