import { useEffect, useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';

/** Infinite lists add 15 px between items (docs/product/shell.md, Screens). */
export const LIST_ITEM_SPACING = 15;

export interface InfiniteListProps<T> {
  items: readonly T[];
  /** Fixed height of one item in px (118 for notifications, 69 for ranking rows). */
  itemHeight: number;
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => string | number;
  /** More pages exist on the server. */
  hasMore: boolean;
  /** A page is being fetched. */
  loading: boolean;
  onLoadMore: () => void;
  /** How many items before the end the next page is requested (2 for the ranking). */
  threshold?: number;
  /** Height of the scrolling box, in px or any CSS length. */
  height: number | string;
  /** Names the list for screen readers. */
  label: string;
  spacing?: number;
  overscan?: number;
}

const scroller = css({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: 'xl',
  position: 'relative',
  _focusVisible: { outlineOffset: '-3px' },
});
const footer = css({ display: 'grid', placeItems: 'center', color: 'fg.muted', fontSize: 'sm', fontWeight: '600' });

/** A virtualised list that keeps only the visible rows in the DOM and asks for the next page near its end. */
export function InfiniteList<T>({
  items,
  itemHeight,
  renderItem,
  getKey,
  hasMore,
  loading,
  onLoadMore,
  threshold = 2,
  height,
  label,
  spacing = LIST_ITEM_SPACING,
  overscan = 4,
}: InfiniteListProps<T>) {
  const parentRef = useRef<HTMLDivElement>(null);
  const footerRows = hasMore || loading ? 1 : 0;
  // TanStack Virtual hands back functions that change under the same object; nothing here is
  // memoised by a compiler, and the list renders again on every scroll the virtualiser reports.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length + footerRows,
    getScrollElement: () => parentRef.current,
    estimateSize: () => itemHeight + spacing,
    overscan,
    getItemKey: (index) => {
      const item = items[index];
      return item !== undefined && getKey ? getKey(item, index) : index;
    },
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? -1;

  useEffect(() => {
    if (!hasMore || loading) return;
    if (lastIndex >= items.length - 1 - threshold) onLoadMore();
  }, [lastIndex, items.length, hasMore, loading, threshold, onLoadMore]);

  return (
    <div ref={parentRef} className={scroller} style={{ height }} tabIndex={0} role="region" aria-label={label}>
      <ul aria-label={label} aria-busy={loading} style={{ height: virtualizer.getTotalSize(), position: 'relative', listStyle: 'none', margin: 0, padding: 0 }}>
        {virtualItems.map((row) => {
          const item = items[row.index];
          const isFooter = item === undefined;
          return (
            <li
              key={row.key}
              data-index={row.index}
              aria-setsize={hasMore ? -1 : items.length}
              aria-posinset={isFooter ? undefined : row.index + 1}
              aria-hidden={isFooter ? true : undefined}
              className={isFooter ? footer : undefined}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: itemHeight, transform: `translateY(${row.start}px)` }}
            >
              {isFooter ? m.common_loadingMore() : renderItem(item, row.index)}
            </li>
          );
        })}
      </ul>
      <p className={css({ srOnly: true })} role="status">
        {loading ? m.common_loadingMore() : ''}
      </p>
    </div>
  );
}
