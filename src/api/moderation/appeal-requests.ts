/**
 * The appeal of a sanction (docs/product/moderation.md, API): the decision a link is for, and the
 * one appeal. Apart from the other moderation requests, so the appeal page, opened from an e-mail,
 * downloads only its own answers' checks.
 */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { StatusResponse } from '@/contract/account';
import type { AppealLinkView } from '@/contract/moderation';
import { MODERATION_KEY } from './key';

const reports = () => import('./contract-reports');

const appealLinkContract: Contract<AppealLinkView> = { is: typia.createIs<AppealLinkView>(), explain: () => reports().then((r) => r.validateAppealLink) };
const statusContract: Contract<StatusResponse> = { is: typia.createIs<StatusResponse>(), explain: () => reports().then((r) => r.validateStatus) };

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
