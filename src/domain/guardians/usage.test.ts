import { describe, expect, test } from 'vitest';
import { shortDay, summariseUsage } from './usage';

describe('usage summary (docs/product/guardians.md, Supervision)', () => {
  test('today is the last day; the average counts days without use', () => {
    const days = [
      { day: '2026-11-23', seconds: 0 },
      { day: '2026-11-24', seconds: 3600 },
      { day: '2026-11-25', seconds: 900 },
    ];
    expect(summariseUsage(days)).toEqual({ todaySeconds: 900, averageSeconds: 1500, totalSeconds: 4500, peakSeconds: 3600 });
  });

  test('no days: all zero', () => {
    expect(summariseUsage([])).toEqual({ todaySeconds: 0, averageSeconds: 0, totalSeconds: 0, peakSeconds: 0 });
  });

  test('a day is labelled dd/MM', () => {
    expect(shortDay('2026-03-07')).toBe('07/03');
  });
});
