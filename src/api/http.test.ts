import { afterEach, describe, expect, it, vi } from 'vitest';
import typia from 'typia';
import { createHttpClient, needsBearer, type Contract, type TokenSource } from './http';
import { ApiError, ContractError, SessionEndedError } from './errors';
import { FIRST_ANSWERS_ELEMENT } from '@/domain/first-answers';

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

describe('a first read answered with the page (src/api/first-answers.ts)', () => {
  /** Writes the data block the server puts after the app's root. */
  const carry = (answers: unknown) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_ANSWERS_ELEMENT;
    block.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
    document.body.append(block);
  };
  const LINK = '/records/api/public/reports/appeal/k3y';

  afterEach(() => document.getElementById(FIRST_ANSWERS_ELEMENT)?.remove());

  it('answers the first GET of its address without a request, checked by its contract, and the next one from the network', async () => {
    const { http, fetch } = setup();
    carry({ [LINK]: { status: 200, body: { id: 3, userName: 'lara' } } });
    expect(await http(LINK, { contract: validateProfile })).toEqual({ id: 3, userName: 'lara' });
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT)).toBeNull();
    expect(await http(LINK, { contract: validateProfile })).toEqual({ id: 0, userName: 'public' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is matched by the absolute address, so the same path on another origin is read from the network', async () => {
    const { http, fetch } = setup();
    carry({ [LINK]: { status: 200, body: { id: 3, userName: 'lara' } } });
    expect(await http(`https://api.example.com${LINK}`, { contract: validateProfile })).toEqual({ id: 0, userName: 'public' });
    expect(await http(`${globalThis.location.origin}${LINK}`, { contract: validateProfile })).toEqual({ id: 3, userName: 'lara' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serves no other read: a change, a read with a query or another address go to the network', async () => {
    const { http, fetch } = setup();
    carry({ [LINK]: { status: 200, body: { id: 3, userName: 'lara' } } });
    await http(`${LINK}/other`, { contract: validateProfile });
    await http(LINK, { query: { page: 2 }, contract: validateProfile });
    await http(LINK, { method: 'POST', contract: validateProfile });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await http(LINK, { contract: validateProfile })).toEqual({ id: 3, userName: 'lara' });
  });

  it("turns a refusal it carries into the same ApiError as the server's, reported with the page's request id", async () => {
    const { http, report, fetch } = setup();
    carry({ [LINK]: { status: 404, body: [{ code: 'x', messageKey: 'requestError:appealUnknown' }], requestId: 'req-page-0001' } });
    const error = (await http(LINK, { contract: validateProfile }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.problem).toEqual({ status: 404, fieldErrors: [], requestErrors: ['requestError:appealUnknown'] });
    expect(report).toHaveBeenCalledWith(error, { url: LINK, status: 404, requestId: 'req-page-0001' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('holds an answer it carries to the contract like any other', async () => {
    const { http } = setup();
    carry({ [LINK]: { status: 200, body: { id: 'not a number' } } });
    expect(await http(LINK, { contract: validateProfile }).catch((e: unknown) => e)).toBeInstanceOf(ContractError);
  });

  it.each([
    ['a block that is not JSON', '{"unfinished'],
    ['an answer without a status', { [LINK]: { body: { id: 3, userName: 'lara' } } }],
    ['a block that is not an object', '"text"'],
  ])('reads from the network after %s, and the block is gone', async (_, block) => {
    const { http, fetch } = setup();
    carry(block);
    expect(await http(LINK, { contract: validateProfile })).toEqual({ id: 0, userName: 'public' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT)).toBeNull();
  });
});
