import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { isRewardEligible } from '../../src/domain/friends/referrals';
import { INVITE_FRIENDS_GOAL, QUEST_REWARDS } from '../../src/domain/rewards/quests';
import type { Executor } from '../db/executor';
import { journeySubscriptions, referralCredits, rewardActivities, users } from '../db/schema';
import { grantReward, type GrantedReward } from './rewards';

/**
 * The row flags of invited friends, computed from what they did (docs/product/friends.md, API).
 * Written against "users"."id" on purpose: drizzle leaves the table name off single-table selects.
 */
export const friendFlags = {
  isProfileCompleted: sql<boolean>`exists (select 1 from ${rewardActivities} ra where ra.user_id = "users"."id" and ra.source = 'QUEST' and ra.source_id = 'completeProfile')`,
  // Registered in a course: subscribed to at least one journey (docs/product/friends.md, API).
  isFirstCourseRegistered: sql<boolean>`exists (select 1 from ${journeySubscriptions} js where js.user_id = "users"."id")`,
  isAcquiredVip: users.vipOnce,
  isRewardReceived: sql<boolean>`exists (select 1 from ${referralCredits} rc where rc.invited_user_id = "users"."id")`,
};

/** Locks the row of the user's inviter, if any (the lock creditReferral takes), for the transaction. */
export async function lockInviterOf(db: Executor, userId: number): Promise<void> {
  const [friend] = await db.select({ referrerId: users.referrerId }).from(users).where(eq(users.id, userId));
  if (friend?.referrerId) await db.select({ id: users.id }).from(users).where(eq(users.id, friend.referrerId)).for('update');
}

/**
 * After something that may make a friend eligible (completing the profile), credits the friend's
 * inviter: once the inviter has INVITE_FRIENDS_GOAL eligible friends, the reward is granted once
 * (grantReward's once-per-source rule) and those friends are recorded as counted. Run it inside
 * the transaction that made the friend eligible.
 */
export async function creditReferral(db: Executor, invitedUserId: number): Promise<GrantedReward | null> {
  const [friend] = await db.select({ referrerId: users.referrerId }).from(users).where(eq(users.id, invitedUserId));
  const referrerId = friend?.referrerId;
  if (!referrerId) return null;
  // The inviter's row is the lock: two friends becoming eligible at once count one after the other.
  await db.select({ id: users.id }).from(users).where(eq(users.id, referrerId)).for('update');
  const [already] = await db.select({ n: sql<number>`count(*)::int` }).from(referralCredits).where(eq(referralCredits.referrerId, referrerId));
  if ((already?.n ?? 0) >= INVITE_FRIENDS_GOAL) return null;
  const friends = await db
    .select({ id: users.id, isProfileCompleted: friendFlags.isProfileCompleted, isFirstCourseRegistered: friendFlags.isFirstCourseRegistered, isAcquiredVip: friendFlags.isAcquiredVip })
    .from(users)
    .where(and(eq(users.referrerId, referrerId), isNotNull(users.referrerId)))
    .orderBy(asc(users.createdAt), asc(users.id));
  const eligible = friends.filter(isRewardEligible);
  if (eligible.length < INVITE_FRIENDS_GOAL) return null;
  const counted = eligible.slice(0, INVITE_FRIENDS_GOAL).map((f) => f.id);
  const granted = await grantReward(db, referrerId, {
    source: 'QUEST',
    sourceId: 'inviteFriends',
    experience: QUEST_REWARDS.inviteFriends,
    title: 'Convide seus amigos',
    description: `${INVITE_FRIENDS_GOAL} amigos convidados completaram o perfil.`,
  });
  await db
    .insert(referralCredits)
    .values(counted.map((id) => ({ invitedUserId: id, referrerId })))
    .onConflictDoNothing();
  return granted;
}

/** Whether these users were counted (tests and the monitor). */
export async function creditedFriends(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: referralCredits.invitedUserId }).from(referralCredits).where(inArray(referralCredits.invitedUserId, ids));
  return rows.map((r) => r.id);
}
