import typia from 'typia';
import { config } from '@/api/config';
import { SessionEndedError } from '@/api/errors';
import type { Contract, HttpClient } from '@/api/http';
import type { JourneyMonetization, PremiumCancellation, RedeemLicenceResponse, RequestCancellationResponse } from '@/contract/premium';

const reports = () => import('./contract-reports');

const redeemContract: Contract<RedeemLicenceResponse> = { is: typia.createIs<RedeemLicenceResponse>(), explain: () => reports().then((r) => r.validateRedeemLicence) };
const cancellationContract: Contract<PremiumCancellation> = { is: typia.createIs<PremiumCancellation>(), explain: () => reports().then((r) => r.validateCancellation) };
const requestCancellationContract: Contract<RequestCancellationResponse> = {
  is: typia.createIs<RequestCancellationResponse>(),
  explain: () => reports().then((r) => r.validateRequestCancellation),
};
const journeyContract: Contract<JourneyMonetization> = { is: typia.createIs<JourneyMonetization>(), explain: () => reports().then((r) => r.validateJourneyMonetization) };

/** PUT /records/api/activation-licence/{code}/redeem: the code is already trimmed and upper-cased. */
export const redeemActivationCode = (http: HttpClient, code: string) =>
  http(`${config.recordsApiBase}/activation-licence/${encodeURIComponent(code)}/redeem`, { method: 'PUT', contract: redeemContract });

/** GET /records/api/activation-licence/cancellation: whether the subscriber asked to cancel. */
export const fetchCancellation = (http: HttpClient) => http(`${config.recordsApiBase}/activation-licence/cancellation`, { contract: cancellationContract });

/** POST /records/api/activation-licence/cancellation: records the request (docs/product/premium.md, API). */
export const requestCancellation = (http: HttpClient) =>
  http(`${config.recordsApiBase}/activation-licence/cancellation`, { method: 'POST', contract: requestCancellationContract });

/**
 * Whether journey `id` is the school-linked type (monetizationType 'SCHOOL_LINKED'), read from
 * GET /educational/api/journeys/{id}. A journey the server does not know, or an answer that fails,
 * counts as not school-linked: the dialog must still open.
 */
export async function isSchoolLinkedJourney(http: HttpClient, id: number): Promise<boolean> {
  try {
    const journey = await http(`${config.educationalApiBase}/journeys/${id}`, { contract: journeyContract });
    return journey.monetizationType === 'SCHOOL_LINKED';
  } catch (error) {
    // A session that ended is the session's business; anything else only means "not school-linked".
    if (error instanceof SessionEndedError) throw error;
    return false;
  }
}
