/**
 * Where a row of cards can rest: one stop per card (the card at the row's start edge), the last
 * stops folded into the end of the scroll range when the final cards fit together. Pure numbers,
 * so the row measures its cards once per layout change and everything else is arithmetic.
 */

/** The scroll positions the row stops at, from each card's start offset and the furthest scroll. */
export function stopsFor(cardStarts: readonly number[], maxScroll: number): number[] {
  const first = cardStarts[0];
  if (first === undefined || maxScroll <= 1) return [0];
  const stops: number[] = [];
  for (const start of cardStarts) {
    const stop = Math.min(Math.max(start - first, 0), maxScroll);
    const last = stops[stops.length - 1];
    if (last === undefined || stop - last > 1) stops.push(stop);
  }
  return stops;
}

/** The stop nearest to a scroll position. */
export function nearestStop(stops: readonly number[], scroll: number): number {
  let nearest = 0;
  stops.forEach((stop, index) => {
    if (Math.abs(stop - scroll) < Math.abs((stops[nearest] ?? 0) - scroll)) nearest = index;
  });
  return nearest;
}

/** The last stop at or before a card's start: the stop that shows that card. */
export function stopShowing(stops: readonly number[], cardOffset: number): number {
  return stops.reduce((found, stop, index) => (stop <= cardOffset + 1 ? index : found), 0);
}

/** The stop a drag released at `scroll` settles on: past a quarter of the way, the next one in its direction. */
export function stopAfterDrag(stops: readonly number[], scroll: number, towardsEnd: boolean): number {
  const from = nearestStop(stops, scroll);
  const here = stops[from] ?? 0;
  if (towardsEnd && scroll > here && from < stops.length - 1) {
    const next = stops[from + 1] ?? here;
    return scroll - here > (next - here) / 4 ? from + 1 : from;
  }
  if (!towardsEnd && scroll < here && from > 0) {
    const previous = stops[from - 1] ?? here;
    return here - scroll > (here - previous) / 4 ? from - 1 : from;
  }
  return from;
}
