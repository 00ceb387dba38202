/** Menu (docs/product/shell.md, Screens): the entries, where they show and who sees them. */
import type { Role } from './roles';

export type MenuEntryId = 'home' | 'courses' | 'tournaments' | 'profile' | 'changePassword' | 'inviteFriends' | 'invitedFriends';

export interface MenuEntry {
  id: MenuEntryId;
  to: '/home' | '/courses' | '/tournaments' | '/profile' | '/change-password' | '/invite-friends' | '/invited-friends';
  /** Shown only in the small-screen menu (the desktop reaches it from the user menu). */
  mobileOnly?: boolean;
  /** Hidden for everyone but admins. */
  adminOnly?: boolean;
}

export const MENU: readonly MenuEntry[] = [
  { id: 'home', to: '/home' },
  { id: 'courses', to: '/courses' },
  { id: 'tournaments', to: '/tournaments' },
  { id: 'profile', to: '/profile', mobileOnly: true },
  { id: 'changePassword', to: '/change-password', mobileOnly: true },
  { id: 'inviteFriends', to: '/invite-friends' },
  { id: 'invitedFriends', to: '/invited-friends', adminOnly: true },
];

/** The entries a user sees on a surface: the desktop side bar drops mobile-only entries; admin-only entries need ADMIN. */
export function menuEntriesFor(role: Role | undefined, surface: 'sidebar' | 'mobile'): MenuEntry[] {
  return MENU.filter((entry) => (surface === 'mobile' || !entry.mobileOnly) && (!entry.adminOnly || role === 'ADMIN'));
}
