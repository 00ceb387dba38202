/** Menu (docs/product/shell.md, Screens): the entries, where they show and who sees them. */
import { ORGANISER_ROLES, type Role } from './roles';

export type MenuEntryId = 'home' | 'courses' | 'tournaments' | 'profile' | 'changePassword' | 'inviteFriends' | 'invitedFriends' | 'organiser' | 'guardian' | 'moderation';

export interface MenuEntry {
  id: MenuEntryId;
  to: '/home' | '/courses' | '/tournaments' | '/profile' | '/change-password' | '/invite-friends' | '/invited-friends' | '/organiser' | '/guardian' | '/admin/reports';
  /** Shown only in the small-screen menu (the desktop reaches it from the user menu). */
  mobileOnly?: boolean;
  /** Hidden for everyone but admins. */
  adminOnly?: boolean;
  /** Shown only to these roles. */
  roles?: readonly Role[];
}

export const MENU: readonly MenuEntry[] = [
  { id: 'home', to: '/home' },
  { id: 'courses', to: '/courses' },
  { id: 'tournaments', to: '/tournaments' },
  { id: 'profile', to: '/profile', mobileOnly: true },
  { id: 'changePassword', to: '/change-password', mobileOnly: true },
  { id: 'organiser', to: '/organiser', roles: ORGANISER_ROLES },
  { id: 'guardian', to: '/guardian', roles: ['SPONSOR'] },
  { id: 'inviteFriends', to: '/invite-friends' },
  { id: 'invitedFriends', to: '/invited-friends', adminOnly: true },
  { id: 'moderation', to: '/admin/reports', adminOnly: true },
];

/** The entries a user sees on a surface: the desktop side bar drops mobile-only entries; admin-only entries need ADMIN; role-bound ones need one of their roles. */
export function menuEntriesFor(role: Role | undefined, surface: 'sidebar' | 'mobile'): MenuEntry[] {
  const allowed = (entry: MenuEntry) => (!entry.adminOnly || role === 'ADMIN') && (!entry.roles || (role !== undefined && entry.roles.includes(role)));
  return MENU.filter((entry) => (surface === 'mobile' || !entry.mobileOnly) && allowed(entry));
}
