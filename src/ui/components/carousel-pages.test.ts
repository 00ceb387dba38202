import { describe, expect, it } from 'vitest';
import { nearestStop, stopAfterDrag, stopShowing, stopsFor } from './carousel-pages';

// Cards 300 px wide, 16 px apart, after the row's 4 px inner padding.
const starts = (count: number) => Array.from({ length: count }, (_, index) => 4 + index * 316);

describe('stopsFor', () => {
  it('gives one stop per card until the last cards fit together at the end of the range', () => {
    // Ten cards in a 1,000 px row: 3,156 px of cards and padding, 2,164 px of scroll.
    const stops = stopsFor(starts(10), 2164);
    expect(stops).toEqual([0, 316, 632, 948, 1264, 1580, 1896, 2164]);
  });

  it('gives a single stop when everything fits or there is nothing to show', () => {
    expect(stopsFor(starts(3), 0)).toEqual([0]);
    expect(stopsFor(starts(3), 0.5)).toEqual([0]);
    expect(stopsFor([], 500)).toEqual([0]);
  });

  it('keeps stops that differ by a pixel or less as one', () => {
    expect(stopsFor([4, 4.6, 320], 400)).toEqual([0, 316]);
  });
});

describe('nearestStop', () => {
  const stops = [0, 316, 632, 900];
  it('picks the closest stop, the earlier one on a tie', () => {
    expect(nearestStop(stops, 0)).toBe(0);
    expect(nearestStop(stops, 150)).toBe(0);
    expect(nearestStop(stops, 158)).toBe(0);
    expect(nearestStop(stops, 170)).toBe(1);
    expect(nearestStop(stops, 5000)).toBe(3);
  });
});

describe('stopShowing', () => {
  const stops = [0, 316, 632, 900];
  it('is the last stop at or before the card, so the card is in view there', () => {
    expect(stopShowing(stops, 0)).toBe(0);
    expect(stopShowing(stops, 316)).toBe(1);
    expect(stopShowing(stops, 400)).toBe(1);
    // A card past the end of the range shows at the last stop.
    expect(stopShowing(stops, 1300)).toBe(3);
  });
});

describe('stopAfterDrag', () => {
  const stops = [0, 300, 600];
  it('moves on once a drag passes a quarter of the way, in the drag direction', () => {
    expect(stopAfterDrag(stops, 60, true)).toBe(0);
    expect(stopAfterDrag(stops, 80, true)).toBe(1);
    expect(stopAfterDrag(stops, 240, false)).toBe(1);
    expect(stopAfterDrag(stops, 220, false)).toBe(0);
  });

  it('settles on the nearest stop past the middle, and never leaves the range', () => {
    expect(stopAfterDrag(stops, 450 + 1, true)).toBe(2);
    expect(stopAfterDrag(stops, 700, true)).toBe(2);
    expect(stopAfterDrag(stops, -40, false)).toBe(0);
  });
});
