import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playMatches, users } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { countAttempt, currentCount, type RateLimit } from '../../server/services/rate-limits';
import { beginSignIn, Browser, pkcePair, signIn, submitLogin } from './support/browser';
import { api, onPostgres, serversOnOneDatabase } from './support/harness';
import { channelsOf } from '../../server/db/channels';
import { newAccount } from './support/users';

/**
 * What servers of one deployment share goes through the database (docs/operations.md, Several
 * servers): the sign-in slowdown, the rate limits and the play streams' changes. Two servers on
 * one database here; on PostgreSQL each has its own connections, so nothing is shared in memory.
 */
let servers: RunningServer[] = [];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ servers, close } = await serversOnOneDatabase(2, { loginSlowdownMs: 300 }));
});
afterAll(async () => {
  await close?.();
});

describe('several servers on one database', () => {
  it('slows down a login on one server for the failures it had on the other', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const fail = async (server: RunningServer) => {
      const browser = new Browser(server.url);
      const { loginPath } = await beginSignIn(browser, pkcePair().challenge);
      const started = performance.now();
      const { response } = await submitLogin(browser, loginPath, 'diretor@example.com', 'Errada123');
      expect(response.status).toBe(401);
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i += 1) await fail(a);
    // The fourth failure, on the other server, waits the first step of the slowdown.
    expect(await fail(b)).toBeGreaterThanOrEqual(300);
    // A success on the first server clears the count for both.
    const browser = new Browser(a.url);
    const { loginPath } = await beginSignIn(browser, pkcePair().challenge);
    expect((await submitLogin(browser, loginPath, 'diretor@example.com', 'Demo1234')).code).not.toBe('');
    expect(await fail(b)).toBeLessThan(300);
  });

  it('streams to a viewer on one server a report made through the other', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const created = await api(a, '/dev/play/scenario', { json: { participants: 2 } });
    expect(created.status, created.text).toBe(201);
    const s = created.json as { eventId: number; participants: Array<{ participantId: number; leader: { email: string } }>; matches: Array<{ id: number }> };
    const match = s.matches[0]!;
    const [row] = await a.database.db.select().from(playMatches).where(eq(playMatches.id, match.id));
    const leader = (participantId: number | null) => s.participants.find((p) => p.participantId === participantId)!.leader.email;

    // Each server signs its own tokens (their issuers differ here); the database is the same.
    const viewer = (await signIn(a.url, leader(row!.side2))).access_token;
    const reporter = (await signIn(b.url, leader(row!.side1))).access_token;

    const controller = new AbortController();
    const stream = await fetch(`${a.url}/educational/api/tournaments/${s.eventId}/events`, { headers: { authorization: `Bearer ${viewer}` }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toContain('event: ping');

    const reported = await api(b, `/educational/api/matches/${match.id}/report`, { token: reporter, json: { games: [{ scores: [3, 1] }] } });
    expect(reported.status, reported.text).toBe(200);
    const timeout = setTimeout(() => controller.abort(), 10_000);
    try {
      while (!text.includes('event: change')) text += decoder.decode((await reader.read()).value);
    } finally {
      clearTimeout(timeout);
    }
    const change = JSON.parse(/event: change\ndata: (.*)\n/.exec(text)![1]!);
    expect(change).toMatchObject({ eventId: s.eventId, matchId: match.id, kind: 'MATCH' });
    controller.abort();
  });

  it('refuses a banned account on the other server at once, not after its few seconds of trust', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const reported = await newAccount(b, { age: 20 });
    const reporter = await newAccount(a, { age: 20 });
    const admin = await newAccount(a, { role: 'ADMIN', age: 35 });
    const profile = () => api(b, '/records/api/user/profile', { token: reported.access_token });
    // Server B has just read that the account is not barred, and would trust it for a few seconds.
    expect((await profile()).status).toBe(200);
    const [row] = await b.database.db.select({ playId: users.playId }).from(users).where(eq(users.id, reported.userId));
    const report = await api(a, '/records/api/reports', { token: reporter.access_token, json: { target: { kind: 'PLAYER', playId: row!.playId }, category: 'CHEATING', details: 'Programa de mira automática na partida.' } });
    expect(report.status, report.text).toBe(201);
    const decided = await api(a, `/records/api/admin/reports/${(report.json as { id: number }).id}/decision`, { token: admin.access_token, json: { action: 'BAN', ruling: 'Programa de mira automática comprovado.' } });
    expect(decided.status, decided.text).toBe(200);
    // Well inside those seconds, server B refuses the account: server A told it through the database.
    await expect.poll(async () => (await profile()).status, { timeout: 2000, interval: 50 }).toBe(401);
  });

  it.skipIf(!onPostgres)('hears the other server again after its listening connection is cut', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const heard: string[] = [];
    const stop = await channelsOf(a.database.db).listen('test_reconnect', (payload) => heard.push(payload));
    try {
      await channelsOf(b.database.db).publish('test_reconnect', 'antes');
      await expect.poll(() => heard).toContain('antes');
      // The database ends every listening connection (a restart, a failover would).
      const cut = await b.database.db.execute(sql`select pg_terminate_backend(pid) as ended from pg_stat_activity where query like 'LISTEN %' and pid <> pg_backend_pid()`);
      expect((cut as unknown as { rows: { ended: boolean }[] }).rows.filter((row) => row.ended).length).toBeGreaterThan(0);
      // What is sent while it is gone is not heard; once it is back, messages arrive again.
      let sent = 0;
      await expect
        .poll(
          async () => {
            sent += 1;
            await channelsOf(b.database.db).publish('test_reconnect', `depois ${sent}`);
            return heard.some((payload) => payload.startsWith('depois'));
          },
          { timeout: 15_000, interval: 200 },
        )
        .toBe(true);
    } finally {
      stop();
    }
  });

  it('counts attempts made at once through both servers exactly once each, round after round', async () => {
    const limit: RateLimit = { name: 'test-race', counts: 'attempts', per: 'subject', max: 1000, windowSeconds: 60 };
    const [a, b] = servers as [RunningServer, RunningServer];
    for (let round = 0; round < 5; round += 1) {
      const subject = `subject-${round}`;
      const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => countAttempt((i % 2 === 0 ? a : b).database.db, limit, subject)));
      // Every attempt got its own number: none lost, none counted twice.
      expect(counts.map((count) => count.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect((await currentCount(b.database.db, limit, subject)).count).toBe(40);
    }
  });
});
