import { useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { HttpClient } from '@/api/http';
import { minorProfileQuery } from '@/api/data-rights/requests';
import { m } from '@/paraglide/messages.js';
import { ErrorState } from '@/ui/components';
import { MinorCorrectionPanel } from '@/ui/data-rights/MinorCorrectionPanel';
import { PersonalDataEditor } from '@/routes/-profile/PersonalDataEditor';
import { provideMinorPersonalData } from './data-rights-actors';

interface Props {
  http: HttpClient;
  queryClient: QueryClient;
  minorId: number;
  name: string;
  className?: string;
}

/** A guardian corrects a minor's personal data: the panel, and once opened the minor's profile in the personal-data form. */
export function MinorCorrectionContainer({ http, queryClient, minorId, name, className }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <MinorCorrectionPanel name={name} open={open} onToggle={() => setOpen((shown) => !shown)} className={className}>
      <MinorForm http={http} queryClient={queryClient} minorId={minorId} name={name} />
    </MinorCorrectionPanel>
  );
}

function MinorForm({ http, queryClient, minorId, name }: Omit<Props, 'className'>) {
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
