import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner, Campaign, Journey, JourneyModule, JourneySubscriptionResponse, RankingPage, UserRewards } from '@/contract/journeys';
import { chapterStars } from '@/domain/journeys/rules';
import { HOME_SHELL_STILL } from '@/domain/home-frame';
import { decodeJwt, importJWK, SignJWT } from 'jose';
import { users } from '../../server/db/schema';
import { loadSecrets } from '../../server/token-server/keys';
import type { RunningServer } from '../../server/server';
import { BOUNDARY_SCORES, DEMO_JOURNEYS, RANKED_JOURNEY, RANKING_ENTRIES } from '../../server/seed/journeys';
import { signIn } from './support/browser';
import { createStudent, keysOf, type TestStudent } from './support/events';
import { api, startTestServer } from './support/harness';

let server: RunningServer;
let vipToken: string;

beforeAll(async () => {
  server = await startTestServer();
  vipToken = (await signIn(server.url, 'aluna.vip@example.com')).access_token;
});
afterAll(async () => {
  await server?.close();
});

const J = '/educational/api/journeys';
const get = <B>(path: string, token: string) => api(server, path, { token }) as Promise<{ status: number; json: B; headers: Headers; text: string }>;
const subscribe = (id: number | string, token: string) => api(server, `${J}/${id}/subscription`, { method: 'POST', token }) as Promise<{ status: number; json: JourneySubscriptionResponse }>;
const makeVip = async (student: TestStudent) => {
  await server.database.db
    .update(users)
    .set({ vipUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, student.id));
  return { ...student, token: (await signIn(server.url, student.email)).access_token };
};

/** Finishes the next weekly mission of a chapter on the stand-in learning page, as the browser would. */
async function finishOnStandIn(student: TestStudent, chapterId: number, score: string) {
  return fetch(`${server.url}/learn/chapters/${chapterId}/finish`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: `arena_token=${student.token}`, 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ score }).toString(),
  });
}

