import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import type { Team, TeamChangeResponse } from '@/contract/teams';
import { ApiError } from '@/api/errors';
import { teamFormationMachine, type TeamFormationInput } from '@/machines/teams/teamFormation.machine';
import { TeamFormationContainer } from '@/routes/-teams/TeamFormationContainer';
import { button } from '@/ui/button';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

/**
 * The real team formation flow and its container, against an in-memory team instead of the
 * server, so the whole flow can be clicked (and tested) before the tournament modal hosts it.
 */

const people: Record<string, { id: number; playId: string; firstName: string }> = {
  'LucasSquad#2101': { id: 1, playId: 'LucasSquad#2101', firstName: 'Lucas' },
  'BiaSquad#2102': { id: 2, playId: 'BiaSquad#2102', firstName: 'Bia' },
  'TheoSquad#2103': { id: 3, playId: 'TheoSquad#2103', firstName: 'Theo' },
  'AnaSquad#2104': { id: 4, playId: 'AnaSquad#2104', firstName: 'Ana' },
  'GabiSquad#2105': { id: 5, playId: 'GabiSquad#2105', firstName: 'Gabi' },
  'ana@escola.com.br': { id: 4, playId: 'AnaSquad#2104', firstName: 'Ana' },
};

const member = (playId: string, isLeader = false) => ({ ...people[playId]!, lastName: 'Squad', isLeader, discord: null });

function seedTeam(): Team {
  return {
    id: 40,
    name: 'Os Invencíveis',
    eventId: 3,
    eventName: 'Squad Aberto Free Fire',
    leader: { id: 1, firstName: 'Lucas', lastName: 'Squad', playId: 'LucasSquad#2101' },
    teamMembers: [member('LucasSquad#2101', true), member('BiaSquad#2102')],
    invites: [{ id: 700, userIdentification: 'TheoSquad#2103', userId: 3, playId: 'TheoSquad#2103', awaitingGuardian: false }],
    modeQuantity: 4,
    subscribed: false,
  };
}

const refuse = (messageKey: string, status = 400) => new ApiError({ status, fieldErrors: [], requestErrors: [messageKey] });
const wait = () => new Promise((resolve) => setTimeout(resolve, 250));

/** An in-memory stand-in for /educational/api/teams with the server's main rules. */
function fakeTeams(viewerId: number) {
  let team: Team | null = null;
  let nextInvite = 800;
  const changed = (messageKey: string): TeamChangeResponse => ({ messageKey, team: structuredClone(team!) });
  const current = () => {
    if (!team) throw refuse('status:team.notFound', 404);
    return team;
  };
  return {
    reset: (withTeam: boolean) => {
      team = withTeam ? seedTeam() : null;
    },
    machine: teamFormationMachine.provide({
      actors: {
        loadTeam: fromPromise(async () => {
          await wait();
          const t = current();
          const belongs = t.teamMembers.some((m) => m.id === viewerId) || t.invites.some((i) => i.userId === viewerId);
          if (!belongs) throw refuse('status:team.notFound', 404);
          return structuredClone(t);
        }),
        createTeam: fromPromise(async ({ input }) => {
          await wait();
          team = { ...seedTeam(), name: input.name, teamMembers: [member('LucasSquad#2101', true)], invites: [] };
          return changed('status:team.created');
        }),
        invite: fromPromise(async ({ input }) => {
          await wait();
          const t = current();
          const guest = people[input.userIdentification];
          if (!guest) throw refuse('status:team.guestNotFound');
          if (guest.id === viewerId) throw refuse('status:team.guestIsSelf');
          if (t.teamMembers.some((m) => m.id === guest.id)) throw refuse('status:team.alreadyInThisTeam', 409);
          if (t.invites.some((i) => i.userId === guest.id)) throw refuse('status:team.alreadyInvited', 409);
          t.invites.push({ id: nextInvite++, userIdentification: input.userIdentification, userId: guest.id, playId: guest.playId, awaitingGuardian: false });
          return changed('status:team.inviteSent');
        }),
        accept: fromPromise(async ({ input }) => {
          await wait();
          const t = current();
          const invite = t.invites.find((i) => i.id === input.inviteId);
          if (!invite) throw refuse('status:team.invitationInvalid', 404);
          t.invites = t.invites.filter((i) => i !== invite);
          t.teamMembers.push(member(invite.playId));
          return changed('status:team.inviteAccepted');
        }),
        decline: fromPromise(async ({ input }) => {
          await wait();
          current().invites = current().invites.filter((i) => i.id !== input);
          return { messageKey: 'status:team.inviteDeclined' };
        }),
        cancelInvite: fromPromise(async ({ input }) => {
          await wait();
          current().invites = current().invites.filter((i) => i.id !== input);
          return changed('status:team.inviteCancelled');
        }),
        kick: fromPromise(async ({ input }) => {
          await wait();
          current().teamMembers = current().teamMembers.filter((m) => m.id !== input.memberId);
          return changed('status:team.memberKicked');
        }),
        leave: fromPromise(async () => {
          await wait();
          current().teamMembers = current().teamMembers.filter((m) => m.id !== viewerId);
          return { messageKey: 'status:team.left' };
        }),
        deleteTeam: fromPromise(async () => {
          await wait();
          team = null;
          return { messageKey: 'status:team.deleted' };
        }),
        confirm: fromPromise(async () => {
          await wait();
          const t = current();
          if (t.teamMembers.length !== t.modeQuantity) throw refuse('status:team.incomplete');
          t.subscribed = true;
          t.invites = [];
          return changed('status:team.confirmed');
        }),
      },
      actions: {
        showSuccess: (_, { messageKey }) => showMessageToast('success', messageKey),
        showErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
        teamCreated: () => undefined,
      },
    }),
  };
}

