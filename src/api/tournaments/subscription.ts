/** Subscribing alone and cancelling a subscription (docs/product/tournaments.md, API). */
import typia from 'typia';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { SubscriptionResponse, UnsubscribeResponse } from '@/contract/tournaments';

const reports = () => import('./contract-reports');

const subscriptionContract: Contract<SubscriptionResponse> = {
  is: typia.createIs<SubscriptionResponse>(),
  explain: () => reports().then((r) => r.validateSubscription),
};
const unsubscribeContract: Contract<UnsubscribeResponse> = {
  is: typia.createIs<UnsubscribeResponse>(),
  explain: () => reports().then((r) => r.validateUnsubscribe),
};

/**
 * POST /educational/api/tournaments/{id}/subscription: a solo subscription, no body (docs/product/tournaments.md, API);
 * the Fortnite creative event's details (docs/product/tournaments.md, API) go along as `{details}` when given.
 */
export const subscribeSolo = (http: HttpClient, id: number, details?: Record<string, unknown> | null) =>
  http(`${config.educationalApiBase}/tournaments/${id}/subscription`, { method: 'POST', contract: subscriptionContract, ...(details ? { body: { details } } : {}) });

/** DELETE /educational/api/events/{id}/unsubscribe: cancels the caller's subscription. */
export const unsubscribe = (http: HttpClient, id: number) =>
  http(`${config.educationalApiBase}/events/${id}/unsubscribe`, { method: 'DELETE', contract: unsubscribeContract });
