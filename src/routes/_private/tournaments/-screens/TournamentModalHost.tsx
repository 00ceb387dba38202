import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import type { Profile } from '@/contract/profile';
import { citiesQuery } from '@/api/places';
import type { Tournament } from '@/contract/tournaments';
import type { schoolLinkMachine } from '@/machines/school/schoolLink.machine';
import { SchoolLinkContainer } from '@/routes/-school/SchoolLinkContainer';
import { schoolLinkInputFor } from '@/routes/-school/school-link-input';
import { provideSchoolLink } from '@/routes/-school/schoolLinkActors';
import { TEAMS_KEY } from '@/api/teams/queries';
import { TOURNAMENTS_KEY } from '@/api/tournaments/queries';
import { needsDiscord } from '@/domain/tournaments/solo-signup';
import type { TeamFormationInput } from '@/machines/teams/teamFormation.machine';
import { TeamFormationContainer, type TeamFormationActor } from '@/routes/-teams/TeamFormationContainer';
import { provideTeamFormation } from '@/routes/-teams/team-formation-actors';
import { TournamentModalContainer } from './TournamentModalContainer';

const privateRoute = getRouteApi('/_private');

interface TournamentModalHostProps {
  tournament: Tournament;
  epicAccountId: string | null;
  /** The caller's profile, when the school-link prerequisite needs it (role, age, home city). */
  profile: Profile | undefined;
  /** ?teamId: the team the link points at (a member's or an invitee's), if any. */
  teamId: number | undefined;
  /** A team was created: the route puts its id in the URL (?teamId). */
  onTeamCreated: (teamId: number) => void;
  onClose: (options?: { dropTeamId: boolean }) => void;
}

/**
 * The tournament modal with the school feature's wizard provided for its HAS_SCHOOL_LINK step and
 * the teams feature's formation flow for its team steps.
 */
export function TournamentModalHost({ tournament, epicAccountId, profile, teamId, onTeamCreated, onClose }: TournamentModalHostProps) {
  const { http, session, user } = privateRoute.useRouteContext();
  const queryClient = useQueryClient();
  const router = useRouter();
  const schoolLinkLogic = useMemo(
    () => provideSchoolLink({ http, queryClient, session, afterRefresh: () => router.invalidate() }),
    [http, queryClient, session, router],
  );
  const teamFormationLogic = useMemo(
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
  return (
    <TournamentModalContainer
      http={http}
      tournament={tournament}
      epicAccountId={epicAccountId}
      discordLinked={Boolean(user.discordId)}
      schoolLinkLogic={schoolLinkLogic}
      schoolLinkInput={schoolLinkInputFor(profile, user)}
      renderSchoolLink={(schoolLink) =>
        schoolLink ? (
          <SchoolLinkContainer
            actor={schoolLink as ActorRefFrom<typeof schoolLinkMachine>}
            searchCities={async (stateId) => queryClient.fetchQuery(citiesQuery(http, stateId))}
          />
        ) : null
      }
      teamFormationLogic={teamFormationLogic}
      teamStepsInput={teamStepsInput}
      renderTeamSteps={(teamFormation) => (teamFormation ? <TeamFormationContainer actor={teamFormation as TeamFormationActor} /> : null)}
      onClose={onClose}
    />
  );
}
