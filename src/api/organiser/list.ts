/** GET /educational/api/admin/tournaments: the organiser's events (docs/product/play.md, API). */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import { retryUnlessRefused } from '@/api/errors';
import type { Contract, HttpClient } from '@/api/http';
import type { OrganiserEventList } from '@/contract/play';
import { ORGANISER_KEY } from './keys';

const reports = () => import('./contract-reports');

const listContract: Contract<OrganiserEventList> = {
  is: typia.createIs<OrganiserEventList>(),
  explain: () => reports().then((r) => r.validateOrganiserEventList),
};

const admin = () => `${config.educationalApiBase}/admin`;

/** GET /educational/api/admin/tournaments: the events the caller organises, newest first. */
export const organiserEventsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: [ORGANISER_KEY, 'list'],
    queryFn: () => http(`${admin()}/tournaments`, { contract: listContract }),
    staleTime: 10_000,
    retry: retryUnlessRefused,
  });
