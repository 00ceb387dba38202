import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';

export interface PagerProps {
  /** Names the navigation for screen readers: which list it pages. */
  label: string;
  /** The page shown now, from 0. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

const pager = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', mt: '4' });
const pageOf = css({ fontWeight: '700', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });

/** Previous and next around "Página n de N" under a paged list; nothing when it has a single page. */
export function Pager({ label, page, totalPages, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={pager}>
      <button type="button" className={button({ variant: 'secondary' })} disabled={page <= 0} onClick={() => onPage(page - 1)} aria-label={m.event_pagePrevious()}>
        <ChevronLeftIcon size={18} />
      </button>
      <span className={pageOf} aria-live="polite">
        {m.event_pageOf({ page: String(page + 1), total: String(totalPages) })}
      </span>
      <button type="button" className={button({ variant: 'secondary' })} disabled={page + 1 >= totalPages} onClick={() => onPage(page + 1)} aria-label={m.event_pageNext()}>
        <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
}
