import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointGroup } from '../../server/http/types';
import type { RunningServer } from '../../server/server';
import { signIn } from './support/browser';
import { api, startTestServer } from './support/harness';

/** A route only admins may call, to prove the shared role check (403) every group gets. */
const adminOnly: EndpointGroup = {
  name: 'admin-only-probe',
  register(app, { authenticate }) {
    app.get('/records/api/test/admin-only', async (c) => {
      await authenticate(c, ['ADMIN']);
      return c.json({ ok: true });
    });
  },
};

let server: RunningServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({}, [adminOnly]);
  for (const email of ['aluno@example.com', 'aluna.vip@example.com', 'diretor@example.com', 'admin@example.com']) {
    tokens[email] = (await signIn(server.url, email)).access_token;
  }
});
afterAll(async () => {
  await server?.close();
});

describe('GET /records/api/user/profile', () => {
  it('answers the signed-in user profile', async () => {
    const response = await api(server, '/records/api/user/profile', { token: tokens['aluna.vip@example.com'] });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: 2,
      userName: 'julia.demo',
      email: 'aluna.vip@example.com',
      role: 'STUDENT',
      playId: 'JuliaDemo#1002',
      city: { id: 24002, name: 'Campinas', state: { id: 24, name: 'São Paulo' } },
      institution: { name: 'Escola Estadual Demonstração Professora Ana Lima', aliasName: 'EE Demo Ana Lima' },
      schoolLink: { schoolId: 1, educationLevel: 'HIGH_SCHOOL' },
      isVip: true,
      isVipOnce: true,
      firstAccess: true,
      avatar: null,
      legalRepresentative: null,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await api(server, '/records/api/user/profile')).status).toBe(401);
  });
});

describe('GET /records/api/user/profile/stats', () => {
  it('answers level and experience for the player card', async () => {
    const response = await api(server, '/records/api/user/profile/stats', { token: tokens['aluna.vip@example.com'] });
    expect(response.status).toBe(200);
    // 2350 XP: levels need 100, 200, … so 2350 = 100+200+…+600 (2100) + 250 into level 7.
    expect(response.json).toMatchObject({ playId: 'JuliaDemo#1002', experience: 2350, level: 7, levelExperience: 250, nextLevelExperience: 700 });
    const skills = (response.json as { skills: Array<{ key: string }> }).skills.map((s) => s.key);
    expect(skills).toEqual(['INTEGRAL_THINKING', 'STRATEGIC_INTELLIGENCE', 'LISTEN_AND_SPEAK', 'WRITE_AND_READ', 'ANALYTICAL_THINKING', 'EMOTIONAL_INTELLIGENCE', 'DIGITAL_FLUENCY', 'XP']);
  });

  it('answers 401 without a token', async () => {
    expect((await api(server, '/records/api/user/profile/stats')).status).toBe(401);
  });
});

describe('GET /educational/api/links/status', () => {
  it('answers a complete link', async () => {
    const response = await api(server, '/educational/api/links/status', { token: tokens['aluna.vip@example.com'] });
    expect(response.json).toEqual({
      idInstitution: 1,
      schoolDraftId: null,
      linkStepsCompleted: true,
      currentStep: 4,
      institutionStatus: { statusCode: 3, messageKey: 'status:institutionStatus.approved' },
      educationLevel: 'HIGH_SCHOOL',
    });
  });

  it('answers no link for a student without one', async () => {
    const response = await api(server, '/educational/api/links/status', { token: tokens['aluno@example.com'] });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ idInstitution: null, linkStepsCompleted: false, institutionStatus: { statusCode: 0, messageKey: 'status:institutionStatus.nonexistent' } });
  });

  it('answers 401 without a token', async () => {
    expect((await api(server, '/educational/api/links/status')).status).toBe(401);
  });
});

describe('notification bell counts', () => {
  it('counts unread notifications and current quests', async () => {
    expect((await api(server, '/records/api/notifications/unread', { token: tokens['aluno@example.com'] })).json).toEqual({ count: 2 });
    expect((await api(server, '/records/api/quests/current/count', { token: tokens['aluno@example.com'] })).json).toEqual({ count: 3 });
    expect((await api(server, '/records/api/quests/current/count', { token: tokens['aluna.vip@example.com'] })).json).toEqual({ count: 1 });
    expect((await api(server, '/records/api/notifications/unread', { token: tokens['diretor@example.com'] })).json).toEqual({ count: 0 });
  });

  it('answers 401 without a token', async () => {
    expect((await api(server, '/records/api/notifications/unread')).status).toBe(401);
    expect((await api(server, '/records/api/quests/current/count')).status).toBe(401);
  });
});

