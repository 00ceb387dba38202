import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spaHandler } from '../../server/http/spa';
import { prerenderedFile } from '../../server/http/prerendered';

const INDEX = '<!doctype html><title>Arena</title><div id="root"></div>';
const LOGIN = '<!doctype html><title>Arena</title><div id="root" data-prerendered="/login"><h1>Entrar</h1></div>';

describe('pages rendered at build time', () => {
  let dir: string;
  let app: Hono;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arena-prerendered-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'prerendered', 'login.html'), LOGIN);
    app = new Hono();
    app.get('*', spaHandler(dir));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sends /login as the HTML rendered for it, uncached like index.html', async () => {
    const response = await app.request('/login');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(LOGIN);
  });

  it.each(['/login?redirect=%2Fhome', '/login?utm_source=escola', '/login/', '/register', '/', '/no-such-page'])(
    'sends index.html for %s, which no markup was rendered for',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('maps only plain page addresses to files inside the folder', () => {
    expect(prerenderedFile('/login')).toBe(join('prerendered', 'login.html'));
    expect(prerenderedFile('/guardian/consent')).toBe(join('prerendered', 'guardian_consent.html'));
    for (const path of ['/', '/login/', '/../index', '/login.html', '//login', '/Login', '/a%2Fb']) expect(prerenderedFile(path)).toBeUndefined();
  });
});
