import type { Profile } from '@/contract/profile';
import { isMinor } from '@/domain/profile/legal-representative';
import type { SessionUser } from '@/domain/session';
import { todayInBrazil } from '@/domain/validation/age';
import type { SchoolLinkInput } from '@/machines/school/schoolLink.machine';

/**
 * What the school-link wizard starts from: the caller's role, whether a guardian must authorise
 * (a minor student), and the home city the simple form starts in. From the profile when it is
 * there; from the session's claims otherwise (no home city then).
 */
export function schoolLinkInputFor(profile: Profile | undefined, user: SessionUser): SchoolLinkInput {
  const role = profile?.role ?? user.role;
  const birthDate = profile ? profile.birthDate : user.birthDate;
  return {
    role,
    minor: role === 'STUDENT' && isMinor(birthDate ?? null, todayInBrazil()),
    home: profile?.city ? { stateId: String(profile.city.state.id), cityId: String(profile.city.id), cityName: profile.city.name } : null,
  };
}
