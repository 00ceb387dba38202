import type { ReactNode } from 'react';
import { sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { AlertIcon, SearchOffIcon } from '@/ui/icons';

const styles = sva({
  slots: ['root', 'icon', 'title', 'text'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: '3',
      px: '6',
      py: '8',
      borderRadius: '2xl',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'border.default',
      bg: 'bg.surface',
      width: '100%',
    },
    icon: { display: 'grid', placeItems: 'center', w: '16', h: '16', borderRadius: 'full' },
    title: { textStyle: 'sectionTitle', color: 'fg.default' },
    text: { color: 'fg.muted', maxWidth: '38ch' },
  },
  variants: {
    tone: {
      empty: { icon: { bg: 'accent.subtle', color: 'accent.default' } },
      error: { root: { borderColor: 'status.error', borderStyle: 'solid' }, icon: { bg: 'accent.subtle', color: 'status.error' } },
    },
  },
});

export interface EmptyStateProps {
  title?: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

/** Shown where a list has nothing yet (no tournaments, no notifications, no institutions). */
export function EmptyState({ title = m.common_emptyStateTitle(), description, icon, action }: EmptyStateProps) {
  const s = styles({ tone: 'empty' });
  return (
    <section className={s.root} aria-label={title}>
      <div className={s.icon}>{icon ?? <SearchOffIcon size={32} />}</div>
      <h3 className={s.title}>{title}</h3>
      {description ? <p className={s.text}>{description}</p> : null}
      {action}
    </section>
  );
}

export interface ErrorStateProps {
  title?: string;
  description?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
}

/** Shown where loading failed; announces itself and offers a retry. */
export function ErrorState({ title = m.common_errorStateTitle(), description = m.common_errorStateText(), onRetry }: ErrorStateProps) {
  const s = styles({ tone: 'error' });
  return (
    <section className={s.root} role="alert">
      <div className={s.icon}>
        <AlertIcon size={32} />
      </div>
      <h3 className={s.title}>{title}</h3>
      <p className={s.text}>{description}</p>
      {onRetry ? (
        <button type="button" className={button({ variant: 'secondary' })} onClick={onRetry}>
          {m.common_retry()}
        </button>
      ) : null}
    </section>
  );
}
