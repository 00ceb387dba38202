import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { config } from '@/api/config';
import { GAME_ACCOUNTS_KEY, linkEpicAccount } from '@/api/game-accounts/queries';
import { citiesQuery } from '@/api/places';
import { TEAMS_KEY } from '@/api/teams/keys';
import { TOURNAMENTS_KEY } from '@/api/tournaments/keys';
import { subscribeSolo } from '@/api/tournaments/subscription';
import type { Profile } from '@/contract/profile';
import type { Tournament } from '@/contract/tournaments';
import { modeLabel } from '@/domain/format';
import { emptySoloSignup, isFortniteCreative, needsDiscord, type SoloSignupValues } from '@/domain/tournaments/solo-signup';
import { inspect } from '@/machines/inspector';
import type { TeamFormationInput } from '@/machines/teams/teamFormation.machine';
import { tournamentModalMachine } from '@/machines/tournaments/tournamentModal.machine';
import { tournamentModalView } from '@/machines/tournaments/tournamentModal.view';
import { beginDiscordAuthorization } from '@/routes/-game-accounts/discord-authorization';
import { SchoolLinkContainer } from '@/routes/-school/SchoolLinkContainer';
import { schoolLinkInputFor } from '@/routes/-school/school-link-input';
import { provideSchoolLink } from '@/routes/-school/schoolLinkActors';
import { TeamFormationContainer } from '@/routes/-teams/TeamFormationContainer';
import { provideTeamFormation } from '@/routes/-teams/team-formation-actors';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';
import { TournamentModal } from '@/ui/tournaments/TournamentModal';
import { useMessageTable } from '@/ui/use-message-table';
import { errorTexts } from '@/ui/components/field-binding';

const privateRoute = getRouteApi('/_private');

export interface TournamentModalContainerProps {
  tournament: Tournament;
  /** The linked Epic account id as GET /records/api/account/games answered it. */
  epicAccountId: string | null;
  /** The caller's profile, when the school-link prerequisite needs it (role, age, home city). */
  profile: Profile | undefined;
  /** ?teamId: the team the link points at (a member's or an invitee's), if any. */
  teamId: number | undefined;
  /** A team was created: the route puts its id in the URL (?teamId). */
  onTeamCreated: (teamId: number) => void;
  /**
   * The flow ended or the student closed it: the route removes `opened` (and `teamId` when the
   * team was deleted or is not the user's).
   */
  onClose: (options?: { dropTeamId: boolean }) => void;
}

/**
 * The tournament modal on /tournaments/detail (docs/product/tournaments.md): its flow wired to the
 * requests, toasts and the detail's reload, with the school feature's wizard provided for the
 * HAS_SCHOOL_LINK step and the teams feature's formation flow for the team steps.
 */
export function TournamentModalContainer({ tournament, epicAccountId, profile, teamId, onTeamCreated, onClose }: TournamentModalContainerProps) {
  const { http, session, user } = privateRoute.useRouteContext();
  const queryClient = useQueryClient();
  const router = useRouter();
  const dropTeamId = useRef(false);
  const creative = isFortniteCreative(tournament);
  const [values, setValues] = useState<SoloSignupValues>(() => emptySoloSignup(creative));
  const schoolLink = useMemo(() => provideSchoolLink({ http, queryClient, session, afterRefresh: () => router.invalidate() }), [http, queryClient, session, router]);
  const teamFormation = useMemo(
    () =>
      provideTeamFormation({
        http,
        onTeamCreated,
        // The banner, the join button and the /teams lists follow every change to the team.
        onTeamChanged: () => {
          void queryClient.invalidateQueries({ queryKey: [TOURNAMENTS_KEY] });
          void queryClient.invalidateQueries({ queryKey: [TEAMS_KEY] });
        },
      }),
    [http, queryClient, onTeamCreated],
  );
  const discordRequired = needsDiscord(tournament);
  const teamStepsInput: TeamFormationInput = {
    eventId: tournament.id,
    teamSize: tournament.modeQuantity,
    viewerId: Number(user.id),
    teamId: teamId ?? tournament.teamId,
    hasEpicAccount: epicAccountId !== null,
    discordRequired,
    discord: discordRequired ? (user.discordId ?? null) : null,
  };
  const [state, send] = useMachine(
    // dropTeamId is read and written by the flow's actions, never while rendering.
    // eslint-disable-next-line react-hooks/refs
    tournamentModalMachine.provide({
      actors: {
        linkEpicAccount: fromPromise(({ input }) => linkEpicAccount(http, input)),
        subscribe: fromPromise(({ input }) => subscribeSolo(http, input.eventId, input.details ? { ...input.details } : null)),
        schoolLink,
        teamFormation,
      },
      actions: {
        showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
        showSubscribed: () => showMessageToast('success', 'status:subscribeSoloTournament.success'),
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
        discordRequired,
        discordLinked: Boolean(user.discordId),
        creative,
        schoolLinkInput: schoolLinkInputFor(profile, user),
        teamStepsInput,
      },
      inspect,
    },
  );
  // Field errors are translated while rendering.
  useMessageTable();
  if (state.status === 'done') return null;
  const view = tournamentModalView(state);
  const step = view.screen;
  const errors = errorTexts(state.context.fieldErrors);
  const schoolLinkActor = state.children.schoolLink;
  const teamFormationActor = state.children.teamFormation;
  return (
    <TournamentModal
      step={step}
      eventName={tournament.name}
      busy={view.busy}
      discordNext={view.discordNext}
      schoolLinkSlot={
        step === 'schoolLinkForm' && schoolLinkActor ? (
          <SchoolLinkContainer actor={schoolLinkActor} searchCities={async (stateId) => queryClient.fetchQuery(citiesQuery(http, stateId))} />
        ) : null
      }
      teamSlot={step === 'teamSteps' && teamFormationActor ? <TeamFormationContainer actor={teamFormationActor} /> : null}
      discordInviteUrl={config.discordInviteUrl}
      form={{
        values,
        onChange: setValues,
        errors,
        linkedEpicId: state.context.epicAccountId,
        discordRequired: state.context.discordRequired,
        discordLinked: state.context.discordLinked,
        onConnectDiscord: () =>
          void beginDiscordAuthorization(`/tournaments/detail?id=${tournament.id}&opened=true`).catch(() => showMessageToast('error', 'status:default.error')),
        creative,
        rulesHtml: tournament.terms,
        onSubmit: () => send({ type: 'form.submit', values }),
      }}
      onContinue={() => send({ type: 'modal.continue' })}
      onClose={() => onClose()}
    />
  );
}
