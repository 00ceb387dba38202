import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirectTarget } from './safe-redirect';

const hostile = [
  '//evil.example',
  '///evil.example',
  '////evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/home',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  'home',
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%2F%2Fevil.example'.replace('/%2F', '%2F'),
  '%252F%252Fevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '%5C%5Cevil.example',
  'javascript%3Aalert(1)',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  '/\tevil',
  '/\n/evil.example',
  '/\r\n//evil.example',
  '\u0000/home',
  '/home\u0000',
  '/%00/home',
  '/%0a/evil',
  '%E0%A4%A',
  '',
  '   ',
  'x'.repeat(3000),
  '/' + 'a'.repeat(3000),
  '%25252525252F%25252525252Fevil',
  'https:/evil.example',
  'https:evil.example',
  '/\u2028evil',
];

const safe = ['/home', '/tournaments/detail?id=3&opened=true', '/courses/detail?id=2#ranking', '/profile/my-clan', '/', '/home?utm_source=ig', '/a%20b'];

describe('isSafeRedirect', () => {
  it(`rejects ${hostile.length} hostile targets`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    for (const target of hostile) expect(isSafeRedirect(target), JSON.stringify(target)).toBe(false);
  });

  it.each(safe)('accepts the same-origin path %s', (target) => {
    expect(isSafeRedirect(target)).toBe(true);
  });

  it('rejects values that are not strings', () => {
    for (const value of [undefined, null, 3, {}, ['/home'], true]) expect(isSafeRedirect(value)).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  it('falls back to /home or the given page', () => {
    expect(safeRedirectTarget('//evil.example')).toBe('/home');
    expect(safeRedirectTarget('//evil.example', '/profile')).toBe('/profile');
    expect(safeRedirectTarget('/teams')).toBe('/teams');
  });
});
