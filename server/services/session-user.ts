import { eq, sql } from 'drizzle-orm';
import type { AccessTokenClaims, SchoolLinkStatus } from '../../src/api/contract/session';
import type { Database } from '../db/client';
import { cities, schoolLinks, states, users } from '../db/schema';

/** The session-user claims of SPEC §3 that go into every access token. */
export type SessionUserClaims = Omit<AccessTokenClaims, 'iss' | 'sub' | 'aud' | 'exp' | 'iat'>;

export function schoolLinkStatusOf(link: { linkStepsCompleted: boolean } | null): SchoolLinkStatus {
  if (!link) return 'NONE';
  return link.linkStepsCompleted ? 'COMPLETE' : 'INCOMPLETE';
}

export const isVipNow = sql<boolean>`coalesce(${users.vipUntil} > now(), false)`;

export async function loadSessionUserClaims(db: Database, userId: number): Promise<SessionUserClaims | undefined> {
  const [row] = await db
    .select({
      user: users,
      isVip: isVipNow,
      stateName: states.name,
      cityName: cities.name,
      linkStepsCompleted: schoolLinks.linkStepsCompleted,
      institutionId: schoolLinks.institutionId,
      hasLink: sql<boolean>`${schoolLinks.userId} is not null`,
    })
    .from(users)
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(schoolLinks, eq(schoolLinks.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { user } = row;
  const isVip = Boolean(row.isVip);
  return {
    userId: user.id,
    userName: user.userName,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    role: user.role,
    birthDate: user.birthDate,
    stateId: user.stateId,
    stateName: row.stateName,
    cityId: user.cityId,
    cityName: row.cityName,
    isVip,
    isVipOnce: user.vipOnce || isVip ? 'true' : 'false',
    firstAccess: user.firstAccessAt !== null,
    playId: user.playId,
    idInstitution: row.institutionId ?? null,
    schoolLinkStatus: schoolLinkStatusOf(row.hasLink ? { linkStepsCompleted: Boolean(row.linkStepsCompleted) } : null),
    permissions: [],
    discordId: user.discordId,
    epicAccountId: user.epicAccountId,
  };
}
