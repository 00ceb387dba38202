import { describe, expect, it } from 'vitest';
import {
  brazilDayOf,
  checkDailyLimit,
  DAILY_LIMIT_CHOICES,
  defaultControls,
  isAdultContact,
  isDailyLimit,
  last30Days,
  limitReached,
  mayBeSupervised,
  nextBrazilMidnight,
  remainingSeconds,
  splitMinutes,
  startOfBrazilDay,
} from './supervision';

const today = '2026-06-10';

describe('defaultControls (docs/product/guardians.md, Supervision)', () => {
  it.each<[string, string, string | null, boolean]>([
    ['a student of 14', 'STUDENT', '2012-01-01', true],
    ['a student of 16', 'STUDENT', '2010-01-01', true],
    ['a student of unknown age', 'STUDENT', null, true],
    ['a student of 17', 'STUDENT', '2009-01-01', false],
    ['a student who turns 17 today', 'STUDENT', '2009-06-10', false],
    ['a student who turns 17 tomorrow', 'STUDENT', '2009-06-11', true],
    ['an adult', 'STUDENT', '2000-01-01', false],
    ['a teacher', 'TEACHER', null, false],
  ])('%s: purchases blocked %s, never a daily limit', (_name, role, birthDate, blocked) => {
    expect(defaultControls(role, birthDate, today)).toEqual({ dailyLimitMinutes: null, purchasesBlocked: blocked, showRealName: false });
  });
});

describe('the daily limit', () => {
  it('offers choices the server takes', () => {
    expect(DAILY_LIMIT_CHOICES).toEqual([30, 45, 60, 90, 120, 180, 240]);
    for (const choice of DAILY_LIMIT_CHOICES) expect(isDailyLimit(choice)).toBe(true);
  });

  it.each<[unknown, boolean]>([
    [null, true],
    [15, true],
    [600, true],
    [135, true],
    [0, false],
    [14, false],
    [20, false],
    [605, false],
    [615, false],
    [-15, false],
    [30.5, false],
    ['30', false],
    [undefined, false],
    [true, false],
  ])('takes %j: %s', (value, ok) => {
    expect(isDailyLimit(value)).toBe(ok);
  });

  it('is required as a field, and invalid when not a limit', () => {
    expect(checkDailyLimit(undefined)).toEqual({ code: 'required' });
    expect(checkDailyLimit('x')).toEqual({ code: 'invalid' });
    expect(checkDailyLimit(null)).toBeNull();
    expect(checkDailyLimit(90)).toBeNull();
  });

  it('leaves the seconds not yet used, 0 once reached, null without a limit', () => {
    expect(remainingSeconds(null, 5000)).toBeNull();
    expect(remainingSeconds(60, 0)).toBe(3600);
    expect(remainingSeconds(60, 3420)).toBe(180);
    expect(remainingSeconds(60, 3600)).toBe(0);
    expect(remainingSeconds(60, 9000)).toBe(0);
    expect(limitReached(60, 3600)).toBe(true);
    expect(limitReached(60, 3599)).toBe(false);
    expect(limitReached(null, 99_999)).toBe(false);
  });

  it('splits minutes into hours and minutes', () => {
    expect(splitMinutes(30)).toEqual({ hours: 0, minutes: 30 });
    expect(splitMinutes(60)).toEqual({ hours: 1, minutes: 0 });
    expect(splitMinutes(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitMinutes(600)).toEqual({ hours: 10, minutes: 0 });
  });
});

describe('Brazil’s day', () => {
  it('starts at 03:00 UTC and turns at the next midnight in São Paulo', () => {
    expect(brazilDayOf(new Date('2026-06-10T02:59:59Z'))).toBe('2026-06-09');
    expect(brazilDayOf(new Date('2026-06-10T03:00:00Z'))).toBe('2026-06-10');
    expect(startOfBrazilDay(new Date('2026-06-10T15:00:00Z')).toISOString()).toBe('2026-06-10T03:00:00.000Z');
    expect(startOfBrazilDay(new Date('2026-06-10T01:00:00Z')).toISOString()).toBe('2026-06-09T03:00:00.000Z');
    expect(nextBrazilMidnight(new Date('2026-06-10T15:00:00Z'))).toBe('2026-06-11T03:00:00.000Z');
    expect(nextBrazilMidnight(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01T03:00:00.000Z');
  });

  it('lists the last 30 days oldest first, today last, across months and leap days', () => {
    const days = last30Days('2024-03-10');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2024-02-10');
    expect(days).toContain('2024-02-29');
    expect(days.at(-1)).toBe('2024-03-10');
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(30);
  });
});

describe('mayBeSupervised', () => {
  // Noon of 2026-06-10 in UTC: 09:00 in São Paulo, the same day in every zone of Brazil.
  const now = new Date('2026-06-10T12:00:00Z');
  it.each<[string, string, string | null | undefined, boolean]>([
    ['a student of 17', 'STUDENT', '2008-06-12', true],
    ['a student of unknown age', 'STUDENT', null, true],
    ['a student whose token names no birth date', 'STUDENT', undefined, true],
    ['a student of 18 today, within the day to spare', 'STUDENT', '2008-06-10', true],
    ['a student of 18 since yesterday', 'STUDENT', '2008-06-09', false],
    ['a student of 19', 'STUDENT', '2007-01-01T00:00:00', false],
    ['a teacher', 'TEACHER', '2010-01-01', false],
    ['a guardian', 'SPONSOR', null, false],
  ])('%s: %s', (_name, role, birthDate, watched) => {
    expect(mayBeSupervised(role, birthDate, now)).toBe(watched);
  });

  it('never takes a minor for an adult, whatever the day', () => {
    for (let day = 0; day < 800; day += 1) {
      const at = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000 + 13 * 3_600_000);
      const todayInBrazil = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
      const [y, m, d] = todayInBrazil.split('-').map(Number) as [number, number, number];
      // Born 18 years ago tomorrow: still 17 in Brazil today.
      const birth = new Date(Date.UTC(y - 18, m - 1, d + 1)).toISOString().slice(0, 10);
      expect(mayBeSupervised('STUDENT', birth, at)).toBe(true);
    }
  });
});

describe('isAdultContact', () => {
  it.each<[string, string, string | null, boolean]>([
    ['a student of 18', 'STUDENT', '2008-06-10', true],
    ['a student of 17', 'STUDENT', '2008-06-11', false],
    ['a student of unknown age', 'STUDENT', null, false],
    ['a teacher', 'TEACHER', null, true],
    ['a director', 'COORDINATOR', '1980-01-01', true],
    ['a guardian', 'SPONSOR', '1980-01-01', true],
  ])('%s: %s', (_name, role, birthDate, adult) => {
    expect(isAdultContact(role, birthDate, today)).toBe(adult);
  });
});
