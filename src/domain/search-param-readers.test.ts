import { describe, expect, it } from 'vitest';
import { readCommonSearch, readFlag, readId, readOneOf, readPage, readText } from './search-param-readers';
import {
  readCallbackSearch,
  readCourseDetailSearch,
  readInvitedFriendsSearch,
  readOauthSearch,
  readProfileScene,
  readRegisterSearch,
  readTournamentDetailSearch,
  readTournamentsSearch,
} from './route-search-schemas';
import { readUtmSearch } from './utm';

describe('readers', () => {
  it.each([
    [3, 3],
    ['3', 3],
    [' 42 ', 42],
    [0, undefined],
    [-1, undefined],
    [1.5, undefined],
    ['1e3', undefined],
    [NaN, undefined],
    [Infinity, undefined],
    ['abc', undefined],
    ['12abc', undefined],
    [2_147_483_648, undefined],
    [null, undefined],
    [{}, undefined],
    [[1], undefined],
  ])('readId(%j) = %j', (input, expected) => expect(readId(input)).toBe(expected));

  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['yes', false],
    [1, false],
    [undefined, false],
  ])('readFlag(%j) = %j', (input, expected) => expect(readFlag(input)).toBe(expected));

  it('readText trims, rejects empty, too long and non-text', () => {
    expect(readText('  a ')).toBe('a');
    expect(readText('   ')).toBeUndefined();
    expect(readText('x'.repeat(600))).toBeUndefined();
    expect(readText({ a: 1 })).toBeUndefined();
    expect(readText(12)).toBe('12');
  });

  it('readPage defaults to 0', () => {
    expect(readPage('2')).toBe(2);
    expect(readPage(0)).toBe(0);
    expect(readPage('-3')).toBe(0);
    expect(readPage('x')).toBe(0);
  });

  it('readOneOf accepts numbers given as text', () => {
    expect(readOneOf('25', [10, 25] as const, 10)).toBe(25);
    expect(readOneOf('26', [10, 25] as const, 10)).toBe(10);
    expect(readOneOf('FORTNITE', ['FORTNITE'] as const)).toBe('FORTNITE');
    expect(readOneOf('fortnite', ['FORTNITE'] as const)).toBeUndefined();
  });
});

describe('route schemas fall back to safe defaults', () => {
  it('tournament detail', () => {
    expect(readTournamentDetailSearch({ id: '7', teamId: 'x', opened: 'true' })).toEqual({ id: 7, opened: true });
    expect(readTournamentDetailSearch({ id: NaN, opened: 'maybe' })).toEqual({});
  });
  it('course detail', () => {
    expect(readCourseDetailSearch({ id: 12 })).toEqual({ id: 12 });
    expect(readCourseDetailSearch({ id: '<script>' })).toEqual({});
  });
  it('register', () => {
    expect(readRegisterSearch({ referrer_id: '15', showActivationCode: true, activationCode: ' ABC ' })).toEqual({
      referrer_id: '15',
      showActivationCode: true,
      activationCode: 'ABC',
    });
    expect(readRegisterSearch({ referrer_id: 'x', showActivationCode: 'no' })).toEqual({});
  });
  it('register as a guardian coming from a consent link, and back to it only on this site', () => {
    expect(readRegisterSearch({ role: 'guardian', redirect: '/guardian/consent/abc' })).toMatchObject({ role: 'guardian', redirect: '/guardian/consent/abc' });
    expect(readRegisterSearch({ role: 'ADMIN', redirect: 'https://evil.example/x' })).toMatchObject({ role: undefined, redirect: undefined });
    expect(readRegisterSearch({ redirect: '//evil.example/x' }).redirect).toBeUndefined();
  });
  it('callback', () => {
    expect(readCallbackSearch({ code: 'c', session_state: 's' })).toEqual({ code: 'c', session_state: 's' });
    expect(readCallbackSearch({ code: 5 })).toEqual({ code: '5' });
  });
  it('tournaments game filter', () => {
    expect(readTournamentsSearch({ game: 'FREE_FIRE' })).toEqual({ game: 'FREE_FIRE' });
    expect(readTournamentsSearch({ game: 'TETRIS' })).toEqual({});
    // The key is there, undefined, so the router's merge cannot bring the raw value back.
    expect(readTournamentsSearch({ game: '<script>' })).toHaveProperty('game', undefined);
    expect({ ...{ game: '<script>' }, ...readTournamentsSearch({ game: '<script>' }) }.game).toBeUndefined();
  });
  it('invited friends paging', () => {
    expect(readInvitedFriendsSearch({})).toEqual({ page: 0, size: 10 });
    expect(readInvitedFriendsSearch({ page: '3', size: '50' })).toEqual({ page: 3, size: 50 });
    expect(readInvitedFriendsSearch({ page: -1, size: 7 })).toEqual({ page: 0, size: 10 });
  });
  it('profile scene', () => {
    expect(readProfileScene('my-clan')).toBe('my-clan');
    expect(readProfileScene('admin')).toBeUndefined();
  });
  it('common search keeps utm and the private-page hooks', () => {
    expect(readCommonSearch({ utm_source: 'ig', force_refresh: 'true', finished_mission: 'q1', other: 1 })).toEqual({
      utm_source: 'ig',
      force_refresh: true,
      finished_mission: 'q1',
    });
    expect(readCommonSearch({ force_refresh: 'nope' })).toEqual({});
  });
  it('common search opens the premium dialog only with a true flag, and keeps its journey only then', () => {
    expect(readCommonSearch({ premium: 'true', premium_journey: '12' })).toEqual({ premium: true, premium_journey: 12 });
    expect(readCommonSearch({ premium: true, premium_journey: 'x<script>' })).toEqual({ premium: true });
    expect(readCommonSearch({ premium: 'yes', premium_journey: 12 })).toEqual({});
    expect(readCommonSearch({ premium: false })).toEqual({});
  });
});

/*
 * The router lays a route's validated search over the params it was given (the raw URL's, at the
 * root). A key a schema drops would let the raw value through, so every schema names every key it
 * owns, undefined when the URL's value is unusable.
 */
describe('route schemas own every key they read, so no raw URL value survives them', () => {
  const hostile = '<img src=x onerror=alert(1)>'.repeat(200);
  const layered = <T extends object>(raw: Record<string, unknown>, read: (s: Record<string, unknown>) => T) => ({ ...raw, ...read(raw) });
  it.each([
    ['register', readRegisterSearch, { referrer_id: hostile, showActivationCode: hostile, activationCode: hostile, role: hostile, redirect: hostile }],
    ['callback', readCallbackSearch, { code: hostile, session_state: hostile, toLms: hostile }],
    ['tournaments', readTournamentsSearch, { game: hostile }],
    ['tournament detail', readTournamentDetailSearch, { id: hostile, teamId: hostile, opened: hostile }],
    ['course detail', readCourseDetailSearch, { id: hostile }],
    ['oauth', readOauthSearch, { state: hostile, code: hostile }],
    ['private pages', readCommonSearch, { force_refresh: hostile, finished_mission: hostile, mission_redirect_to: hostile, premium: true, premium_journey: hostile }],
    ['root (utm)', readUtmSearch, { utm_source: 42, utm_medium: { x: 1 } }],
  ] as const)('%s', (_name, read, raw) => {
    const result = layered(raw as Record<string, unknown>, read as (s: Record<string, unknown>) => object) as Record<string, unknown>;
    for (const key of Object.keys(raw)) {
      if (key === 'premium') continue; // a usable flag: kept as true
      expect(result[key], key).toBeUndefined();
    }
  });
});
