import { teamFormationMachine } from '@/machines/teams/teamFormation.machine';
import { describePaths } from '../harness';
import { aloneTeam, change, fieldRefusal, formingTeam, fullTeam, INVITEE, input, LEADER, MEMBER, OUTSIDER, refusal, subscribedTeam } from './teamFormation.fixtures';

describePaths(teamFormationMachine, {
  inputs: {
    create: input(LEADER, null, false),
    leader: input(LEADER, 40),
    member: input(MEMBER, 40),
    invitee: input(INVITEE, 40),
    outsider: input(OUTSIDER, 40),
  },
  events: {
    'team.change': [
      { type: 'team.change', change: { name: 'Os Invencíveis', termsAccepted: true } },
      { type: 'team.change', change: { name: '🔥'.repeat(51), termsAccepted: true } },
    ],
    'team.inviteChange': [{ type: 'team.inviteChange', value: 'TheoSquad#2103' }],
    'team.kick': [{ type: 'team.kick', memberId: MEMBER, name: 'BiaSquad#2102' }],
    'team.cancelInvite': [{ type: 'team.cancelInvite', inviteId: 700, name: 'TheoSquad#2103' }],
  },
  invoked: {
    loadTeam: { done: [formingTeam, fullTeam], error: [refusal(404, 'status:team.notFound'), refusal(0, 'requestError:network')] },
    reloadTeam: { done: [formingTeam, aloneTeam], error: [refusal(404, 'status:team.notFound'), refusal(0, 'requestError:network')] },
    createTeam: { done: [change(aloneTeam, 'status:team.created')], error: [fieldRefusal('name', 'validation:name.invalid')] },
    invite: { done: [change(formingTeam, 'status:team.inviteSent')], error: [refusal(400, 'status:team.guestNotFound')] },
    kick: { done: [change(aloneTeam, 'status:team.memberKicked')], error: [refusal(409, 'status:team.locked')] },
    cancelInvite: { done: [change(aloneTeam, 'status:team.inviteCancelled')], error: [refusal(404, 'status:team.invitationInvalid')] },
    accept: { done: [change(fullTeam, 'status:team.inviteAccepted'), change(aloneTeam, 'status:team.inviteAccepted')], error: [refusal(409, 'status:team.full')] },
    decline: { done: [{ messageKey: 'status:team.inviteDeclined' }], error: [refusal(404, 'status:team.invitationInvalid')] },
    leave: { done: [{ messageKey: 'status:team.left' }], error: [refusal(409, 'status:team.locked')] },
    deleteTeam: { done: [{ messageKey: 'status:team.deleted' }], error: [refusal(409, 'status:team.locked')] },
    confirm: { done: [change(subscribedTeam, 'status:team.confirmed')], error: [refusal(400, 'status:team.incomplete')] },
  },
});
