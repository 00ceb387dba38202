import type { Gender } from '../../domain/validation';
import type { PersonIdentity } from './person';
import type { SkillKey } from '../../domain/skills';

export interface ProfileAvatar {
  srcFullUrl: string | null;
  imageUrl: string | null;
}

/** GET /records/api/user/profile (SPEC §3 Profile). */
export interface Profile extends PersonIdentity {
  id: number;
  gender: Gender | null;
  phoneIdd: string;
  phoneDdd: string | null;
  phoneNumber: string | null;
  playId: string;
  avatar: ProfileAvatar | null;
  city: { id: number; name: string; state: { id: number; name: string } } | null;
  institution: { name: string; aliasName: string | null } | null;
  schoolLink: { schoolId: number | null; educationLevel: string | null } | null;
  legalRepresentative: null;
  isVip: boolean;
  isVipOnce: boolean;
  vipUntil: string | null;
  firstAccess: boolean;
  discordId: string | null;
  epicAccountId: string | null;
}

export type { SkillKey };

/** GET /records/api/user/profile/stats: the player card (level, experience, skills). */
export interface ProfileStats {
  playId: string;
  level: number;
  /** Total experience points. */
  experience: number;
  /** Experience gained inside the current level. */
  levelExperience: number;
  /** Experience the current level needs to reach the next one. */
  nextLevelExperience: number;
  skills: Array<{ key: SkillKey; type: 'MP' | 'XP'; value: number; max: number }>;
}
