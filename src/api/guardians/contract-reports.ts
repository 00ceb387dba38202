/** The detailed typia reports of the guardian answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { ConsentLinkView, ConsentResponse, MinorGuardianState, SupervisedMinors } from '@/contract/guardians';

export const validateMinorGuardianState = typia.createValidate<MinorGuardianState>();
export const validateConsentLink = typia.createValidate<ConsentLinkView>();
export const validateConsentResponse = typia.createValidate<ConsentResponse>();
export const validateSupervisedMinors = typia.createValidate<SupervisedMinors>();
