import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Participant, ParticipantPage, SubscriptionResponse, Tournament, TournamentPage } from '@/contract/tournaments';
import type { RunningServer } from '../../server/server';
import { CROWD_SIZE, DEMO_EVENTS } from '../../server/seed/tournaments';
import { signIn } from './support/browser';
import { createEvent, createStudent, keysOf, newEpicId } from './support/events';
import { api, startTestServer } from './support/harness';

let server: RunningServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const email of ['aluno@example.com', 'aluna.vip@example.com', 'adulto@example.com', 'educador@example.com']) {
    tokens[email] = (await signIn(server.url, email)).access_token;
  }
});
afterAll(async () => {
  await server?.close();
});

const get = <T>(path: string, token = tokens['aluno@example.com']) => api(server, path, { token }) as Promise<{ status: number; json: T; text: string }>;
const subscribe = (id: number | string, token: string) => api(server, `/educational/api/tournaments/${id}/subscription`, { method: 'POST', token });
const unsubscribe = (id: number | string, token: string) => api(server, `/educational/api/events/${id}/unsubscribe`, { method: 'DELETE', token });
const statusOf = async (id: number, token: string) => ((await get<SubscriptionResponse>(`/educational/api/tournaments/${id}/subscription`, token)).json as SubscriptionResponse).status;
const detail = async (id: number, token = tokens['aluno@example.com']!) => (await get<Tournament>(`/educational/api/tournaments/${id}`, token)).json as Tournament;

