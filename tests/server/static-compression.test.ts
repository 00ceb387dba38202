import { Hono } from 'hono';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';
import { acceptedEncodings, spaHandler } from '../../server/http/spa';
import { startTestServer } from './support/harness';

describe('compressed static files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arena-dist-'));
  const script = 'console.log("Arena Escolar");\n'.repeat(200);
  const app = new Hono();
  app.get('*', spaHandler(dir));

  beforeAll(async () => {
    mkdirSync(join(dir, 'static', 'js'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'static', 'js', 'app.js'), script);
    writeFileSync(join(dir, 'static', 'js', 'tiny.js'), 'run()');
    // A few hundred bytes (the theme's bootstrap, a page's small part): compression still shrinks it.
    writeFileSync(join(dir, 'static', 'js', 'small.js'), script.slice(0, 300));
    writeFileSync(join(dir, 'static', 'hero.png'), Buffer.alloc(4096, 7));
    // The server's own bundle, never sent, gets no copies.
    mkdirSync(join(dir, '.prerender'));
    writeFileSync(join(dir, '.prerender', 'prerender.js'), script);
    // app.js, small.js, and index.html, whose Brotli copy (a header of a few bytes) is smaller still.
    expect(await precompress(dir)).toBe(3);
  });

  it('writes gzip and Brotli copies of the text files they make smaller, and of nothing else', () => {
    const js = join(dir, 'static', 'js', 'app.js');
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    const small = join(dir, 'static', 'js', 'small.js');
    expect(gunzipSync(readFileSync(`${small}.gz`)).toString()).toBe(script.slice(0, 300));
    expect(readFileSync(`${small}.gz`).length).toBeLessThan(300);
    expect(existsSync(join(dir, 'static', 'js', 'tiny.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'static', 'js', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'static', 'hero.png.br'))).toBe(false);
    expect(existsSync(join(dir, '.prerender', 'prerender.js.gz'))).toBe(false);
  });

  it('never sends a file under a name starting with a dot', async () => {
    for (const path of ['/.prerender/prerender.js', '/static/.hidden.js', '/.prerender/']) expect((await app.request(path)).status).toBe(404);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['gzip ;q=0.5, br ; q=0', 'gzip'],
  ])('answers Accept-Encoding "%s" with %s', async (header, encoding) => {
    const response = await app.request('/static/js/app.js', { headers: { 'accept-encoding': header } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(script);
  });

  it.each([undefined, 'identity', 'gzip;q=0, br;q=0', 'deflate'])('sends the plain file for Accept-Encoding %s', async (header) => {
    const response = await app.request('/static/js/app.js', { headers: header ? { 'accept-encoding': header } : {} });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(script);
  });

  it('sends a small file compressed when its copy is smaller', async () => {
    const response = await app.request('/static/js/small.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script.slice(0, 300));
  });

  it('sends a tiny file as it is, even to a browser that takes compression', async () => {
    const response = await app.request('/static/js/tiny.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('run()');
  });

  it('sends the plain file when it changed after its compressed copies were written', async () => {
    const page = join(dir, 'static', 'js', 'page.js');
    writeFileSync(page, script);
    await precompress(dir);
    const later = new Date(Date.now() + 60_000);
    writeFileSync(page, 'console.log("patched");\n'.repeat(100));
    utimesSync(page, later, later);
    const response = await app.request('/static/js/page.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('patched');
  });

  it('negotiates the same way behind the whole server', async () => {
    const server = await startTestServer({ distDir: dir });
    try {
      const response = await fetch(`${server.url}/static/js/app.js`, { headers: { 'accept-encoding': '*, br;q=0' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(await response.text()).toBe(script);
    } finally {
      await server.close();
    }
  });

  it('reads q-values and wildcards', () => {
    expect([...acceptedEncodings('br;q=1.0, gzip; q=0.5')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('')]).toEqual([]);
    expect(acceptedEncodings('*;q=0').size).toBe(0);
  });
});
