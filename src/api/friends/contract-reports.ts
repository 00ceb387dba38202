/** The detailed typia report of the referral monitor, loaded only when an answer fails its fast check. */
import typia from 'typia';
import type { InvitedFriendsPage } from '@/contract/friends';

export const validateInvitedFriendsPage = typia.createValidate<InvitedFriendsPage>();
