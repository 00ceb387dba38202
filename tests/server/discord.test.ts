import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscordProfile } from '@/contract/game-accounts';
import { DISCORD_STAND_IN_CLIENT, DISCORD_STAND_IN_PATH } from '../../server/config';
import { discordAccounts, users } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { standInDiscordUser } from '../../server/stand-ins/discord';
import { decodeJwt, refresh } from './support/browser';
import { createStudent, keysOf } from './support/events';
import { api, startTestServer } from './support/harness';

let server: RunningServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const PROFILE = '/records/api/discord/profile';
const redirectUri = () => `${server.url}/oauth/discord`;
const uniqueName = () => `jogador_${process.pid}_${(counter += 1)}`;

/** A person approves (or cancels) on the stand-in's authorization page; answers where Discord sends the browser. */
async function authorize(username: string, decision: 'approve' | 'cancel' = 'approve', state = 'st-1', redirect = redirectUri()): Promise<URL> {
  const response = await fetch(`${server.url}${DISCORD_STAND_IN_PATH}/oauth2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ response_type: 'code', client_id: DISCORD_STAND_IN_CLIENT.clientId, redirect_uri: redirect, scope: 'identify', state, typed: username, decision }).toString(),
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

const codeFor = async (username: string) => (await authorize(username)).searchParams.get('code')!;
const link = (token: string, code: string) => api(server, `${PROFILE}?code=${encodeURIComponent(code)}`, { method: 'POST', token });
const profileOf = async (token: string) => (await api(server, PROFILE, { token })).json as DiscordProfile;

describe('the Discord stand-in', () => {
  it('shows an authorization page for a valid request and refuses a foreign redirect', async () => {
    const query = new URLSearchParams({ response_type: 'code', client_id: DISCORD_STAND_IN_CLIENT.clientId, redirect_uri: redirectUri(), scope: 'identify', state: 'abc' });
    const page = await fetch(`${server.url}${DISCORD_STAND_IN_PATH}/oauth2/authorize?${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Autorizar');
    expect(html).toContain('value="abc"');

    query.set('redirect_uri', 'https://evil.example/oauth/discord');
    expect((await fetch(`${server.url}${DISCORD_STAND_IN_PATH}/oauth2/authorize?${query}`)).status).toBe(400);
    query.set('redirect_uri', redirectUri());
    query.set('scope', 'email');
    expect((await fetch(`${server.url}${DISCORD_STAND_IN_PATH}/oauth2/authorize?${query}`)).status).toBe(400);
  });

  it('sends access_denied with the state back when the person cancels', async () => {
    const back = await authorize('arena_lucas', 'cancel', 'volta');
    expect(back.pathname).toBe('/oauth/discord');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('volta');
    expect(back.searchParams.get('code')).toBeNull();
  });
});

