import type { Role } from '@/domain/roles';

/** Who the user is, as both the profile and the access token carry it (docs/product/profile.md, API). */
export interface PersonIdentity {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  /** First and last name, joined by a space. */
  fullName: string;
  role: Role;
  /** yyyy-mm-dd, or null when not yet given. */
  birthDate: string | null;
}
