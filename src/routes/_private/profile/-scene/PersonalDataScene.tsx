import { getRouteApi } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Profile } from '@/contract/profile';
import { ErrorState } from '@/ui/components';
import { PersonalDataEditor } from '@/routes/-profile/PersonalDataEditor';
import { providePersonalData } from './personal-data-actors';

const privateRoute = getRouteApi('/_private');

/** The personal-data scene: waits for the stored profile, then starts the form with it. */
export function PersonalDataScene({ profile }: { profile: UseQueryResult<Profile> }) {
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <div aria-busy="true" className={css({ h: '480px', borderRadius: 'xl', bg: 'bg.subtle' })} />;
  return <PersonalData profile={profile.data} />;
}

function PersonalData({ profile }: { profile: Profile }) {
  const { http, queryClient } = privateRoute.useRouteContext();
  return <PersonalDataEditor profile={profile} machine={providePersonalData({ http, queryClient })} http={http} queryClient={queryClient} />;
}
