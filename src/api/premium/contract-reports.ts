/** The detailed typia reports of the premium answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { JourneyMonetization, PremiumCancellation, RedeemLicenceResponse, RequestCancellationResponse } from '@/contract/premium';

export const validateRedeemLicence = typia.createValidate<RedeemLicenceResponse>();
export const validateCancellation = typia.createValidate<PremiumCancellation>();
export const validateRequestCancellation = typia.createValidate<RequestCancellationResponse>();
export const validateJourneyMonetization = typia.createValidate<JourneyMonetization>();
