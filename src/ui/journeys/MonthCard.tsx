import { sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { LockIcon } from '@/ui/icons';

const card = sva({
  slots: ['root', 'month', 'title', 'meta', 'badge'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: '1',
      width: '200px',
      minHeight: '124px',
      p: '4',
      borderRadius: 'xl',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      bg: 'bg.surface',
      color: 'fg.default',
      textAlign: 'left',
      cursor: 'pointer',
      _hover: { borderColor: 'accent.default' },
      '&[aria-pressed=true]': { borderColor: 'accent.default', bg: 'accent.subtle' },
      '&[aria-disabled=true]': { cursor: 'not-allowed', bg: 'bg.subtle', color: 'fg.muted', _hover: { borderColor: 'border.default' } },
    },
    month: { fontFamily: 'heading', fontWeight: '800', fontSize: '1.1rem', display: 'flex', alignItems: 'center', gap: '1.5' },
    title: { fontSize: 'sm', fontWeight: '600', color: 'fg.muted' },
    meta: { display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: 'auto' },
    badge: {
      px: '2',
      py: '0.5',
      borderRadius: 'full',
      fontSize: 'xs',
      fontWeight: '800',
      bg: 'bg.subtle',
      color: 'fg.default',
      '&[data-tone=premium]': { bg: 'accent.secondary', color: 'fg.onAccent', _dark: { color: 'slate.950' } },
      '&[data-tone=done]': { bg: 'green.100', color: 'green.800', _dark: { bg: 'green.900', color: 'green.100' } },
    },
  },
})();

export interface MonthCardProps {
  month: string;
  title: string;
  /** Status text (e.g. 'Concluída', 'Em andamento'). */
  statusLabel: string;
  done: boolean;
  requiresPremium: boolean;
  locked: boolean;
  selected: boolean;
  onSelect: () => void;
}

/** A month of a course (docs/product/journeys.md, API): month, title, status, premium and lock marks. */
export function MonthCard({ month, title, statusLabel, done, requiresPremium, locked, selected, onSelect }: MonthCardProps) {
  return (
    <button type="button" className={card.root} aria-pressed={selected} aria-disabled={locked || undefined} onClick={onSelect} data-testid="month-card">
      <span className={card.month}>
        {locked ? <LockIcon size={16} aria-hidden="true" /> : null}
        {month}
      </span>
      <span className={card.title}>{title}</span>
      <span className={card.meta}>
        <span className={card.badge} data-tone={done ? 'done' : undefined}>
          {locked ? m.journey_locked() : statusLabel}
        </span>
        {requiresPremium ? (
          <span className={card.badge} data-tone="premium">
            {m.journey_premiumTag()}
          </span>
        ) : null}
      </span>
    </button>
  );
}
