import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { ApiError } from '@/api/errors';
import type { SubscriptionResponse } from '@/contract/tournaments';
import { tournamentModalMachine, type SubscribeInput, type TournamentModalInput } from '@/machines/tournaments/tournamentModal.machine';
import type { Team } from '@/contract/teams';
import { schoolLinkMachine, type SchoolLinkLogic } from '@/machines/school/schoolLink.machine';
import { teamFormationMachine, type TeamFormationLogic } from '@/machines/teams/teamFormation.machine';
import { standInFor } from '../harness';
import { stateNodesOf, transitionsOf } from '../harness/model';
import { aloneTeam, change, formingTeam, INVITEE, LEADER, OUTSIDER, refusal } from '../teams/teamFormation.fixtures';
import { EPIC_ID, completed, creativeValues, mismatchedEpic, modalInputs, pendingDiscord, rulesOnly, withEpic } from './tournamentModal.fixtures';

/** The real team formation flow, with the team's requests answered from the fixtures. */
function teamFormationLogic(answers: { team: Team | Error }) {
  const calls = { createTeam: vi.fn(), deleteTeam: vi.fn(), decline: vi.fn() };
  const logic = teamFormationMachine.provide({
    actors: {
      loadTeam: fromPromise(async () => {
        if (answers.team instanceof Error) throw answers.team;
        return answers.team;
      }),
      createTeam: fromPromise(async ({ input }) => {
        calls.createTeam(input);
        return change(aloneTeam, 'status:team.created');
      }),
      deleteTeam: fromPromise(async ({ input }) => {
        calls.deleteTeam(input);
        return { messageKey: 'status:team.deleted' };
      }),
      decline: fromPromise(async ({ input }) => {
        calls.decline(input);
        return { messageKey: 'status:team.inviteDeclined' };
      }),
    },
  });
  return { logic, calls };
}

