import { describe, expect, it, test } from 'vitest';
import type { MinorGuardianState } from '@/contract/guardians';
import {
  canResendInvitation,
  comparableName,
  consentStatus,
  isRestricted,
  needsGuardian,
  sameGuardianCpf,
  sameGuardianName,
  type ConsentFacts,
} from './consent';
import { consentNoticeShown } from './notice';

const today = '2026-06-10';
const now = new Date('2026-06-10T15:00:00Z');
const day = 24 * 3600_000;
const facts = (overrides: Partial<ConsentFacts> = {}): ConsentFacts => ({
  role: 'STUDENT',
  birthDate: '2011-01-01',
  today,
  hasLegalRepresentative: true,
  activeLinks: 0,
  links: 0,
  lastRevokedAt: null,
  latest: { createdAt: new Date(now.getTime() - day), expiresAt: new Date(now.getTime() + 6 * day), usedAt: null, outcome: null },
  now,
  ...overrides,
});

describe('consentStatus (docs/product/guardians.md, States)', () => {
  it.each<[string, Partial<ConsentFacts>, string]>([
    ['an adult', { birthDate: '2008-06-10' }, 'NOT_REQUIRED'],
    ['a teacher', { role: 'TEACHER', birthDate: null }, 'NOT_REQUIRED'],
    ['a minor without a legal representative', { hasLegalRepresentative: false }, 'MISSING'],
    ['a minor linked before naming a legal representative', { hasLegalRepresentative: false, activeLinks: 1, links: 1 }, 'CONSENTED'],
    ['an unknown birth date', { birthDate: null, hasLegalRepresentative: false }, 'MISSING'],
    ['a link waiting', {}, 'PENDING'],
    ['a legal representative from before the links', { latest: null }, 'PENDING'],
    ['an active consent', { activeLinks: 1, links: 2, latest: { createdAt: now, expiresAt: now, usedAt: null, outcome: 'REFUSED' } }, 'CONSENTED'],
    ['the latest link refused', { latest: { createdAt: now, expiresAt: new Date(now.getTime() + day), usedAt: now, outcome: 'REFUSED' } }, 'REFUSED'],
    ['the latest link unanswered for 7 days', { latest: { createdAt: new Date(now.getTime() - 7 * day), expiresAt: now, usedAt: null, outcome: null } }, 'EXPIRED'],
    ['every consent withdrawn', { links: 1, lastRevokedAt: new Date(now.getTime() - 1000) }, 'REVOKED'],
    ['withdrawn, then a new link', { links: 1, lastRevokedAt: new Date(now.getTime() - 2 * day) }, 'PENDING'],
    ['withdrawn, then a new link refused', { links: 1, lastRevokedAt: new Date(now.getTime() - 2 * day), latest: { createdAt: new Date(now.getTime() - day), expiresAt: now, usedAt: now, outcome: 'REFUSED' } }, 'REFUSED'],
  ])('%s → %s', (_name, overrides, status) => {
    expect(consentStatus(facts(overrides))).toBe(status);
  });
});

describe('isRestricted and needsGuardian', () => {
  it('restricts students of 16 or under (or of unknown age) without consent, never a 17-year-old', () => {
    expect(isRestricted('STUDENT', '2010-06-11', today, 0)).toBe(true); // 15, 16 tomorrow
    expect(isRestricted('STUDENT', '2009-06-11', today, 0)).toBe(true); // 16
    expect(isRestricted('STUDENT', '2009-06-10', today, 0)).toBe(false); // 17 today
    expect(isRestricted('STUDENT', null, today, 0)).toBe(true);
    expect(isRestricted('STUDENT', '2012-01-01', today, 1)).toBe(false);
    expect(isRestricted('SPONSOR', '2012-01-01', today, 0)).toBe(false);
    expect(needsGuardian('STUDENT', '2008-06-11', today)).toBe(true);
    expect(needsGuardian('STUDENT', '2008-06-10', today)).toBe(false);
  });
});

describe('identity checks', () => {
  it('compares names ignoring case, accents and repeated spaces', () => {
    expect(comparableName('  JOÃO   da  Conceição ')).toBe('joao da conceicao');
    expect(sameGuardianName('lucia   ANDRADE', 'Lúcia', 'Andrade')).toBe(true);
    expect(sameGuardianName('Lúcia', 'Lúcia', 'Andrade')).toBe(false);
    expect(sameGuardianName('Lúcia Andrade Silva', 'Lúcia', 'Andrade')).toBe(false);
  });

  it('compares CPFs by their digits', () => {
    expect(sameGuardianCpf('529.982.247-25', '52998224725')).toBe(true);
    expect(sameGuardianCpf('529.982.247-26', '52998224725')).toBe(false);
  });
});

const state = (over: Partial<MinorGuardianState>): MinorGuardianState => ({
  status: 'PENDING',
  restricted: true,
  invitedEmail: 'ma•••@example.com',
  lastSentAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-27T12:00:00.000Z',
  resendsLeft: 2,
  guardians: [],
  ...over,
});

describe('canResendInvitation', () => {
  test.each([
    ['PENDING', 2, true],
    ['EXPIRED', 1, true],
    ['REFUSED', 1, true],
    ['REVOKED', 3, true],
    ['PENDING', 0, false],
    ['MISSING', 3, false],
    ['CONSENTED', 3, false],
    ['NOT_REQUIRED', 3, false],
  ] as const)('%s with %i left → %s', (status, resendsLeft, expected) => {
    expect(canResendInvitation(state({ status, resendsLeft }))).toBe(expected);
  });
});

test('the notice shows until a guardian consents, and never to those who need none', () => {
  expect(consentNoticeShown(state({ status: 'MISSING' }))).toBe(true);
  expect(consentNoticeShown(state({ status: 'REVOKED' }))).toBe(true);
  expect(consentNoticeShown(state({ status: 'CONSENTED', restricted: false }))).toBe(false);
  expect(consentNoticeShown(state({ status: 'NOT_REQUIRED', restricted: false }))).toBe(false);
});

