/**
 * School (docs/product/school.md, API): the requests of the school-link wizard (link status, search, INEP lookup,
 * drafts, the link itself, the guardian's authorisation and the grades). Errors come out as the
 * ApiError of src/api/errors (docs/product/school.md, Errors).
 */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { SchoolLinkStatusResponse } from '@/contract/school';
import type { Contract, HttpClient } from '@/api/http';
import type {
  ResponsibleAuthorizationRequest,
  School,
  SchoolDraft,
  SchoolDraftLinkRequest,
  SchoolDraftRequest,
  SchoolGradesRequest,
  SchoolLinkRequest,
  SchoolPage,
  SchoolSearchParams,
} from '@/contract/school';

const reports = () => import('./contract-reports');

const linkStatusContract: Contract<SchoolLinkStatusResponse> = {
  is: typia.createIs<SchoolLinkStatusResponse>(),
  explain: () => reports().then((r) => r.validateLinkStatus),
};
const pageContract: Contract<SchoolPage> = {
  is: typia.createIs<SchoolPage>(),
  explain: () => reports().then((r) => r.validateSchoolPage),
};
const schoolContract: Contract<School> = {
  is: typia.createIs<School>(),
  explain: () => reports().then((r) => r.validateSchool),
};
const draftsContract: Contract<SchoolDraft[]> = {
  is: typia.createIs<SchoolDraft[]>(),
  explain: () => reports().then((r) => r.validateSchoolDrafts),
};
const draftContract: Contract<SchoolDraft> = {
  is: typia.createIs<SchoolDraft>(),
  explain: () => reports().then((r) => r.validateSchoolDraft),
};

const base = () => config.educationalApiBase;

/** GET /educational/api/links/status. */
export function fetchLinkStatus(http: HttpClient): Promise<SchoolLinkStatusResponse> {
  return http(`${base()}/links/status`, { contract: linkStatusContract });
}

export const linkStatusQuery = (http: HttpClient) =>
  queryOptions({ queryKey: ['school', 'link-status'], queryFn: () => fetchLinkStatus(http) });

/** Only non-empty filters are sent; an INEP search sends the code alone (docs/product/school.md, Rules). */
export function schoolSearchQuery(params: SchoolSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  const inep = params.inepCode?.trim();
  if (inep) query.inepCode = inep;
  else {
    for (const key of ['name', 'state', 'city', 'address', 'cep', 'type'] as const) {
      const value = params[key];
      if (value === undefined || value === null) continue;
      const text = String(value).trim();
      if (text !== '') query[key] = text;
    }
  }
  if (params.page !== undefined) query.page = String(params.page);
  if (params.size !== undefined) query.size = String(params.size);
  return query;
}

/** GET /educational/api/schools with the non-empty filters. */
export function searchSchools(http: HttpClient, params: SchoolSearchParams): Promise<SchoolPage> {
  return http(`${base()}/schools`, { query: schoolSearchQuery(params), contract: pageContract });
}

export const schoolSearchQueryOptions = (http: HttpClient, params: SchoolSearchParams) =>
  queryOptions({ queryKey: ['school', 'search', schoolSearchQuery(params)], queryFn: () => searchSchools(http, params), staleTime: 60_000 });

/** GET /educational/api/public/schools/inep-code/{code} (no token). */
export function findSchoolByInep(http: HttpClient, inepCode: string): Promise<School> {
  return http(`${base()}/public/schools/inep-code/${encodeURIComponent(inepCode.trim())}`, { contract: schoolContract });
}

/** GET /educational/api/schools/draft: the user's school registration requests, newest first. */
export function fetchDrafts(http: HttpClient): Promise<SchoolDraft[]> {
  return http(`${base()}/schools/draft`, { contract: draftsContract });
}

/** POST /educational/api/schools/draft: a school registration request on its own. */
export function createDraft(http: HttpClient, request: SchoolDraftRequest): Promise<SchoolDraft> {
  return http(`${base()}/schools/draft`, { method: 'POST', body: { ...request }, contract: draftContract });
}

/** POST /educational/api/schools/draft/link: links to one of the user's drafts, or a new one. */
export function linkDraft(http: HttpClient, request: SchoolDraftLinkRequest): Promise<SchoolLinkStatusResponse> {
  return http(`${base()}/schools/draft/link`, { method: 'POST', body: { ...request }, contract: linkStatusContract });
}

/** POST /educational/api/school-link: irreversible. */
export function saveSchoolLink(http: HttpClient, request: SchoolLinkRequest): Promise<SchoolLinkStatusResponse> {
  return http(`${base()}/school-link`, { method: 'POST', body: { ...request }, contract: linkStatusContract });
}

/** POST /educational/api/student/responsible-authorization. */
export function authorizeAsGuardian(http: HttpClient, request: ResponsibleAuthorizationRequest = { acceptResponsibleTerms: true }): Promise<SchoolLinkStatusResponse> {
  return http(`${base()}/student/responsible-authorization`, { method: 'POST', body: { ...request }, contract: linkStatusContract });
}

/** POST /educational/api/student/grades/send: once per period. */
export function sendGrades(http: HttpClient, request: SchoolGradesRequest): Promise<SchoolLinkStatusResponse> {
  return http(`${base()}/student/grades/send`, { method: 'POST', body: { ...request }, contract: linkStatusContract });
}
