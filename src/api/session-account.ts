/**
 * What a session loads beside the token's claims (docs/product/session.md, States), loaded on demand so its checks stay
 * out of the first load of every page.
 */
import typia from 'typia';
import { config } from './config';
import { profileContract } from './contract-checks';
import type { SchoolLinkStatusResponse } from '@/contract/school';
import type { Contract, HttpClient } from './http';
import { storePlayId, storedPlayId } from './tokens';
import { schoolLinkStatusOf, type SessionAccount, type SessionUser } from '@/domain/session';

const schoolLinkContract: Contract<SchoolLinkStatusResponse> = {
  is: typia.createIs<SchoolLinkStatusResponse>(),
  explain: () => import('./contract-reports').then((reports) => reports.validateSchoolLinkStatus),
};

/** The play id (cookie or profile) and the school-link status (docs/product/session.md, States). */
export async function fetchAccount(http: HttpClient, user: SessionUser): Promise<SessionAccount> {
  const linkStatus = http(`${config.educationalApiBase}/links/status`, { contract: schoolLinkContract });
  let playId = storedPlayId() ?? user.playId ?? null;
  if (!playId) {
    const profile = await http(`${config.recordsApiBase}/user/profile`, { contract: profileContract });
    playId = profile.playId;
    storePlayId(playId);
  }
  const link = await linkStatus;
  const exists = link.idInstitution !== null || link.schoolDraftId !== null;
  return { playId, schoolLinkStatus: schoolLinkStatusOf({ exists, linkStepsCompleted: link.linkStepsCompleted }) };
}

