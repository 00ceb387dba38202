import { eq } from 'drizzle-orm';
import type { Profile, ProfileStats, SkillKey } from '../../src/api/contract/profile';
import type { Executor } from '../db/executor';
import { cities, institutions, schoolLinks, states, users } from '../db/schema';
import { isVipNow } from './session-user';

export async function loadProfile(db: Executor, userId: number): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      user: users,
      isVip: isVipNow,
      city: { id: cities.id, name: cities.name },
      state: { id: states.id, name: states.name },
      link: { institutionId: schoolLinks.institutionId, educationLevel: schoolLinks.educationLevel, userId: schoolLinks.userId },
      institution: { name: institutions.name, aliasName: institutions.aliasName },
    })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(schoolLinks, eq(schoolLinks.userId, users.id))
    .leftJoin(institutions, eq(institutions.id, schoolLinks.institutionId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { user } = row;
  const isVip = Boolean(row.isVip);
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    role: user.role,
    birthDate: user.birthDate,
    gender: user.gender,
    phoneIdd: user.phoneIdd,
    phoneDdd: user.phoneDdd,
    phoneNumber: user.phoneNumber,
    playId: user.playId,
    avatar: user.avatarSrcFullUrl || user.avatarImageUrl ? { srcFullUrl: user.avatarSrcFullUrl, imageUrl: user.avatarImageUrl } : null,
    city: row.city && row.state ? { id: row.city.id, name: row.city.name, state: { id: row.state.id, name: row.state.name } } : null,
    institution: row.institution ? { name: row.institution.name, aliasName: row.institution.aliasName } : null,
    schoolLink: row.link ? { schoolId: row.link.institutionId, educationLevel: row.link.educationLevel } : null,
    legalRepresentative: null,
    isVip,
    isVipOnce: user.vipOnce || isVip,
    vipUntil: user.vipUntil ? user.vipUntil.toISOString() : null,
    firstAccess: user.firstAccessAt !== null,
    discordId: user.discordId,
    epicAccountId: user.epicAccountId,
  };
}

/** Experience needed to go from `level` to the next: 100 × level (level 1 → 2 needs 100). */
export const experienceForNextLevel = (level: number) => 100 * level;

/** Level and progress from total experience. */
export function levelFromExperience(experience: number): { level: number; levelExperience: number; nextLevelExperience: number } {
  let level = 1;
  let remaining = Math.max(0, Math.floor(experience));
  while (remaining >= experienceForNextLevel(level)) {
    remaining -= experienceForNextLevel(level);
    level += 1;
  }
  return { level, levelExperience: remaining, nextLevelExperience: experienceForNextLevel(level) };
}

const MP_SKILLS: SkillKey[] = [
  'INTEGRAL_THINKING',
  'STRATEGIC_INTELLIGENCE',
  'LISTEN_AND_SPEAK',
  'WRITE_AND_READ',
  'ANALYTICAL_THINKING',
  'EMOTIONAL_INTELLIGENCE',
  'DIGITAL_FLUENCY',
];
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
