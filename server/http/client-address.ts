import type { Context } from 'hono';
import { Address6 } from 'ip-address';
import { isIPv4, isIPv6 } from 'node:net';
import type { ServerConfig } from '../config';
import type { AppEnv } from './types';

/**
 * The network a limit counts for an address: an IPv4 address as it is (also when written as
 * ::ffff:a.b.c.d), an IPv6 address by its /64, since one home or phone gets a whole /64 to pick
 * from. Anything else is `unknown`, counted as one.
 */
export function networkOf(raw: string): string {
  const address = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${new Address6(`${address}/64`).startAddress().correctForm()}/64`;
  return 'unknown';
}

/**
 * Where a request came from. With `trustedProxies` proxies in front (TRUST_PROXY), each appended
 * the address it saw to X-Forwarded-For, so the client is that many entries from the right; what a
 * client writes there itself sits further left and is never read. Without proxies, the socket's
 * peer is the client and the header is ignored.
 */
export function clientAddress(c: Context<AppEnv>, trustedProxies: number): string {
  const peer = c.env?.incoming?.socket?.remoteAddress ?? '';
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (forwarded.length > 0) return networkOf(forwarded[Math.max(0, forwarded.length - trustedProxies)]!);
  }
  return networkOf(peer);
}

/**
 * The network the limits per address count this request against (docs/operations.md, Public
 * endpoints), or null where they do not apply: the browser tests (E2E=1), whose every request
 * comes from one machine.
 */
export const countedAddress = (c: Context<AppEnv>, config: Pick<ServerConfig, 'addressLimits' | 'trustedProxies'>): string | null =>
  config.addressLimits === false ? null : clientAddress(c, config.trustedProxies ?? 0);
