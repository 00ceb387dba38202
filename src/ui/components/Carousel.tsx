import { Children, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { sva } from 'styled-system/css';
import { flushSync } from 'react-dom';
import { m } from '@/paraglide/messages';
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';
import { nearestStop, stopAfterDrag, stopShowing, stopsFor } from './carousel-pages';

const styles = sva({
  slots: ['root', 'header', 'title', 'controls', 'trigger', 'viewport', 'item', 'indicators', 'indicator', 'progress'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', width: '100%', minWidth: 0 },
    header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' },
    title: { textStyle: 'sectionTitle', color: 'fg.default' },
    controls: { display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 },
    trigger: {
      display: 'grid',
      placeItems: 'center',
      w: '11',
      h: '11',
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'accent.default',
      color: 'accent.default',
      bg: 'bg.surface',
      cursor: 'pointer',
      _hover: { bg: 'accent.subtle' },
      _disabled: { opacity: 0.35, cursor: 'not-allowed', _hover: { bg: 'bg.surface' } },
    },
    viewport: {
      position: 'relative',
      display: 'flex',
      overflowX: 'auto',
      overflowY: 'hidden',
      overscrollBehaviorX: 'contain',
      scrollSnapType: 'x mandatory',
      // Room for the cards' hover lift and shadow inside the scroll box; the stops leave it out.
      py: '2',
      px: '1',
      scrollPaddingInline: '1',
      scrollBehavior: 'smooth',
      scrollbarWidth: 'none',
      _motionReduce: { scrollBehavior: 'auto' },
      '&::-webkit-scrollbar': { display: 'none' },
      '&[data-dragging]': { scrollSnapType: 'none', scrollBehavior: 'auto', cursor: 'grabbing', userSelect: 'none' },
    },
    item: { display: 'flex', position: 'relative', flex: '0 0 auto', maxWidth: '100%', scrollSnapAlign: 'start' },
    indicators: { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: '0' },
    indicator: {
      display: 'grid',
      placeItems: 'center',
      w: '6',
      h: '6',
      minW: 'touchTarget',
      minH: 'touchTarget',
      cursor: 'pointer',
      bg: 'transparent',
      border: 'none',
      borderRadius: 'full',
      _before: {
        content: '""',
        w: '2.5',
        h: '2.5',
        borderRadius: 'full',
        bg: 'border.strong',
        transition: 'width 150ms, background 150ms',
      },
      '&[data-current]::before': { bg: 'accent.default', w: '5' },
    },
    progress: { textAlign: 'center', color: 'fg.muted', fontSize: 'sm', fontWeight: '600', fontVariantNumeric: 'tabular-nums' },
  },
})();

/** Above this many stops the dots give way to 'Item n de N'. */
const MAX_DOTS = 10;
/** Share of a card that must be inside the row for it to count as shown (and leave the tab order). */
const IN_VIEW = 0.6;
/** A mouse that moves less than this between press and release clicked rather than dragged. */
const DRAG_SLOP = 5;

export interface CarouselProps {
  /** Heading of the row and the carousel's accessible name. */
  title: string;
  children: ReactNode;
  /** Gap between items in px. */
  spacing?: number;
  /** The item shown first (scrolled into view without animation, until the person takes over): the selected one. */
  startIndex?: number;
}

/**
 * Which of the row's cards are shown, from one intersection observer: cards out of view leave the
 * tab order. Null until its first report: until then no card is taken out, so the row never has
 * nothing to reach by keyboard (a scroll box without focusable content fails WCAG's keyboard rule).
 */
function useCardsInView(viewport: RefObject<HTMLDivElement | null>, count: number): ReadonlySet<number> | null {
  const [shown, setShown] = useState<ReadonlySet<number> | null>(null);
  useEffect(() => {
    const row = viewport.current;
    if (!row || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        setShown((before) => {
          const after = new Set(before);
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.index);
            if (entry.isIntersecting && entry.intersectionRatio >= IN_VIEW) after.add(index);
            else after.delete(index);
          }
          return before && after.size === before.size && [...after].every((index) => before.has(index)) ? before : after;
        });
      },
      { root: row, threshold: IN_VIEW },
    );
    for (const card of row.children) observer.observe(card);
    return () => observer.disconnect();
  }, [viewport, count]);
  return shown;
}

