/** The detailed typia reports of the guardian answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { ConsentLinkView, ConsentResponse, InviteDecisionResponse, MinorActivity, MinorGuardianState, SupervisedMinors, SupervisedMinorSummary, SupervisionState } from '@/contract/guardians';

export const validateMinorGuardianState = typia.createValidate<MinorGuardianState>();
export const validateConsentLink = typia.createValidate<ConsentLinkView>();
export const validateConsentResponse = typia.createValidate<ConsentResponse>();
export const validateSupervisedMinors = typia.createValidate<SupervisedMinors>();
export const validateSupervisionState = typia.createValidate<SupervisionState>();
export const validateMinorActivity = typia.createValidate<MinorActivity>();
export const validateSupervisedMinorSummary = typia.createValidate<SupervisedMinorSummary>();
export const validateInviteDecision = typia.createValidate<InviteDecisionResponse>();
