import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('notification badge text', () => {
  it.each([
    [0, null],
    [-3, null],
    [NaN, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%s → %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});
