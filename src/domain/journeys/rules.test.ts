import { describe, expect, it } from 'vitest';
import {
  chapterCompletion,
  chapterGate,
  chapterStars,
  courseEntryTarget,
  finishedCampaigns,
  formatDuration,
  formatRankingMp,
  formatStars,
  isCampaignLocked,
  journeyPoints,
  lastAvailableCampaignIndex,
  premiumWindowState,
  missionMarks,
  subscribeAction,
  type ChapterStatus,
} from './rules';

describe('chapter stars (docs/product/journeys.md, Limits)', () => {
  it.each<[number | null, number, string]>([
    [null, 0, '0'],
    [0, 0, '0'],
    [59.99, 0, '0'],
    [60, 1, '1'],
    [64.99, 1, '1'],
    [65, 1.5, '1,5'],
    [74.99, 1.5, '1,5'],
    [75, 2, '2'],
    [84.99, 2, '2'],
    [85, 2.5, '2,5'],
    [94.99, 2.5, '2,5'],
    [95, 3, '3'],
    [100, 3, '3'],
    [Number.NaN, 0, '0'],
  ])('score %s gives %s stars, written %s', (score, stars, written) => {
    expect(chapterStars(score)).toBe(stars);
    expect(formatStars(chapterStars(score))).toBe(written);
  });
});

describe('duration', () => {
  it.each<[number, string]>([
    [0, '00 h 00 m'],
    [59, '00 h 59 m'],
    [60, '01 h 00 m'],
    [95, '01 h 35 m'],
    [6000, '100 h 00 m'],
    [-5, '00 h 00 m'],
    [Number.NaN, '00 h 00 m'],
  ])('%s minutes is %s', (minutes, text) => expect(formatDuration(minutes)).toBe(text));
});

const campaign = (...statuses: ChapterStatus[]) => ({ target: `/t/${statuses.join('-')}`, chapters: statuses.map((status) => ({ status })) });

describe('campaign locking (docs/product/journeys.md, States)', () => {
  it.each<[string, ReturnType<typeof campaign>[], number, number]>([
    ['no campaign', [], 0, 0],
    ['nothing completed', [campaign('SUBSCRIBED'), campaign('LOCKED')], 0, 0],
    ['the first completed', [campaign('COMPLETED', 'COMPLETED'), campaign('SUBSCRIBED'), campaign('LOCKED')], 1, 1],
    ['a partly completed first', [campaign('COMPLETED', 'SUBSCRIBED'), campaign('LOCKED')], 0, 0],
    ['every one completed', [campaign('COMPLETED'), campaign('COMPLETED')], 1, 2],
    ['a completed one after a gap', [campaign('SUBSCRIBED'), campaign('COMPLETED'), campaign('LOCKED')], 2, 1],
    ['an empty campaign', [campaign(), campaign('SUBSCRIBED')], 0, 0],
  ])('%s: last available %s, finished %s', (_name, campaigns, last, done) => {
    expect(lastAvailableCampaignIndex(campaigns)).toBe(last);
    expect(finishedCampaigns(campaigns)).toBe(done);
    campaigns.forEach((_c, index) => expect(isCampaignLocked(campaigns, index)).toBe(index > last));
  });

  it('a subscribed course opens at the last available campaign, else the course target', () => {
    expect(courseEntryTarget({ target: '/course' }, [])).toBe('/course');
    expect(courseEntryTarget({ target: '/course' }, [campaign('COMPLETED'), campaign('SUBSCRIBED')])).toBe('/t/SUBSCRIBED');
    expect(courseEntryTarget({ target: '/course' }, [{ target: '', chapters: [] }])).toBe('/course');
  });
});

