/** Notification bell (docs/product/notifications.md, States): the badge text, hidden at zero, "99+" above 99. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
