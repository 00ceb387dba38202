import { Hono } from 'hono';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/http/security';
import { spaHandler } from '../../server/http/spa';
import { startTestServer } from './support/harness';

const INDEX = '<!doctype html><head><script defer src="/static/js/index.js"></script></head><div id="root"></div>';
const MAP = {
  '/register': ['/static/js/async/7.js', '/static/js/async/ok.js', '/static/js/async/fv.js'],
  '/login': ['/static/js/async/7.js', '/static/js/async/zg.js'],
  '/profile/$scene': ['/static/js/async/scene.js'],
  '/profile/avatar': ['/static/js/async/avatar.js'],
};

/** The script URLs a response's Link header asks to preload. */
function preloaded(response: Response): string[] {
  const header = response.headers.get('link');
  if (!header) return [];
  return header.split(',').map((link) => {
    const [target, ...params] = link.split(';').map((part) => part.trim());
    expect(params).toEqual(['rel=preload', 'as=script']);
    return (target ?? '').replace(/^<|>$/g, '');
  });
}

describe('route preload hints', () => {
  let dir: string;
  let app: Hono;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arena-preload-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'route-preload.json'), JSON.stringify(MAP));
    app = new Hono();
    app.get('*', spaHandler(dir));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("announces exactly /register's chunks on /register, with the page itself unchanged", async () => {
    const response = await app.request('/register');
    expect(response.status).toBe(200);
    expect(preloaded(response)).toEqual(MAP['/register']);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('announces the chunks of the page a path matches, with or without a query or trailing slash', async () => {
    expect(preloaded(await app.request('/login?redirect=%2Fhome'))).toEqual(MAP['/login']);
    expect(preloaded(await app.request('/login/'))).toEqual(MAP['/login']);
  });

  it('prefers a fixed page to a parameter that would also match', async () => {
    expect(preloaded(await app.request('/profile/avatar'))).toEqual(MAP['/profile/avatar']);
    expect(preloaded(await app.request('/profile/personal-data'))).toEqual(MAP['/profile/$scene']);
  });

  it.each(['/no-such-page', '/register/extra', '/profile', '/'])('announces nothing for %s, which no page of the map matches', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBeNull();
  });

  it('announces nothing on files, only on pages', async () => {
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    expect((await app.request('/favicon.svg')).headers.get('link')).toBeNull();
    expect((await app.request('/static/js/missing.js')).headers.get('link')).toBeNull();
  });

  it('serves pages without hints when the build wrote no map', async () => {
    rmSync(join(dir, 'route-preload.json'));
    const response = await app.request('/register');
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBeNull();
    expect(await response.text()).toBe(INDEX);
  });

  it('serves pages without hints when the map is not valid JSON', async () => {
    writeFileSync(join(dir, 'route-preload.json'), '{"/register": [');
    const response = await app.request('/register');
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBeNull();
  });

  it('announces only same-origin build scripts, whatever the map holds', async () => {
    writeFileSync(join(dir, 'route-preload.json'), JSON.stringify({ '/register': ['https://evil.example/x.js', '/static/js/../../secret.js', '/static/js/async/ok.js>; rel=stylesheet', '/static/js/async/ok.js'] }));
    expect(preloaded(await app.request('/register'))).toEqual(['/static/js/async/ok.js']);
  });

  it('reads the map again after a new build rewrites it', async () => {
    expect(preloaded(await app.request('/login'))).toEqual(MAP['/login']);
    writeFileSync(join(dir, 'route-preload.json'), JSON.stringify({ '/login': ['/static/js/async/new.js'] }));
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'route-preload.json'), later, later);
    expect(preloaded(await app.request('/login'))).toEqual(['/static/js/async/new.js']);
  });

  it('sends no hint with the answer that the app is not built', async () => {
    rmSync(join(dir, 'index.html'));
    const response = await app.request('/register');
    expect(response.status).toBe(503);
    expect(response.headers.get('link')).toBeNull();
  });

  it('keeps the security and caching headers on a page the whole server answers with hints', async () => {
    const server = await startTestServer({ distDir: dir });
    try {
      const response = await fetch(`${server.url}/register`);
      expect(response.status).toBe(200);
      expect(preloaded(response)).toEqual(MAP['/register']);
      for (const [name, value] of Object.entries(securityHeaders({}))) expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await server.close();
    }
  });
});
