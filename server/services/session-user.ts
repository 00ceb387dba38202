import type { AccessTokenClaims } from '../../src/contract/session';
import { schoolLinkStatusOf } from '../../src/domain/session';
import type { Executor } from '../db/executor';
import { identityOf, loadAccountRow, type AccountRow } from './account-row';

/** The session-user claims (docs/product/session.md, API) that go into every access token. */
export type SessionUserClaims = Omit<AccessTokenClaims, 'iss' | 'sub' | 'aud' | 'exp' | 'iat'>;

export function sessionUserClaims(account: AccountRow): SessionUserClaims {
  return {
    userId: account.id,
    ...identityOf(account),
    stateId: account.stateId,
    stateName: account.stateName,
    cityId: account.cityId,
    cityName: account.cityName,
    isVip: account.isVip,
    isVipOnce: account.vipOnce || account.isVip ? 'true' : 'false',
    firstAccess: account.firstAccess,
    playId: account.playId,
    idInstitution: account.institutionId,
    schoolLinkStatus: schoolLinkStatusOf(account.hasSchoolLink ? { exists: true, linkStepsCompleted: account.linkStepsCompleted === true } : null),
    permissions: [],
    discordId: account.discordId,
    epicAccountId: account.epicAccountId,
  };
}

export async function loadSessionUserClaims(db: Executor, userId: number): Promise<SessionUserClaims | undefined> {
  const account = await loadAccountRow(db, userId);
  return account ? sessionUserClaims(account) : undefined;
}
