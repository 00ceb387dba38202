/** The home carousel's banners (docs/product/journeys.md, API). */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { Banner } from '@/contract/journeys';
import { JOURNEYS_KEY } from './keys';

const reports = () => import('./contract-reports');

const bannersContract: Contract<Banner[]> = { is: typia.createIs<Banner[]>(), explain: () => reports().then((r) => r.validateBanners) };

/** GET /educational/api/banners: the home carousel. */
export const bannersQuery = (http: HttpClient) =>
  queryOptions({ queryKey: [JOURNEYS_KEY, 'banners'], queryFn: () => http(`${config.educationalApiBase}/banners`, { contract: bannersContract }), staleTime: 300_000 });
