import { describe, expect, it } from 'vitest';
import { isPublicPageChunk, routeChunks, routePreloadMap, urlPattern, withLayouts } from '../../../scripts/route-chunks.mjs';

// A small chunk graph in the shape rspack's stats give it: two entry chunks, a shared layout
// chunk with a sibling, a page chunk with a sibling, and chunks no route of interest uses.
const stats = {
  chunks: [
    { id: 'r', initial: true, files: ['static/js/lib-react.js'], siblings: ['e'], modules: [{ name: './node_modules/react/index.js' }] },
    {
      id: 'e',
      initial: true,
      files: ['static/css/index.css', 'static/js/index.js'],
      siblings: ['r'],
      modules: [{ name: './src/main.tsx + 3 modules', modules: [{ name: './src/routes/_public.tsx' }, { name: './src/routes/_public/register.tsx' }] }],
    },
    { id: 'lay', initial: false, files: ['static/js/async/lay.js'], siblings: ['shell'], modules: [{ name: './src/routes/_public.tsx?tsr-split=component + 2 modules' }] },
    { id: 'shell', initial: false, files: ['static/js/async/shell.js'], siblings: ['lay'], modules: [{ name: './src/routes/-shell/Footer.tsx' }] },
    { id: 'reg', initial: false, files: ['static/js/async/reg.js', 'static/js/async/reg.js.LICENSE.txt'], siblings: ['form'], modules: [{ name: './src/routes/_public/register.tsx?tsr-split=component + 9 modules' }] },
    { id: 'form', initial: false, files: ['static/js/async/form.js'], siblings: ['reg'], modules: [{ name: './src/ui/accounts/RegisterForm.tsx' }] },
    {
      id: 'scene',
      initial: false,
      files: ['static/js/async/scene.js'],
      siblings: [],
      modules: [{ name: './src/routes/_private/profile/$scene.tsx?tsr-split=component---loader' }],
    },
    { id: 'avatar', initial: false, files: ['static/js/async/avatar.js'], siblings: [], modules: [{ name: './src/routes/_private/profile/avatar.tsx?tsr-split=component' }] },
    { id: 'lazy', initial: false, files: ['static/js/async/lazy.js'], siblings: [], modules: [{ name: './src/routes/_public/registered.tsx?tsr-split=component' }] },
  ],
};

const files = [
  '__root.tsx',
  '_public.tsx',
  '_public/register.tsx',
  '_public/registered.tsx',
  '_private.tsx',
  '_private/profile/$scene.tsx',
  '_private/profile/avatar.tsx',
  '_private/profile/index.tsx',
  'index.tsx',
];

describe('route chunks', () => {
  it('puts the layouts above a route file in its chain', () => {
    expect(withLayouts('_private/profile/avatar.tsx', files)).toEqual(['_private/profile/avatar.tsx', '_private.tsx']);
    expect(withLayouts('_public/register.tsx', files)).toEqual(['_public/register.tsx', '_public.tsx']);
    expect(withLayouts('index.tsx', files)).toEqual(['index.tsx']);
  });

  it("needs the entry, the route's split chunks, its layout's, and the chunks loaded beside them", () => {
    const ids = routeChunks(stats, ['./src/routes/_public/register.tsx', './src/routes/_public.tsx']).map((chunk) => chunk.id);
    expect(ids.sort()).toEqual(['e', 'form', 'lay', 'r', 'reg', 'shell']);
  });

  it('does not take a route whose file name only starts like another', () => {
    const ids = routeChunks(stats, ['./src/routes/_public/register.tsx']).map((chunk) => chunk.id);
    expect(ids).not.toContain('lazy');
  });

  it.each([
    ['_public/register.tsx', '/register'],
    ['_private/profile/index.tsx', '/profile'],
    ['_private/profile/$scene.tsx', '/profile/$scene'],
    ['index.tsx', '/'],
    ['auth/authorization-code/callback.tsx', '/auth/authorization-code/callback'],
  ])('names %s by the URL pattern %s', (file, pattern) => {
    expect(urlPattern(file)).toBe(pattern);
  });

  it('maps each page to the script files it needs beyond the entry, and leaves out layouts and pages needing nothing more', () => {
    expect(routePreloadMap(stats, files, { signedInStart: [] })).toEqual({
      '/register': ['/static/js/async/form.js', '/static/js/async/lay.js', '/static/js/async/reg.js', '/static/js/async/shell.js'],
      '/registered': ['/static/js/async/lay.js', '/static/js/async/lazy.js', '/static/js/async/shell.js'],
      '/profile/$scene': ['/static/js/async/scene.js'],
      '/profile/avatar': ['/static/js/async/avatar.js'],
    });
  });

  it('announces with every signed-in page the chunks a session fetches before any data, and with no public page', () => {
    const map = routePreloadMap(stats, files, { signedInStart: ['./src/ui/accounts/RegisterForm.tsx'] }) as Record<string, string[]>;
    expect(map['/profile/$scene']).toEqual(['/static/js/async/form.js', '/static/js/async/scene.js']);
    expect(map['/profile/avatar']).toEqual(['/static/js/async/avatar.js', '/static/js/async/form.js']);
    expect(map['/register']).toEqual(['/static/js/async/form.js', '/static/js/async/lay.js', '/static/js/async/reg.js', '/static/js/async/shell.js']);
  });
});

describe('the chunks of public pages (kept whole, not shared out)', () => {
  /** A chunk as rspack hands it to a split-chunks filter, loaded by these requests. */
  const chunkLoadedBy = (...requests: (string | undefined)[]) => ({ groupsIterable: [{ origins: requests.map((request) => ({ request })) }] });
  const split = (route: string, part = 'component') => `/work/app/src/routes/${route}?tsr-split=${part}`;

  it.each(['_public/register.tsx', '_public.tsx', 'guardian/consent/$token.tsx', 'appeal/$token.tsx', 'school/accreditation/$token.tsx', 'oauth/$type.tsx'])('%s is a public page', (route) => {
    expect(isPublicPageChunk(chunkLoadedBy(split(route, 'component---loader')))).toBe(true);
  });

  it.each(['_private.tsx', '_private/home.tsx', '_private/profile/$scene.tsx', '__root.tsx'])('%s is not', (route) => {
    expect(isPublicPageChunk(chunkLoadedBy(split(route)))).toBe(false);
  });

  it('is told by the router\'s split requests only: a part a page loads on demand, or a chunk with no request, is not one', () => {
    expect(isPublicPageChunk(chunkLoadedBy('./CityField', undefined))).toBe(false);
    expect(isPublicPageChunk(chunkLoadedBy('/work/app/src/routes/_public/-register/RegisterDone.tsx'))).toBe(false);
    expect(isPublicPageChunk({ groupsIterable: [] })).toBe(false);
  });

  it('reads Windows paths as well', () => {
    expect(isPublicPageChunk(chunkLoadedBy('C:\\app\\src\\routes\\_public\\register.tsx?tsr-split=component'))).toBe(true);
    expect(isPublicPageChunk(chunkLoadedBy('C:\\app\\src\\routes\\_private\\home.tsx?tsr-split=component'))).toBe(false);
  });
});
