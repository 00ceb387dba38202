/** The Subscribers tab's pages of participants (docs/product/tournaments.md, API). */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { ParticipantPage } from '@/contract/tournaments';
import { TOURNAMENTS_KEY } from './keys';

const reports = () => import('./contract-reports');

const participantsContract: Contract<ParticipantPage> = {
  is: typia.createIs<ParticipantPage>(),
  explain: () => reports().then((r) => r.validateParticipantPage),
};

/** GET /educational/api/events/{id}/participants?completed=true: one page of the Subscribers tab. */
export const participantsQuery = (http: HttpClient, id: number, page: number, pageSize = 20) =>
  queryOptions({
    queryKey: [TOURNAMENTS_KEY, 'participants', id, page, pageSize],
    queryFn: () =>
      http(`${config.educationalApiBase}/events/${id}/participants?completed=true&page=${page}&pageSize=${pageSize}`, { contract: participantsContract }),
    staleTime: 30_000,
  });
