import { describe, expect, it } from 'vitest';
import { discordAuthorizationUrl, encodeDiscordState, readDiscordReturn, returnAddressOf, returnDestinationOf } from './discord-oauth';

const nonce = 'abcdefghijklmnopqrstuv';

describe('Discord OAuth state and return (docs/product/game-accounts.md, States)', () => {
  it('builds the authorization request with scope identify and the state', () => {
    const url = new URL(discordAuthorizationUrl({ authorizeUrl: '/dev/stand-ins/discord/oauth2/authorize', clientId: 'cid', redirectUri: 'https://app.example/oauth/discord', state: 's.t' }, 'https://app.example'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', client_id: 'cid', scope: 'identify', redirect_uri: 'https://app.example/oauth/discord', state: 's.t', prompt: 'consent' });
  });

  it('carries a same-origin return address, and never an off-site one', () => {
    expect(returnAddressOf(encodeDiscordState(nonce, '/tournaments/detail?id=4&opened=true'))).toBe('/tournaments/detail?id=4&opened=true');
    expect(returnAddressOf(encodeDiscordState(nonce, 'https://evil.example/'))).toBe('/home');
    expect(returnAddressOf(`${nonce}.${btoa('//evil.example').replace(/=+$/, '')}`)).toBeNull();
    expect(returnAddressOf('short.L2hvbWU')).toBeNull();
    expect(returnAddressOf(`${nonce}.@@@`)).toBeNull();
    expect(returnAddressOf(undefined)).toBeNull();
  });

  it.each([
    ['the stored state and a code', { code: 'c', state: 'S' }, 'S', 'code'],
    ['Discord’s access_denied', { error: 'access_denied', state: 'S' }, 'S', 'cancelled'],
    ['a state this tab never stored', { code: 'c', state: 'S' }, null, 'refused'],
    ['a different state', { code: 'c', state: 'X' }, 'S', 'refused'],
    ['no code and no error', { state: 'S' }, 'S', 'refused'],
  ])('%s → %s', (_name, params, stored, kind) => {
    const state = encodeDiscordState(nonce, '/profile/accounts-link');
    const swap = (value: string | null | undefined) => (value === 'S' ? state : value);
    const read = readDiscordReturn({ ...params, state: swap(params.state) ?? undefined }, swap(stored) ?? null);
    expect(read.kind).toBe(kind);
    if (read.kind !== 'refused') expect(read.returnTo).toBe('/profile/accounts-link');
  });
});

describe('where the flow goes once a return is over', () => {
  it.each([
    ['a code', { kind: 'code', code: 'abc', returnTo: '/tournaments/detail?id=7' } as const, '/tournaments/detail?id=7'],
    ['a cancellation', { kind: 'cancelled', returnTo: '/profile/accounts-link' } as const, '/profile/accounts-link'],
    ['a refused return', { kind: 'refused' } as const, '/home'],
    ['no return at all (the profile scene)', null, '/home'],
  ])('%s', (_, returned, address) => {
    expect(returnDestinationOf(returned)).toBe(address);
  });
});
