import { describe, expect, it } from 'vitest';
import { ageGateOf, canSubmitActivationCode, isPlausibleActivationCode, needsClanStep, normalizeActivationCode, premiumStateOf, redeemRefusalOf } from './licence';

describe('premiumStateOf (docs/product/premium.md, States)', () => {
  it.each([
    [{ isVip: true, isVipOnce: true }, 'active'],
    [{ isVip: false, isVipOnce: true }, 'expired'],
    [{ isVip: false, isVipOnce: false }, 'none'],
    [null, 'none'],
  ] as const)('%j is %s', (user, state) => expect(premiumStateOf(user)).toBe(state));
});

describe('activation code input', () => {
  it('is trimmed and upper-cased, and may not be sent while empty', () => {
    expect(normalizeActivationCode('  demo-premium-0001 \n')).toBe('DEMO-PREMIUM-0001');
    expect(canSubmitActivationCode('   ')).toBe(false);
    expect(canSubmitActivationCode(' a ')).toBe(true);
  });
  it.each(['<B>X</B>', 'X'.repeat(65), 'CÓDIGO', '🎮', 'A B', ''])('refuses %s before asking the server', (code) => expect(isPlausibleActivationCode(code)).toBe(false));
  it('accepts letters, digits and dashes', () => expect(isPlausibleActivationCode('DEMO-PREMIUM-0001')).toBe(true));
});

describe('ageGateOf (alert at 99; docs/product/premium.md, Limits)', () => {
  it.each([
    [null, 'none'],
    [15, 'none'],
    [98, 'none'],
    [99, 'confirm'],
    [100, 'cutscene'],
  ] as const)('age %s gives %s', (age, gate) => expect(ageGateOf(age)).toBe(gate));
});

describe('needsClanStep (docs/product/premium.md, States)', () => {
  it.each([
    [true, 'INCOMPLETE', false, true],
    [true, 'NONE', false, true],
    [true, 'COMPLETE', false, false],
    [false, 'NONE', true, true],
    [false, 'COMPLETE', true, false],
    [false, 'NONE', false, false],
  ] as const)('VIP %s, link %s, school-linked course %s → %s', (isVip, schoolLinkStatus, courseSchoolLinked, expected) =>
    expect(needsClanStep({ isVip, schoolLinkStatus, courseSchoolLinked })).toBe(expected),
  );
});

describe('redeemRefusalOf (docs/product/premium.md, Roles)', () => {
  const free = { redeemed: false, maxAge: null, requiresCompleteSchoolLink: false };
  const student = { isVip: false, age: 15, schoolLinkStatus: 'NONE' as const };
  it('lets a valid code through', () => expect(redeemRefusalOf(free, student)).toBeNull());
  it('refuses users already premium first', () => expect(redeemRefusalOf(null, { ...student, isVip: true })).toBe('alreadyPremium'));
  it('refuses unknown and used codes alike', () => {
    expect(redeemRefusalOf(null, student)).toBe('notFound');
    expect(redeemRefusalOf({ ...free, redeemed: true }, student)).toBe('notFound');
  });
  it('refuses users beyond the maximum age, and users without a birth date', () => {
    expect(redeemRefusalOf({ ...free, maxAge: 18 }, { ...student, age: 18 })).toBeNull();
    expect(redeemRefusalOf({ ...free, maxAge: 18 }, { ...student, age: 19 })).toBe('userTooOld');
    expect(redeemRefusalOf({ ...free, maxAge: 18 }, { ...student, age: null })).toBe('userTooOld');
  });
  it('keeps school codes for enrolled students', () => {
    const school = { ...free, requiresCompleteSchoolLink: true };
    expect(redeemRefusalOf(school, { ...student, schoolLinkStatus: 'INCOMPLETE' })).toBe('schoolLinkRequired');
    expect(redeemRefusalOf(school, { ...student, schoolLinkStatus: 'COMPLETE' })).toBeNull();
  });
});
