import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { minorProfileQuery } from '@/api/data-rights/requests';
import { m } from '@/paraglide/messages.js';
import { ErrorState } from '@/ui/components';
import { PersonalDataEditor } from '@/routes/-profile/PersonalDataEditor';
import { provideMinorPersonalData } from './minor-correction-actors';
import type { HttpClient } from '@/api/http';
import type { QueryClient } from '@tanstack/react-query';

/** What the correction panel hands its form. */
export interface MinorFormProps {
  http: HttpClient;
  queryClient: QueryClient;
  minorId: number;
  name: string;
}

/** The minor's profile in the personal-data form, once the guardian opens the correction panel. */
export function MinorForm({ http, queryClient, minorId, name }: MinorFormProps) {
  const profile = useQuery(minorProfileQuery(http, minorId));
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <div aria-busy="true" className={css({ h: '480px', borderRadius: 'xl', bg: 'bg.subtle' })} />;
  return (
    <PersonalDataEditor
      profile={profile.data}
      machine={provideMinorPersonalData({ http, queryClient, minorId, name })}
      http={http}
      queryClient={queryClient}
      confirmText={m.dataRights_minorCorrectConfirm({ name })}
    />
  );
}
