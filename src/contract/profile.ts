import type { Gender } from '@/domain/validation';
import type { PersonIdentity } from '@/contract/person';
import type { SkillKey } from '@/domain/skills';

export interface ProfileAvatar {
  srcFullUrl: string | null;
  imageUrl: string | null;
}

/** GET /records/api/user/profile (docs/product/profile.md, API). */
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
  legalRepresentative: LegalRepresentative | null;
  isVip: boolean;
  isVipOnce: boolean;
  vipUntil: string | null;
  firstAccess: boolean;
  discordId: string | null;
  epicAccountId: string | null;
}

/** A minor's legal representative (docs/product/profile.md, API), as the profile shows it. */
export interface LegalRepresentative {
  userName: string;
  firstName: string;
  lastName: string;
  /** 11 digits. */
  cpf: string;
  phoneDdd: string;
  phoneNumber: string;
  email: string;
  acceptImageStudentTerms: boolean;
}

/**
 * POST /records/api/account/legal-representative (JSON): minors only, once. The WhatsApp number
 * comes as `whatsapp` or as phoneDdd + phoneNumber; its errors name `whatsapp`. Answers the Profile.
 */
export interface LegalRepresentativeRequest {
  userName: string;
  firstName: string;
  lastName: string;
  cpf: string;
  whatsapp?: string;
  phoneDdd?: string;
  phoneNumber?: string;
  email: string;
  acceptImageStudentTerms: boolean;
}

/**
 * POST /records/api/account/phone (JSON): `phone` (or phoneDdd + phoneNumber) with its country
 * calling code `phoneIdd` (digits, default '55'; 11 digits for Brazil, 6 to 15 elsewhere).
 * Answers the Profile.
 */
export interface PhoneRequest {
  phoneIdd?: string;
  phone?: string;
  phoneDdd?: string;
  phoneNumber?: string;
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
