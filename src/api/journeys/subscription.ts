/** Subscribing to a journey (docs/product/journeys.md, API). */
import typia from 'typia';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { JourneySubscriptionResponse } from '@/contract/journeys';

const reports = () => import('./contract-reports');

const subscriptionContract: Contract<JourneySubscriptionResponse> = {
  is: typia.createIs<JourneySubscriptionResponse>(),
  explain: () => reports().then((r) => r.validateSubscription),
};

const base = () => `${config.educationalApiBase}/journeys`;

/** POST /educational/api/journeys/{id}/subscription (no body). */
export const subscribeJourney = (http: HttpClient, id: number) => http(`${base()}/${id}/subscription`, { method: 'POST', contract: subscriptionContract });
