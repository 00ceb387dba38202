import { eq } from 'drizzle-orm';
import type { Profile, ProfileStats, SkillKey } from '../../src/contract/profile';
import { SKILL_KEYS } from '../../src/domain/skills';
import { levelFromExperience } from '../../src/domain/rewards/levels';
import type { Executor } from '../db/executor';
import { legalRepresentatives, users } from '../db/schema';
import { identityOf, loadAccountRow } from './account-row';

export async function loadProfile(db: Executor, userId: number): Promise<Profile | undefined> {
  const account = await loadAccountRow(db, userId);
  if (!account) return undefined;
  const [guardian] = await db
    .select({
      userName: legalRepresentatives.userName,
      firstName: legalRepresentatives.firstName,
      lastName: legalRepresentatives.lastName,
      cpf: legalRepresentatives.cpf,
      phoneDdd: legalRepresentatives.phoneDdd,
      phoneNumber: legalRepresentatives.phoneNumber,
      email: legalRepresentatives.email,
      acceptImageStudentTerms: legalRepresentatives.acceptImageStudentTerms,
    })
    .from(legalRepresentatives)
    .where(eq(legalRepresentatives.userId, userId));
  return {
    id: account.id,
    ...identityOf(account),
    gender: account.gender,
    phoneIdd: account.phoneIdd,
    phoneDdd: account.phoneDdd,
    phoneNumber: account.phoneNumber,
    playId: account.playId,
    avatar: account.avatarSrcFullUrl || account.avatarImageUrl ? { srcFullUrl: account.avatarSrcFullUrl, imageUrl: account.avatarImageUrl } : null,
    city:
      account.cityId !== null && account.cityName !== null && account.stateId !== null && account.stateName !== null
        ? { id: account.cityId, name: account.cityName, state: { id: account.stateId, name: account.stateName } }
        : null,
    institution: account.institutionName !== null ? { name: account.institutionName, aliasName: account.institutionAliasName } : null,
    schoolLink: account.hasSchoolLink ? { schoolId: account.institutionId, educationLevel: account.educationLevel } : null,
    legalRepresentative: guardian ?? null,
    isVip: account.isVip,
    isVipOnce: account.vipOnce || account.isVip,
    vipUntil: account.vipUntil,
    firstAccess: account.firstAccess,
    discordId: account.discordId,
    epicAccountId: account.epicAccountId,
  };
}

/** The MatchPoints skills: every skill key but XP. */
const MP_SKILLS: SkillKey[] = SKILL_KEYS.filter((key) => key !== 'XP');
export const SKILL_MAX = 100;

export async function loadProfileStats(db: Executor, userId: number): Promise<ProfileStats | undefined> {
  const [user] = await db.select({ playId: users.playId, experience: users.experience }).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  // Skill points come from journey rewards, which arrive with the journeys endpoints.
  return {
    playId: user.playId,
    experience: user.experience,
    ...levelFromExperience(user.experience),
    skills: [
      ...MP_SKILLS.map((key) => ({ key, type: 'MP' as const, value: 0, max: SKILL_MAX })),
      { key: 'XP' as const, type: 'XP' as const, value: user.experience, max: user.experience },
    ],
  };
}
