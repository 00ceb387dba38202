import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, ProfileStats } from '@/contract/profile';
import { rewardActivities } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { createStudent } from './support/events';
import { api, startTestServer } from './support/harness';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const AVATAR = '/records/api/account/avatar';
const STAND_IN = '/stand-ins/avatar';
const patch = (token: string, json: unknown) => api(server, AVATAR, { method: 'PATCH', token, json });
const experienceOf = async (token: string) => ((await api(server, '/records/api/user/profile/stats', { token })).json as ProfileStats).experience;

/** An avatar the stand-in editor would export, and its render (through the render endpoint). */
async function exportedAvatar(look = '1203') {
  const srcFullUrl = `${server.url}${STAND_IN}/models/${look}-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}.glb`;
  const render = await api(server, `${STAND_IN}/render`, {
    method: 'POST',
    json: { model: srcFullUrl, scene: 'fullbody-portrait-v1-transparent', armature: 'ArmatureTargetMale', blendShapes: { Wolf3D_Head: { mouthSmile: 0.2 } } },
  });
  expect(render.status).toBe(200);
  const imageUrl = (render.json as { renders: string[] }).renders[0]!;
  return { srcFullUrl, imageUrl };
}

describe('PATCH /records/api/account/avatar', () => {
  it('stores the avatar on the account, which the profile then shows', async () => {
    const student = await createStudent(server);
    const avatar = await exportedAvatar();
    const answer = await patch(student.token, avatar);
    expect(answer.status).toBe(200);
    expect((answer.json as Profile).avatar).toEqual(avatar);
    const profile = (await api(server, '/records/api/user/profile', { token: student.token })).json as Profile;
    expect(profile.avatar).toEqual(avatar);
  });

  it('grants the create-avatar mission, 35 EXP, on the first avatar only', async () => {
    const student = await createStudent(server);
    const before = await experienceOf(student.token);
    expect((await patch(student.token, await exportedAvatar('0000'))).status).toBe(200);
    expect(await experienceOf(student.token)).toBe(before + 35);

    const second = await exportedAvatar('3321');
    expect((await patch(student.token, second)).status).toBe(200);
    expect(await experienceOf(student.token)).toBe(before + 35);
    expect(((await api(server, '/records/api/user/profile', { token: student.token })).json as Profile).avatar).toEqual(second);

    const grants = await server.database.db
      .select()
      .from(rewardActivities)
      .where(and(eq(rewardActivities.userId, student.id), eq(rewardActivities.sourceId, 'createAvatar')));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ source: 'QUEST', experience: 35 });
  });

  it('grants the mission once when two first avatars race', async () => {
    const student = await createStudent(server);
    const before = await experienceOf(student.token);
    const answers = await Promise.all([patch(student.token, await exportedAvatar('0101')), patch(student.token, await exportedAvatar('2212'))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await experienceOf(student.token)).toBe(before + 35);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['an empty body', {}, ['validation:srcFullUrl.required', 'validation:imageUrl.required']],
    ['blank addresses', { srcFullUrl: '  ', imageUrl: '' }, ['validation:srcFullUrl.required', 'validation:imageUrl.required']],
    ['addresses that are not text', { srcFullUrl: { url: 'x' }, imageUrl: ['y'] }, ['validation:srcFullUrl.invalid', 'validation:imageUrl.invalid']],
    ['a relative address', { srcFullUrl: '/models/a.glb', imageUrl: '/renders/a.png' }, ['validation:srcFullUrl.invalid', 'validation:imageUrl.invalid']],
    ['a script address', { srcFullUrl: 'javascript:alert(1)', imageUrl: 'data:image/svg+xml,<svg/>' }, ['validation:srcFullUrl.invalid', 'validation:imageUrl.invalid']],
    ['another site', { srcFullUrl: 'https://evil.example/a.glb', imageUrl: 'https://evil.example/a.png' }, ['validation:srcFullUrl.invalid', 'validation:imageUrl.invalid']],
    ['an address too long', { srcFullUrl: `http://x/${'a'.repeat(3000)}`, imageUrl: `http://x/${'a'.repeat(3000)}` }, ['validation:srcFullUrl.max', 'validation:imageUrl.max']],
  ])('refuses %s as field errors and keeps the account as it was', async (_name, body, keys) => {
    const student = await createStudent(server);
    const before = await experienceOf(student.token);
    const answer = await patch(student.token, body);
    expect(answer.status).toBe(400);
    expect((answer.json as Array<{ messageKey: string }>).map((entry) => entry.messageKey)).toEqual(keys);
    expect(((await api(server, '/records/api/user/profile', { token: student.token })).json as Profile).avatar).toBeNull();
    expect(await experienceOf(student.token)).toBe(before);
  });

  it('refuses credentials embedded in an address of the avatar service', async () => {
    const student = await createStudent(server);
    const avatar = await exportedAvatar();
    const answer = await patch(student.token, { ...avatar, imageUrl: avatar.imageUrl.replace('http://', 'http://user:pw@') });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual([expect.objectContaining({ field: 'imageUrl', messageKey: 'validation:imageUrl.invalid' })]);
  });

  it('needs a signed-in user', async () => {
    const answer = await api(server, AVATAR, { method: 'PATCH', json: await exportedAvatar() });
    expect(answer.status).toBe(401);
  });
});

describe('avatar service stand-in', () => {
  it('serves the editor, framable by this origin only, speaking the frame protocol', async () => {
    const page = await api(server, `${STAND_IN}/pt-BR/avatar?frameApi&bodyType=fullbody`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.text).toContain('lang="pt-BR"');
    const script = await api(server, `${STAND_IN}/editor.js`);
    expect(script.text).toContain("'v1.frame.ready'");
    expect(script.text).toContain("'v1.avatar.exported'");
  });

  it('renders an exported avatar as an image of its look', async () => {
    const { srcFullUrl, imageUrl } = await exportedAvatar('2130');
    expect(imageUrl).toMatch(new RegExp(`^${server.url}${STAND_IN}/renders/2130-[0-9a-f]{12}\\.svg$`));
    const model = await api(server, new URL(srcFullUrl).pathname);
    expect(model.status).toBe(200);
    const image = await fetch(imageUrl);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  });

  it.each<[string, unknown]>([
    ['no model', { scene: 'fullbody-portrait-v1-transparent' }],
    ['a model the editor did not make', { model: 'https://evil.example/a.glb', scene: 'fullbody-portrait-v1-transparent' }],
    ['no scene', { model: `http://localhost${STAND_IN}/models/0000-000000000000.glb` }],
    ['a body that is not an object', 'render'],
  ])('refuses a render request with %s', async (_name, json) => {
    const answer = await api(server, `${STAND_IN}/render`, { method: 'POST', json });
    expect(answer.status).toBe(400);
  });

  it('is absent in production', async () => {
    const production = await startTestServer({ production: true });
    try {
      expect((await api(production, `${STAND_IN}/render`, { method: 'POST', json: {} })).status).not.toBe(200);
      expect((await api(production, `${STAND_IN}/editor.js`)).text).not.toContain('v1.frame.ready');
    } finally {
      await production.close();
    }
  });
});
