import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@/contract/notifications';
import type { RankingPage, UserRewards } from '@/contract/journeys';
import type { SchoolPage } from '@/contract/school';
import type { ParticipantPage, TournamentPage } from '@/contract/tournaments';
import { eventSubscriptions, institutions, journeyRanking, listVersions, notifications, tournaments } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { demoNotifications } from '../../server/seed/notifications';
import { RANKED_JOURNEY } from '../../server/seed/journeys';
import { api, serversOnOneDatabase } from './support/harness';
import { newAccount } from './support/users';

/**
 * The lists a server keeps in memory (server/services/kept-lists.ts) answer what the database holds
 * after any write, whoever made it: here the writes are plain statements on the database, and the
 * reads go to the other of two servers on it.
 */
let servers: RunningServer[] = [];
let close: () => Promise<void>;
let reader: RunningServer;

beforeAll(async () => {
  ({ servers, close } = await serversOnOneDatabase(2));
  reader = servers[1]!;
});
afterAll(async () => {
  await close?.();
});

const db = () => servers[0]!.database.db;
const get = async <B>(path: string, token: string): Promise<B> => {
  const answer = await api(reader, path, { token });
  expect(answer.status).toBe(200);
  return answer.json as B;
};
const versionOf = async (key: string) => (await db().select({ version: listVersions.version }).from(listVersions).where(eq(listVersions.key, key)))[0]?.version ?? 0;

describe('lists kept in memory', () => {
  it('ranking: new points move a student at once, in the pages and in their own place', async () => {
    const student = await newAccount(reader);
    const board = `/educational/api/journeys/${RANKED_JOURNEY}/leaderboard?size=3`;
    const before = await get<RankingPage>(board, student.access_token);
    expect(before.content[0]!.rankNumber).toBe(1);

    await db().insert(journeyRanking).values({ journeyId: RANKED_JOURNEY, userId: student.userId, playId: 'subiu.agora', totalMp: before.content[0]!.totalMp + 1 });
    const after = await get<RankingPage>(board, student.access_token);
    expect(after.totalElements).toBe(before.totalElements + 1);
    expect(after.content.map((entry) => [entry.playId, entry.rankNumber])).toEqual([
      ['subiu.agora', 1],
      [before.content[0]!.playId, 2],
      [before.content[1]!.playId, before.content[1]!.totalMp === before.content[0]!.totalMp ? 2 : 3],
    ]);
    expect((await get<UserRewards>(`/educational/api/v2/journeys/${RANKED_JOURNEY}/user-rewards`, student.access_token)).rankNumber).toBe(1);

    // Equal points share the place.
    await db().update(journeyRanking).set({ totalMp: before.content[0]!.totalMp }).where(eq(journeyRanking.userId, student.userId));
    const tied = await get<RankingPage>(board, student.access_token);
    expect(tied.content.slice(0, 2).map((entry) => entry.rankNumber)).toEqual([1, 1]);
  });

  it('schools: a school added to the catalogue is found by the next search', async () => {
    const student = await newAccount(reader);
    const search = `/educational/api/schools?name=${encodeURIComponent('Escola Recém Chegada')}`;
    expect((await get<SchoolPage>(search, student.access_token)).totalElements).toBe(0);
    const [city] = await db().execute<{ id: number; state_id: number }>(sql`select id, state_id from cities order by id limit 1`).then((result) => (result as unknown as { rows: Array<{ id: number; state_id: number }> }).rows);
    await db().insert(institutions).values({ name: 'Escola Recém Chegada', type: 'PUBLIC', address: 'Rua Nova, 1', stateId: city!.state_id, cityId: city!.id, cep: '01001000' });
    const found = await get<SchoolPage>(search, student.access_token);
    expect(found.content.map((school) => school.name)).toEqual(['Escola Recém Chegada']);
  });

  it('tournaments: a renamed card and a new subscription show at once; play moving on leaves the lists alone', async () => {
    const student = await newAccount(reader);
    const list = '/educational/api/tournaments?status=OPEN&page=0&pageSize=20';
    const [card] = (await get<TournamentPage>(list, student.access_token)).content;
    expect(card?.subscriptionStatus).toBe('NOT_SUBSCRIBED');

    await db().update(tournaments).set({ name: 'Copa Renomeada' }).where(eq(tournaments.id, card!.id));
    await db().insert(eventSubscriptions).values({ eventId: card!.id, userId: student.userId, status: 'COMPLETED' });
    const renamed = (await get<TournamentPage>(list, student.access_token)).content.find((each) => each.id === card!.id);
    expect(renamed).toMatchObject({ name: 'Copa Renomeada', subscriptionStatus: 'COMPLETED' });
    const mine = await get<TournamentPage>('/educational/api/tournaments?subscribed=true', student.access_token);
    expect(mine.content.map((each) => each.id)).toEqual([card!.id]);

    const version = await versionOf('tournaments');
    await db().update(tournaments).set({ playVersion: sql`${tournaments.playVersion} + 1` }).where(eq(tournaments.id, card!.id));
    expect(await versionOf('tournaments')).toBe(version);
  });

  it('subscribers: a subscription and its removal show at once', async () => {
    const student = await newAccount(reader);
    const [event] = await db().select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.status, 'OPEN')).limit(1);
    const path = `/educational/api/events/${event!.id}/participants?size=100`;
    const before = await get<ParticipantPage>(path, student.access_token);

    await db().insert(eventSubscriptions).values({ eventId: event!.id, userId: student.userId, status: 'COMPLETED' });
    const during = await get<ParticipantPage>(path, student.access_token);
    expect(during.totalElements).toBe(before.totalElements + 1);
    expect(during.content.some((participant) => participant.userId === student.userId)).toBe(true);

    await db().delete(eventSubscriptions).where(and(eq(eventSubscriptions.eventId, event!.id), eq(eventSubscriptions.userId, student.userId)));
    expect((await get<ParticipantPage>(path, student.access_token)).totalElements).toBe(before.totalElements);
  });

  it('notifications: a new one and one marked read show on pages already read', async () => {
    const student = await newAccount(reader);
    await db().insert(notifications).values(demoNotifications(student.userId, 12, new Date(Date.now() - 60_000), 0));
    const first = await get<NotificationPage>('/records/api/notifications', student.access_token);
    const third = await get<NotificationPage>('/records/api/notifications?page=2', student.access_token);
    expect([first.content.length, third.content.length, third.last]).toEqual([5, 2, true]);

    await db().insert(notifications).values(demoNotifications(student.userId, 1, new Date(), 0));
    await db().update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, first.content[0]!.id));
    const newest = await get<NotificationPage>('/records/api/notifications', student.access_token);
    expect(newest.content[1]).toMatchObject({ id: first.content[0]!.id, read: true });
    const last = await get<NotificationPage>('/records/api/notifications?page=2', student.access_token);
    expect([last.content.length, last.last]).toEqual([3, true]);
  });
});
