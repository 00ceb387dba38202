import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import type { HttpClient } from '@/api/http';
import { deletionRequestQuery, type DataSubject } from '@/api/data-rights/requests';
import type { DeletionRequestView } from '@/contract/data-rights';
import { dataExportBusy } from '@/machines/data-rights/dataExport.view';
import { deletionSectionView } from '@/machines/data-rights/deletionRequest.view';
import { inspect } from '@/machines/inspector';
import { ErrorState } from '@/ui/components';
import { DataCopyCard } from '@/ui/data-rights/DataCopyCard';
import { DeletionSection } from '@/ui/data-rights/DeletionSection';
import { provideDataExport, provideDeletionRequest } from './data-rights-actors';

interface Wiring {
  http: HttpClient;
  queryClient: QueryClient;
  subject: DataSubject;
  /** The minor's first name when a guardian acts for them. */
  name?: string;
  heading?: 'h2' | 'h3';
  className?: string;
}

/** The copy's card with its flow (docs/product/data-rights.md, Screens). */
export function DataCopyContainer({ http, subject, name, withMinors = false, heading, className }: Omit<Wiring, 'queryClient'> & { withMinors?: boolean }) {
  const [state, send] = useMachine(provideDataExport({ http, subject }), { inspect });
  return (
    <DataCopyCard
      heading={heading}
      className={className}
      busy={dataExportBusy(state)}
      subject={subject.kind === 'self' ? { kind: 'self', withMinors } : { kind: 'minor', name: name ?? '' }}
      onDownload={() => send({ type: 'export.start' })}
    />
  );
}

/** The erasure's section: waits for the stored request, then runs its flow with it. */
export function DeletionContainer(props: Wiring) {
  const stored = useQuery(deletionRequestQuery(props.http, props.subject));
  if (stored.isError) return <ErrorState onRetry={() => void stored.refetch()} />;
  if (!stored.data) return <div aria-busy="true" className={css({ h: '220px', borderRadius: '2xl', bg: 'bg.subtle' })} />;
  return <Deletion {...props} request={stored.data.request} />;
}

function Deletion({ http, queryClient, subject, name, heading, className, request }: Wiring & { request: DeletionRequestView | null }) {
  const [state, send] = useMachine(provideDeletionRequest({ http, queryClient, subject }), {
    input: { request, actingAs: subject.kind === 'self' ? 'self' : 'guardian' },
    inspect,
  });
  // What another device or a guardian changed meanwhile reaches the flow when the stored request reloads.
  useEffect(() => send({ type: 'deletion.loaded', request }), [send, request]);
  return (
    <DeletionSection
      heading={heading}
      className={className}
      view={deletionSectionView(state)}
      subject={subject.kind === 'self' ? { kind: 'self' } : { kind: 'minor', name: name ?? '' }}
      onStart={() => send({ type: 'deletion.start' })}
      onPassword={(value) => send({ type: 'deletion.password', value })}
      onConfirm={() => send({ type: 'deletion.confirm' })}
      onDismiss={() => send({ type: 'deletion.dismiss' })}
      onWithdraw={() => send({ type: 'deletion.withdraw' })}
    />
  );
}
