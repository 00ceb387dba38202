/**
 * Reports and moderation (docs/product/moderation.md, API): a report, the admins' queue and their
 * decisions (the appeal of a sanction is in appeal-requests.ts). Every answer is checked against
 * src/contract/moderation.ts.
 */
import typia from 'typia';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { AbuseReportRequest, DecisionRequest, DecisionResponse, ModerationQueue, ReportCreated } from '@/contract/moderation';
import { MODERATION_KEY } from './key';

const reports = () => import('./contract-reports');

const createdContract: Contract<ReportCreated> = { is: typia.createIs<ReportCreated>(), explain: () => reports().then((r) => r.validateReportCreated) };
const queueContract: Contract<ModerationQueue> = { is: typia.createIs<ModerationQueue>(), explain: () => reports().then((r) => r.validateModerationQueue) };
const decisionContract: Contract<DecisionResponse> = { is: typia.createIs<DecisionResponse>(), explain: () => reports().then((r) => r.validateDecisionResponse) };

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
