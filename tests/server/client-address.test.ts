import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, countedAddress, networkOf } from '../../server/http/client-address';
import type { AppEnv } from '../../server/http/types';

describe('the network a limit counts (docs/operations.md, Public endpoints)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['[2001:db8::1]', '2001:db8::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['', 'unknown'],
    ['não é endereço', 'unknown'],
  ])('%j counts as %j', (raw, network) => {
    expect(networkOf(raw)).toBe(network);
  });
});

/** The address each setting reads for a request from `peer` with that X-Forwarded-For. */
async function seen(trustedProxies: number, forwarded: string | undefined, addressLimits = true) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json({ client: clientAddress(c, trustedProxies), counted: countedAddress(c, { trustedProxies, addressLimits }) }));
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: '::ffff:10.0.0.9' } } } as never);
  return (await response.json()) as { client: string; counted: string | null };
}

describe('where a request came from', () => {
  it('is the connection itself without proxies, whatever the header says', async () => {
    expect((await seen(0, '198.51.100.1')).client).toBe('10.0.0.9');
  });

  it("is read that many entries from the right behind proxies, so a client's own entries are never read", async () => {
    expect((await seen(1, '1.1.1.1, 198.51.100.1')).client).toBe('198.51.100.1');
    expect((await seen(2, '1.1.1.1, 198.51.100.1, 10.0.0.2')).client).toBe('198.51.100.1');
    // Fewer entries than proxies: the leftmost there is; none at all: the connection.
    expect((await seen(3, '198.51.100.1')).client).toBe('198.51.100.1');
    expect((await seen(1, undefined)).client).toBe('10.0.0.9');
  });

  it('counts nowhere when the limits per address are off (the browser tests)', async () => {
    expect(await seen(1, '198.51.100.1', false)).toEqual({ client: '198.51.100.1', counted: null });
    expect((await seen(1, '198.51.100.1')).counted).toBe('198.51.100.1');
  });
});
