import { describe, expect, test } from 'vitest';
import type { MinorGuardianState } from '@/contract/guardians';
import { canResendInvitation, consentIdentityIssues, consentNoticeShown, formatConsentDay } from './consent';

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

describe('consentIdentityIssues', () => {
  test.each([
    [{ fullName: '', cpf: '' }, ['fullName.required', 'cpf.required']],
    [{ fullName: 'Ana', cpf: '529.982.247-25' }, ['fullName.min']],
    [{ fullName: 'Patrícia Almeida', cpf: '111.111.111-11' }, ['cpf.invalid']],
    [{ fullName: 'Patrícia Almeida', cpf: '529.982.247-25' }, []],
    [{ fullName: 'x'.repeat(112), cpf: '52998224725' }, ['fullName.max']],
  ])('%j → %j', (identity, expected) => {
    expect(consentIdentityIssues(identity).map((i) => `${i.field}.${i.code}`)).toEqual(expected);
  });
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

test('consent days show as dd/MM/yyyy in Brazil, so a late UTC instant stays on the Brazilian day', () => {
  expect(formatConsentDay('2026-12-02T02:30:00.000Z')).toBe('01/12/2026');
  expect(formatConsentDay('2026-12-02T12:00:00.000Z')).toBe('02/12/2026');
  expect(formatConsentDay('não é data')).toBe('');
  expect(formatConsentDay(null)).toBe('');
});
