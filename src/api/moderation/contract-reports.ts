/** The detailed typia reports of the moderation answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { AppealLinkView, DecisionResponse, ModerationQueue, ReportCreated } from '@/contract/moderation';
import type { StatusResponse } from '@/contract/account';

export const validateReportCreated = typia.createValidate<ReportCreated>();
export const validateModerationQueue = typia.createValidate<ModerationQueue>();
export const validateDecisionResponse = typia.createValidate<DecisionResponse>();
export const validateAppealLink = typia.createValidate<AppealLinkView>();
export const validateStatus = typia.createValidate<StatusResponse>();
