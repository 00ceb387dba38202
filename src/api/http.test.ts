import { describe, expect, it, vi } from 'vitest';
import typia from 'typia';
import { createHttpClient, needsBearer, type Contract, type TokenSource } from './http';
import { ApiError, ContractError, SessionEndedError } from './errors';

interface Profile {
  id: number;
  userName: string;
}
const validateProfile: Contract<Profile> = { is: typia.createIs<Profile>(), explain: async () => typia.createValidate<Profile>() };

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that accepts only the current token, and a token source that can renew it. */
function setup({ refreshFails = false } = {}) {
  let valid = 'token-1';
  let held = 'token-1';
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const auth = headers.get('authorization');
    calls.push(`${url} ${auth ?? '-'}`);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    if (url.includes('public/')) return json(200, { id: 0, userName: 'public' });
    if (auth !== `Bearer ${valid}`) return json(401, undefined);
    if (url.endsWith('/broken')) return json(200, { id: 'x' });
    if (url.endsWith('/fields')) return json(400, [{ field: 'email', code: 'x', messageKey: 'validation:email.invalid' }, { code: 'y', messageKey: 'requestError:foo' }]);
    if (url.endsWith('/weird')) return new Response(JSON.stringify({ message: 'boom' }), { status: 500, headers: { 'content-type': 'application/json', 'x-request-id': 'req-weird-0001' } });
    return json(200, { id: 7, userName: 'ana' });
  });
  const tokens: TokenSource & { refreshes: number; ended: number } = {
    refreshes: 0,
    ended: 0,
    accessToken: () => held,
    refresh: async () => {
      tokens.refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (refreshFails) throw new Error('refresh rejected');
      valid = `token-${tokens.refreshes + 1}`;
      held = valid;
    },
    end: () => {
      tokens.ended += 1;
    },
  };
  const expire = () => {
    valid = `expired-${Math.random()}`;
  };
  const report = vi.fn();
  const http = createHttpClient({ tokens, tokenServerPrefix: '/realms/', fetch: fetch as typeof globalThis.fetch, report });
  return { http, tokens, fetch, calls, expire, report, setValid: (t: string) => (valid = t) };
}

describe('needsBearer', () => {
  it.each([
    ['/records/api/user/profile', true],
    ['/records/api/public/states/1/cities', false],
    ['/educational/api/public/schools/inep-code/1', false],
    ['/auth/oauth/discord', false],
    ['/realms/plataforma/protocol/openid-connect/token', false],
  ])('%s → %s', (url, expected) => expect(needsBearer(url, '/realms/')).toBe(expected));
});

