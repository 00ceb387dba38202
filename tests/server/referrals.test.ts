import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitedFriendsPage } from '@/contract/friends';
import { referralCredits, rewardActivities, users } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { signIn } from './support/browser';
import { keysOf } from './support/events';
import { api, startTestServer } from './support/harness';
import { newAccount } from './support/users';

let server: RunningServer;
let admin: string;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.url, 'admin@example.com')).access_token;
});
afterAll(async () => {
  await server?.close();
});

const MONITOR = '/records/api/user-referral-monitor';

/** A friend who registered through the inviter's link, with an incomplete profile. */
const friendOf = (referrerId: number) => newAccount(server, { referrerId, gender: null, phoneDdd: null, phoneNumber: null, stateId: null, cityId: null });

/** The friend fills in the rest of the personal data: the profile becomes complete. */
async function completeProfile(token: string) {
  const edit = await api(server, '/records/api/account/edit', { method: 'PUT', token, json: { firstName: 'Amiga', lastName: 'Convidada', gender: 'FEMALE', stateId: 24, cityId: 24001 } });
  expect(edit.status).toBe(200);
  const phone = await api(server, '/records/api/account/phone', { token, json: { phone: '11987654321' } });
  expect(phone.status).toBe(200);
}

const inviteRewards = (userId: number) =>
  server.database.db.select().from(rewardActivities).where(and(eq(rewardActivities.userId, userId), eq(rewardActivities.sourceId, 'inviteFriends')));

describe('registration with referrer_id', () => {
  it('records who invited the new player, and ignores a stale or garbled referrer', async () => {
    const inviter = await newAccount(server);
    const register = (suffix: string, referrer: string) => {
      counter += 1;
      const tag = `${process.pid % 1000}r${counter}${suffix}`;
      return api(server, '/records/api/public/account/create', {
        form: {
          userName: `amigo${tag}`, email: `amigo${tag}@example.com`, password: 'Senha123', passwordConfirmation: 'Senha123', firstName: 'Amigo', lastName: 'Novo',
          birthDate: '10/05/2009', role: 'student', acceptUseTerms: 'true', acceptReceiveNews: 'false', stateId: '24', cityId: '24002', phone: '(19) 99876-5432', referrer_id: referrer,
        },
      }).then((answer) => ({ answer, email: `amigo${tag}@example.com` }));
    };
    for (const [referrer, expected] of [[String(inviter.userId), inviter.userId], ['99999999', null], ['1 OR 1=1', null]] as const) {
      const { answer, email } = await register(String(expected), referrer);
      expect(answer.status).toBe(201);
      const [row] = await server.database.db.select({ referrerId: users.referrerId }).from(users).where(eq(users.email, email));
      expect(row!.referrerId).toBe(expected);
    }
  });
});

describe('the invite-friends reward', () => {
  it('the 5th friend with a complete profile grants the inviter 50 EXP, once', async () => {
    const inviter = await newAccount(server, { experience: 0 });
    const friends = await Promise.all(Array.from({ length: 6 }, () => friendOf(inviter.userId)));
    // Registered but not eligible: no reward however many there are.
    for (const friend of friends.slice(0, 4)) await completeProfile(friend.access_token);
    expect(await inviteRewards(inviter.userId)).toHaveLength(0);

    await completeProfile(friends[4]!.access_token);
    const [reward] = await inviteRewards(inviter.userId);
    expect(reward).toMatchObject({ source: 'QUEST', experience: 50, oldExperience: 0, currentExperience: 50 });
    const credited = await server.database.db.select().from(referralCredits).where(eq(referralCredits.referrerId, inviter.userId));
    expect(credited.map((c) => c.invitedUserId).sort()).toEqual(friends.slice(0, 5).map((f) => f.userId).sort());

    // A 6th eligible friend, or the same friend completing again, adds nothing.
    await completeProfile(friends[5]!.access_token);
    await completeProfile(friends[4]!.access_token);
    expect(await inviteRewards(inviter.userId)).toHaveLength(1);
    const [after] = await server.database.db.select({ experience: users.experience }).from(users).where(eq(users.id, inviter.userId));
    expect(after!.experience).toBe(50);
  });

  it('friends becoming eligible at the same moment still grant once', async () => {
    const inviter = await newAccount(server, { experience: 0 });
    const friends = await Promise.all(Array.from({ length: 7 }, () => friendOf(inviter.userId)));
    await Promise.all(friends.map((friend) => completeProfile(friend.access_token)));
    expect(await inviteRewards(inviter.userId)).toHaveLength(1);
    const credited = await server.database.db.select().from(referralCredits).where(eq(referralCredits.referrerId, inviter.userId));
    expect(credited).toHaveLength(5);
  });
});

