/**
 * The consent link a guardian opens from the e-mail (docs/product/guardians.md, API): read it, signed
 * in or not, and decide. Apart from queries.ts, so the link's page, often a guardian's first visit,
 * carries only these two answers' checks (src/contract/guardians.ts).
 */
import typia from 'typia';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { ConsentLinkView, ConsentRequest, ConsentResponse } from '@/contract/guardians';

const reports = () => import('./contract-reports');

const linkContract: Contract<ConsentLinkView> = {
  is: typia.createIs<ConsentLinkView>(),
  explain: () => reports().then((r) => r.validateConsentLink),
};
const decisionContract: Contract<ConsentResponse> = {
  is: typia.createIs<ConsentResponse>(),
  explain: () => reports().then((r) => r.validateConsentResponse),
};

/** GET /records/api/public/guardian/consent/{token}: what the consent link shows, signed in or not. */
export const fetchConsentLink = (http: HttpClient, token: string) =>
  http(`${config.recordsApiBase}/public/guardian/consent/${encodeURIComponent(token)}`, { contract: linkContract });

/** POST /records/api/guardian/consent/{token}: the signed-in guardian accepts or refuses. */
export const decideConsent = (http: HttpClient, token: string, request: ConsentRequest) =>
  http(`${config.recordsApiBase}/guardian/consent/${encodeURIComponent(token)}`, { method: 'POST', body: { ...request }, contract: decisionContract });
