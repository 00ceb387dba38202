import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { Browser, authorize, beginSignIn, pkcePair, submitLogin } from './support/browser';
import { startTestServer } from './support/harness';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({});
});
afterAll(async () => {
  await server?.close();
});

describe('session_state on the authorization response', () => {
  it('comes back to the SPA callback with code, state and session_state, like Keycloak', async () => {
    const browser = new Browser(server.url);
    const { loginPath, state } = await beginSignIn(browser, pkcePair().challenge);
    const result = await submitLogin(browser, loginPath, 'aluno@example.com', 'Demo1234');
    expect(result.code).not.toBe('');
    expect(result.state).toBe(state);
    expect(result.sessionState).toMatch(/^[\w-]{8,}$/);

    // A remembered login session resumes straight to the callback, with the same session_state.
    const again = await authorize(browser, pkcePair().challenge);
    expect(again.searchParams.get('code')).toBeTruthy();
    expect(again.searchParams.get('session_state')).toBe(result.sessionState);
  });

  it('is absent from a refused authorization (no code, no session)', async () => {
    const browser = new Browser(server.url);
    const response = await browser.get(
      `/realms/plataforma/protocol/openid-connect/auth?client_id=spa&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${server.url}/auth/authorization-code/callback`)}&prompt=none&code_challenge=${pkcePair().challenge}&code_challenge_method=S256&state=s1`,
    );
    const location = new URL(response.headers.get('location') ?? '', server.url);
    expect(location.searchParams.get('error')).toBe('login_required');
    expect(location.searchParams.has('session_state')).toBe(false);
  });
});
