import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountResponse, NotificationPage, QuestItem } from '@/contract/notifications';
import type { RewardActivity } from '@/contract/rewards';
import { notifications, quests } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { NOTIFICATIONS_DEMO_COUNT, NOTIFICATIONS_DEMO_EMAIL, REWARDS_DEMO_EMAIL, REWARDS_DEMO_MISSION, demoNotifications } from '../../server/seed/notifications';
import { grantReward } from '../../server/services/rewards';
import { signIn } from './support/browser';
import { api, startTestServer } from './support/harness';
import { newAccount } from './support/users';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Answer<B> = { status: number; json: B };
const get = <B>(path: string, token: string) => api(server, path, { token }) as Promise<Answer<B>>;
const N = '/records/api/notifications';

async function accountWith(count: number, read = 0) {
  const account = await newAccount(server);
  if (count > 0) await server.database.db.insert(notifications).values(demoNotifications(account.userId, count, new Date(), read));
  return account;
}

describe('GET /records/api/notifications', () => {
  it('pages 5 at a time, newest first, until the last page', async () => {
    const { access_token: token } = await accountWith(12, 2);
    const pages: NotificationPage[] = [];
    for (let page = 0; page < 3; page += 1) pages.push((await get<NotificationPage>(`${N}?page=${page}`, token)).json);
    expect(pages.map((p) => p.content.length)).toEqual([5, 5, 2]);
    expect(pages.map((p) => p.last)).toEqual([false, false, true]);
    const all = pages.flatMap((p) => p.content);
    expect(new Set(all.map((n) => n.id)).size).toBe(12);
    const times = all.map((n) => Date.parse(n.insertTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.filter((n) => n.read)).toHaveLength(2);
    expect(all[0]).toMatchObject({ title: expect.any(String), text: expect.any(String), targetKey: expect.stringMatching(/^tournament:\d+$/), imageKey: expect.any(String) });
  });

  it('answers an empty last page for a user without notifications, and a bigger page when asked', async () => {
    const { access_token: token } = await accountWith(0);
    expect((await get<NotificationPage>(N, token)).json).toEqual({ content: [], number: 0, size: 5, last: true });
    const other = await accountWith(10);
    const page = (await get<NotificationPage>(`${N}?size=10`, other.access_token)).json;
    expect(page.content).toHaveLength(10);
    expect(page.last).toBe(true);
  });

  it('shows only the caller\'s notifications', async () => {
    const mine = await accountWith(3);
    await accountWith(4);
    const page = (await get<NotificationPage>(`${N}?size=50`, mine.access_token)).json;
    expect(page.content).toHaveLength(3);
  });

  it.each([['page=-1', 'page'], ['page=abc', 'page'], ['size=0', 'size'], ['size=500', 'size'], ['page=1e3', 'page']])('refuses %s as a field error', async (query, field) => {
    const { access_token: token } = await accountWith(1);
    const answer = await get<Array<{ field: string; messageKey: string }>>(`${N}?${query}`, token);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual([expect.objectContaining({ field, messageKey: `validation:${field}.invalid` })]);
  });

  it('needs a signed-in user', async () => {
    for (const path of [N, `${N}/unread`, '/records/api/quests/current', '/records/api/quests/current/count', '/records/api/user/rewards/last-activities']) {
      expect((await api(server, path)).status).toBe(401);
    }
    expect((await api(server, `${N}/read-all`, { method: 'PUT' })).status).toBe(401);
  });
});

describe('PUT /records/api/notifications/read-all', () => {
  it('marks every notification read: the unread count drops to 0, the list keeps them all', async () => {
    const { access_token: token } = await accountWith(7, 3);
    expect((await get<CountResponse>(`${N}/unread`, token)).json).toEqual({ count: 4 });
    const answer = await api(server, `${N}/read-all`, { method: 'PUT', token });
    expect(answer.status).toBe(204);
    expect((await get<CountResponse>(`${N}/unread`, token)).json).toEqual({ count: 0 });
    const page = (await get<NotificationPage>(`${N}?size=10`, token)).json;
    expect(page.content.every((n) => n.read)).toBe(true);
    expect(page.content).toHaveLength(7);
    // Twice is harmless.
    expect((await api(server, `${N}/read-all`, { method: 'PUT', token })).status).toBe(204);
  });
});

describe('GET /records/api/quests/current', () => {
  it('lists the current quests only, and counts them', async () => {
    const account = await newAccount(server);
    await server.database.db.insert(quests).values([
      { userId: account.userId, key: 'createAvatar', type: 'MISSION', title: 'Crie seu avatar', description: 'Ganhe 35 EXP.', target: 'createAvatar' },
      { userId: account.userId, key: 'addClan', type: 'MISSION', title: 'Vincule sua escola', description: 'Ganhe 50 EXP.', target: 'addClan', status: 'COMPLETED' },
    ]);
    const list = await get<QuestItem[]>('/records/api/quests/current', account.access_token);
    expect(list.json).toEqual([expect.objectContaining({ key: 'createAvatar', type: 'MISSION', title: 'Crie seu avatar', target: 'createAvatar', insertTime: expect.any(String) })]);
    expect((await get<CountResponse>('/records/api/quests/current/count', account.access_token)).json).toEqual({ count: 1 });
  });
});

describe('the bell demo account', () => {
  it(`has ${NOTIFICATIONS_DEMO_COUNT} notifications over every kind of target, more than 99 unread, and five quests`, async () => {
    const { access_token: token } = await signIn(server.url, NOTIFICATIONS_DEMO_EMAIL);
    const unread = (await get<CountResponse>(`${N}/unread`, token)).json.count;
    expect(unread).toBeGreaterThan(99);
    const all = (await get<NotificationPage>(`${N}?size=50&page=6`, token)).json;
    expect(all.last).toBe(true);
    expect(all.content).toHaveLength(20);
    const first = (await get<NotificationPage>(`${N}?size=50`, token)).json.content;
    const targets = new Set(first.map((n) => (n.targetKey ?? '').split(':')[0]));
    for (const key of ['myTeams', 'createAvatar', 'addClan', 'inviteFriends', 'profile', 'tournament', '/tournaments', '']) expect(targets).toContain(key);
    expect(first.some((n) => n.imageKey)).toBe(true);
    expect((await get<QuestItem[]>('/records/api/quests/current', token)).json).toHaveLength(5);
  });
});

describe('GET /records/api/user/rewards/last-activities', () => {
  const R = '/records/api/user/rewards/last-activities';

  it('answers the rewards not yet seen in the reward-activity shape (docs/product/rewards.md, API), once', async () => {
    const account = await newAccount(server, { experience: 80 });
    await grantReward(server.database.db, account.userId, {
      source: 'JOURNEY',
      sourceId: 'missao-1',
      journeyId: 1,
      title: 'Missão 1',
      description: 'Primeira missão',
      score: 91.25,
      experience: 40,
      matchPoints: { DIGITAL_FLUENCY: 2.5, ANALYTICAL_THINKING: 1 },
    });
    await grantReward(server.database.db, account.userId, { source: 'QUEST', sourceId: 'createAvatar', title: 'Crie seu avatar', experience: 35 });
    const first = await get<RewardActivity[]>(R, account.access_token);
    expect(first.status).toBe(200);
    expect(first.json).toEqual([
      {
        source: 'JOURNEY',
        sourceId: 'missao-1',
        activities: {
          GENERAL: { SCORE: 91.25, CURRENT_LEVEL: 2, CURRENT_XP: 20, NEXT_LEVEL_XP: 200, LEVELED_UP: true, OLD_LEVEL: 1, OLD_XP: 80, TITLE: 'Missão 1', DESCRIPTION: 'Primeira missão' },
          MP: { DIGITAL_FLUENCY: 2.5, ANALYTICAL_THINKING: 1 },
          XP: 40,
        },
      },
      {
        source: 'QUEST',
        sourceId: 'createAvatar',
        activities: {
          GENERAL: { SCORE: null, CURRENT_LEVEL: 2, CURRENT_XP: 55, NEXT_LEVEL_XP: 200, LEVELED_UP: false, OLD_LEVEL: 2, OLD_XP: 20, TITLE: 'Crie seu avatar', DESCRIPTION: '' },
          MP: {},
          XP: 35,
        },
      },
    ]);
    expect((await get<RewardActivity[]>(R, account.access_token)).json).toEqual([]);
  });

  it('gives each reward once when two requests race', async () => {
    const account = await newAccount(server);
    for (let i = 0; i < 4; i += 1) await grantReward(server.database.db, account.userId, { source: 'JOURNEY', sourceId: `corrida-${i}`, title: `Missão ${i}`, experience: 10 });
    const answers = await Promise.all(Array.from({ length: 3 }, () => get<RewardActivity[]>(R, account.access_token)));
    const ids = answers.flatMap((a) => a.json.map((r) => r.sourceId));
    expect(ids.sort()).toEqual(['corrida-0', 'corrida-1', 'corrida-2', 'corrida-3']);
  });

  it('shows only the caller\'s rewards', async () => {
    const owner = await newAccount(server);
    const other = await newAccount(server);
    await grantReward(server.database.db, owner.userId, { source: 'QUEST', sourceId: 'addClan', title: 'Clã', experience: 50 });
    expect((await get<RewardActivity[]>(R, other.access_token)).json).toEqual([]);
    expect((await get<RewardActivity[]>(R, owner.access_token)).json).toHaveLength(1);
  });

  it('the reward demo account has a level-up journey mission with a score and MP per skill, and the dev control shows it again', async () => {
    const { access_token: token } = await signIn(server.url, REWARDS_DEMO_EMAIL);
    const rewards = (await get<RewardActivity[]>(R, token)).json;
    expect(rewards.map((r) => r.sourceId)).toEqual([REWARDS_DEMO_MISSION, 'createAvatar', 'jornada-logica-capitulo-1-missao-3']);
    expect(rewards[0]!.activities.GENERAL).toMatchObject({ SCORE: 87.5, LEVELED_UP: true, OLD_LEVEL: 1, CURRENT_LEVEL: 2 });
    expect(Object.keys(rewards[0]!.activities.MP)).toHaveLength(3);
    expect((await get<RewardActivity[]>(R, token)).json).toEqual([]);
    const reset = await api(server, `/dev/rewards/unseen?user=${REWARDS_DEMO_EMAIL}`, { method: 'POST' });
    expect(reset.json).toEqual({ count: 3 });
    expect((await get<RewardActivity[]>(R, token)).json).toHaveLength(3);
  });

  it('the dev control adds demo notifications, unread, and refuses a bad count', async () => {
    const account = await newAccount(server);
    const added = await api(server, `/dev/notifications/generate?user=${account.email}&count=12`, { method: 'POST' });
    expect(added.json).toEqual({ count: 12 });
    expect((await get<CountResponse>(`${N}/unread`, account.access_token)).json).toEqual({ count: 12 });
    for (const count of ['0', '20001', 'x', '']) {
      expect((await api(server, `/dev/notifications/generate?user=${account.email}&count=${count}`, { method: 'POST' })).status).toBe(400);
    }
    await api(server, `${N}/read-all`, { method: 'PUT', token: account.access_token });
    expect((await api(server, `/dev/notifications/unread?user=${account.email}`, { method: 'POST' })).json).toEqual({ count: 12 });
  });

  it('the dev controls refuse an unknown user and vanish in production', async () => {
    expect((await api(server, '/dev/notifications/unread?user=ninguem@example.com', { method: 'POST' })).status).toBe(400);
    expect((await api(server, '/dev/rewards/unseen', { method: 'POST' })).status).toBe(400);
    const production = await startTestServer({ production: true });
    try {
      expect((await api(production, `/dev/rewards/unseen?user=${REWARDS_DEMO_EMAIL}`, { method: 'POST' })).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
