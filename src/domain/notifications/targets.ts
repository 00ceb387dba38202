import { isSafeRedirect } from '@/domain/safe-redirect';

/** Notifications panel (docs/product/notifications.md, Screens): the keys an item's target may name, and the page each opens. */
export const TARGET_PAGES = {
  myTeams: '/teams',
  createAvatar: '/profile/avatar',
  addClan: '/profile/my-clan',
  inviteFriends: '/invite-friends',
  profile: '/profile/personal-data',
} as const;

const MAX_TARGET = 512;

/**
 * Where an item's target leads: a key, 'key:id' or a same-origin path. 'tournament:{id}' opens the
 * tournament's detail; anything unknown, off-site or malformed leads nowhere (null).
 */
export function targetHref(target: string | null | undefined): string | null {
  if (typeof target !== 'string') return null;
  const value = target.trim();
  if (value.length === 0 || value.length > MAX_TARGET) return null;
  if (value.startsWith('/')) return isSafeRedirect(value) ? value : null;
  const [key = '', id, ...rest] = value.split(':');
  if (rest.length > 0) return null;
  if (key === 'tournament') return id !== undefined && /^\d{1,10}$/.test(id) ? `/tournaments/detail?id=${id}` : null;
  return Object.hasOwn(TARGET_PAGES, key) ? TARGET_PAGES[key as keyof typeof TARGET_PAGES] : null;
}

/** Whether `href` is the page already open (same path, and every parameter it names has the same value). */
export function isCurrentPage(href: string, location: { pathname: string; search: string }): boolean {
  const base = 'https://same-origin.invalid';
  const wanted = new URL(href, base);
  const here = new URL(`${location.pathname}${location.search}`, base);
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  if (trim(wanted.pathname) !== trim(here.pathname)) return false;
  for (const [name, value] of wanted.searchParams) if (here.searchParams.get(name) !== value) return false;
  return true;
}

/** The picture of an item with an imageKey (a path under /media, without extension), or null. */
export function notificationImageUrl(imageKey: string | null | undefined): string | null {
  if (typeof imageKey !== 'string' || imageKey.length > 200) return null;
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(imageKey) ? `/media/${imageKey}.svg` : null;
}
