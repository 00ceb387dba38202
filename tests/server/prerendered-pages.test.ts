import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spaHandler } from '../../server/http/spa';
import { prerenderedFile } from '../../server/http/prerendered';
import { fillHomeShell } from '../../server/http/home-shell';
import { HOME_SHELL_STILL } from '../../src/domain/home-frame';

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

// What the build writes for /home's frame, reduced to what the server touches (HomeShell).
const picture = `<picture><source media="(min-width: 640px)" srcSet="${HOME_SHELL_STILL.desktop}"/><img src="${HOME_SHELL_STILL.mobile}" alt="" fetchPriority="high"/></picture>`;
const HOME = `<!doctype html><title>Início</title><div id="root" data-shell="/home"><h1>Início</h1><div aria-busy="true">${picture}<span>Carregando</span></div></div>`;

describe("/home's first frame", () => {
  it("gets the first banner's pictures where the build left their place, escaped for the attribute", () => {
    const html = fillHomeShell(HOME, { desktop: '/media/banners/wide.jpg', mobile: '/media/banners/a"b<c>&d.jpg' });
    expect(html).toContain('srcSet="/media/banners/wide.jpg"');
    expect(html).toContain('src="/media/banners/a&quot;b&lt;c&gt;&amp;d.jpg"');
    expect(html).not.toContain('~banner-still');
  });

  it('is sent without the picture when there is no banner', () => {
    expect(fillHomeShell(HOME, null)).toBe(HOME.replace(picture, ''));
  });

  describe('as the server sends it', () => {
    let dir: string;
    let app: Hono;
    let first: { desktop: string; mobile: string } | null;
    /** Whether the fill declines the frame for this request (the minor's notice, in the server). */
    let declines: (c: Context) => boolean;

    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'arena-shell-'));
      writeFileSync(join(dir, 'index.html'), INDEX);
      mkdirSync(join(dir, 'prerendered'));
      writeFileSync(join(dir, 'prerendered', 'home.html'), HOME);
      first = { desktop: '/media/banners/1-desktop.svg', mobile: '/media/banners/1-mobile.svg' };
      declines = () => false;
      app = new Hono();
      app.get('*', spaHandler(dir, { fills: { '/home': async (html, c) => (declines(c) ? null : fillHomeShell(html, first)) } }));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const expected = () => fillHomeShell(HOME, first);

    it.each([
      ['br', (body: Buffer) => brotliDecompressSync(body).toString()],
      ['gzip', (body: Buffer) => gunzipSync(body).toString()],
    ])('completes the page as it sends it, compressed as %s when the browser takes it', async (encoding, decode) => {
      const response = await app.request('/home', { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // The fill may read the request's cookies.
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      // No script preloads: the frame asks for the app's scripts once it is painted.
      expect(response.headers.get('link')).toBeNull();
      expect(decode(Buffer.from(await response.arrayBuffer()))).toBe(expected());
    });

    it('follows a change of the first banner and of the built file', async () => {
      const plain = async () => (await app.request('/home', { headers: { 'accept-encoding': 'identity' } })).text();
      expect(await plain()).toBe(expected());
      first = null;
      expect(await plain()).toBe(HOME.replace(picture, ''));
      first = { desktop: '/media/banners/2-desktop.svg', mobile: '/media/banners/2-mobile.svg' };
      const brotli = await app.request('/home', { headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toContain('/media/banners/2-mobile.svg');
      const rebuilt = HOME.replace('<h1>Início</h1>', '<h1>Início</h1><p>novo</p>');
      writeFileSync(join(dir, 'prerendered', 'home.html'), rebuilt);
      // A later modification time than the first file's, whatever the clock's resolution.
      utimesSync(join(dir, 'prerendered', 'home.html'), new Date(), new Date(Date.now() + 5_000));
      expect(await plain()).toBe(fillHomeShell(rebuilt, first));
    });

    it('sends index.html, for every encoding, to a request its fill declines, which is told by its cookies', async () => {
      declines = (c) => getCookie(c, 'plain') === '1';
      // Compressed copies of index.html, as the build writes them.
      writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(INDEX));
      writeFileSync(join(dir, 'index.html.gz'), gzipSync(INDEX));
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await app.request('/home', { headers: { 'accept-encoding': encoding, cookie: 'plain=1' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
        const body = Buffer.from(await response.arrayBuffer());
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        expect(decoded.toString()).toBe(INDEX);
      }
      // Another request still gets the frame, and the declined one did not replace the kept copies.
      expect(await (await app.request('/home', { headers: { 'accept-encoding': 'identity' } })).text()).toBe(expected());
    });

    it.each(['/home?banner=2', '/home/'])('sends index.html for %s, which the frame was not rendered for', async (path) => {
      expect(await (await app.request(path)).text()).toBe(INDEX);
    });
  });
});
