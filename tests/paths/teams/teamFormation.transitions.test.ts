import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Team, TeamChangeResponse, TeamStatusResponse } from '@/contract/teams';
import { teamFormationMachine, type TeamFormationInput } from '@/machines/teams/teamFormation.machine';
import { aloneTeam, change, fieldRefusal, formingTeam, fullTeam, INVITEE, input, LEADER, MEMBER, OUTSIDER, refusal, subscribedTeam } from './teamFormation.fixtures';

/** Lets the requests settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(startInput: TeamFormationInput, loaded: Team | Error = formingTeam) {
  const api = {
    loadTeam: vi.fn(async (_id: number): Promise<Team> => {
      if (loaded instanceof Error) throw loaded;
      return loaded;
    }),
    createTeam: vi.fn(async (_request: unknown): Promise<TeamChangeResponse> => change(aloneTeam, 'status:team.created')),
    invite: vi.fn(async (_request: unknown): Promise<TeamChangeResponse> => change(formingTeam, 'status:team.inviteSent')),
    accept: vi.fn(async (_request: unknown): Promise<TeamChangeResponse> => change(fullTeam, 'status:team.inviteAccepted')),
    decline: vi.fn(async (_id: number): Promise<TeamStatusResponse> => ({ messageKey: 'status:team.inviteDeclined' })),
    cancelInvite: vi.fn(async (_id: number): Promise<TeamChangeResponse> => change(aloneTeam, 'status:team.inviteCancelled')),
    kick: vi.fn(async (_request: unknown): Promise<TeamChangeResponse> => change(aloneTeam, 'status:team.memberKicked')),
    leave: vi.fn(async (_id: number): Promise<TeamStatusResponse> => ({ messageKey: 'status:team.left' })),
    deleteTeam: vi.fn(async (_id: number): Promise<TeamStatusResponse> => ({ messageKey: 'status:team.deleted' })),
    confirm: vi.fn(async (_id: number): Promise<TeamChangeResponse> => change(subscribedTeam, 'status:team.confirmed')),
  };
  const effects = { showSuccess: vi.fn(), showErrors: vi.fn(), teamCreated: vi.fn() };
  const machine = teamFormationMachine.provide({
    actors: Object.fromEntries(Object.entries(api).map(([name, fn]) => [name, fromPromise(({ input: request }) => (fn as (r: unknown) => Promise<unknown>)(request))])) as never,
    actions: {
      showSuccess: (_, params) => effects.showSuccess(params.messageKey),
      showErrors: (_, params) => effects.showErrors(params.messageKeys),
      teamCreated: (_, params) => effects.teamCreated(params.teamId),
    },
  });
  const actor = createActor(machine, { input: startInput }).start();
  return { actor, api, effects };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('create team (docs/product/teams.md, States and Rules)', () => {
  test('without ?teamId the flow opens on the create form; a submit without a name and terms creates nothing and says why', () => {
    const { actor, api } = start(input(LEADER, null));
    expect(actor.getSnapshot().value).toEqual({ create: 'editing' });

    actor.send({ type: 'team.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'name', messageKey: 'validation:name.required' },
      { field: 'acceptTerms', messageKey: 'validation:acceptTerms.required' },
    ]);
    actor.send({ type: 'team.change', change: { name: 'Trovões' } });
    actor.send({ type: 'team.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'acceptTerms', messageKey: 'validation:acceptTerms.required' }]);
    expect(api.createTeam).not.toHaveBeenCalled();
  });

  test('a 51-emoji name is refused on its field and kept as typed', () => {
    const { actor, api } = start(input(LEADER, null));
    actor.send({ type: 'team.change', change: { name: '🔥'.repeat(51), termsAccepted: true } });
    actor.send({ type: 'team.submit' });
    expect(actor.getSnapshot().value).toEqual({ create: 'editing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'name', messageKey: 'validation:name.max' }]);
    expect(actor.getSnapshot().context.values.name).toBe('🔥'.repeat(51));
    expect(api.createTeam).not.toHaveBeenCalled();
  });

  test('a user without an Epic account who typed one sends it with the team (linked first); the new team is managed', async () => {
    const { actor, api, effects } = start(input(LEADER, null, false));
    actor.send({ type: 'team.change', change: { name: '  Trovões ', termsAccepted: true, epicAccountId: 'a'.repeat(32) } });
    actor.send({ type: 'team.submit' });
    await settle();
    expect(api.createTeam).toHaveBeenCalledExactlyOnceWith({ name: 'Trovões', eventId: 3, epicAccountId: 'a'.repeat(32) });
    expect(effects.showSuccess).toHaveBeenCalledWith('status:team.created');
    expect(effects.teamCreated).toHaveBeenCalledWith(aloneTeam.id);
    expect(actor.getSnapshot().value).toEqual({ manage: 'leading' });
  });

  test('an Epic id typed that is not 32 letters and digits is refused on its field; nothing is created', () => {
    const { actor, api } = start(input(LEADER, null, false));
    actor.send({ type: 'team.change', change: { name: 'Trovões', termsAccepted: true, epicAccountId: 'curto' } });
    actor.send({ type: 'team.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'epicAccountId', messageKey: 'validation:epicAccountId.length' }]);
    expect(api.createTeam).not.toHaveBeenCalled();
  });

  test('Fortnite (docs/product/teams.md, Rules): without a linked Discord account no team is created; with one, it goes with the team', async () => {
    const blocked = start({ ...input(LEADER, null), discordRequired: true, discord: null });
    blocked.actor.send({ type: 'team.change', change: { name: 'Trovões', termsAccepted: true } });
    blocked.actor.send({ type: 'team.submit' });
    expect(blocked.actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'discord', messageKey: 'validation:discord.required' }]);
    expect(blocked.api.createTeam).not.toHaveBeenCalled();

    const linked = start({ ...input(LEADER, null), discordRequired: true, discord: 'lucas#0001' });
    linked.actor.send({ type: 'team.change', change: { name: 'Trovões', termsAccepted: true } });
    linked.actor.send({ type: 'team.submit' });
    await settle();
    expect(linked.api.createTeam).toHaveBeenCalledExactlyOnceWith({ name: 'Trovões', eventId: 3, discord: 'lucas#0001' });
  });

  test('a user with an Epic account linked never sends one', async () => {
    const { actor, api } = start(input(LEADER, null, true));
    actor.send({ type: 'team.change', change: { name: 'Trovões', termsAccepted: true, epicAccountId: 'b'.repeat(32) } });
    actor.send({ type: 'team.submit' });
    await settle();
    expect(api.createTeam.mock.calls[0]![0]).not.toHaveProperty('epicAccountId');
  });

  test('a server refusal puts the name error on its field, the rest as toasts, and keeps what was typed', async () => {
    const { actor, api, effects } = start(input(LEADER, null));
    api.createTeam.mockRejectedValueOnce(fieldRefusal('name', 'validation:name.invalid'));
    actor.send({ type: 'team.change', change: { name: 'Trovões', termsAccepted: true } });
    actor.send({ type: 'team.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ create: 'editing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'name', messageKey: 'validation:name.invalid' }]);
    expect(actor.getSnapshot().context.values.name).toBe('Trovões');

    api.createTeam.mockRejectedValueOnce(refusal(409, 'status:team.alreadyHasTeamInEvent'));
    actor.send({ type: 'team.submit' });
    await settle();
    expect(effects.showErrors).toHaveBeenLastCalledWith(['status:team.alreadyHasTeamInEvent']);
  });
});

describe('opening ?teamId (neither member nor invitee goes to the detail without teamId; docs/product/teams.md, Screens)', () => {
  test.each([
    ['a team that does not list the user', formingTeam, OUTSIDER],
    ['status:team.notFound', refusal(404, 'status:team.notFound'), OUTSIDER],
  ] as const)('%s ends the flow with dropTeamId and no reload', async (_name, loaded, viewer) => {
    const { actor } = start(input(viewer, 40), loaded);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ reload: false, dropTeamId: true });
  });

  test('a network failure offers a retry instead of leaving', async () => {
    const { actor, api } = start(input(LEADER, 40), refusal(0, 'requestError:network'));
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    api.loadTeam.mockResolvedValueOnce(formingTeam);
    actor.send({ type: 'team.retry' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ manage: 'leading' });
  });

  test.each([
    [LEADER, formingTeam, 'leading'],
    [MEMBER, formingTeam, 'waitingConfirm'],
    [INVITEE, formingTeam, 'invited'],
    [MEMBER, subscribedTeam, 'locked'],
    [LEADER, subscribedTeam, 'locked'],
  ] as const)('user %i sees the view %s', async (viewer, team, view) => {
    const { actor } = start(input(viewer, 40), team);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ manage: view });
  });
});

describe('leader (docs/product/teams.md, Roles)', () => {
  test('confirm does nothing until the members excluding the leader equal size minus one; then subscribed and locked', async () => {
    const { actor, api, effects } = start(input(LEADER, 40), formingTeam);
    await settle();
    actor.send({ type: 'team.confirmTeam' });
    expect(api.confirm).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toEqual({ manage: 'leading' });

    const full = start(input(LEADER, 40), fullTeam);
    await settle();
    full.actor.send({ type: 'team.confirmTeam' });
    await settle();
    expect(full.api.confirm).toHaveBeenCalledExactlyOnceWith(40);
    expect(full.actor.getSnapshot().value).toEqual({ manage: 'locked' });
    expect(full.effects.showSuccess).toHaveBeenCalledWith('status:team.confirmed');
    expect(effects.showSuccess).not.toHaveBeenCalled();
  });

  test('row actions only where the row-action table puts them (docs/product/teams.md, States): no invite without an empty slot, no kick of the leader or a stranger, no cancel of an unknown invite', async () => {
    const full = start(input(LEADER, 40), fullTeam);
    await settle();
    full.actor.send({ type: 'team.openInvite' });
    full.actor.send({ type: 'team.kick', memberId: LEADER, name: 'LucasSquad#2101' });
    full.actor.send({ type: 'team.kick', memberId: OUTSIDER, name: 'Ninguém' });
    full.actor.send({ type: 'team.cancelInvite', inviteId: 700, name: 'TheoSquad#2103' });
    expect(full.actor.getSnapshot().value).toEqual({ manage: 'leading' });
    expect(full.actor.getSnapshot().context.pending).toBeNull();

    const forming = start(input(LEADER, 40), formingTeam);
    await settle();
    forming.actor.send({ type: 'team.openInvite' });
    expect(forming.actor.getSnapshot().value).toEqual({ manage: 'inviting' });
  });

  test('kick asks first: no keeps everyone, yes kicks that member', async () => {
    const { actor, api, effects } = start(input(LEADER, 40));
    await settle();
    actor.send({ type: 'team.kick', memberId: MEMBER, name: 'BiaSquad#2102' });
    expect(actor.getSnapshot().value).toEqual({ manage: 'confirming' });
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'kick', memberId: MEMBER, name: 'BiaSquad#2102' });
    actor.send({ type: 'team.dialogDismiss' });
    expect(actor.getSnapshot().value).toEqual({ manage: 'leading' });
    expect(api.kick).not.toHaveBeenCalled();

    actor.send({ type: 'team.kick', memberId: MEMBER, name: 'BiaSquad#2102' });
    actor.send({ type: 'team.dialogConfirm' });
    await settle();
    expect(api.kick).toHaveBeenCalledExactlyOnceWith({ teamId: 40, memberId: MEMBER });
    expect(effects.showSuccess).toHaveBeenCalledWith('status:team.memberKicked');
    expect(actor.getSnapshot().context.team).toEqual(aloneTeam);
  });

  test('cancel invite asks first and cancels that invitation', async () => {
    const { actor, api } = start(input(LEADER, 40));
    await settle();
    actor.send({ type: 'team.cancelInvite', inviteId: 700, name: 'TheoSquad#2103' });
    actor.send({ type: 'team.dialogConfirm' });
    await settle();
    expect(api.cancelInvite).toHaveBeenCalledExactlyOnceWith(700);
    expect(api.kick).not.toHaveBeenCalled();
  });

  test('an empty invite is refused on the field; a refused invite shows the server message and keeps the text', async () => {
    const { actor, api } = start(input(LEADER, 40));
    await settle();
    actor.send({ type: 'team.openInvite' });
    actor.send({ type: 'team.inviteChange', value: '   ' });
    actor.send({ type: 'team.sendInvite' });
    expect(actor.getSnapshot().context.inviteError).toBe('validation:userIdentification.required');
    expect(api.invite).not.toHaveBeenCalled();

    api.invite.mockRejectedValueOnce(refusal(400, 'status:team.guestIsSelf'));
    actor.send({ type: 'team.inviteChange', value: 'LucasSquad#2101' });
    actor.send({ type: 'team.sendInvite' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ manage: 'inviting' });
    expect(actor.getSnapshot().context.inviteError).toBe('status:team.guestIsSelf');
    expect(actor.getSnapshot().context.inviteValue).toBe('LucasSquad#2101');

    actor.send({ type: 'team.inviteChange', value: ' aluna@example.com ' });
    actor.send({ type: 'team.sendInvite' });
    await settle();
    expect(api.invite).toHaveBeenLastCalledWith({ teamId: 40, userIdentification: 'aluna@example.com' });
    expect(actor.getSnapshot().value).toEqual({ manage: 'leading' });
    expect(actor.getSnapshot().context.inviteValue).toBe('');
  });

  test('delete asks first, then after 1 s (not before) ends with teamId dropped and a reload', async () => {
    vi.useFakeTimers();
    const { actor, api, effects } = start(input(LEADER, 40));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'team.delete' });
    actor.send({ type: 'team.dialogConfirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.deleteTeam).toHaveBeenCalledExactlyOnceWith(40);
    expect(effects.showSuccess).toHaveBeenCalledWith('status:team.deleted');
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ reload: true, dropTeamId: true });
  });
});

describe('invitee and member', () => {
  test('accept asks first, sends the invitation id and leaves the invitee waiting for the leader', async () => {
    const { actor, api } = start(input(INVITEE, 40));
    await settle();
    actor.send({ type: 'team.accept' });
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'accept', inviteId: 700 });
    actor.send({ type: 'team.dialogConfirm' });
    await settle();
    expect(api.accept).toHaveBeenCalledExactlyOnceWith({ inviteId: 700 });
    expect(actor.getSnapshot().value).toEqual({ manage: 'waitingConfirm' });
  });

  test('losing the race for the last place says status:team.full and shows the team as it is now', async () => {
    const { actor, api, effects } = start(input(INVITEE, 40));
    await settle();
    api.accept.mockRejectedValueOnce(refusal(409, 'status:team.full'));
    api.loadTeam.mockResolvedValueOnce({ ...fullTeam, teamMembers: fullTeam.teamMembers.filter((m) => m.id !== INVITEE), invites: formingTeam.invites });
    actor.send({ type: 'team.accept' });
    actor.send({ type: 'team.dialogConfirm' });
    await settle();
    await settle();
    expect(effects.showErrors).toHaveBeenCalledWith(['status:team.full']);
    expect(api.loadTeam).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ manage: 'invited' });
  });

  test.each([
    [INVITEE, 'team.decline', 'decline', 700, 'status:team.inviteDeclined'],
    [MEMBER, 'team.leave', 'leave', 40, 'status:team.left'],
  ] as const)('user %i: %s asks first, then reloads after 1 s keeping teamId', async (viewer, type, call, arg, key) => {
    vi.useFakeTimers();
    const { actor, api, effects } = start(input(viewer, 40));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type });
    expect(actor.getSnapshot().value).toEqual({ manage: 'confirming' });
    actor.send({ type: 'team.dialogConfirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api[call]).toHaveBeenCalledExactlyOnceWith(arg);
    expect(effects.showSuccess).toHaveBeenCalledWith(key);
    expect(actor.getSnapshot().value).toBe('closing');
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().output).toEqual({ reload: true, dropTeamId: false });
  });

  test('a member cannot kick, invite or confirm: those events do nothing', async () => {
    const { actor, api } = start(input(MEMBER, 40), fullTeam);
    await settle();
    actor.send({ type: 'team.kick', memberId: LEADER, name: 'x' });
    actor.send({ type: 'team.confirmTeam' });
    actor.send({ type: 'team.openInvite' });
    expect(actor.getSnapshot().value).toEqual({ manage: 'waitingConfirm' });
    expect(api.kick).not.toHaveBeenCalled();
    expect(api.confirm).not.toHaveBeenCalled();
  });

  test('after confirmation nothing can leave, kick or delete', async () => {
    const { actor } = start(input(MEMBER, 40), subscribedTeam);
    await settle();
    for (const type of ['team.leave', 'team.delete', 'team.openInvite'] as const) actor.send({ type });
    expect(actor.getSnapshot().value).toEqual({ manage: 'locked' });
  });
});
