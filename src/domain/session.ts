import type { Role } from './menu';

/** What the layout and the guards need to know about the signed-in user. */
export interface SessionUser {
  id: string;
  userName: string;
  firstName: string;
  role: Role;
  permissions: string[];
}

/** The router's view of the session: who is signed in, and the doors in and out. */
export interface SessionGate {
  /** False while this deployment has no way to sign in. */
  readonly canSignIn: boolean;
  user(): SessionUser | null;
  signIn(returnTo?: string): void;
  signOut(): void;
}

/** SPEC §6 route guard: every required permission held and, when roles are given, the role among them. */
export function canEnter(user: SessionUser, rule: { roles?: readonly Role[]; permissions?: readonly string[] }): boolean {
  const hasPermissions = (rule.permissions ?? []).every((permission) => user.permissions.includes(permission));
  const hasRole = !rule.roles || rule.roles.length === 0 || rule.roles.includes(user.role);
  return hasPermissions && hasRole;
}
