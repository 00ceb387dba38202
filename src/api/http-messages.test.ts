import { describe, expect, it, vi } from 'vitest';
// Loaded once here, outside the test's time (the messages are some 2,200 modules to transform);
// the test itself takes fresh copies.
import './http';
import '@/domain/messages';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The unit files share their worker's modules: another file may have loaded the table already, so
// this test imports the client and the table afresh. The first import of the generated table
// (every server message) is slow on a busy machine.
/** The client and the table as fresh modules: nothing has asked these for the table yet. */
async function freshClient() {
  vi.resetModules();
  const { createHttpClient } = await import('./http');
  const { ApiError, ContractError } = await import('./errors');
  const { messageTableLoaded, translate } = await import('@/domain/messages');
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/fields')) return json(400, [{ field: 'email', code: 'x', messageKey: 'validation:email.invalid' }]);
    if (url.endsWith('/changed')) return json(200, { messageKey: 'status:changePassword.success' });
    return json(200, { ok: true });
  };
  const http = createHttpClient({
    tokens: { accessToken: () => 't', refresh: async () => {}, end: () => {} },
    tokenServerPrefix: '/realms/',
    fetch: fetch as typeof globalThis.fetch,
  });
  expect(messageTableLoaded()).toBe(false);
  return { http, ApiError, ContractError, messageTableLoaded, translate };
}

describe('the HTTP client and the server-message table', { timeout: 30_000 }, () => {
  it('hands over an error only once the table is there to translate it', async () => {
    const { http, ApiError, messageTableLoaded, translate } = await freshClient();
    const error = (await http('/records/api/fields').catch((e: unknown) => e)) as InstanceType<typeof ApiError>;
    expect(messageTableLoaded()).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(translate(error.problem.fieldErrors[0]!.messageKey)).toBe('Informe um e-mail válido.');
  });

  it('hands over a change’s answer only once the table is there to word it', async () => {
    const { http, messageTableLoaded, translate } = await freshClient();
    const answer = await http<unknown>('/records/api/changed', { method: 'POST', body: {} });
    expect(messageTableLoaded()).toBe(true);
    expect(translate((answer as { messageKey: string }).messageKey)).toBe('Senha alterada com sucesso!');
  });

  it('hands over an answer that breaks its contract only once the table is there', async () => {
    const { http, ContractError, messageTableLoaded } = await freshClient();
    const contract = { is: (_: unknown): _ is never => false, explain: async () => () => ({ success: false as const, errors: [] }) };
    const error = await http('/records/api/read', { contract: contract as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(messageTableLoaded()).toBe(true);
  });

  it('does not fetch the table for a read answered as its contract says', async () => {
    const { http, messageTableLoaded } = await freshClient();
    await expect(http<unknown>('/records/api/read')).resolves.toEqual({ ok: true });
    expect(messageTableLoaded()).toBe(false);
  });
});
