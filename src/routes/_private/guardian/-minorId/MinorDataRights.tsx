import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@/api/http';
import { DataCopyContainer, DeletionContainer } from '@/routes/-data-rights/DataRightsContainers';
import { MinorCorrectionContainer } from '@/routes/-data-rights/MinorCorrectionContainer';

/**
 * What a guardian may do with the minor's data (docs/product/data-rights.md, Roles): correct it,
 * download a copy, ask for its erasure. The last sections of the minor's page, fetched when the
 * guardian scrolls to them.
 */
export function MinorDataRights({ http, queryClient, minorId, name, wide }: { http: HttpClient; queryClient: QueryClient; minorId: number; name: string; wide: string }) {
  const subject = { kind: 'minor', minorId } as const;
  return (
    <>
      <MinorCorrectionContainer http={http} queryClient={queryClient} minorId={minorId} name={name} className={wide} />
      <DataCopyContainer http={http} subject={subject} name={name} />
      <DeletionContainer http={http} queryClient={queryClient} subject={subject} name={name} />
    </>
  );
}