describe('GET /records/api/user-referral-monitor', () => {
  it('shows the demo referrals: jogador1 already rewarded for five friends, aluna.vip one short', async () => {
    const all = (await api(server, `${MONITOR}?size=100`, { token: admin })).json as InvitedFriendsPage;
    const demo = all.content.filter((row) => row.invitedPlayId.startsWith('Convidado'));
    expect(demo).toHaveLength(9);
    expect(demo.filter((row) => row.isRewardReceived).map((row) => row.invitedPlayId).sort()).toEqual(['Convidado05#3105', 'Convidado06#3106', 'Convidado07#3107', 'Convidado08#3108', 'Convidado09#3109']);
    expect(demo.find((row) => row.invitedPlayId === 'Convidado04#3104')).toMatchObject({ isProfileCompleted: false, isRewardEligible: false });
    expect(demo.find((row) => row.invitedPlayId === 'Convidado02#3102')).toMatchObject({ isAcquiredVip: true, isRewardEligible: true, isRewardReceived: false });
    expect(demo.filter((row) => row.isFirstCourseRegistered).map((row) => row.invitedPlayId).sort()).toEqual(['Convidado01#3101', 'Convidado04#3104', 'Convidado07#3107']);
  });

  it('pages every referral, newest first, with the row flags', async () => {
    const inviter = await newAccount(server);
    const friend = await friendOf(inviter.userId);
    await completeProfile(friend.access_token);
    const [stored] = await server.database.db.select({ playId: users.playId }).from(users).where(eq(users.id, friend.userId));

    const answer = await api(server, MONITOR, { token: admin });
    expect(answer.status).toBe(200);
    const page = answer.json as InvitedFriendsPage;
    expect(page).toMatchObject({ number: 0, size: 10 });
    expect(page.content.length).toBeLessThanOrEqual(10);
    const row = page.content.find((r) => r.invitedPlayId === stored!.playId);
    expect(row).toEqual({
      invitedPlayId: stored!.playId,
      registerTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isRewardEligible: true,
      isRewardReceived: false,
      isProfileCompleted: true,
      isFirstCourseRegistered: false,
      isAcquiredVip: false,
    });
    // Subscribing to a course (a journey) sets the first-course flag.
    const courses = (await api(server, '/educational/api/journeys', { token: friend.access_token })).json as { id: number; monetizationType: string }[];
    const free = courses.find((course) => course.monetizationType === 'FREE');
    expect((await api(server, `/educational/api/journeys/${free!.id}/subscription`, { method: 'POST', token: friend.access_token })).status).toBe(201);
    const after = (await api(server, `${MONITOR}?size=100`, { token: admin })).json as InvitedFriendsPage;
    expect(after.content.find((r) => r.invitedPlayId === stored!.playId)).toMatchObject({ isFirstCourseRegistered: true, isProfileCompleted: true });

    const times = page.content.map((r) => r.registerTime);
    expect([...times].sort().reverse()).toEqual(times);

    const bigger = (await api(server, `${MONITOR}?page=0&size=25`, { token: admin })).json as InvitedFriendsPage;
    expect(bigger.size).toBe(25);
    expect(bigger.totalElements).toBe(page.totalElements);
  });

  it.each(['7', '101', '-1', 'abc'])('refuses size=%s', async (size) => {
    const answer = await api(server, `${MONITOR}?size=${size}`, { token: admin });
    expect(answer.status).toBe(400);
    expect(keysOf(answer.json)).toEqual(['validation:size.invalid']);
  });

  it('refuses everyone but admins', async () => {
    const student = await newAccount(server);
    const refused = await api(server, MONITOR, { token: student.access_token });
    expect(refused.status).toBe(403);
    expect(keysOf(refused.json)).toEqual(['requestError:forbidden']);
    const educator = await signIn(server.url, 'educador@example.com');
    expect((await api(server, MONITOR, { token: educator.access_token })).status).toBe(403);
    expect((await api(server, MONITOR)).status).toBe(401);
  });
});