/**
 * A horizontal row of cards with previous/next buttons, native swipe and scroll snapping, mouse
 * drag, and for a few stops, dots that follow the arrow keys. Works for 1 item as for 50.
 *
 * The row measures its cards once per layout change (one resize observer for the row and its
 * cards, read when the browser has laid them out) and keeps the stops as numbers; see
 * docs/decisions.md, A carousel that measures once.
 */
export function Carousel({ title, children, spacing = 16, startIndex }: CarouselProps) {
  const items = Children.toArray(children);
  const count = items.length;
  const rowId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const [stops, setStops] = useState<readonly number[]>([0]);
  const [stop, setStop] = useState(0);
  const [dragging, setDragging] = useState(false);
  // After the row grows wider it may have fewer stops than the one it was at: the last one then.
  const atStop = Math.min(stop, stops.length - 1);
  const shown = useCardsInView(viewport, count);
  // The stop a button, dot or drag asked for, while the row scrolls there: scroll events on the way do not move the dots back.
  const heading = useRef<number | null>(null);
  // Once the person scrolls, drags, touches or uses a key in the row, the start item no longer pulls the row back.
  const touched = useRef(false);
  const dragged = useRef(false);

  /** Scrolls to a stop the person asked for (a button, a dot, the end of a drag). */
  const scrollToStop = useCallback(
    (index: number) => {
      const row = viewport.current;
      const target = stops[index];
      if (!row || target === undefined) return;
      touched.current = true;
      setStop(index);
      if (Math.abs(row.scrollLeft - target) <= 1) {
        heading.current = null;
        return;
      }
      heading.current = index;
      row.scrollTo({ left: target });
    },
    [stops],
  );

  // The stops, measured when the row or a card changes size (fonts, pictures, the window).
  useLayoutEffect(() => {
    const row = viewport.current;
    if (!row) return;
    const measure = () => {
      const cards = Array.from(row.children) as HTMLElement[];
      const next = stopsFor(
        cards.map((card) => card.offsetLeft),
        row.scrollWidth - row.clientWidth,
      );
      setStops((before) => (before.length === next.length && before.every((value, index) => value === next[index]) ? before : next));
      if (startIndex !== undefined && !touched.current) {
        const card = cards[startIndex];
        const first = cards[0];
        if (card && first) {
          const target = stopShowing(next, card.offsetLeft - first.offsetLeft);
          setStop(target);
          row.scrollTo({ left: next[target] ?? 0, behavior: 'instant' });
        }
      }
    };
    // Measured once in the commit, so the dots or the count under the row are in its first paint
    // instead of pushing the page down a frame later.
    measure();
    if (typeof ResizeObserver !== 'function') return;
    // Then one observer for the row and every card: each report covers them all at once, and what
    // it changes is drawn in the frame it came in.
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(row);
    for (const card of row.children) observer.observe(card);
    return () => observer.disconnect();
  }, [count, startIndex]);

  // The stop follows the person's own scrolling (swipe, wheel, keys), not the way to a stop asked for.
  useEffect(() => {
    const row = viewport.current;
    if (!row) return;
    const settle = () => {
      const asked = heading.current;
      if (asked !== null) {
        if (Math.abs(row.scrollLeft - (stops[asked] ?? 0)) > 1) return;
        heading.current = null;
      }
      setStop(nearestStop(stops, row.scrollLeft));
    };
    const onScrollEnd = () => {
      heading.current = null;
      settle();
    };
    const takeOver = () => {
      touched.current = true;
      heading.current = null;
    };
    row.addEventListener('scroll', settle, { passive: true });
    row.addEventListener('scrollend', onScrollEnd);
    const kinds = ['mousedown', 'touchstart', 'wheel', 'keydown'] as const;
    kinds.forEach((kind) => row.addEventListener(kind, takeOver, { passive: true }));
    return () => {
      row.removeEventListener('scroll', settle);
      row.removeEventListener('scrollend', onScrollEnd);
      kinds.forEach((kind) => row.removeEventListener(kind, takeOver));
    };
  }, [stops]);

  // A mouse drag scrolls the row; on release it settles on a stop, and the click ending a drag does not follow the card's link.
  useEffect(() => {
    const row = viewport.current;
    if (!row) return;
    let release: (() => void) | undefined;
    const onMouseDown = (event: MouseEvent) => {
      if (event.button !== 0 || stops.length < 2) return;
      if ((event.target as Element).closest('input, textarea, select, [contenteditable]')) return;
      // No text selection and no dragging of the card's link or picture while the row moves.
      event.preventDefault();
      dragged.current = false;
      const startX = event.clientX;
      const startScroll = row.scrollLeft;
      const onMove = (move: MouseEvent) => {
        const distance = move.clientX - startX;
        if (!dragged.current && Math.abs(distance) < DRAG_SLOP) return;
        if (!dragged.current) {
          dragged.current = true;
          setDragging(true);
        }
        row.scrollLeft = startScroll - distance;
      };
      const onUp = () => {
        release?.();
        if (!dragged.current) return;
        setDragging(false);
        // The click that ends the drag (when the mouse is released over the row) comes before this timer.
        window.setTimeout(() => {
          dragged.current = false;
        });
        scrollToStop(stopAfterDrag(stops, row.scrollLeft, row.scrollLeft > startScroll));
      };
      release = () => {
        window.removeEventListener('mousemove', onMove);
        window.removeEventListener('mouseup', onUp);
        release = undefined;
      };
      window.addEventListener('mousemove', onMove);
      window.addEventListener('mouseup', onUp);
    };
    const onClick = (event: MouseEvent) => {
      if (!dragged.current) return;
      event.preventDefault();
      event.stopPropagation();
    };
    row.addEventListener('mousedown', onMouseDown);
    row.addEventListener('click', onClick, true);
    return () => {
      release?.();
      row.removeEventListener('mousedown', onMouseDown);
      row.removeEventListener('click', onClick, true);
    };
  }, [stops, scrollToStop]);

  const onDotKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = stops.length - 1;
    const target =
      event.key === 'ArrowRight' ? Math.min(atStop + 1, last) : event.key === 'ArrowLeft' ? Math.max(atStop - 1, 0) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (target === null) return;
    event.preventDefault();
    scrollToStop(target);
    dots.current?.querySelector<HTMLButtonElement>(`[data-index="${target}"]`)?.focus();
  };

  const pages = stops.length;
  return (
    <section className={styles.root} aria-roledescription={m.common_carouselRole()} aria-label={title} data-part="root">
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.trigger}
            aria-label={m.common_carouselPrevious()}
            aria-controls={rowId}
            disabled={atStop <= 0}
            onClick={() => scrollToStop(atStop - 1)}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <button
            type="button"
            className={styles.trigger}
            aria-label={m.common_carouselNext()}
            aria-controls={rowId}
            disabled={atStop >= pages - 1}
            onClick={() => scrollToStop(atStop + 1)}
          >
            <ChevronRightIcon size={20} />
          </button>
        </div>
      </div>
      <div
        ref={viewport}
        id={rowId}
        className={styles.viewport}
        style={{ gap: `${spacing}px` }}
        data-part="item-group"
        data-dragging={dragging || undefined}
      >
        {items.map((child, index) => (
          <div
            key={index}
            className={styles.item}
            role="group"
            aria-roledescription={m.common_carouselItemRole()}
            aria-label={m.common_carouselSlide({ index: String(index + 1), count: String(count) })}
            data-part="item"
            data-index={index}
            // Cards out of view are out of the tab order and hidden from assistive tech.
            inert={(shown !== null && !shown.has(index)) || undefined}
          >
            {child}
          </div>
        ))}
      </div>
      {pages > MAX_DOTS ? (
        <p className={styles.progress} aria-live="polite">
          {m.common_carouselProgress({ index: String(atStop + 1), count: String(pages) })}
        </p>
      ) : pages > 1 ? (
        <div ref={dots} className={styles.indicators}>
          {stops.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.indicator}
              aria-label={m.common_carouselGoTo({ index: String(index + 1) })}
              aria-controls={rowId}
              aria-current={index === atStop || undefined}
              data-part="indicator"
              data-index={index}
              data-current={index === atStop ? '' : undefined}
              tabIndex={index === atStop ? 0 : -1}
              onKeyDown={onDotKeyDown}
              onClick={() => scrollToStop(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