describe('subscribe click (docs/product/journeys.md, States)', () => {
  it.each<[string, 'FREE' | 'PREMIUM' | 'SCHOOL_LINKED', 'open' | 'SUBSCRIBED', boolean, string]>([
    ['premium, not VIP', 'PREMIUM', 'open', false, 'premium'],
    ['school-linked, not VIP', 'SCHOOL_LINKED', 'open', false, 'premium'],
    ['premium subscribed, VIP gone', 'PREMIUM', 'SUBSCRIBED', false, 'premium'],
    ['premium, VIP, open', 'PREMIUM', 'open', true, 'subscribe'],
    ['free, open', 'FREE', 'open', false, 'subscribe'],
    ['free, subscribed', 'FREE', 'SUBSCRIBED', false, 'open'],
    ['premium, VIP, subscribed', 'PREMIUM', 'SUBSCRIBED', true, 'open'],
  ])('%s → %s', (_name, monetizationType, status, isVip, action) => {
    expect(subscribeAction({ monetizationType, status }, isVip)).toBe(action);
  });
});

describe('chapter gate (docs/product/journeys.md, States)', () => {
  it.each<[ChapterStatus, boolean, boolean, boolean, string]>([
    ['SUBSCRIBED', false, false, false, 'open'],
    ['COMPLETED', false, false, false, 'open'],
    ['NOT_SUBSCRIBED', false, false, false, 'locked'],
    ['LOCKED', false, false, true, 'locked'],
    ['UNAVAILABLE', false, false, true, 'locked'],
    ['SUBSCRIBED', true, false, true, 'locked'],
    ['SUBSCRIBED', true, true, false, 'locked'],
    ['SUBSCRIBED', false, true, false, 'premium'],
    ['SUBSCRIBED', false, true, true, 'open'],
  ])('%s, campaign locked %s, premium %s, VIP %s → %s', (chapterStatus, campaignLocked, requiresPremium, isVip, gate) => {
    expect(chapterGate({ chapterStatus, campaignLocked, requiresPremium, isVip })).toBe(gate);
  });
});

describe('weekly missions', () => {
  it.each<[number, string, string]>([
    [0, '----', 'none'],
    [1, 'I---', 'partial'],
    [3, 'IIIIII-', 'partial'],
    [4, 'IIIIIIIV', 'complete'],
    [9, 'IIIIIIIV', 'complete'],
    [-1, '----', 'none'],
  ])('%s done', (done, marks, completion) => {
    expect(
      missionMarks(done)
        .map((mark) => (mark.done ? mark.numeral : '-'))
        .join(''),
    ).toBe(marks);
    expect(chapterCompletion(done)).toBe(completion);
  });
});

describe('journey points (docs/product/journeys.md, Limits)', () => {
  it('takes XP as experience and sums every other key as MatchPoints to 2 decimals', () => {
    expect(
      journeyPoints([
        { key: 'XP', value: 120 },
        { key: 'DIGITAL_FLUENCY', value: 1.005 },
        { key: 'ANALYTICAL_THINKING', value: 2.333 },
      ]),
    ).toEqual({
      experience: 120,
      matchPoints: 3.34,
      skills: [
        { key: 'DIGITAL_FLUENCY', value: 1.01 },
        { key: 'ANALYTICAL_THINKING', value: 2.33 },
      ],
    });
    expect(journeyPoints([])).toEqual({ experience: 0, matchPoints: 0, skills: [] });
    expect(journeyPoints([{ key: 'X', value: Number.NaN }]).matchPoints).toBe(0);
  });

  it.each<[number, string]>([
    [0, '0,0000'],
    [12.5, '12,5000'],
    [1234.56789, '1.234,5679'],
    [Number.POSITIVE_INFINITY, '0,0000'],
  ])('ranking MP %s is written %s', (mp, text) => expect(formatRankingMp(mp)).toBe(text));
});

describe('premium subscription window (2023-01-01 to 2023-12-31, Brazil time)', () => {
  it.each<[string, string, number]>([
    ['2022-12-31T23:59:59-03:00', 'before', 1],
    ['2023-01-01T00:00:00-03:00', 'open', 365 * 86_400 - 1],
    ['2023-12-31T23:59:58-03:00', 'open', 1],
    ['2024-01-01T00:00:00-03:00', 'after', 0],
  ])('%s is %s', (now, phase, secondsLeft) => {
    expect(premiumWindowState(new Date(now))).toEqual({ phase, secondsLeft });
  });
});