describe('POST, GET and DELETE /records/api/discord/profile', () => {
  it('exchanges the code with Discord, stores the account and puts discordId in the next token', async () => {
    const student = await createStudent(server);
    expect(await profileOf(student.token)).toEqual({ accountId: null, accountDetail: null });
    const name = uniqueName();
    const answer = await link(student.token, await codeFor(name));
    expect(answer.status).toBe(200);
    const { id } = standInDiscordUser(name);
    expect(answer.json).toEqual({ accountId: id, accountDetail: name, messageKey: 'status:discord.linked' });
    expect(await profileOf(student.token)).toEqual({ accountId: id, accountDetail: name });
    const refreshed = (await (await refresh(server.url, student.refreshToken)).json()) as { access_token: string };
    expect(decodeJwt(refreshed.access_token).discordId).toBe(id);
  });

  it('refuses a code that is forged, or used a second time', async () => {
    const student = await createStudent(server);
    const forged = await link(student.token, 'forjado123');
    expect(forged.status).toBe(400);
    expect(keysOf(forged.json)).toEqual(['requestError:discord.invalidCode']);

    const code = await codeFor(uniqueName());
    expect((await link(student.token, code)).status).toBe(200);
    const other = await createStudent(server);
    const replayed = await link(other.token, code);
    expect(replayed.status).toBe(400);
    expect(keysOf(replayed.json)).toEqual(['requestError:discord.invalidCode']);
    expect(await profileOf(other.token)).toEqual({ accountId: null, accountDetail: null });
  });

  it('refuses a missing or malformed code before calling Discord', async () => {
    const student = await createStudent(server);
    const missing = await api(server, PROFILE, { method: 'POST', token: student.token });
    expect(missing.json).toEqual([{ field: 'code', code: 'required', messageKey: 'validation:code.required' }]);
    const garbled = await link(student.token, '<script>');
    expect(garbled.json).toEqual([{ field: 'code', code: 'invalid', messageKey: 'validation:code.invalid' }]);
  });

  it('a Discord account belongs to one player: another user gets "already linked"', async () => {
    const [first, second] = await Promise.all([createStudent(server), createStudent(server)]);
    const name = uniqueName();
    expect((await link(first.token, await codeFor(name))).status).toBe(200);
    const taken = await link(second.token, await codeFor(name));
    expect(taken.status).toBe(409);
    expect(keysOf(taken.json)).toEqual(['requestError:discord.alreadyLinked']);
    expect(await profileOf(second.token)).toEqual({ accountId: null, accountDetail: null });
  });

  it('two players linking the same Discord account at once: one wins', async () => {
    const [first, second] = await Promise.all([createStudent(server), createStudent(server)]);
    const name = uniqueName();
    const [a, b] = await Promise.all([codeFor(name), codeFor(name)]);
    const answers = await Promise.all([link(first.token, a), link(second.token, b)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await server.database.db.select().from(discordAccounts).where(eq(discordAccounts.accountId, standInDiscordUser(name).id));
    expect(rows).toHaveLength(1);
  });

  it('one Discord account per user: a second one needs a disconnect first; the same one again is fine', async () => {
    const student = await createStudent(server);
    const name = uniqueName();
    expect((await link(student.token, await codeFor(name))).status).toBe(200);
    expect((await link(student.token, await codeFor(name))).status).toBe(200);
    const second = await link(student.token, await codeFor(uniqueName()));
    expect(second.status).toBe(409);
    expect(keysOf(second.json)).toEqual(['requestError:discord.userAlreadyLinked']);

    const removed = await api(server, PROFILE, { method: 'DELETE', token: student.token });
    expect(removed.json).toEqual({ messageKey: 'status:discord.disconnected' });
    expect(await profileOf(student.token)).toEqual({ accountId: null, accountDetail: null });
    const [row] = await server.database.db.select({ discordId: users.discordId }).from(users).where(eq(users.id, student.id));
    expect(row!.discordId).toBeNull();
    const again = await api(server, PROFILE, { method: 'DELETE', token: student.token });
    expect(again.status).toBe(404);
    expect(keysOf(again.json)).toEqual(['requestError:discord.notLinked']);

    expect((await link(student.token, await codeFor(uniqueName()))).status).toBe(200);
  });

  it('Discord out of reach is a 502 with its own message', async () => {
    const offline = await startTestServer({ discord: { tokenUrl: 'http://127.0.0.1:9/oauth2/token' } });
    try {
      const student = await createStudent(offline);
      const answer = await api(offline, `${PROFILE}?code=abc`, { method: 'POST', token: student.token });
      expect(answer.status).toBe(502);
      expect(keysOf(answer.json)).toEqual(['requestError:discord.unavailable']);
    } finally {
      await offline.close();
    }
  });

  it('needs a bearer token', async () => {
    expect((await api(server, PROFILE)).status).toBe(401);
    expect((await api(server, `${PROFILE}?code=abc`, { method: 'POST' })).status).toBe(401);
    expect((await api(server, PROFILE, { method: 'DELETE' })).status).toBe(401);
  });
});
