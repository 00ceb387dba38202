/**
 * Reports and moderation (docs/product/moderation.md, API): a report, the admins' queue and their
 * decisions, and the appeal of a sanction. Every answer is checked against src/contract/moderation.ts.
 */
import typia from 'typia';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { StatusResponse } from '@/contract/account';
import type { AbuseReportRequest, AppealLinkView, DecisionRequest, DecisionResponse, ModerationQueue, ReportCreated } from '@/contract/moderation';

const reports = () => import('./contract-reports');

const createdContract: Contract<ReportCreated> = { is: typia.createIs<ReportCreated>(), explain: () => reports().then((r) => r.validateReportCreated) };
const queueContract: Contract<ModerationQueue> = { is: typia.createIs<ModerationQueue>(), explain: () => reports().then((r) => r.validateModerationQueue) };
const decisionContract: Contract<DecisionResponse> = { is: typia.createIs<DecisionResponse>(), explain: () => reports().then((r) => r.validateDecisionResponse) };
const appealLinkContract: Contract<AppealLinkView> = { is: typia.createIs<AppealLinkView>(), explain: () => reports().then((r) => r.validateAppealLink) };
const statusContract: Contract<StatusResponse> = { is: typia.createIs<StatusResponse>(), explain: () => reports().then((r) => r.validateStatus) };

/** Every query of this feature starts with this key. */
export const MODERATION_KEY = 'moderation';

/** POST /records/api/reports: a report of a player, a team's name or a dispute's screenshot. */
export const sendReport = (http: HttpClient, request: AbuseReportRequest) =>
  http(`${config.recordsApiBase}/reports`, { method: 'POST', body: { ...request }, contract: createdContract });

/** GET /records/api/admin/reports: the open queue (oldest first) or the decided reports (newest first). */
export const moderationQueueQuery = (http: HttpClient, view: 'open' | 'decided', page: number) =>
  queryOptions({
    queryKey: [MODERATION_KEY, 'queue', view, page],
    queryFn: () => http(`${config.recordsApiBase}/admin/reports`, { query: { view, page, size: 20 }, contract: queueContract }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** POST /records/api/admin/reports/{id}/decision: take, decide, or answer the appeal of a report. */
export const sendDecision = (http: HttpClient, reportId: number, request: DecisionRequest) =>
  http(`${config.recordsApiBase}/admin/reports/${reportId}/decision`, { method: 'POST', body: { ...request }, contract: decisionContract });

/** GET /records/api/public/reports/appeal/{token}: the decision an appeal link is for, signed in or not. */
export const appealLinkQuery = (http: HttpClient, token: string) =>
  queryOptions({
    queryKey: [MODERATION_KEY, 'appeal', token],
    queryFn: () => http(`${config.recordsApiBase}/public/reports/appeal/${encodeURIComponent(token)}`, { contract: appealLinkContract }),
    staleTime: 0,
  });

/** POST /records/api/reports/{id}/appeal: the one appeal, with the link's token. */
export const sendAppeal = (http: HttpClient, reportId: number, token: string, text: string) =>
  http(`${config.recordsApiBase}/reports/${reportId}/appeal`, { method: 'POST', body: { token, text }, contract: statusContract });
