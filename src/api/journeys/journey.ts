/** One journey and its months of chapters, as the course's page reads them (docs/product/journeys.md, API). */
import { retryUnlessRefused } from '@/api/errors';
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { Campaign, Journey } from '@/contract/journeys';
import { JOURNEYS_KEY } from './keys';

const reports = () => import('./contract-reports');

const journeyContract: Contract<Journey> = { is: typia.createIs<Journey>(), explain: () => reports().then((r) => r.validateJourney) };
const campaignsContract: Contract<Campaign[]> = { is: typia.createIs<Campaign[]>(), explain: () => reports().then((r) => r.validateCampaigns) };

const base = () => `${config.educationalApiBase}/journeys`;

/** GET /educational/api/journeys/{id}. */
export const journeyQuery = (http: HttpClient, id: number) =>
  queryOptions({ queryKey: [JOURNEYS_KEY, 'detail', id], queryFn: () => http(`${base()}/${id}`, { contract: journeyContract }), staleTime: 15_000, retry: retryUnlessRefused });

/** GET /educational/api/journeys/{id}/campaigns: the months with their chapters, for the caller. */
export const campaignsQuery = (http: HttpClient, id: number) =>
  queryOptions({ queryKey: [JOURNEYS_KEY, 'campaigns', id], queryFn: () => http(`${base()}/${id}/campaigns`, { contract: campaignsContract }), staleTime: 15_000, retry: retryUnlessRefused });
