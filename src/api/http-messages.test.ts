import { describe, expect, it, vi } from 'vitest';
// Loaded once here, outside the test's time (the messages are some 2,200 modules to transform);
// the test itself takes fresh copies.
import './http';
import '@/domain/messages';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The unit files share their worker's modules: another file may have loaded the table already, so
// this test imports the client and the table afresh. The first import of the generated table
// (every server message) is slow on a busy machine.
describe('the HTTP client and the server-message table', { timeout: 30_000 }, () => {
  it('hands over an answer or an error only once the table is there to translate it', async () => {
    vi.resetModules();
    const { createHttpClient } = await import('./http');
    const { ApiError } = await import('./errors');
    const { messageTableLoaded, translate } = await import('@/domain/messages');
    const fetch = async (input: RequestInfo | URL) =>
      String(input).endsWith('/fields') ? json(400, [{ field: 'email', code: 'x', messageKey: 'validation:email.invalid' }]) : json(200, { ok: true });
    const http = createHttpClient({
      tokens: { accessToken: () => 't', refresh: async () => {}, end: () => {} },
      tokenServerPrefix: '/realms/',
      fetch: fetch as typeof globalThis.fetch,
    });
    // Nothing has asked the fresh modules for the table before this request.
    expect(messageTableLoaded()).toBe(false);
    const error = (await http('/records/api/fields').catch((e: unknown) => e)) as InstanceType<typeof ApiError>;
    expect(messageTableLoaded()).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(translate(error.problem.fieldErrors[0]!.messageKey)).toBe('Informe um e-mail válido.');
  });
});