const scenarios = {
  create: { label: 'Novo time', viewerId: 1, withTeam: false },
  leader: { label: 'Líder', viewerId: 1, withTeam: true },
  member: { label: 'Membro', viewerId: 2, withTeam: true },
  invitee: { label: 'Convidado', viewerId: 3, withTeam: true },
  outsider: { label: 'Fora do time', viewerId: 9, withTeam: true },
} as const;
type Scenario = keyof typeof scenarios;

function Flow({ scenario }: { scenario: Scenario }) {
  const { viewerId, withTeam } = scenarios[scenario];
  // One in-memory team per run (the flow is keyed by scenario and round).
  const [fake] = useState(() => {
    const created = fakeTeams(viewerId);
    created.reset(withTeam);
    return created;
  });
  const input: TeamFormationInput = { eventId: 3, teamSize: 4, viewerId, teamId: withTeam ? 40 : null, hasEpicAccount: false };
  const actor = useActorRef(fake.machine, { input });
  const output = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? snapshot.output : null));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <TeamFormationContainer actor={actor} />
      <p role="status" data-testid="team-flow-output" className={css({ color: 'fg.muted', fontWeight: '600' })}>
        {output ? `Fluxo encerrado: ${output.dropTeamId ? 'ir ao torneio sem o time' : 'ficar no torneio'}${output.reload ? ' e recarregar' : ''}.` : 'Fluxo em andamento.'}
      </p>
    </div>
  );
}

export function TeamFormationDemo() {
  const [scenario, setScenario] = useState<Scenario>('leader');
  const [round, setRound] = useState(0);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'modal', w: 'full' })} data-testid="team-flow-demo">
      <div role="group" aria-label="Ver o fluxo como" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {(Object.keys(scenarios) as Scenario[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={scenario === key}
            className={button({ variant: scenario === key ? 'primary' : 'secondary', size: 'sm' })}
            onClick={() => {
              setScenario(key);
              setRound((r) => r + 1);
            }}
          >
            {scenarios[key].label}
          </button>
        ))}
      </div>
      <div className={css({ p: { base: '3', sm: '5' }, borderRadius: '2xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default' })}>
        <Flow key={`${scenario}-${round}`} scenario={scenario} />
      </div>
    </div>
  );
}