describe('single-flight refresh', () => {
  it('50 concurrent requests hitting 401 cause exactly one refresh, and all 50 succeed after a retry', async () => {
    const { http, tokens, fetch, expire } = setup();
    expire();
    const results = await Promise.all(Array.from({ length: 50 }, () => http('/records/api/user/profile', { contract: validateProfile })));
    expect(tokens.refreshes).toBe(1);
    expect(results).toHaveLength(50);
    expect(results.every((r) => r.userName === 'ana')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(100);
    expect(tokens.ended).toBe(0);
  });

  it('a request started during the refresh waits for it and goes out once, with the new token', async () => {
    const { http, tokens, calls, expire } = setup();
    expire();
    const first = http('/records/api/user/profile', { contract: validateProfile });
    await new Promise((resolve) => setTimeout(resolve, 8)); // the first 401 has arrived, the refresh is running
    const late = http('/records/api/late', { contract: validateProfile });
    await Promise.all([first, late]);
    expect(tokens.refreshes).toBe(1);
    expect(calls.filter((c) => c.startsWith('/records/api/late'))).toEqual(['/records/api/late Bearer token-2']);
  });

  it('a failed refresh ends the session once and every waiting request fails with SessionEndedError', async () => {
    const { http, tokens, expire } = setup({ refreshFails: true });
    expire();
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => http('/records/api/user/profile', { contract: validateProfile })));
    expect(tokens.refreshes).toBe(1);
    expect(tokens.ended).toBe(1);
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof SessionEndedError)).toBe(true);
  });

  it('does not send a token to public URLs, and never refreshes for them', async () => {
    const { http, calls, tokens } = setup();
    await http('/records/api/public/states/1/cities', { contract: validateProfile });
    expect(calls).toEqual(['/records/api/public/states/1/cities -']);
    expect(tokens.refreshes).toBe(0);
  });

  it('retries a request only once', async () => {
    const { http, tokens, setValid } = setup();
    tokens.refresh = async () => {
      tokens.refreshes += 1;
      setValid('never-held');
    };
    setValid('other');
    await expect(http('/records/api/user/profile', { contract: validateProfile })).rejects.toBeInstanceOf(ApiError);
    expect(tokens.refreshes).toBe(1);
  });

  it('a 401 met outside the client (the live stream) joins the same single refresh', async () => {
    const { http, tokens, expire } = setup();
    expire();
    const request = http('/records/api/user/profile', { contract: validateProfile });
    await Promise.all([http.renewAfter401('token-1'), http.renewAfter401('token-1'), request]);
    expect(tokens.refreshes).toBe(1);
    expect(tokens.accessToken()).toBe('token-2');
    // Already renewed: a late 401 for the old token renews nothing more.
    await http.renewAfter401('token-1');
    expect(tokens.refreshes).toBe(1);
  });

  it('a failed refresh asked from outside the client ends the session and rejects', async () => {
    const { http, tokens } = setup({ refreshFails: true });
    await expect(http.renewAfter401('token-1')).rejects.toBeInstanceOf(SessionEndedError);
    expect(tokens.ended).toBe(1);
  });
});

describe('answers', () => {
  it('splits an array error body into field and request errors', async () => {
    const { http } = setup();
    const error = await http('/records/api/fields').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toEqual({
      status: 400,
      fieldErrors: [{ field: 'email', messageKey: 'validation:email.invalid' }],
      requestErrors: ['requestError:foo'],
    });
  });

  it("turns any other error body into the default error, and reports it with the server's request id", async () => {
    const { http, report } = setup();
    const error = (await http('/records/api/weird').catch((e: unknown) => e)) as ApiError;
    expect(error.problem.requestErrors).toEqual(['status:default.error']);
    expect(report).toHaveBeenCalledWith(error, { url: '/records/api/weird', status: 500, requestId: 'req-weird-0001' });
  });

  it('turns a body that breaks the contract into a ContractError, and reports it', async () => {
    const { http, report } = setup();
    const error = await http('/records/api/broken', { contract: validateProfile }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).problems.join()).toContain('$input.id');
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('loads the detailed report only for an answer that fails the fast check', async () => {
    const { http, report } = setup();
    const explain = vi.fn(async () => typia.createValidate<Profile>());
    const contract: Contract<Profile> = { is: typia.createIs<Profile>(), explain };
    await http('/records/api/user/profile', { contract });
    expect(explain).not.toHaveBeenCalled();
    const unreachable: Contract<Profile> = { is: typia.createIs<Profile>(), explain: () => Promise.reject(new Error('offline')) };
    const error = await http('/records/api/broken', { contract: unreachable }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).problems).toEqual(['(the detailed report could not be loaded)']);
    expect(report).toHaveBeenCalledWith(error, { url: '/records/api/broken' });
  });

  it('turns a network failure into a network request error', async () => {
    const http = createHttpClient({
      tokens: { accessToken: () => 't', refresh: async () => undefined, end: () => undefined },
      tokenServerPrefix: '/realms/',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof globalThis.fetch,
    });
    const error = (await http('/records/api/user/profile').catch((e: unknown) => e)) as ApiError;
    expect(error.problem).toEqual({ status: 0, fieldErrors: [], requestErrors: ['requestError:network'] });
  });
});
