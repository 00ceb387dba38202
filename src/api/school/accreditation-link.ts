/**
 * The link e-mailed to a school to confirm a director's accreditation request (docs/product/school.md,
 * Rules): what it shows, and the school's answer. No sign-in: the link's key is the proof.
 */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { AccreditationLinkAnswer, AccreditationLinkView } from '@/contract/school';

const reports = () => import('./accreditation-reports');

const linkContract: Contract<AccreditationLinkView> = { is: typia.createIs<AccreditationLinkView>(), explain: () => reports().then((r) => r.validateAccreditationLink) };
const answerContract: Contract<AccreditationLinkAnswer> = { is: typia.createIs<AccreditationLinkAnswer>(), explain: () => reports().then((r) => r.validateAccreditationLinkAnswer) };

const linkPath = (token: string) => `${config.educationalApiBase}/public/schools/accreditation-requests/${encodeURIComponent(token)}`;

/** GET …/accreditation-requests/{token}: the request to confirm, or why the link cannot be used. */
export const accreditationLinkQuery = (http: HttpClient, token: string) =>
  queryOptions({
    queryKey: ['school', 'accreditation-link', token],
    queryFn: () => http(linkPath(token), { contract: linkContract }),
    staleTime: 0,
  });

/** POST …/confirm or …/decline: the school's answer to the request. */
export const answerAccreditationLink = (http: HttpClient, token: string, answer: 'confirm' | 'decline') =>
  http(`${linkPath(token)}/${answer}`, { method: 'POST', contract: answerContract });
