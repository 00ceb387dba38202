import type { MenuEntryId } from '@/domain/menu';
import { m } from '@/paraglide/messages';
import { BookIcon, FlagIcon, HomeIcon, KeyIcon, ShieldIcon, TrophyIcon, UserIcon, UserPlusIcon, UsersIcon } from '@/ui/icons';

/** Label and icon of each menu entry (docs/product/shell.md, Screens). */
export const MENU_LABELS: Record<MenuEntryId, () => string> = {
  home: m.common_menuHome,
  courses: m.common_menuCourses,
  tournaments: m.common_menuTournaments,
  profile: m.common_menuProfile,
  changePassword: m.common_menuChangePassword,
  inviteFriends: m.common_menuInviteFriends,
  invitedFriends: m.common_menuInvitedFriends,
  organiser: m.organiser_menu,
  guardian: m.common_menuGuardian,
  moderation: m.moderation_menu,
};

export const MENU_ICONS: Record<MenuEntryId, typeof HomeIcon> = {
  home: HomeIcon,
  courses: BookIcon,
  tournaments: TrophyIcon,
  profile: UserIcon,
  changePassword: KeyIcon,
  inviteFriends: UserPlusIcon,
  invitedFriends: UsersIcon,
  organiser: FlagIcon,
  guardian: UsersIcon,
  moderation: ShieldIcon,
};
