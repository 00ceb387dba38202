import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http';
import { ApiError } from './errors';
import { messageTableLoaded, translate } from '@/domain/messages';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the HTTP client and the server-message table', () => {
  it('hands over an answer or an error only once the table is there to translate it', async () => {
    const fetch = async (input: RequestInfo | URL) =>
      String(input).endsWith('/fields') ? json(400, [{ field: 'email', code: 'x', messageKey: 'validation:email.invalid' }]) : json(200, { ok: true });
    const http = createHttpClient({
      tokens: { accessToken: () => 't', refresh: async () => {}, end: () => {} },
      tokenServerPrefix: '/realms/',
      fetch: fetch as typeof globalThis.fetch,
    });
    // Nothing in this file has asked for the table before this request.
    expect(messageTableLoaded()).toBe(false);
    const error = (await http('/records/api/fields').catch((e: unknown) => e)) as ApiError;
    expect(messageTableLoaded()).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(translate(error.problem.fieldErrors[0]!.messageKey)).toBe('Informe um e-mail válido.');
  });
});
