/**
 * The invite-friends programme (docs/product/friends.md, Limits): a friend who registers through the inviter's link
 * (/register?referrer_id={inviter's user id}) becomes eligible once they completed their profile
 * (the complete-profile mission); the inviter's 5th eligible friend grants the inviter 50 EXP, once.
 */
/** The flags of one invited friend, as the referral monitor shows them (docs/product/friends.md, API). */
export interface InvitedFriendFlags {
  isProfileCompleted: boolean;
  isFirstCourseRegistered: boolean;
  isAcquiredVip: boolean;
}

/** A friend counts towards the reward once they completed their profile; nothing else is required. */
export function isRewardEligible(flags: InvitedFriendFlags): boolean {
  return flags.isProfileCompleted;
}

/** The referral link of an inviter: the registration page with referrer_id, keeping the campaign tags. */
export function referralLink(origin: string, userId: string, utm: Record<string, string | undefined>): string {
  const url = new URL('/register', origin);
  url.searchParams.set('referrer_id', userId);
  for (const [key, value] of Object.entries(utm)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

/** The referral table's page sizes (10, 25, 50, 100; default 10), shared with the route's search schema (docs/product/friends.md, Limits). */
export { REFERRAL_PAGE_SIZES } from '@/domain/route-search-schemas';
export const DEFAULT_REFERRAL_PAGE_SIZE = 10;

