import { describe, expect, it } from 'vitest';
import type { AccessTokenClaims } from '@/contract/session';
import { InvalidTokenError, readClaims } from './tokens';

const claims: AccessTokenClaims = {
  iss: 'http://localhost/realms/plataforma',
  sub: '7',
  aud: 'records-api',
  exp: 2_000_000_000,
  iat: 1_900_000_000,
  userId: 7,
  userName: 'joão.ç',
  email: 'joao@example.com',
  firstName: 'João',
  lastName: 'Conceição',
  fullName: 'João Conceição',
  role: 'STUDENT',
  birthDate: '2008-03-01',
  stateId: null,
  stateName: null,
  cityId: null,
  cityName: null,
  isVip: false,
  isVipOnce: 'false',
  firstAccess: true,
  playId: 'joao#1234',
  idInstitution: null,
  schoolLinkStatus: 'NONE',
  permissions: [],
  discordId: null,
  epicAccountId: null,
};

const segment = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${segment({ alg: 'RS256', typ: 'JWT' })}.${segment(payload)}.signature`;

describe('readClaims', () => {
  it('reads the claims of a token, accents included', () => {
    expect(readClaims(token(claims))).toEqual(claims);
  });

  it.each([
    ['not a JWT', 'abc'],
    ['two parts', `${segment({ alg: 'RS256' })}.${segment(claims)}`],
    ['an encrypted token', 'a.b.c.d.e'],
    ['an empty payload', `${segment({ alg: 'RS256' })}..signature`],
    ['a payload that is not JSON', token('{"userId":')],
    ['a payload that is not an object', token('[1, 2]')],
    ['claims outside the contract', token({ ...claims, isVipOnce: true })],
  ])('refuses %s as an Invalid Token', (_, value) => {
    expect(() => readClaims(value)).toThrow(InvalidTokenError);
  });
});
