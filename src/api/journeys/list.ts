/** GET /educational/api/journeys: every journey with the caller's status (docs/product/journeys.md, API). */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { Journey } from '@/contract/journeys';
import { JOURNEYS_KEY } from './keys';

const reports = () => import('./contract-reports');

const journeysContract: Contract<Journey[]> = { is: typia.createIs<Journey[]>(), explain: () => reports().then((r) => r.validateJourneys) };

const base = () => `${config.educationalApiBase}/journeys`;

/** GET /educational/api/journeys: every journey with the caller's status. */
export const journeysQuery = (http: HttpClient) =>
  queryOptions({ queryKey: [JOURNEYS_KEY, 'list'], queryFn: () => http(base(), { contract: journeysContract }), staleTime: 30_000 });
