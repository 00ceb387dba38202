import { describe, expect, it } from 'vitest';
import { isRewardEligible, referralLink } from './referrals';

describe('invite friends (docs/product/friends.md, Limits)', () => {
  it('a friend is eligible once the profile is complete, whatever else', () => {
    expect(isRewardEligible({ isProfileCompleted: true, isFirstCourseRegistered: false, isAcquiredVip: false })).toBe(true);
    expect(isRewardEligible({ isProfileCompleted: false, isFirstCourseRegistered: true, isAcquiredVip: true })).toBe(false);
  });

  it('the referral link carries referrer_id and the campaign tags', () => {
    const link = new URL(referralLink('https://arena.example', '42', { utm_source: 'ig', utm_medium: undefined }));
    expect(link.pathname).toBe('/register');
    expect(Object.fromEntries(link.searchParams)).toEqual({ referrer_id: '42', utm_source: 'ig' });
  });
});
