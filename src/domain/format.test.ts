import { describe, expect, it } from 'vitest';
import {
  countdown,
  durationParts,
  formatDayMonth,
  formatDecimal,
  levelProgress,
  maskEmail,
  modeLabel,
  splitPlayId,
  starFills,
  starRatingFromScore,
} from './format';

describe('durationParts gives HH h mm m', () => {
  it.each([
    [0, '00', '00'],
    [5, '00', '05'],
    [60, '01', '00'],
    [95, '01', '35'],
    [600, '10', '00'],
    [6005, '100', '05'],
    [-3, '00', '00'],
    [Number.NaN, '00', '00'],
  ])('%d minutes → %s h %s m', (minutes, hours, mins) => {
    expect(durationParts(minutes)).toEqual({ hours, minutes: mins });
  });
});

describe('modeLabel', () => {
  it.each([
    ['SOLO', 'SOLO'],
    ['SOLO_ROYALE', 'SOLO'],
    ['solo', 'SOLO'],
    ['DUO', 'SQUAD'],
    ['SQUAD', 'SQUAD'],
    ['TEAM_5V5', 'SQUAD'],
    [undefined, 'SQUAD'],
  ])('%s → %s', (mode, label) => {
    expect(modeLabel(mode)).toBe(label);
  });
});

describe('starRatingFromScore (docs/product/journeys.md, Limits)', () => {
  it.each([
    [0, 0],
    [59.99, 0],
    [60, 1],
    [64.99, 1],
    [65, 1.5],
    [74.99, 1.5],
    [75, 2],
    [84.99, 2],
    [85, 2.5],
    [94.99, 2.5],
    [95, 3],
    [100, 3],
    [Number.NaN, 0],
  ])('%d → %d stars', (score, stars) => {
    expect(starRatingFromScore(score)).toBe(stars);
  });

  it.each([
    [0, ['empty', 'empty', 'empty']],
    [0.5, ['half', 'empty', 'empty']],
    [1, ['full', 'empty', 'empty']],
    [1.5, ['full', 'half', 'empty']],
    [2.5, ['full', 'full', 'half']],
    [3, ['full', 'full', 'full']],
    [4, ['full', 'full', 'full']],
    [-1, ['empty', 'empty', 'empty']],
    [1.7, ['full', 'half', 'empty']],
  ])('starFills(%d)', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
  });
});

describe('splitPlayId', () => {
  it.each([
    ['ana#1234', 'ana', '1234'],
    ['ana#b#77', 'ana#b', '77'],
    ['semnumero', 'semnumero', ''],
    ['#9', '', '9'],
  ])('%s', (playId, name, number) => {
    expect(splitPlayId(playId)).toEqual({ name, number });
  });
});

describe('formatDayMonth', () => {
  it.each([
    ['2024-03-05', '05/MAR'],
    ['2024-12-25T19:00:00', '25/DEZ'],
    ['2024-05-01', '01/MAI'],
    ['2024-09-10T19:00:00.000-03:00', '10/SET'],
    // 01:30 in UTC is still the evening before in Brazil.
    ['2024-06-01T01:30:00Z', '31/MAI'],
    ['2024-02-30', ''],
    ['2024-13-01', ''],
    ['not a date', ''],
    ['', ''],
  ])('%s → %s', (iso, text) => {
    expect(formatDayMonth(iso)).toBe(text);
  });
});

describe('countdown', () => {
  it.each([
    [86_401, { kind: 'days', days: 1 }],
    [3 * 86_400 + 5, { kind: 'days', days: 3 }],
  ])('%d s shows days', (seconds, expected) => {
    expect(countdown(seconds)).toEqual(expected);
  });

  it.each([
    [86_400, '24:00:00'],
    [3_661, '01:01:01'],
    [59, '00:00:59'],
    [0, '00:00:00'],
    [-5, '00:00:00'],
  ])('%d s shows %s', (seconds, text) => {
    const value = countdown(seconds);
    expect(value.kind).toBe('clock');
    expect(value.kind === 'clock' && value.text).toBe(text);
  });
});

describe('levelProgress and formatDecimal', () => {
  it.each([
    [50, 200, 25],
    [0, 200, 0],
    [300, 200, 100],
    [10, 0, 0],
  ])('%d of %d → %d%%', (xp, next, percent) => {
    expect(levelProgress(xp, next)).toBe(percent);
  });

  it('uses the decimal comma', () => {
    expect(formatDecimal(12.5, 2)).toBe('12,50');
    expect(formatDecimal(1234.56789, 4)).toBe('1.234,5679');
  });
});

describe('maskEmail', () => {
  it('hides most of an e-mail', () => {
    expect(maskEmail('maria@gmail.com')).toBe('ma•••@gmail.com');
    expect(maskEmail('a@b.com')).toBe('a•••@b.com');
    expect(maskEmail('semarroba')).toBe('se•••');
  });
});
