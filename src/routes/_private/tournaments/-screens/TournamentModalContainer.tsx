import { beginDiscordAuthorization } from '@/routes/-accounts/discord-authorization';
import { useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { config } from '@/api/config';
import type { HttpClient } from '@/api/http';
import { GAME_ACCOUNTS_KEY, linkEpicAccount } from '@/api/accounts/queries';
import type { Tournament } from '@/contract/tournaments';
import { TOURNAMENTS_KEY, subscribeSolo } from '@/api/tournaments/queries';
import { modeLabel } from '@/domain/format';
import { translate } from '@/domain/messages';
import { emptySoloSignup, isFortniteCreative, needsDiscord, type SoloSignupValues } from '@/domain/tournaments/solo-signup';
import { inspect } from '@/machines/inspector';
import { tournamentModalMachine } from '@/machines/tournaments/tournamentModal.machine';
import { showToast } from '@/ui/feedback/show-toast';
import { TournamentModal, type TournamentModalStep } from '@/ui/tournaments/TournamentModal';
import { useMessageTable } from '@/ui/use-message-table';

export interface TournamentModalContainerProps {
  http: HttpClient;
  tournament: Tournament;
  /** The linked Epic account id as GET /records/api/account/games answered it. */
  epicAccountId: string | null;
  discordLinked: boolean;
  /**
   * The school-link step's content, given the running school-link actor (the `schoolLink` child of
   * the modal's flow): the school feature's form container.
   */
  renderSchoolLink: (schoolLink: AnyActorRef | undefined) => ReactNode;
  /** The school-link form's machine with its requests (src/routes/-school/schoolLinkActors.ts). */
  schoolLinkLogic: AnyActorLogic;
  /** The school-link flow's input (the caller's role, age and home city). */
  schoolLinkInput?: unknown;
  /** The team steps' content, given the running team formation actor (the `teamFormation` child). */
  renderTeamSteps: (teamFormation: AnyActorRef | undefined) => ReactNode;
  /** The team formation machine with its requests (src/routes/-teams/team-formation-actors.ts). */
  teamFormationLogic: AnyActorLogic;
  /** The team formation flow's input (event, team size, the caller, ?teamId). */
  teamStepsInput?: unknown;
  /**
   * The flow ended or the student closed it: the route removes `opened` (and `teamId` when the
   * team was deleted or is not the user's).
   */
  onClose: (options?: { dropTeamId: boolean }) => void;
}

const STEPS = ['form', 'teamSteps', 'successCutscene', 'verifyOnDiscord', 'discordInvite'] as const satisfies readonly TournamentModalStep[];

/** SPEC §4 tournament modal on /tournaments/detail: the flow wired to the requests, toasts and the detail's reload. */
export function TournamentModalContainer({
  http,
  tournament,
  epicAccountId,
  discordLinked,
  renderSchoolLink,
  schoolLinkLogic,
  schoolLinkInput,
  renderTeamSteps,
  teamFormationLogic,
  teamStepsInput,
  onClose,
}: TournamentModalContainerProps) {
  const queryClient = useQueryClient();
  const dropTeamId = useRef(false);
  const creative = isFortniteCreative(tournament);
  const [values, setValues] = useState<SoloSignupValues>(() => emptySoloSignup(creative));
  const [state, send] = useMachine(
    tournamentModalMachine.provide({
      actors: {
        linkEpicAccount: fromPromise(({ input }) => linkEpicAccount(http, input)),
        subscribe: fromPromise(({ input }) => subscribeSolo(http, input.eventId, input.details ? { ...input.details } : null)),
        // Until the school-link machine is passed in, its step waits and shows a link to /profile/my-clan.
        schoolLink: schoolLinkLogic,
        teamFormation: teamFormationLogic,
      },
      actions: {
        showRequestErrors: (_, { messageKeys }) => messageKeys.forEach((key) => showToast('error', translate(key))),
        showSubscribed: () => showToast('success', translate('status:subscribeSoloTournament.success')),
        reload: () => {
          void queryClient.invalidateQueries({ queryKey: [TOURNAMENTS_KEY] });
          void queryClient.invalidateQueries({ queryKey: [GAME_ACCOUNTS_KEY] });
        },
        dropTeamId: () => {
          dropTeamId.current = true;
        },
        close: () => onClose({ dropTeamId: dropTeamId.current }),
      },
    }),
    {
      input: {
        eventId: tournament.id,
        solo: modeLabel(tournament.mode) === 'SOLO',
        subscriptionStatus: tournament.subscriptionStatus,
        prerequisites: tournament.eligibility.prerequisites,
        teamId: tournament.teamId,
        epicAccountId,
        discordRequired: needsDiscord(tournament),
        discordLinked,
        creative,
        schoolLinkInput,
        teamStepsInput,
      },
      inspect,
    },
  );
  // Field errors are translated while rendering.
  useMessageTable();
  if (state.status === 'done') return null;
  const step: TournamentModalStep = state.matches({ prerequisites: 'schoolLinkCutscene' })
    ? 'schoolLinkCutscene'
    : state.matches({ prerequisites: 'schoolLinkForm' })
      ? 'schoolLinkForm'
      : (STEPS.find((name) => state.matches(name)) ?? 'form');
  const busy = state.matches('linkingEpic') || state.matches('subscribing');
  const errors = Object.fromEntries(state.context.fieldErrors.map(({ field, messageKey }) => [field, translate(messageKey)]));
  return (
    <TournamentModal
      step={step}
      eventName={tournament.name}
      busy={busy}
      discordNext={state.context.subscriptionStatus === 'PENDING_DISCORD_SERVER_JOIN'}
      schoolLinkSlot={step === 'schoolLinkForm' ? renderSchoolLink(state.children.schoolLink) : null}
      teamSlot={step === 'teamSteps' ? renderTeamSteps(state.children.teamFormation) : null}
      discordInviteUrl={config.discordInviteUrl}
      form={{
        values,
        onChange: setValues,
        errors,
        linkedEpicId: state.context.epicAccountId,
        discordRequired: state.context.discordRequired,
        discordLinked: state.context.discordLinked,
        onConnectDiscord: () =>
          void beginDiscordAuthorization(`/tournaments/detail?id=${tournament.id}&opened=true`).catch(() => showToast('error', translate('status:default.error'))),
        creative,
        rulesHtml: tournament.terms,
        onSubmit: () => send({ type: 'form.submit', values }),
      }}
      onContinue={() => send({ type: 'modal.continue' })}
      onClose={() => onClose()}
    />
  );
}
