import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bracket, CheckInState, MatchDetail, MyMatches, OrganiserEvent, OrganiserEventList, Standings } from '@/contract/play';
import { playMatches, rewardActivities } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { PLAY_DEMO_EVENTS } from '../../server/seed/play';
import { signIn } from './support/browser';
import { startTestServer } from './support/harness';
import { call } from './support/play';

let server: RunningServer;
let julia: string;

beforeAll(async () => {
  server = await startTestServer();
  julia = (await signIn(server.url, 'aluna.vip@example.com')).access_token;
});
afterAll(async () => {
  await server?.close();
});

const get = <B>(path: string, token = julia) => call<B>(server, 'GET', path, token);

describe('play demo data', () => {
  it('has Júlia in an open check-in, not checked in yet', async () => {
    const state = await get<CheckInState>(`/educational/api/tournaments/${PLAY_DEMO_EVENTS.checkIn}/check-in`);
    expect(state.json).toMatchObject({ status: 'OPEN', canAct: true, participantsCount: 8, checkedInCount: 4 });
  });

  it('has Júlia leading a team with a match to report in a half-played double elimination with a dispute', async () => {
    const mine = await get<MyMatches>('/educational/api/matches/mine');
    const card = mine.json.items.find((item) => item.eventId === PLAY_DEMO_EVENTS.doubleElimination)!;
    expect(card).toMatchObject({ action: 'REPORT', phase: 'RUNNING' });
    expect(mine.json.items.find((item) => item.eventId === PLAY_DEMO_EVENTS.checkIn)).toMatchObject({ action: 'CHECK_IN' });
    const match = await get<MatchDetail>(`/educational/api/matches/${card.matchId}`);
    expect(match.json.you).toMatchObject({ canAct: true, canReport: true });
    const bracket = await get<Bracket>(`/educational/api/tournaments/${PLAY_DEMO_EVENTS.doubleElimination}/bracket`);
    expect(bracket.json.kind).toBe('DUEL');
    const [disputed] = await server.database.db
      .select()
      .from(playMatches)
      .where(and(eq(playMatches.eventId, PLAY_DEMO_EVENTS.doubleElimination), eq(playMatches.status, 'DISPUTED')));
    const image = await fetch(`${server.url}${disputed!.dispute!.evidenceUrl}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const admin = (await signIn(server.url, 'admin@example.com')).access_token;
    const console = await get<OrganiserEvent>(`/educational/api/admin/tournaments/${PLAY_DEMO_EVENTS.doubleElimination}`, admin);
    expect(console.json.matchesWaiting.map((waiting) => waiting.status).slice(0, 2)).toEqual(['DISPUTED', 'REPORTED']);
  });

  it('has a battle royale with round 1 scored and a concluded event with rewards paid', async () => {
    const royale = await get<Bracket>(`/educational/api/tournaments/${PLAY_DEMO_EVENTS.royale}/bracket`);
    expect(royale.json.kind).toBe('ROYALE');
    if (royale.json.kind !== 'ROYALE') return;
    expect(royale.json.rounds[0]!.lobbies.map((lobby) => lobby.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    expect(royale.json.rounds[1]!.lobbies.length).toBeGreaterThan(0);
    const standings = await get<Standings>(`/educational/api/tournaments/${PLAY_DEMO_EVENTS.concluded}/standings`);
    expect(standings.json).toMatchObject({ final: true, phase: 'CONCLUDED' });
    expect(standings.json.rows[0]).toMatchObject({ rank: 1, reward: { experience: 500, matchPoints: 300 } });
    const rewards = await server.database.db.select().from(rewardActivities).where(eq(rewardActivities.sourceId, String(PLAY_DEMO_EVENTS.concluded)));
    expect(rewards.length).toBeGreaterThanOrEqual(3);
  });

  it("shows the demo educator her school's events, and hides the draft from students", async () => {
    const teacher = (await signIn(server.url, 'educador@example.com')).access_token;
    const list = await get<OrganiserEventList>('/educational/api/admin/tournaments', teacher);
    expect(list.json.items.map((item) => [item.id, item.phase])).toEqual(
      expect.arrayContaining([
        [PLAY_DEMO_EVENTS.schoolOpen, 'OPEN'],
        [PLAY_DEMO_EVENTS.schoolDraft, 'DRAFT'],
      ]),
    );
    expect((await get(`/educational/api/tournaments/${PLAY_DEMO_EVENTS.schoolDraft}`)).status).toBe(404);
  });
});