describe('GET /records/api/public/states/{stateId}/cities', () => {
  it('lists every state with its capital first by id and sorted by name', async () => {
    for (let stateId = 1; stateId <= 27; stateId += 1) {
      const response = await api(server, `/records/api/public/states/${stateId}/cities`);
      expect(response.status).toBe(200);
      const cities = response.json as Array<{ id: number; name: string; stateId: number }>;
      expect(cities.length).toBeGreaterThanOrEqual(5);
      expect(cities.every((city) => city.stateId === stateId)).toBe(true);
      expect(cities.some((city) => city.id === stateId * 1000 + 1)).toBe(true);
      const names = cities.map((city) => city.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    }
    const sp = (await api(server, '/records/api/public/states/24/cities')).json as Array<{ name: string }>;
    expect(sp.map((c) => c.name)).toContain('São Paulo');
    const mg = (await api(server, '/records/api/public/states/27/cities')).json as Array<{ name: string }>;
    expect(mg.map((c) => c.name)).toContain('Belo Horizonte');
  });

  it.each(['0', '28', 'abc', '-1', '1.5', '99999999999', '%00'])('answers 404 for state %s', async (stateId) => {
    const response = await api(server, `/records/api/public/states/${stateId}/cities`);
    expect(response.status).toBe(404);
    expect(response.json).toEqual([{ code: 'notFound', messageKey: 'requestError:state.notFound' }]);
  });

  it('needs no token', async () => {
    expect((await api(server, '/records/api/public/states/1/cities', { token: 'garbage' })).status).toBe(200);
  });
});

describe('roles', () => {
  it('answers 403 to a signed-in user without the role, 200 with it', async () => {
    const student = await api(server, '/records/api/test/admin-only', { token: tokens['aluno@example.com'] });
    expect(student.status).toBe(403);
    expect(student.json).toEqual([{ code: 'forbidden', messageKey: 'requestError:forbidden' }]);
    expect((await api(server, '/records/api/test/admin-only', { token: tokens['admin@example.com'] })).status).toBe(200);
    expect((await api(server, '/records/api/test/admin-only')).status).toBe(401);
  });
});

describe('one origin: SPA, APIs and headers', () => {
  const headerNames = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy'];

  it('serves the SPA with history fallback and strict headers', async () => {
    for (const path of ['/', '/home', '/courses/detail?id=3', '/profile/my-clan']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
      for (const name of headerNames) expect(response.headers.get(name)).toBeTruthy();
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'self';/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('serves built assets as immutable files and refuses path traversal', async () => {
    const asset = await fetch(`${server.url}/static/js/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/static/js/missing.js`)).status).toBe(404);
    const traversal = await fetch(`${server.url}/%2e%2e/%2e%2e/package.json`);
    expect(await traversal.text()).not.toContain('"dependencies"');
  });

  it('answers unknown API paths and methods with the error shape, never the SPA', async () => {
    for (const path of ['/records/api/nao-existe', '/educational/api/nada', '/records/api']) {
      const response = await api(server, path);
      expect(response.status).toBe(404);
      expect(response.json).toEqual([{ code: 'notFound', messageKey: 'requestError:notFound' }]);
      for (const name of headerNames) expect(response.headers.get(name)).toBeTruthy();
    }
    expect((await api(server, '/records/api/user/profile', { method: 'DELETE' })).status).toBe(404);
  });

  it('lists sent e-mails at /dev/outbox outside production', async () => {
    const response = await api(server, '/dev/outbox');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.json)).toBe(true);
  });
});

describe('production mode', () => {
  it('has no /dev/outbox', async () => {
    const production = await startTestServer({ production: true });
    try {
      const response = await api(production, '/dev/outbox');
      expect(response.status).toBe(404);
      expect(response.json).toEqual([{ code: 'notFound', messageKey: 'requestError:notFound' }]);
    } finally {
      await production.close();
    }
  });
});
