import { Children, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Carousel as ArkCarousel, useCarouselContext } from '@ark-ui/react/carousel';
import { sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';

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
      // Room for the cards' hover lift and shadow inside the scroll box.
      py: '2',
      px: '1',
      scrollBehavior: 'smooth',
      _motionReduce: { scrollBehavior: 'auto' },
      '&::-webkit-scrollbar': { display: 'none' },
    },
    item: { display: 'flex', position: 'relative' },
    indicators: { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: '0' },
    indicator: {
      display: 'grid',
      placeItems: 'center',
      w: '6',
      h: '6',
      minW: 'touchTarget',
      minH: 'touchTarget',
      cursor: 'pointer',
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

/** Above this many pages the dots give way to 'n de N'. */
const MAX_DOTS = 10;

export interface CarouselProps {
  /** Heading of the row and the carousel's accessible name. */
  title: string;
  children: ReactNode;
  /** Gap between items in px. */
  spacing?: number;
  /** The item shown first (scrolled into view once, without animation): the selected one. */
  startIndex?: number;
}

/**
 * Opens the carousel at the page that holds item `index`. Zag's pages group several items when
 * they fit, so the page is the last one starting at or before the item. The pages are measured
 * again as the layout settles (fonts, images), so the choice follows them until the person first
 * touches, scrolls or presses a key in the carousel.
 */
function StartAt({ index, group }: { index: number; group: RefObject<HTMLDivElement | null> }) {
  const api = useCarouselContext();
  const touched = useRef(false);
  // The pages' snap points as text: a new measurement, not a new array, asks for a new choice.
  const measured = api.pageSnapPoints.join(' ');
  useEffect(() => {
    const root = group.current?.parentElement;
    if (!root) return;
    const stop = () => {
      touched.current = true;
    };
    const kinds = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
    kinds.forEach((kind) => root.addEventListener(kind, stop, { passive: true }));
    return () => kinds.forEach((kind) => root.removeEventListener(kind, stop));
  }, [group]);
  useEffect(() => {
    const element = group.current;
    const item = element?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    const points = measured ? measured.split(' ').map(Number) : [];
    if (touched.current || points.length < 2 || !item) return;
    const page = points.reduce((found, point, at) => (point <= item.offsetLeft + 1 ? at : found), 0);
    if (page !== api.page) api.scrollTo(page, true);
  }, [api, index, measured, group]);
  return null;
}

function Item({ index, children }: { index: number; children: ReactNode }) {
  const api = useCarouselContext();
  // Items out of view are hidden from assistive tech by Ark; `inert` also keeps focus out of them.
  const hidden = !api.isInView(index);
  return (
    <ArkCarousel.Item index={index} className={styles.item} inert={hidden || undefined}>
      {children}
    </ArkCarousel.Item>
  );
}

function Pager() {
  const api = useCarouselContext();
  const pages = api.pageSnapPoints.length;
  if (pages <= 1) return null;
  if (pages > MAX_DOTS) {
    return (
      <p className={styles.progress} aria-live="polite">
        {m.common_carouselProgress({ index: String(api.page + 1), count: String(pages) })}
      </p>
    );
  }
  return (
    <ArkCarousel.IndicatorGroup className={styles.indicators}>
      {api.pageSnapPoints.map((_, index) => (
        <ArkCarousel.Indicator key={index} index={index} className={styles.indicator} />
      ))}
    </ArkCarousel.IndicatorGroup>
  );
}

/**
 * A horizontal row of cards with previous/next buttons, swipe (native scroll snapping) and, for
 * a few pages, dots that follow arrow keys. Works for 1 item as for 50.
 */
export function Carousel({ title, children, spacing = 16, startIndex }: CarouselProps) {
  const items = Children.toArray(children);
  const group = useRef<HTMLDivElement>(null);
  return (
    <ArkCarousel.Root
      className={styles.root}
      slideCount={items.length}
      autoSize
      spacing={`${spacing}px`}
      slidesPerMove="auto"
      allowMouseDrag
      aria-label={title}
      translations={{
        nextTrigger: m.common_carouselNext(),
        prevTrigger: m.common_carouselPrevious(),
        indicator: (index) => m.common_carouselGoTo({ index: String(index + 1) }),
        item: (index, count) => m.common_carouselSlide({ index: String(index + 1), count: String(count) }),
      }}
    >
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <ArkCarousel.Control className={styles.controls}>
          <ArkCarousel.PrevTrigger className={styles.trigger}>
            <ChevronLeftIcon size={20} />
          </ArkCarousel.PrevTrigger>
          <ArkCarousel.NextTrigger className={styles.trigger}>
            <ChevronRightIcon size={20} />
          </ArkCarousel.NextTrigger>
        </ArkCarousel.Control>
      </div>
      <ArkCarousel.ItemGroup ref={group} className={styles.viewport}>
        {items.map((child, index) => (
          <Item key={index} index={index}>
            {child}
          </Item>
        ))}
      </ArkCarousel.ItemGroup>
      <Pager />
      {startIndex ? <StartAt index={startIndex} group={group} /> : null}
    </ArkCarousel.Root>
  );
}
