import type { AccessTokenClaims, SchoolLinkStatus } from '../../src/api/contract/session';
import type { Executor } from '../db/executor';
import { loadAccountRow, type AccountRow } from './account-row';

/** The session-user claims of SPEC §3 that go into every access token. */
export type SessionUserClaims = Omit<AccessTokenClaims, 'iss' | 'sub' | 'aud' | 'exp' | 'iat'>;

export function schoolLinkStatusOf(account: Pick<AccountRow, 'hasSchoolLink' | 'linkStepsCompleted'>): SchoolLinkStatus {
  if (!account.hasSchoolLink) return 'NONE';
  return account.linkStepsCompleted ? 'COMPLETE' : 'INCOMPLETE';
}

export function sessionUserClaims(account: AccountRow): SessionUserClaims {
  return {
    userId: account.id,
    userName: account.userName,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    fullName: `${account.firstName} ${account.lastName}`.trim(),
    role: account.role,
    birthDate: account.birthDate,
    stateId: account.stateId,
    stateName: account.stateName,
    cityId: account.cityId,
    cityName: account.cityName,
    isVip: account.isVip,
    isVipOnce: account.vipOnce || account.isVip ? 'true' : 'false',
    firstAccess: account.firstAccess,
    playId: account.playId,
    idInstitution: account.institutionId,
    schoolLinkStatus: schoolLinkStatusOf(account),
    permissions: [],
    discordId: account.discordId,
    epicAccountId: account.epicAccountId,
  };
}

export async function loadSessionUserClaims(db: Executor, userId: number): Promise<SessionUserClaims | undefined> {
  const account = await loadAccountRow(db, userId);
  return account ? sessionUserClaims(account) : undefined;
}
