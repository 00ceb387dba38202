import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import type { Profile } from '@/api/contract/profile';
import { citiesQuery } from '@/api/places';
import type { Tournament } from '@/api/tournaments/contract';
import type { schoolLinkMachine } from '@/machines/school/schoolLink.machine';
import { SchoolLinkContainer } from '@/routes/-school/SchoolLinkContainer';
import { schoolLinkInputFor } from '@/routes/-school/school-link-input';
import { provideSchoolLink } from '@/routes/-school/schoolLinkActors';
import { TournamentModalContainer } from './TournamentModalContainer';

const privateRoute = getRouteApi('/_private');

interface TournamentModalHostProps {
  tournament: Tournament;
  epicAccountId: string | null;
  /** The caller's profile, when the school-link prerequisite needs it (role, age, home city). */
  profile: Profile | undefined;
  onClose: () => void;
}

/** The tournament modal with the school feature's wizard provided for its HAS_SCHOOL_LINK step. */
export function TournamentModalHost({ tournament, epicAccountId, profile, onClose }: TournamentModalHostProps) {
  const { http, session, user } = privateRoute.useRouteContext();
  const queryClient = useQueryClient();
  const router = useRouter();
  const schoolLinkLogic = useMemo(
    () => provideSchoolLink({ http, queryClient, session, afterRefresh: () => router.invalidate() }),
    [http, queryClient, session, router],
  );
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
      onClose={onClose}
    />
  );
}
