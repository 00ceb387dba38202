import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameAccounts } from '@/contract/game-accounts';
import type { RunningServer } from '../../server/server';
import { decodeJwt, refresh } from './support/browser';
import { createStudent, keysOf, newEpicId } from './support/events';
import { api, startTestServer } from './support/harness';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const link = (token: string, body: unknown) => api(server, '/records/api/account/games', { token, json: body });
const games = async (token: string) => (await api(server, '/records/api/account/games', { token })).json as GameAccounts;

describe('POST and GET /records/api/account/games', () => {
  it('links an Epic account once, and the token carries it after a refresh', async () => {
    const student = await createStudent(server);
    expect(await games(student.token)).toEqual({ epicAccountId: null });
    const id = newEpicId();
    const linked = await link(student.token, { epicAccountId: `  ${id} ` });
    expect(linked.status).toBe(200);
    expect(linked.json).toEqual({ epicAccountId: id, messageKey: 'status:gameAccount.linked' });
    expect(await games(student.token)).toEqual({ epicAccountId: id });

    expect(decodeJwt(student.token).epicAccountId).toBeNull();
    const refreshed = (await (await refresh(server.url, student.refreshToken)).json()) as { access_token: string };
    expect(decodeJwt(refreshed.access_token).epicAccountId).toBe(id);

    // Linking the same id again is harmless; another id is refused while one is linked.
    expect((await link(student.token, { epicAccountId: id })).status).toBe(200);
    const other = await link(student.token, { epicAccountId: newEpicId() });
    expect(other.status).toBe(400);
    expect(other.json).toEqual([{ field: 'epicAccountId', code: 'locked', messageKey: 'validation:epicAccountId.locked' }]);
  });

  it('accepts a form body too', async () => {
    const student = await createStudent(server);
    const id = newEpicId();
    const answer = await api(server, '/records/api/account/games', { token: student.token, form: { epicAccountId: id } });
    expect(answer.status).toBe(200);
    expect(await games(student.token)).toEqual({ epicAccountId: id });
  });

  it.each<[string, unknown, string]>([
    ['missing', {}, 'validation:epicAccountId.required'],
    ['blank', { epicAccountId: '   ' }, 'validation:epicAccountId.required'],
    ['31 characters', { epicAccountId: 'a'.repeat(31) }, 'validation:epicAccountId.length'],
    ['33 characters', { epicAccountId: 'a'.repeat(33) }, 'validation:epicAccountId.length'],
    ['markup', { epicAccountId: '<script>alert(1)</script>0123456' }, 'validation:epicAccountId.invalid'],
    ['emoji', { epicAccountId: `${'a'.repeat(30)}🎮` }, 'validation:epicAccountId.invalid'],
    ['a number', { epicAccountId: 12345 }, 'validation:epicAccountId.length'],
    ['an object', { epicAccountId: { $ne: null } }, 'validation:epicAccountId.invalid'],
    ['a huge string', { epicAccountId: 'x'.repeat(5000) }, 'validation:epicAccountId.max'],
  ])('refuses %s as a field error', async (_name, body, messageKey) => {
    const student = await createStudent(server);
    const answer = await link(student.token, body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual([expect.objectContaining({ field: 'epicAccountId', messageKey })]);
    expect(await games(student.token)).toEqual({ epicAccountId: null });
  });

  it('an id belongs to one user only, also when two link it at the same moment', async () => {
    const [first, second, third] = await Promise.all([createStudent(server), createStudent(server), createStudent(server)]);
    const id = newEpicId();
    expect((await link(first.token, { epicAccountId: id })).status).toBe(200);
    const taken = await link(second.token, { epicAccountId: id });
    expect(taken.json).toEqual([{ field: 'epicAccountId', code: 'taken', messageKey: 'validation:epicAccountId.taken' }]);

    const contested = newEpicId();
    const answers = await Promise.all([link(second.token, { epicAccountId: contested }), link(third.token, { epicAccountId: contested })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(keysOf(answers.find((a) => a.status === 400)!.json)).toEqual(['validation:epicAccountId.taken']);
  });

  it('needs a bearer token and a JSON or form body', async () => {
    expect((await api(server, '/records/api/account/games')).status).toBe(401);
    const student = await createStudent(server);
    expect((await api(server, '/records/api/account/games', { token: student.token, body: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await api(server, '/records/api/account/games', { token: student.token, body: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});
