import { inArray } from 'drizzle-orm';
import { QUEST_REWARDS } from '../../src/domain/rewards/quests';
import { journeySubscriptions, users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { creditReferral } from '../services/referrals';
import { grantReward } from '../services/rewards';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_JOURNEYS } from './journeys';
import type { Seed } from './seed';

const DAY = 24 * 3600_000;

/**
 * Friends invited through referral links (server/README.md "Invite friends"): aluna.vip invited
 * convidado01–04 (three completed their profile: one more eligible friend earns her 50 EXP);
 * jogador1 invited convidado05–09, all eligible, so he already received the reward.
 * convidado01, 04 and 07 are subscribed to a course; it runs after the journeys seed for that.
 */
export const REFERRAL_FRIENDS = Array.from({ length: 9 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return {
    email: `convidado${n}@example.com`,
    userName: `convidado${n}`,
    playId: `Convidado${n}#31${n}`,
    inviter: index < 4 ? 'aluna.vip@example.com' : 'jogador1@example.com',
    profileCompleted: index !== 3,
    vip: index === 1 || index === 6,
    // Subscribed to the logic journey: the table's "first course registered" column.
    courseRegistered: index % 3 === 0,
    daysAgo: 20 - index * 2,
  };
});

export const referralsSeed: Seed = {
  name: 'referrals',
  async run(db) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const inviters = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['aluna.vip@example.com', 'jogador1@example.com']));
    const inviterId = new Map(inviters.map((row) => [row.email, row.id]));
    const now = Date.now();
    for (const friend of REFERRAL_FRIENDS) {
      const [created] = await db
        .insert(users)
        .values({
          email: friend.email,
          userName: friend.userName,
          playId: friend.playId,
          passwordHash,
          emailVerified: true,
          firstName: 'Convidado',
          lastName: `${friend.userName.slice(-2)} (demo)`,
          role: 'STUDENT',
          birthDate: '2010-06-15',
          gender: friend.profileCompleted ? 'DO_NOT_INFORM' : null,
          acceptUseTerms: true,
          referrerId: inviterId.get(friend.inviter) ?? null,
          vipOnce: friend.vip,
          createdAt: new Date(now - friend.daysAgo * DAY),
          firstAccessAt: new Date(now - friend.daysAgo * DAY),
        })
        .returning({ id: users.id });
      if (friend.profileCompleted) {
        await grantReward(db, created!.id, { source: 'QUEST', sourceId: 'completeProfile', experience: QUEST_REWARDS.completeProfile, title: 'Complete seu perfil', description: 'Você completou seus dados pessoais.' });
        await creditReferral(db, created!.id);
      }
      if (friend.courseRegistered) await db.insert(journeySubscriptions).values({ journeyId: DEMO_JOURNEYS.logic, userId: created!.id });
    }
  },
};
