/** The referral monitor: the invited-friend rows of /records/api/user-referral-monitor (docs/product/friends.md, API). Types only. */
import type { Page } from '@/contract/page';

export interface InvitedFriend {
  invitedPlayId: string;
  /** ISO 8601 instant the friend registered. */
  registerTime: string;
  isRewardEligible: boolean;
  /** The friend was counted towards the inviter's 50 EXP. */
  isRewardReceived: boolean;
  isProfileCompleted: boolean;
  isFirstCourseRegistered: boolean;
  isAcquiredVip: boolean;
}

/** GET /records/api/user-referral-monitor?page&size (ADMIN only): every referral, newest first. */
export type InvitedFriendsPage = Page<InvitedFriend>;