describe('GET /educational/api/tournaments', () => {
  it('answers the page shape (docs/product/shell.md, API), 20 per page by default', async () => {
    const { status, json } = await get<TournamentPage>('/educational/api/tournaments');
    expect(status).toBe(200);
    expect(json.content).toHaveLength(20);
    expect(json).toMatchObject({ number: 0, size: 20, last: false });
    expect(json.totalElements).toBeGreaterThanOrEqual(32);
    expect(json.totalPages).toBe(Math.ceil(json.totalElements / 20));
    const card = json.content[0]!;
    expect(Object.keys(card).sort()).toEqual(
      [
        'coverImages',
        'game',
        'id',
        'images',
        'location',
        'mode',
        'modeQuantity',
        'name',
        'platform',
        'requiresDiscord',
        'startDate',
        'status',
        'subTitle',
        'subscribed',
        'subscriptionStatus',
        'subscriptionsEnd',
        'subscriptionsStart',
        'teamId',
      ].sort(),
    );
  });

  it('pages to the end, then answers an empty last page', async () => {
    const first = (await get<TournamentPage>('/educational/api/tournaments?page=0&pageSize=7')).json;
    const ids = new Set<number>();
    for (let page = 0; page < first.totalPages; page += 1) {
      const { json } = await get<TournamentPage>(`/educational/api/tournaments?page=${page}&pageSize=7`);
      for (const card of json.content) ids.add(card.id);
      expect(json.last).toBe(page === first.totalPages - 1);
    }
    expect(ids.size).toBe(first.totalElements);
    const beyond = (await get<TournamentPage>(`/educational/api/tournaments?page=${first.totalPages + 3}&pageSize=7`)).json;
    expect(beyond).toMatchObject({ content: [], last: true, number: first.totalPages + 3 });
  });

  it('filters by a status list (repeated or comma-separated) and by game, soonest first for open events', async () => {
    const open = (await get<TournamentPage>('/educational/api/tournaments?status=OPEN&pageSize=100')).json.content;
    expect(open.length).toBeGreaterThan(5);
    expect(open.every((t) => t.status === 'OPEN')).toBe(true);
    const starts = open.map((t) => t.startDate);
    expect([...starts].sort()).toEqual(starts);

    const repeated = (await get<TournamentPage>('/educational/api/tournaments?status=RUNNING&status=CONCLUDED&pageSize=100')).json.content;
    const comma = (await get<TournamentPage>('/educational/api/tournaments?status=RUNNING,CONCLUDED&pageSize=100')).json.content;
    expect(repeated.map((t) => t.id)).toEqual(comma.map((t) => t.id));
    expect(new Set(repeated.map((t) => t.status))).toEqual(new Set(['RUNNING', 'CONCLUDED']));

    const fortnite = (await get<TournamentPage>('/educational/api/tournaments?game=FORTNITE&status=OPEN')).json.content;
    expect(fortnite.length).toBeGreaterThan(0);
    expect(fortnite.every((t) => t.game === 'FORTNITE' && t.status === 'OPEN')).toBe(true);
  });

  it('subscribed=true lists only the caller’s events, team subscriptions included', async () => {
    const mine = (await get<TournamentPage>('/educational/api/tournaments?subscribed=true&pageSize=100', tokens['aluna.vip@example.com'])).json.content;
    expect(mine.map((t) => t.id)).toContain(DEMO_EVENTS.runningSquad);
    expect(mine.every((t) => t.subscribed && t.subscriptionStatus !== 'NOT_SUBSCRIBED')).toBe(true);
    const squad = mine.find((t) => t.id === DEMO_EVENTS.runningSquad)!;
    expect(squad.teamId).toEqual(expect.any(Number));
  });

  it('every status, game and mode of the demo is there, each with local images', async () => {
    const all = (await get<TournamentPage>('/educational/api/tournaments?pageSize=100')).json.content;
    expect(new Set(all.map((t) => t.status))).toEqual(new Set(['OPEN', 'WAITING_START', 'CHECK_IN', 'RUNNING', 'CONCLUDED']));
    expect(new Set(all.map((t) => t.game))).toEqual(new Set(['FORTNITE', 'ROCKET_LEAGUE', 'LEAGUE_OF_LEGENDS', 'COUNTER_STRIKE', 'FREE_FIRE', 'DEFAULT']));
    expect(new Set(all.map((t) => t.modeQuantity))).toEqual(new Set([1, 2, 3, 4]));
    for (const path of new Set(all.flatMap((t) => [t.images.desktop, t.images.mobile]))) {
      expect(path).toMatch(/^\/media\/tournaments\//);
      const image = await fetch(`${server.url}${path}`);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await image.text()).toMatch(/^<svg /);
    }
  });

  it.each([
    ['status=FOO', 'validation:status.invalid'],
    ['status=OPEN,%3Cscript%3E', 'validation:status.invalid'],
    ['game=%3Cimg%20src%3Dx%3E', 'validation:game.invalid'],
    ['page=-1', 'validation:page.invalid'],
    ['page=abc', 'validation:page.invalid'],
    ['page=99999999999999', 'validation:page.invalid'],
    ['pageSize=0', 'validation:pageSize.invalid'],
    ['pageSize=1000', 'validation:pageSize.invalid'],
    ['subscribed=maybe', 'validation:subscribed.invalid'],
  ])('refuses %s with %s', async (query, messageKey) => {
    const { status, json } = await get(`/educational/api/tournaments?${query}`);
    expect(status).toBe(400);
    expect(keysOf(json)).toEqual([messageKey]);
  });

  it('needs a bearer token', async () => {
    expect((await api(server, '/educational/api/tournaments')).status).toBe(401);
  });

  it('serves no picture for unknown games or files', async () => {
    for (const path of ['/media/tournaments/__proto__/desktop.svg', '/media/tournaments/FORTNITE/secret.svg', '/media/tournaments/FORTNITE/desktop.png']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });
});

describe('GET /educational/api/tournaments/{id}', () => {
  it('answers the detail with rules, award, the window in the restrictions and the caller’s eligibility', async () => {
    const event = await detail(DEMO_EVENTS.openSolo);
    expect(event).toMatchObject({ id: DEMO_EVENTS.openSolo, status: 'OPEN', modeQuantity: 1, subscribed: false, subscriptionStatus: 'NOT_SUBSCRIBED', teamId: null });
    expect(event.terms).toContain('<h2>');
    expect(event.awardImage).toMatch(/^\/media\/tournaments\/.+\/award\.svg$/);
    expect(event.description).not.toBe('');
    expect(event.restrictions).toEqual({ subscriptionStartDate: event.subscriptionsStart, subscriptionEndDate: event.subscriptionsEnd });
    expect(event.eligibility).toEqual({ isEligible: true, prerequisites: [], restrictions: [] });
  });

  it.each([
    ['aluno@example.com', DEMO_EVENTS.minAge16, 'status:eventRestriction.minAge'],
    ['adulto@example.com', DEMO_EVENTS.maxAge18, 'status:eventRestriction.maxAge'],
    ['educador@example.com', DEMO_EVENTS.studentsOnly, 'status:eventRestriction.role'],
    ['aluna.vip@example.com', DEMO_EVENTS.epicIdRequired, 'status:eventRestriction.epicId'],
    ['aluna.vip@example.com', DEMO_EVENTS.finalAfterQualifier, 'status:eventRestriction.subscribedToEvents'],
    ['aluno@example.com', DEMO_EVENTS.notYetOpen, 'status:eventRestriction.subscriptionNotOpen'],
  ])('each demo account meets its refusal: %s on event %i gets %s', async (email, id, messageKey) => {
    const { eligibility } = await detail(id, tokens[email]);
    expect(eligibility.isEligible).toBe(false);
    expect(eligibility.restrictions.map((r) => r.messageKey)).toEqual([messageKey]);
    expect((await subscribe(id, tokens[email]!)).json).toEqual([expect.objectContaining({ messageKey })]);
  });

  it('a pending school registration request blocks every event until processed (docs/product/tournaments.md, States)', async () => {
    const token = (await signIn(server.url, 'aluno.rascunho@example.com')).access_token;
    const { eligibility } = await detail(DEMO_EVENTS.openSolo, token);
    expect(eligibility.restrictions.map((r) => r.messageKey)).toEqual(['status:eventRestriction.pendingSchoolDraft']);
    expect(keysOf((await subscribe(DEMO_EVENTS.openSolo, token)).json)).toEqual(['status:eventRestriction.pendingSchoolDraft']);
  });

  it('a student with no school link gets the HAS_SCHOOL_LINK prerequisite', async () => {
    const { eligibility } = await detail(DEMO_EVENTS.completeSchoolLink);
    expect(eligibility).toEqual({ isEligible: false, prerequisites: ['HAS_SCHOOL_LINK'], restrictions: [] });
    expect(keysOf((await subscribe(DEMO_EVENTS.completeSchoolLink, tokens['aluno@example.com']!)).json)).toEqual(['status:eventRestriction.schoolLink']);
  });

  it.each(['abc', '0', '-1', '99999999', '1.5', '1%27%20or%201%3D1', '%3Cscript%3E', '9'.repeat(40)])('an unknown or hostile id %s is a 404 with status:event.notFound', async (id) => {
    for (const path of [`/educational/api/tournaments/${id}`, `/educational/api/tournaments/${id}/subscription`, `/educational/api/events/${id}/participants`]) {
      const { status, json } = await get(path);
      expect(status).toBe(404);
      expect(keysOf(json)).toEqual(['status:event.notFound']);
    }
    expect((await subscribe(id, tokens['aluno@example.com']!)).status).toBe(404);
    expect((await unsubscribe(id, tokens['aluno@example.com']!)).status).toBe(404);
  });
});

describe('solo subscription', () => {
  it('subscribes, shows it everywhere, refuses a second time, cancels and subscribes again', async () => {
    const student = await createStudent(server);
    const id = await createEvent(server);
    expect(await statusOf(id, student.token)).toBe('NOT_SUBSCRIBED');

    const created = await subscribe(id, student.token);
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ eventId: id, status: 'COMPLETED', teamId: null, messageKey: 'status:subscribeSoloTournament.success' });
    expect(await statusOf(id, student.token)).toBe('COMPLETED');
    expect(await detail(id, student.token)).toMatchObject({ subscribed: true, subscriptionStatus: 'COMPLETED', subscribersCount: 1 });
    const mine = (await get<TournamentPage>('/educational/api/tournaments?subscribed=true', student.token)).json;
    expect(mine.content.map((t) => t.id)).toEqual([id]);

    const again = await subscribe(id, student.token);
    expect(again.status).toBe(409);
    expect(keysOf(again.json)).toEqual(['status:event.alreadySubscribed']);

    const cancelled = await unsubscribe(id, student.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toEqual({ eventId: id, status: 'NOT_SUBSCRIBED', messageKey: 'status:event.unsubscribed' });
    expect(await statusOf(id, student.token)).toBe('NOT_SUBSCRIBED');
    expect((await get<TournamentPage>('/educational/api/tournaments?subscribed=true', student.token)).json.content).toEqual([]);

    const nothing = await unsubscribe(id, student.token);
    expect(nothing.status).toBe(404);
    expect(keysOf(nothing.json)).toEqual(['status:event.subscriptionNotFound']);
    expect((await subscribe(id, student.token)).status).toBe(201);
  });

  it('two simultaneous subscriptions of one user land once', async () => {
    const student = await createStudent(server);
    const id = await createEvent(server);
    const answers = await Promise.all([subscribe(id, student.token), subscribe(id, student.token), subscribe(id, student.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect((await detail(id, student.token)).subscribersCount).toBe(1);
  });

  it.each<[string, Parameters<typeof createEvent>[1], Parameters<typeof createStudent>[1], string]>([
    ['minAge', { restrictions: { minAge: 16 } }, {}, 'status:eventRestriction.minAge'],
    ['maxAge', { restrictions: { maxAge: 14 } }, {}, 'status:eventRestriction.maxAge'],
    ['roles', { restrictions: { roles: ['TEACHER'] } }, {}, 'status:eventRestriction.role'],
    ['educationLevels', { restrictions: { educationLevels: ['PRIMARY_SCHOOL'] } }, { schoolLink: 'COMPLETE' }, 'status:eventRestriction.educationLevel'],
    ['educationLevels without a link', { restrictions: { educationLevels: ['HIGH_SCHOOL'] } }, {}, 'status:eventRestriction.educationLevel'],
    ['hasSchoolLink', { restrictions: { hasSchoolLink: true } }, {}, 'status:eventRestriction.schoolLink'],
    ['hasCompleteSchoolLink, incomplete', { restrictions: { hasCompleteSchoolLink: true } }, { schoolLink: 'INCOMPLETE' }, 'status:eventRestriction.completeSchoolLink'],
    ['hasEpicId', { restrictions: { hasEpicId: true } }, {}, 'status:eventRestriction.epicId'],
    ['subscribedToEvents', { restrictions: { subscribedToEvents: [DEMO_EVENTS.openSolo] } }, {}, 'status:eventRestriction.subscribedToEvents'],
    ['window not yet open', { opensIn: 60_000 }, {}, 'status:eventRestriction.subscriptionNotOpen'],
    ['window closed', { opensIn: -120_000, closesIn: -1 }, {}, 'status:eventRestriction.subscriptionClosed'],
    ['subscriptionStartDate in the restrictions', { restrictions: { subscriptionStartDate: new Date(Date.now() + 3600_000).toISOString() } }, {}, 'status:eventRestriction.subscriptionNotOpen'],
    ['subscriptionEndDate in the restrictions', { restrictions: { subscriptionEndDate: new Date(Date.now() - 1000).toISOString() } }, {}, 'status:eventRestriction.subscriptionClosed'],
    ['forced closed: running', { status: 'RUNNING' }, {}, 'status:eventRestriction.subscriptionClosed'],
    ['forced closed: waiting for the start', { status: 'WAITING_START' }, {}, 'status:eventRestriction.subscriptionClosed'],
  ])('refuses on %s with its messageKey, and writes nothing', async (_name, event, who, messageKey) => {
    const student = await createStudent(server, who);
    const id = await createEvent(server, event);
    const refused = await subscribe(id, student.token);
    expect(refused.status).toBe(400);
    expect(keysOf(refused.json)).toEqual([messageKey]);
    expect(await statusOf(id, student.token)).toBe('NOT_SUBSCRIBED');
    expect((await detail(id, student.token)).eligibility.restrictions.length + (await detail(id, student.token)).eligibility.prerequisites.length).toBeGreaterThan(0);
  });

  it('accepts each restriction once it is met', async () => {
    const student = await createStudent(server, { schoolLink: 'COMPLETE', epicAccountId: newEpicId() });
    const first = await createEvent(server);
    expect((await subscribe(first, student.token)).status).toBe(201);
    const id = await createEvent(server, {
      restrictions: { minAge: 15, maxAge: 15, roles: ['STUDENT'], educationLevels: ['HIGH_SCHOOL'], hasSchoolLink: true, hasCompleteSchoolLink: true, hasEpicId: true, subscribedToEvents: [first], notSubscribedToEvents: [DEMO_EVENTS.openSolo] },
    });
    expect((await detail(id, student.token)).eligibility).toEqual({ isEligible: true, prerequisites: [], restrictions: [] });
    expect((await subscribe(id, student.token)).status).toBe(201);

    const excluded = await createEvent(server, { restrictions: { notSubscribedToEvents: [first] } });
    expect(keysOf((await subscribe(excluded, student.token)).json)).toEqual(['status:eventRestriction.notSubscribedToEvents']);
  });

  it('the window edge: open until its last millisecond, then closed for cancelling too', async () => {
    const student = await createStudent(server);
    const id = await createEvent(server, { closesIn: 1500 });
    expect((await subscribe(id, student.token)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const late = await unsubscribe(id, student.token);
    expect(late.status).toBe(400);
    expect(keysOf(late.json)).toEqual(['status:eventRestriction.subscriptionClosed']);
    expect(await statusOf(id, student.token)).toBe('COMPLETED');
  });

  it('a squad event takes teams, not solo subscriptions', async () => {
    const refused = await subscribe(DEMO_EVENTS.openSquad, tokens['aluno@example.com']!);
    expect(refused.status).toBe(400);
    expect(keysOf(refused.json)).toEqual(['status:event.teamEvent']);
  });

  it('a team subscription cannot be cancelled alone', async () => {
    const refused = await unsubscribe(DEMO_EVENTS.runningSquad, tokens['aluna.vip@example.com']!);
    expect(refused.status).toBe(409);
    expect(keysOf(refused.json)).toEqual(['status:team.locked']);
  });
});

describe('Discord events (docs/product/tournaments.md, States) and the dev-only control', () => {
  const advance = (id: number, user: string) => api(server, `/dev/events/${id}/subscription/advance?user=${encodeURIComponent(user)}`, { method: 'POST' });
  const leave = (id: number, user: string) => api(server, `/dev/events/${id}/subscription/leave-discord?user=${encodeURIComponent(user)}`, { method: 'POST' });

  it('starts waiting for the Discord server join, advances step by step, and leaving Discord after verification cancels it', async () => {
    const student = await createStudent(server);
    const id = await createEvent(server, { game: 'FORTNITE', requiresDiscord: true });
    expect((await subscribe(id, student.token)).json).toMatchObject({ status: 'PENDING_DISCORD_SERVER_JOIN' });
    expect(await detail(id, student.token)).toMatchObject({ subscribed: true, subscriptionStatus: 'PENDING_DISCORD_SERVER_JOIN', requiresDiscord: true, subscribersCount: 0 });

    const early = await leave(id, student.email);
    expect(early.status).toBe(409);

    expect((await advance(id, student.email)).json).toEqual({ eventId: id, status: 'PENDING_ACCOUNT_VERIFICATION' });
    expect(await statusOf(id, student.token)).toBe('PENDING_ACCOUNT_VERIFICATION');
    expect((await advance(id, student.playId)).json).toEqual({ eventId: id, status: 'COMPLETED' });
    expect(await statusOf(id, student.token)).toBe('COMPLETED');
    expect((await advance(id, String(student.id))).status).toBe(409);

    expect((await leave(id, student.email)).json).toEqual({ eventId: id, status: 'NOT_SUBSCRIBED' });
    expect(await statusOf(id, student.token)).toBe('NOT_SUBSCRIBED');
  });

  it('answers 404 for someone not subscribed, and needs a user', async () => {
    expect((await advance(DEMO_EVENTS.fortniteDiscordSolo, 'ninguem@example.com')).status).toBe(404);
    expect((await advance(DEMO_EVENTS.fortniteDiscordSolo, 'x\u0000@example.com')).status).toBe(404);
    expect((await advance(DEMO_EVENTS.fortniteDiscordSolo, 'Nome#\u0000')).status).toBe(404);
    expect(keysOf((await api(server, `/dev/events/1/subscription/advance`, { method: 'POST' })).json)).toEqual(['validation:user.required']);
  });

  it('is absent in production', async () => {
    const production = await startTestServer({ production: true });
    try {
      const answer = await api(production, '/dev/events/4/subscription/advance?user=aluno@example.com', { method: 'POST' });
      expect(answer.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('GET /educational/api/events/{id}/participants', () => {
  it('pages through the crowded event’s completed participants', async () => {
    const first = (await get<ParticipantPage>(`/educational/api/events/${DEMO_EVENTS.crowded}/participants?completed=true`)).json;
    expect(first).toMatchObject({ number: 0, size: 20, totalElements: CROWD_SIZE, totalPages: Math.ceil(CROWD_SIZE / 20), last: false });
    expect(first.content).toHaveLength(20);
    const row: Participant = first.content[0]!;
    expect(row).toEqual({ userId: expect.any(Number), playId: expect.stringMatching(/#/), avatarImageUrl: null, teamId: null, teamName: null, status: 'COMPLETED', subscribedAt: expect.any(String) });
    const last = (await get<ParticipantPage>(`/educational/api/events/${DEMO_EVENTS.crowded}/participants?completed=true&page=${first.totalPages - 1}&pageSize=20`)).json;
    expect(last.last).toBe(true);
    expect(last.content).toHaveLength(CROWD_SIZE - 20 * (first.totalPages - 1));
    const big = (await get<ParticipantPage>(`/educational/api/events/${DEMO_EVENTS.crowded}/participants?completed=true&page=1&pageSize=100`)).json;
    expect(big.content).toHaveLength(100);
    expect(big.content[0]!.userId).not.toBe(first.content[0]!.userId);
  });

  it('completed=true leaves out subscriptions still waiting for Discord; a team shows its name', async () => {
    const student = await createStudent(server);
    const id = await createEvent(server, { game: 'FORTNITE', requiresDiscord: true });
    await subscribe(id, student.token);
    expect((await get<ParticipantPage>(`/educational/api/events/${id}/participants?completed=true`)).json.totalElements).toBe(0);
    expect((await get<ParticipantPage>(`/educational/api/events/${id}/participants`)).json.content.map((p) => p.status)).toEqual(['PENDING_DISCORD_SERVER_JOIN']);
    const squad = (await get<ParticipantPage>(`/educational/api/events/${DEMO_EVENTS.runningSquad}/participants?completed=true`)).json;
    expect(squad.totalElements).toBe(4);
    expect(new Set(squad.content.map((p) => p.teamName))).toEqual(new Set(['Demo Fênix']));
  });

  it('refuses hostile paging', async () => {
    expect(keysOf((await get(`/educational/api/events/${DEMO_EVENTS.crowded}/participants?pageSize=-5`)).json)).toEqual(['validation:pageSize.invalid']);
    expect(keysOf((await get(`/educational/api/events/${DEMO_EVENTS.crowded}/participants?completed=%00`)).json)).toEqual(['validation:completed.invalid']);
  });
});
