/** Mission rewards and the invite-friends programme (docs/product/rewards.md, Limits). */
export const QUEST_REWARDS = {
  createAvatar: 35,
  addClan: 50,
  completeProfile: 50,
  inviteFriends: 50,
} as const;

export type QuestRewardKey = keyof typeof QUEST_REWARDS;

/** Invited friends needed for the invite-friends reward. */
export const INVITE_FRIENDS_GOAL = 5;
