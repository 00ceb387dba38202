import type { Context } from 'hono';
import { isIPv4, isIPv6 } from 'node:net';
import type { AppEnv } from './types';

/** An IPv6 address written out in its eight groups. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An IPv4 tail (::ffff:1.2.3.4) is two groups.
  const last = right.length > 0 ? right[right.length - 1]! : left[left.length - 1];
  if (last && isIPv4(last)) {
    const parts = last.split('.').map(Number);
    const groups = [((parts[0]! << 8) | parts[1]!).toString(16), ((parts[2]! << 8) | parts[3]!).toString(16)];
    if (right.length > 0) right.splice(right.length - 1, 1, ...groups);
    else left.splice(left.length - 1, 1, ...groups);
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The address a limit counts: an IPv4 address as it is (also when written as ::ffff:a.b.c.d), an
 * IPv6 address by its /64 network, since one home or phone gets a whole /64 to pick from.
 */
export function limitedAddress(raw: string): string {
  const address = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
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
    if (forwarded.length > 0) return limitedAddress(forwarded[Math.max(0, forwarded.length - trustedProxies)]!);
  }
  return limitedAddress(peer);
}