function startModal(input: TournamentModalInput, answer: SubscriptionResponse = completed, teamFormation: TeamFormationLogic = teamFormationLogic({ team: formingTeam }).logic) {
  const calls = {
    linkEpicAccount: vi.fn(async (_id: string): Promise<unknown> => ({ epicAccountId: EPIC_ID })),
    subscribe: vi.fn(async (_input: SubscribeInput): Promise<SubscriptionResponse> => answer),
    schoolLink: vi.fn(),
  };
  let finishSchoolLink: (() => void) | null = null;
  const effects = { showRequestErrors: vi.fn(), showSubscribed: vi.fn(), reload: vi.fn(), close: vi.fn(), dropTeamId: vi.fn() };
  const machine = tournamentModalMachine.provide({
    actors: {
      linkEpicAccount: fromPromise(({ input }) => calls.linkEpicAccount(input)),
      subscribe: fromPromise(({ input }) => calls.subscribe(input)),
      teamFormation,
      schoolLink: standInFor<SchoolLinkLogic>(
        fromPromise(
          () =>
            new Promise<void>((resolve) => {
              calls.schoolLink();
              finishSchoolLink = resolve;
            }),
        ),
      ),
    },
    actions: {
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      showSubscribed: effects.showSubscribed,
      reload: effects.reload,
      close: effects.close,
      dropTeamId: effects.dropTeamId,
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, effects, finishSchoolLink: () => finishSchoolLink?.() };
}

const settle = (actor: ReturnType<typeof startModal>['actor']) =>
  waitFor(actor, (s) => !s.matches('linkingEpic') && !s.matches('subscribing') && !s.matches({ prerequisites: 'schoolLinkForm' }));

describe('tournament modal (docs/product/tournaments.md, States)', () => {
  test.each([
    ['solo, not subscribed: the form', modalInputs.solo, 'form'],
    ['HAS_SCHOOL_LINK: the mascots first', modalInputs.schoolLink, { prerequisites: 'schoolLinkCutscene' }],
    ['a team event: the team steps', modalInputs.team, 'teamSteps'],
    ['PENDING_DISCORD_SERVER_JOIN: the Discord invite', modalInputs.discordJoin, 'discordInvite'],
    ['PENDING_ACCOUNT_VERIFICATION: the verify-on-Discord cutscene', modalInputs.verification, 'verifyOnDiscord'],
    ['COMPLETED: the success cutscene', modalInputs.completed, 'successCutscene'],
  ] as const)('starts at the step the status asks for — %s', (_name, input, expected) => {
    const { actor } = startModal(input);
    expect(actor.getSnapshot().matches(expected)).toBe(true);
  });

  test('a prerequisite wins over the status, and a member of a team goes to the team steps', () => {
    expect(startModal({ ...modalInputs.discordJoin, prerequisites: ['HAS_SCHOOL_LINK'] }).actor.getSnapshot().matches('prerequisites')).toBe(true);
    expect(startModal({ ...modalInputs.solo, teamId: 9, teamStepsInput: { ...modalInputs.team.teamStepsInput, teamId: 9 } }).actor.getSnapshot().matches('teamSteps')).toBe(true);
  });

  test('HAS_SCHOOL_LINK: cutscene, then the school-link flow; once it finishes, the subscribe form', async () => {
    const { actor, calls, effects, finishSchoolLink } = startModal(modalInputs.schoolLink);
    expect(calls.schoolLink).not.toHaveBeenCalled();
    actor.send({ type: 'modal.continue' });
    expect(actor.getSnapshot().matches({ prerequisites: 'schoolLinkForm' })).toBe(true);
    expect(calls.schoolLink).toHaveBeenCalledTimes(1);
    finishSchoolLink();
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.prerequisites).toEqual([]);
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  test('an Epic ID typed while none is linked is linked first, then the subscription; success, then close', async () => {
    const { actor, calls, effects } = startModal(modalInputs.solo);
    actor.send({ type: 'form.submit', values: withEpic });
    expect(actor.getSnapshot().value).toBe('linkingEpic');
    await settle(actor);
    expect(calls.linkEpicAccount).toHaveBeenCalledExactlyOnceWith(EPIC_ID);
    expect(calls.subscribe).toHaveBeenCalledExactlyOnceWith({ eventId: 1, details: null });
    expect(actor.getSnapshot().value).toBe('successCutscene');
    expect(actor.getSnapshot().context.epicAccountId).toBe(EPIC_ID);
    expect(effects.showSubscribed).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    actor.send({ type: 'modal.continue' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.close).toHaveBeenCalledTimes(1);
  });

  test('without an Epic ID nothing is linked; an Epic ID already linked is never sent again', async () => {
    const first = startModal(modalInputs.solo);
    first.actor.send({ type: 'form.submit', values: rulesOnly });
    await settle(first.actor);
    expect(first.calls.linkEpicAccount).not.toHaveBeenCalled();
    expect(first.calls.subscribe).toHaveBeenCalledTimes(1);

    const linked = startModal({ ...modalInputs.solo, epicAccountId: EPIC_ID });
    linked.actor.send({ type: 'form.submit', values: { ...withEpic, epicAccountId: 'x', epicAccountIdConfirmation: 'y' } });
    await settle(linked.actor);
    expect(linked.calls.linkEpicAccount).not.toHaveBeenCalled();
    expect(linked.actor.getSnapshot().value).toBe('successCutscene');
  });

  test('a confirmation that does not match, or rules not accepted, stay on the form with the errors and send nothing', () => {
    const { actor, calls } = startModal(modalInputs.solo);
    actor.send({ type: 'form.submit', values: mismatchedEpic });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'epicAccountIdConfirmation', messageKey: 'validation:epicAccountIdConfirmation.beMatch' }]);
    actor.send({ type: 'form.submit', values: { ...rulesOnly, rulesAccepted: false } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'rulesAccepted', messageKey: 'validation:rulesAccepted.required' }]);
    expect(calls.linkEpicAccount).not.toHaveBeenCalled();
    expect(calls.subscribe).not.toHaveBeenCalled();
  });

  test('Fortnite without a linked Discord account cannot be sent (docs/product/tournaments.md, Rules)', () => {
    const { actor, calls } = startModal(modalInputs.fortniteNoDiscord);
    actor.send({ type: 'form.submit', values: rulesOnly });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'discord', messageKey: 'validation:discord.required' }]);
    expect(calls.subscribe).not.toHaveBeenCalled();
  });

  test('the creative event needs its details, and sends them with the subscription', async () => {
    const { actor, calls } = startModal(modalInputs.creative);
    actor.send({ type: 'form.submit', values: rulesOnly });
    expect(actor.getSnapshot().context.fieldErrors.map((e) => e.field)).toEqual(['socialMediaType', 'socialMediaUrl', 'fortniteMapId', 'video']);
    actor.send({ type: 'form.submit', values: { ...creativeValues, details: { ...creativeValues.details!, video: { name: 'longo.mp4', seconds: 181 } } } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'video', messageKey: 'validation:video.tooLong' }]);
    actor.send({ type: 'form.submit', values: creativeValues });
    await settle(actor);
    expect(calls.subscribe).toHaveBeenCalledExactlyOnceWith({ eventId: 18, details: creativeValues.details });
  });

  test('an Epic ID taken by someone else comes back on its field; no subscription is sent', async () => {
    const { actor, calls, effects } = startModal(modalInputs.solo);
    calls.linkEpicAccount.mockRejectedValue(new ApiError({ status: 400, fieldErrors: [{ field: 'epicAccountId', messageKey: 'validation:epicAccountId.taken' }], requestErrors: [] }));
    actor.send({ type: 'form.submit', values: withEpic });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'epicAccountId', messageKey: 'validation:epicAccountId.taken' }]);
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith([]);
    expect(calls.subscribe).not.toHaveBeenCalled();
  });

  test('a refused subscription shows the server message, returns to the form and reloads the detail', async () => {
    const { actor, calls, effects } = startModal(modalInputs.solo);
    calls.subscribe.mockRejectedValue(new ApiError({ status: 400, fieldErrors: [], requestErrors: ['status:eventRestriction.subscriptionClosed'] }));
    actor.send({ type: 'form.submit', values: rulesOnly });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('form');
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith(['status:eventRestriction.subscriptionClosed']);
    expect(effects.showSubscribed).not.toHaveBeenCalled();
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  test('a Discord event: success cutscene, then the invite, then close', async () => {
    const { actor, effects } = startModal({ ...modalInputs.solo, eventId: 4, discordRequired: true, discordLinked: true }, pendingDiscord);
    actor.send({ type: 'form.submit', values: rulesOnly });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('successCutscene');
    actor.send({ type: 'modal.continue' });
    expect(actor.getSnapshot().value).toBe('discordInvite');
    expect(effects.close).not.toHaveBeenCalled();
    actor.send({ type: 'modal.continue' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.close).toHaveBeenCalledTimes(1);
  });

  describe('team steps: the team formation flow runs inside the modal', () => {
    const teamInput = (viewerId: number, teamId: number | null) => ({
      ...modalInputs.team,
      teamId,
      teamStepsInput: { eventId: 3, teamSize: 4, viewerId, teamId, hasEpicAccount: true },
    });
    const child = (actor: ReturnType<typeof startModal>['actor']) => actor.getSnapshot().children.teamFormation as AnyActorRef;

    test('no team yet: the create-team form runs as the modal child; created, it stays open on the manage view', async () => {
      const team = teamFormationLogic({ team: formingTeam });
      const { actor, effects } = startModal(teamInput(LEADER, null), completed, team.logic);
      expect(actor.getSnapshot().value).toBe('teamSteps');
      expect(child(actor).getSnapshot().value).toEqual({ create: 'editing' });
      child(actor).send({ type: 'team.change', change: { name: 'Os Invencíveis', termsAccepted: true } });
      child(actor).send({ type: 'team.submit' });
      await waitFor(child(actor), (s) => s.matches('manage'));
      expect(team.calls.createTeam).toHaveBeenCalledExactlyOnceWith({ name: 'Os Invencíveis', eventId: 3 });
      expect(actor.getSnapshot().value).toBe('teamSteps');
      expect(effects.close).not.toHaveBeenCalled();
    });

    test('delete: after 1 s the modal closes, dropping teamId, and the detail reloads (docs/product/tournaments.md, States)', async () => {
      vi.useFakeTimers();
      try {
        const team = teamFormationLogic({ team: formingTeam });
        const { actor, effects } = startModal(teamInput(LEADER, 40), completed, team.logic);
        await vi.advanceTimersByTimeAsync(0);
        expect(child(actor).getSnapshot().value).toEqual({ manage: 'leading' });
        child(actor).send({ type: 'team.delete' });
        child(actor).send({ type: 'team.dialogConfirm' });
        await vi.advanceTimersByTimeAsync(0);
        expect(team.calls.deleteTeam).toHaveBeenCalledExactlyOnceWith(40);
        await vi.advanceTimersByTimeAsync(999);
        expect(effects.close).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        expect(actor.getSnapshot().status).toBe('done');
        expect(effects.dropTeamId).toHaveBeenCalledTimes(1);
        expect(effects.reload).toHaveBeenCalledTimes(1);
        expect(effects.close).toHaveBeenCalledTimes(1);
      } finally {
        vi.useRealTimers();
      }
    });

    test('decline: after 1 s the modal closes on a reloaded detail, keeping the URL otherwise', async () => {
      vi.useFakeTimers();
      try {
        const team = teamFormationLogic({ team: formingTeam });
        const { actor, effects } = startModal(teamInput(INVITEE, 40), completed, team.logic);
        await vi.advanceTimersByTimeAsync(0);
        expect(child(actor).getSnapshot().value).toEqual({ manage: 'invited' });
        child(actor).send({ type: 'team.decline' });
        child(actor).send({ type: 'team.dialogConfirm' });
        await vi.advanceTimersByTimeAsync(1000);
        expect(team.calls.decline).toHaveBeenCalledExactlyOnceWith(700);
        expect(actor.getSnapshot().status).toBe('done');
        expect(effects.reload).toHaveBeenCalledTimes(1);
        expect(effects.dropTeamId).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });

    test('neither member nor invitee of ?teamId: sent to the detail without it, nothing reloaded', async () => {
      const team = teamFormationLogic({ team: refusal(404, 'status:team.notFound') });
      const { actor, effects } = startModal(teamInput(OUTSIDER, 40), completed, team.logic);
      await waitFor(actor, (s) => s.status === 'done');
      expect(effects.dropTeamId).toHaveBeenCalledTimes(1);
      expect(effects.reload).not.toHaveBeenCalled();
      expect(effects.close).toHaveBeenCalledTimes(1);
    });

    test('a member of a team in a solo-looking event still opens on the team steps', () => {
      expect(startModal({ ...modalInputs.solo, teamId: 40, teamStepsInput: teamInput(LEADER, 40).teamStepsInput }).actor.getSnapshot().value).toBe('teamSteps');
    });
  });
});

/**
 * The modal keeps three transitions as safety nets that the UI replay leaves out because no user
 * gesture or server answer reaches them (see the machine): the school-link and team formation
 * flows failing as a whole, and the team flow ending with nothing to reload. These pin why; if one
 * fails, that transition became reachable and the replay (tests/e2e/replay/tournamentModal.spec.ts)
 * must drive it.
 */
describe('the embedded flows reach only the endings the UI replay drives', () => {
  test.each([
    ['school-link wizard', schoolLinkMachine],
    ['team formation flow', teamFormationMachine],
  ])('the %s handles the failure of each of its requests itself, so it never fails as a whole', (_name, machine) => {
    const invokes = stateNodesOf(machine).flatMap((node) => node.invoke.map((invoke) => ({ node, id: invoke.id })));
    expect(invokes.length).toBeGreaterThan(0);
    const unhandled = invokes.filter(({ node, id }) => !node.transitions.get(`xstate.error.actor.${id}`)?.length).map(({ node, id }) => `${node.id}: ${id}`);
    expect(unhandled).toEqual([]);
  });

  test('the team formation flow always ends reloading the detail or off the team, never with nothing to do', () => {
    const transitions = transitionsOf(teamFormationMachine);
    const finals = stateNodesOf(teamFormationMachine).filter((node) => node.type === 'final');
    expect(finals.map((node) => node.id).sort()).toEqual(['teamFormation.done', 'teamFormation.notInTeam']);
    // Off the team: notInTeam sets dropTeamId as it is entered (the outsider test above shows the output).
    const entry = finals.find((node) => node.id === 'teamFormation.notInTeam')!.entry.map((action) => (typeof action === 'string' ? action : (action as { type: string }).type));
    expect(entry).toContain('sendToDetail');
    // done comes only after closing, and closing only once an ending that reloads is set (delete and decline above).
    expect([...new Set(transitions.filter((t) => t.targets.includes('teamFormation.done')).map((t) => t.source))]).toEqual(['teamFormation.closing']);
    const intoClosing = transitions.filter((t) => t.targets.includes('teamFormation.closing'));
    expect(intoClosing.length).toBeGreaterThan(0);
    for (const t of intoClosing) expect(t.actions.filter((action) => action === 'finishReloading' || action === 'finishWithoutTeam')).toHaveLength(1);
  });
});
