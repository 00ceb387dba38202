import type { Role } from './roles';

/** The signed-in user, built from the access token's claims (docs/product/session.md, API). */
export interface SessionUser {
  id: string;
  userName: string;
  firstName: string;
  role: Role;
  permissions: string[];
  email?: string;
  lastName?: string;
  fullName?: string;
  birthDate?: string | null;
  isVip?: boolean;
  isVipOnce?: boolean;
  /** True once the welcome onboarding was concluded or skipped. */
  firstAccess?: boolean;
  playId?: string;
  idInstitution?: number | null;
  schoolLinkStatus?: SchoolLinkStatus;
  discordId?: string | null;
  epicAccountId?: string | null;
}

export type SchoolLinkStatus = 'NONE' | 'INCOMPLETE' | 'COMPLETE';

/** What the app loads beside the claims when a session starts (docs/product/session.md, States). */
export interface SessionAccount {
  playId: string | null;
  schoolLinkStatus: SchoolLinkStatus;
}

/** School link status (docs/product/school.md, States): COMPLETE when all steps are done, INCOMPLETE when a link exists, NONE when there is no link or no data. */
export function schoolLinkStatusOf(link: { exists: boolean; linkStepsCompleted: boolean } | null): SchoolLinkStatus {
  if (!link?.exists) return 'NONE';
  return link.linkStepsCompleted ? 'COMPLETE' : 'INCOMPLETE';
}

/** The router's view of the session: who is signed in, and the doors in and out. */
export interface SessionGate {
  user(): SessionUser | null;
  signIn(returnTo?: string): void;
  signOut(): void;
  /** Resolves once the session knows who is signed in, from the stored token's claims, before the account loads. */
  known(): Promise<void>;
  /** Resolves once the session knows whether somebody is signed in, the account loaded and a refused stored token renewed. */
  ready(): Promise<void>;
  /** New tokens now (force_refresh); resolves when done, whatever the outcome. */
  refresh(): Promise<void>;
  /** Finishes a sign-in from the callback URL; resolves with whether it worked. */
  completeSignIn(url: string, toLms?: string): Promise<boolean>;
}

/** Route guard (docs/product/session.md, Roles): every required permission held and, when roles are given, the role among them. */
export function canEnter(user: SessionUser, rule: { roles?: readonly Role[]; permissions?: readonly string[] }): boolean {
  const hasPermissions = (rule.permissions ?? []).every((permission) => user.permissions.includes(permission));
  const hasRole = !rule.roles || rule.roles.length === 0 || rule.roles.includes(user.role);
  return hasPermissions && hasRole;
}
