import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { assembleApp } from '../../server/server';
import { loadSecrets } from '../../server/token-server/keys';
import { isBackendPath } from '../../scripts/dev-proxy.mjs';
import { testConfig, testDatabase } from './support/harness';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Every path the backend registers, with its parameters filled in ("/a/:id/*" → "/a/1/x"). */
async function backendPaths(): Promise<string[]> {
  const config = testConfig({ publicOrigin: 'http://localhost:3000' });
  const app = assembleApp(database.db, config, await loadSecrets(database.db));
  const paths = app.routes.map((route) => route.path.replace(/:[^/{]+(\{[^}]*\})?/g, '1').replace(/\*$/, 'x'));
  // The catch-all serving the app's pages and middleware on every path are the dev server's own job.
  return [...new Set(paths)].filter((path) => path !== '/x' && path !== 'x' && path !== '/*');
}

describe('the dev server hands the backend its paths', () => {
  it('passes on every path the backend registers', async () => {
    const paths = await backendPaths();
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => !isBackendPath(path))).toEqual([]);
  });

  it("keeps the app's pages and the gallery", () => {
    for (const page of ['/', '/home', '/login', '/tournaments/12', '/profile/my-clan', '/oauth/discord', '/auth/authorization-code/callback', '/dev/ui', '/dev/ui/inputs', '/legal/termos.html', '/static/js/index.js']) {
      expect(isBackendPath(page), page).toBe(false);
    }
    for (const path of ['/records/api/v1/users/me', '/educational/api/journeys', '/realms/plataforma/.well-known/openid-configuration', '/dev/outbox', '/stand-ins/avatar/render', '/media/banners/0-desktop.svg', '/learn']) {
      expect(isBackendPath(path), path).toBe(true);
    }
  });
});