describe('GET /educational/api/journeys', () => {
  it('lists every demo journey: every topic (docs/product/journeys.md), free, premium and school-linked, with four cover types', async () => {
    const student = await createStudent(server);
    const { status, json } = await get<Journey[]>(J, student.token);
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThanOrEqual(18);
    expect(new Set(json.map((journey) => journey.monetizationType))).toEqual(new Set(['FREE', 'PREMIUM', 'SCHOOL_LINKED']));
    for (const title of ['Raciocínio Lógico', 'Empreendedorismo', 'Interpretação de Texto', 'Fortnite: Modo Criativo', 'Criadores do Futuro', 'Artes', 'Engenharia', 'Ciências', 'Tecnologia', 'Matemática', 'Play English', 'IT Start: HTML/CSS', 'IT Start: Javascript', 'IT Start: Node.JS', 'IT Start: React']) {
      expect(json.map((journey) => journey.title)).toContain(title);
    }
    expect(json.some((journey) => journey.title.includes('demonstração'))).toBe(true);
    for (const journey of json) {
      expect(journey.images.map((image) => image.type).sort()).toEqual(['DESKTOP_COVER_IMAGE', 'DESKTOP_IMAGE', 'MOBILE_COVER_IMAGE', 'MOBILE_IMAGE']);
      expect(journey).toMatchObject({ status: 'open', subscribed: false, plan: journey.monetizationType === 'FREE' ? 'FREE' : 'PREMIUM' });
      expect(journey.target).toBe(`${server.url}/learn/journeys/${journey.id}`);
    }
    const cover = await fetch(`${server.url}${json[0]!.images[0]!.url}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers 401 without a token', async () => {
    expect((await api(server, J)).status).toBe(401);
  });
});

describe('GET /educational/api/journeys/{id}', () => {
  it('answers the journey with the caller status', async () => {
    const { status, json } = await get<Journey>(`${J}/${DEMO_JOURNEYS.logic}`, vipToken);
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: 1, title: 'Raciocínio Lógico', monetizationType: 'FREE', status: 'SUBSCRIBED', subscribed: true });
  });

  it.each(['999999', '0', '-1', 'abc', '1%27%20or%201=1', '99999999999'])('answers journey.notFound for %s', async (id) => {
    const student = await createStudent(server);
    const answer = await get(`${J}/${id}`, student.token);
    expect(answer.status).toBe(404);
    expect(keysOf(answer.json)).toEqual(['requestError:journey.notFound']);
    expect((await get(`${J}/${id}/campaigns`, student.token)).status).toBe(404);
    expect((await get(`${J}/${id}/leaderboard`, student.token)).status).toBe(404);
  });
});

describe('campaigns and modules', () => {
  it('show the seeded chapters in every status, with scores on every star boundary', async () => {
    const { status, json } = await get<Campaign[]>(`${J}/${DEMO_JOURNEYS.logic}/campaigns`, vipToken);
    expect(status).toBe(200);
    expect(json.map((campaign) => campaign.month)).toEqual(['Fevereiro', 'Março', 'Abril', 'Maio']);
    expect(json.map((campaign) => campaign.status)).toEqual(['COMPLETED', 'COMPLETED', 'SUBSCRIBED', 'SUBSCRIBED']);
    expect(json[2]!.requiresPremium).toBe(true);
    const chapters = json.flatMap((campaign) => campaign.chapters);
    expect(chapters.map((chapter) => chapter.status)).toEqual([...Array(10).fill('COMPLETED'), 'SUBSCRIBED', 'LOCKED', 'SUBSCRIBED', 'LOCKED', 'UNAVAILABLE', 'UNAVAILABLE']);
    expect(chapters.slice(0, 11).map((chapter) => chapter.score)).toEqual(BOUNDARY_SCORES);
    expect(chapters.slice(0, 11).map((chapter) => chapterStars(chapter.score))).toEqual([0, 1, 1, 1.5, 1.5, 2, 2, 2.5, 2.5, 3, 3]);
    expect(chapters[10]!.missionsDone).toBe(2);
    expect(chapters[0]!.target).toBe(`${server.url}/learn/chapters/${chapters[0]!.id}`);
    expect(json[2]!.target).toBe(chapters[10]!.target);

    const modules = await get<JourneyModule[]>(`${J}/${DEMO_JOURNEYS.logic}/modules`, vipToken);
    expect(modules.json).toEqual([{ module: 1, campaigns: json }]);
  });

  it('are NOT_SUBSCRIBED before the subscription, and empty for a journey without campaigns', async () => {
    const student = await createStudent(server);
    const { json } = await get<Campaign[]>(`${J}/${DEMO_JOURNEYS.science}/campaigns`, student.token);
    expect(json.length).toBe(3);
    expect(new Set(json.flatMap((campaign) => [campaign.status, ...campaign.chapters.map((chapter) => chapter.status)]))).toEqual(new Set(['NOT_SUBSCRIBED']));
    expect((await get<Campaign[]>(`${J}/${DEMO_JOURNEYS.empty}/campaigns`, student.token)).json).toEqual([]);
    expect((await get<JourneyModule[]>(`${J}/${DEMO_JOURNEYS.empty}/modules`, student.token)).json).toEqual([]);
  });
});

describe('POST /educational/api/journeys/{id}/subscription', () => {
  it('subscribes to a free journey once (201, then 200)', async () => {
    const student = await createStudent(server);
    const first = await subscribe(DEMO_JOURNEYS.science, student.token);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ messageKey: 'status:journey.subscribed', journey: { id: DEMO_JOURNEYS.science, status: 'SUBSCRIBED', subscribed: true } });
    const again = await subscribe(DEMO_JOURNEYS.science, student.token);
    expect(again.status).toBe(200);
    expect(again.json.messageKey).toBe('status:journey.alreadySubscribed');
    const campaigns = await get<Campaign[]>(`${J}/${DEMO_JOURNEYS.science}/campaigns`, student.token);
    expect(campaigns.json[0]!.chapters.map((chapter) => chapter.status)).toEqual(['SUBSCRIBED', 'LOCKED', 'LOCKED', 'LOCKED']);
  });

  it('refuses premium content to a student who is not VIP, and accepts it once VIP', async () => {
    const student = await createStudent(server);
    const refused = await subscribe(DEMO_JOURNEYS.playEnglish, student.token);
    expect(refused.status).toBe(403);
    expect(keysOf(refused.json)).toEqual(['requestError:journey.premiumRequired']);
    expect((await get<Journey>(`${J}/${DEMO_JOURNEYS.playEnglish}`, student.token)).json.subscribed).toBe(false);
    const vip = await makeVip(student);
    expect((await subscribe(DEMO_JOURNEYS.playEnglish, vip.token)).status).toBe(201);
  });

  it('asks a VIP student for a complete school link on school-linked content', async () => {
    const vip = await makeVip(await createStudent(server));
    const refused = await subscribe(DEMO_JOURNEYS.futureCreators, vip.token);
    expect(refused.status).toBe(403);
    expect(keysOf(refused.json)).toEqual(['requestError:journey.schoolLinkRequired']);
    const linked = await makeVip(await createStudent(server, { schoolLink: 'COMPLETE' }));
    expect((await subscribe(DEMO_JOURNEYS.futureCreators, linked.token)).status).toBe(201);
  });

  it('counts one subscription when two arrive at once', async () => {
    const student = await createStudent(server);
    const answers = await Promise.all([subscribe(DEMO_JOURNEYS.science, student.token), subscribe(DEMO_JOURNEYS.science, student.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
  });

  it('answers 404 for an unknown journey', async () => {
    const student = await createStudent(server);
    expect((await subscribe(424242, student.token)).status).toBe(404);
    expect((await subscribe('x', student.token)).status).toBe(404);
  });
});

describe('GET /educational/api/journeys/{id}/leaderboard', () => {
  it('pages the 10,000-entry ranking from page 0, best first', async () => {
    const student = await createStudent(server);
    const first = await get<RankingPage>(`${J}/${RANKED_JOURNEY}/leaderboard?page=0&pageSize=25`, student.token);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ number: 0, size: 25, last: false });
    expect(first.json.totalElements).toBeGreaterThanOrEqual(RANKING_ENTRIES);
    expect(first.json.content[0]).toMatchObject({ rankNumber: 1 });
    expect(Object.keys(first.json.content[0]!).sort()).toEqual(['playId', 'rankNumber', 'smallAvatarUrl', 'totalMp', 'userLevel']);
    const mps = first.json.content.map((entry) => entry.totalMp);
    expect([...mps].sort((a, b) => b - a)).toEqual(mps);
    const ranks = first.json.content.map((entry) => entry.rankNumber);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const lastPage = first.json.totalPages - 1;
    const end = await get<RankingPage>(`${J}/${RANKED_JOURNEY}/leaderboard?page=${lastPage}&pageSize=25`, student.token);
    expect(end.json.last).toBe(true);
    expect(end.json.content.at(-1)!.rankNumber).toBeGreaterThanOrEqual(RANKING_ENTRIES);
    const past = await get<RankingPage>(`${J}/${RANKED_JOURNEY}/leaderboard?page=${lastPage + 1}&pageSize=25`, student.token);
    expect(past.json).toMatchObject({ content: [], last: true });
  });

  it('answers an empty page for a journey nobody ranked in', async () => {
    const student = await createStudent(server);
    const { json } = await get<RankingPage>(`${J}/${DEMO_JOURNEYS.empty}/leaderboard`, student.token);
    expect(json).toMatchObject({ content: [], number: 0, totalPages: 0, last: true, totalElements: 0 });
  });

  it.each(['-1', 'x', '1.5'])('refuses page=%s as a field error', async (page) => {
    const student = await createStudent(server);
    const answer = await get(`${J}/${RANKED_JOURNEY}/leaderboard?page=${page}`, student.token);
    expect(answer.status).toBe(400);
    expect(keysOf(answer.json)).toEqual(['validation:page.invalid']);
  });
});

describe('the stand-in learning page and GET /v2/journeys/{id}/user-rewards', () => {
  it('finishes a weekly mission: progress, score, reward, points and ranking change, and sends the student back', async () => {
    const student = await createStudent(server);
    const before = await get<UserRewards>(`/educational/api/v2/journeys/${DEMO_JOURNEYS.science}/user-rewards`, student.token);
    expect(before.json).toEqual({ current: [{ key: 'experience', value: 0 }], total: 0, rankNumber: null });

    await subscribe(DEMO_JOURNEYS.science, student.token);
    const campaigns = await get<Campaign[]>(`${J}/${DEMO_JOURNEYS.science}/campaigns`, student.token);
    const chapter = campaigns.json[0]!.chapters[0]!;
    const page = await fetch(chapter.target, { headers: { cookie: `arena_token=${student.token}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Concluir missão I');

    const finished = await finishOnStandIn(student, chapter.id, '85');
    expect(finished.status).toBe(303);
    const back = new URL(finished.headers.get('location')!);
    expect(back.pathname).toBe('/courses/detail');
    expect(back.searchParams.get('id')).toBe(String(DEMO_JOURNEYS.science));
    expect(back.searchParams.get('finished_mission')).toBe(`chapter-${chapter.id}-mission-1`);
    expect(back.searchParams.get('mission_redirect_to')).toBe(`/courses/detail?id=${DEMO_JOURNEYS.science}`);

    const after = await get<Campaign[]>(`${J}/${DEMO_JOURNEYS.science}/campaigns`, student.token);
    expect(after.json[0]!.chapters[0]).toMatchObject({ status: 'SUBSCRIBED', missionsDone: 1, score: 85 });
    const rewards = await get<UserRewards>(`/educational/api/v2/journeys/${DEMO_JOURNEYS.science}/user-rewards`, student.token);
    expect(rewards.json.current).toEqual([
      { key: 'experience', value: 27 },
      { key: 'ANALYTICAL_THINKING', value: 2.125 },
      { key: 'INTEGRAL_THINKING', value: 2.125 },
    ]);
    expect(rewards.json.total).toBe(4.25);
    expect(rewards.json.rankNumber).toBeGreaterThan(0);
    const [user] = await server.database.db.select({ experience: users.experience }).from(users).where(eq(users.id, student.id));
    expect(user!.experience).toBe(27);

    for (const score of ['95', '100', '90,5']) expect((await finishOnStandIn(student, chapter.id, score)).status).toBe(303);
    const done = await get<Campaign[]>(`${J}/${DEMO_JOURNEYS.science}/campaigns`, student.token);
    expect(done.json[0]!.chapters.slice(0, 2).map((each) => each.status)).toEqual(['COMPLETED', 'SUBSCRIBED']);
    expect(done.json[0]!.chapters[0]!.score).toBeCloseTo((85 + 95 + 100 + 90.5) / 4, 1);
    expect((await finishOnStandIn(student, chapter.id, '80')).status).toBe(409);
    const ranking = await get<RankingPage>(`${J}/${DEMO_JOURNEYS.science}/leaderboard?pageSize=100`, student.token);
    expect(ranking.json.content.some((entry) => entry.playId === student.playId)).toBe(true);
  });

  it('refuses locked, premium, unsubscribed and signed-out missions, and bad scores', async () => {
    const student = await createStudent(server);
    const campaigns = await get<Campaign[]>(`${J}/${DEMO_JOURNEYS.logic}/campaigns`, student.token);
    const [first, second] = campaigns.json[0]!.chapters;
    expect((await finishOnStandIn(student, first!.id, '80')).status).toBe(403);
    await subscribe(DEMO_JOURNEYS.logic, student.token);
    expect((await finishOnStandIn(student, second!.id, '80')).status).toBe(403);
    expect((await finishOnStandIn(student, first!.id, '101')).status).toBe(400);
    expect((await finishOnStandIn(student, first!.id, 'abc')).status).toBe(400);
    const premium = campaigns.json[2]!.chapters[0]!;
    const refused = await finishOnStandIn(student, premium.id, '80');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Premium');
    const signedOut = await fetch(`${server.url}/learn/chapters/${first!.id}/finish`, { method: 'POST', body: new URLSearchParams({ score: '80' }), redirect: 'manual' });
    expect(signedOut.status).toBe(401);
    expect((await fetch(`${server.url}/learn/chapters/99999999`)).status).toBe(404);
    expect((await fetch(`${server.url}/learn/journeys/abc`)).status).toBe(404);
  });
});

describe('GET /educational/api/banners', () => {
  it('has a video banner, the premium target, an internal and an external link, and a broken video', async () => {
    const student = await createStudent(server);
    const { status, json } = await get<Banner[]>('/educational/api/banners', student.token);
    expect(status).toBe(200);
    const targets = json.map((banner) => banner.target);
    expect(targets).toContain('premium');
    expect(targets.some((target) => target?.startsWith('/'))).toBe(true);
    expect(targets.some((target) => target?.startsWith('https://'))).toBe(true);
    const video = json.find((banner) => banner.videos)!.videos!;
    for (const url of [video.landscape, video.portrait]) {
      const clip = await fetch(`${server.url}${url}`);
      expect(clip.status).toBe(200);
      expect(clip.headers.get('content-type')).toBe('video/webm');
    }
    const broken = json.find((banner) => banner.videos?.landscape.includes('missing'))!;
    expect((await fetch(`${server.url}${broken.videos!.landscape}`)).status).toBe(404);
    expect((await fetch(`${server.url}${broken.images.desktop}`)).status).toBe(200);
  });

  describe("and /home's first frame", () => {
    const INDEX = '<!doctype html><div id="root"></div>';
    const still = HOME_SHELL_STILL;
    const PICTURE = `<picture><source srcSet="${still.desktop}"/><img src="${still.mobile}" alt=""/></picture>`;
    const framedWith = (body: string) => `<div id="root" data-shell="/home">${body}</div>`;
    /** A stand-in for the build's renderer (src/prerender.tsx): the frame, and the notice above its picture. */
    const renderer = (frame: string) =>
      `export async function prerenderShell(path, { notice }) { return { body: notice ? '<p data-notice="' + notice.status + '"></p>' + ${JSON.stringify(frame)} : ${JSON.stringify(frame)} }; }`;
    let dist: string;
    let framed: RunningServer;
    const bundle = () => join(dist, '.prerender', 'prerender.js');
    /** A new bundle, with a later modification time than the last whatever the clock's resolution. */
    let rebuilds = 0;
    const rebuild = (source: string) => {
      writeFileSync(bundle(), source);
      rebuilds += 1;
      utimesSync(bundle(), new Date(), new Date(Date.now() + rebuilds * 5_000));
    };

    beforeAll(async () => {
      dist = mkdtempSync(join(tmpdir(), 'arena-home-frame-'));
      writeFileSync(join(dist, 'index.html'), INDEX);
      mkdirSync(join(dist, 'prerendered'));
      writeFileSync(join(dist, 'prerendered', 'home.html'), framedWith(PICTURE));
      mkdirSync(join(dist, '.prerender'));
      writeFileSync(bundle(), renderer(PICTURE));
      framed = await startTestServer({ distDir: dist });
    });
    afterAll(async () => {
      await framed?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    const home = async (token?: string) => (await fetch(`${framed.url}/home`, { headers: token ? { cookie: `arena_token=${token}` } : {} })).text();
    const firstBanner = async () => {
      const { json } = await get<Banner[]>('/educational/api/banners', (await createStudent(server)).token);
      return `<picture><source srcSet="${json[0]!.images.desktop}"/><img src="${json[0]!.images.mobile}" alt=""/></picture>`;
    };

    it("shows the first banner's pictures, written in as the page is sent", async () => {
      // The document request may carry no session: the banners are everybody's.
      expect(await home()).toBe(framedWith(await firstBanner()));
    });

    it('is drawn again with the guardian notice for a minor whose page opens with it, their access token expired or not', async () => {
      const minor = await createStudent(framed, { guardian: false });
      const expected = framedWith(`<p data-notice="MISSING"></p>${await firstBanner()}`);
      expect(await home(minor.token)).toBe(expected);
      // The cookie outlives the access token: one of yesterday, signed by the server's key, names the minor too.
      const [key] = (await loadSecrets(framed.database.db)).signingJwks;
      const { iat: _iat, exp: _exp, ...claims } = decodeJwt(minor.token);
      const yesterday = Math.floor(Date.now() / 1000) - 86_400;
      const expired = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: key!.kid })
        .setIssuedAt(yesterday)
        .setExpirationTime(yesterday + 300)
        .sign(await importJWK(key!, 'RS256'));
      expect((await api(framed, '/educational/api/banners', { token: expired })).status).toBe(401);
      expect(await home(expired)).toBe(expected);
    });

    it("sends that minor the plain page when the build's renderer is missing or draws another frame", async () => {
      const minor = await createStudent(framed, { guardian: false });
      try {
        rebuild(renderer('<p>outra moldura</p>'));
        expect(await home(minor.token)).toBe(INDEX);
        rmSync(bundle());
        expect(await home(minor.token)).toBe(INDEX);
      } finally {
        rebuild(renderer(PICTURE));
      }
      expect(await home(minor.token)).toContain('data-notice="MISSING"');
    });

    it('is sent as built to every other caller: consent given, an adult, a forged or unreadable token', async () => {
      const consented = await createStudent(framed);
      const adult = await createStudent(framed, { birthDate: '1990-05-10' });
      const minor = await createStudent(framed, { guardian: false });
      const { exp: _exp, ...claims } = decodeJwt(minor.token);
      const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('k'.repeat(32)));
      const tampered = minor.token.replace(/\.[^.]+$/, `.${'A'.repeat(342)}`);
      const plain = framedWith(await firstBanner());
      for (const token of [consented.token, adult.token, forged, tampered, 'nada']) expect(await home(token)).toBe(plain);
      // The renderer's own folder is never sent.
      expect((await fetch(`${framed.url}/.prerender/prerender.js`)).status).toBe(404);
    });
  });
});
