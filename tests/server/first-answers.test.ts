import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '@/api/http';
import { fetchConsentLink } from '@/api/guardians/consent-link';
import { appealLinkQuery } from '@/api/moderation/appeal-requests';
import { accreditationLinkQuery } from '@/api/school/accreditation-link';
import { FIRST_ANSWERS_ELEMENT, type FirstAnswers } from '@/domain/first-answers';
import { guardianLinkLog } from '../../server/db/schema';
import { ANSWERED_PAGES, answeredRead, withFirstAnswers } from '../../server/http/first-answers';
import { DEMO_PENDING_CONSENT_TOKEN } from '../../server/seed/guardians';
import type { RunningServer } from '../../server/server';
import { api, startTestServer } from './support/harness';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The answers a page carries, or null when it carries none. */
function carried(html: string): FirstAnswers | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as FirstAnswers) : null;
}

const page = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

describe('a link page carries its first read', () => {
  it("sends the consent link's page with the answer its read gets, kept by no cache", async () => {
    const response = await page(`/guardian/consent/${DEMO_PENDING_CONSENT_TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const read = `/records/api/public/guardian/consent/${DEMO_PENDING_CONSENT_TOKEN}`;
    const own = await api(server, read);
    // The page's own request id: the log line of the page's request is the read's.
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(carried(await response.text())).toEqual({ [read]: { status: 200, body: own.json, requestId } });
    expect((own.json as { state: string }).state).toBe('VALID');
  });

  it('reads an unknown consent link once per page: the page carries the answer and the link log has one refusal', async () => {
    const before = (await server.database.db.select({ n: count() }).from(guardianLinkLog))[0]!.n;
    const html = await (await page('/guardian/consent/nao-existe-esta-chave')).text();
    expect(carried(html)).toEqual({ '/records/api/public/guardian/consent/nao-existe-esta-chave': { status: 200, body: { state: 'UNKNOWN' }, requestId: expect.any(String) } });
    const after = (await server.database.db.select({ n: count() }).from(guardianLinkLog))[0]!.n;
    expect(after - before).toBe(1);
  });

  it("sends an appeal link's page with its answer, an unknown link's included", async () => {
    const sanction = (await api(server, '/dev/moderation/sanction', { json: { action: 'SUSPEND' } })).json as { appealPath: string };
    const token = sanction.appealPath.split('/').pop()!;
    const answers = carried(await (await page(sanction.appealPath)).text());
    const read = `/records/api/public/reports/appeal/${token}`;
    expect(answers).toEqual({ [read]: { status: 200, body: (await api(server, read)).json, requestId: expect.any(String) } });
    expect((answers![read]!.body as { state: string }).state).toBe('VALID');
    expect(carried(await (await page('/appeal/outra-chave')).text())).toEqual({ '/records/api/public/reports/appeal/outra-chave': { status: 200, body: { state: 'UNKNOWN' }, requestId: expect.any(String) } });
  });

  it("sends a school's accreditation link's page with its answer", async () => {
    const request = (await api(server, '/dev/schools/accreditation-request', { json: {} })).json as { path: string };
    const token = request.path.split('/').pop()!;
    const read = `/educational/api/public/schools/accreditation-requests/${token}`;
    const answers = carried(await (await page(request.path)).text());
    expect(answers).toEqual({ [read]: { status: 200, body: (await api(server, read)).json, requestId: expect.any(String) } });
    expect((answers![read]!.body as { state: string }).state).toBe('VALID');
  });

  it.each(['/register', '/appeal', '/appeal/a/b', '/guardian/consent', '/guardian/consent/a/b', '/home'])('sends %s without answers, cached as every page', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(carried(await response.text())).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('reads nothing for a HEAD of a link page', async () => {
    const before = (await server.database.db.select({ n: count() }).from(guardianLinkLog))[0]!.n;
    const response = await page('/guardian/consent/outra-que-nao-existe', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect((await server.database.db.select({ n: count() }).from(guardianLinkLog))[0]!.n).toBe(before);
  });
});

describe("the answers' block", () => {
  it('keeps any text of an answer inside it: a closing tag in an answer cannot end it', () => {
    const answers: FirstAnswers = { '/x': { status: 200, body: { ruling: '</script><script>alert(1)</script><!--' } } };
    const html = withFirstAnswers('<!doctype html><body><div id="root"></div></body>', answers);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(carried(html)).toEqual(answers);
  });

  it('goes after the root, or at the end of the body of a page without one', () => {
    expect(withFirstAnswers('<body><div id="root"></div><p></p></body>', {})).toMatch(/<div id="root"><\/div><script type="application\/json" id="first-answers">\{\}<\/script><p>/);
    expect(withFirstAnswers('<body><main></main></body>', {})).toMatch(/<main><\/main><script[^>]*>\{\}<\/script><\/body>$/);
  });
});

describe("the server's reads are the pages' own", () => {
  /** The address a page's read asks for, as the app builds it. */
  async function addressOf(read: (http: HttpClient) => Promise<unknown>): Promise<string> {
    let asked = '';
    const http = Object.assign(async (url: string) => {
      asked = url;
      return undefined;
    }, { renewAfter401: async () => undefined }) as unknown as HttpClient;
    await read(http).catch(() => undefined);
    return asked;
  }

  it.each(['demo-consentimento-lara-0001', 'a-b_c', 'çé%'])('for the token %s', async (token) => {
    expect(answeredRead(`/guardian/consent/${token}`)).toBe(await addressOf((http) => fetchConsentLink(http, token)));
    expect(answeredRead(`/appeal/${token}`)).toBe(await addressOf((http) => appealLinkQuery(http, token).queryFn!({} as never) as Promise<unknown>));
    expect(answeredRead(`/school/accreditation/${token}`)).toBe(await addressOf((http) => accreditationLinkQuery(http, token).queryFn!({} as never) as Promise<unknown>));
  });

  it('names one read per page', () => {
    expect(ANSWERED_PAGES).toHaveLength(3);
    expect(answeredRead('/appeal/')).toBeUndefined();
  });
});
