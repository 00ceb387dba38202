import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { PlayPhase } from '@/contract/play';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { cardSurface } from '@/ui/components/card-surface';
import { AlertIcon } from '@/ui/icons';
import { PhaseBadge } from './PhaseBadge';

export interface PhasePanelProps {
  phase: PlayPhase;
  /** What the phase means now, in words. */
  hint: string;
  /** The next action's label, or null when none is left. */
  actionLabel: string | null;
  busy: boolean;
  onAction: () => void;
  /** The last action failed: why, with a retry and a close. */
  failure: string[] | null;
  onRetry: () => void;
  onDismiss: () => void;
  /** Facts about the event (format, start, capacity) and links to the bracket and standings. */
  facts: ReactNode;
  links: ReactNode;
  live: boolean;
}

const panel = cx(cardSurface({ lift: false }), css({ gap: '4', p: { base: '4', sm: '6' } }));
const failureBox = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderRadius: 'xl', borderWidth: '2px', borderStyle: 'solid', borderColor: 'status.error', bg: 'bg.surface' });

/** The console's phase and its next action (docs/product/play.md, Screens: the console; States: Event phase). */
export function PhasePanel({ phase, hint, actionLabel, busy, onAction, failure, onRetry, onDismiss, facts, links, live }: PhasePanelProps) {
  return (
    <section className={panel} aria-labelledby="phase-title" data-testid="phase-panel" data-phase={phase}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <h2 id="phase-title" className={css({ textStyle: 'sectionTitle' })}>
          {m.organiser_phaseTitle()}
        </h2>
        <PhaseBadge phase={phase} />
        {live ? (
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: 'xs', color: 'fg.muted' })}>
            <span aria-hidden="true" className={css({ w: '2', h: '2', borderRadius: 'full', bg: 'status.success' })} />
            {m.organiser_consoleLive()}
          </span>
        ) : null}
      </div>
      <p className={css({ fontSize: '1.05rem' })} data-testid="phase-hint">
        {hint}
      </p>
      {facts}
      {failure ? (
        <div role="alert" className={failureBox} data-testid="phase-failure">
          <p className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', fontWeight: '700' })}>
            <span className={css({ color: 'status.error', display: 'inline-flex', flexShrink: 0 })}>
              <AlertIcon size={20} />
            </span>
            {m.organiser_failedTitle()}
          </p>
          {failure.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <button type="button" className={button({ variant: 'primary', size: 'sm' })} onClick={onRetry}>
              {m.organiser_retry()}
            </button>
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onDismiss}>
              {m.organiser_dismiss()}
            </button>
          </div>
        </div>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        {actionLabel && !failure ? (
          <button type="button" className={button({ variant: phase === 'RUNNING' ? 'secondary' : 'primary' })} onClick={onAction} disabled={busy} aria-busy={busy} data-testid="phase-action">
            {busy ? m.organiser_working() : actionLabel}
          </button>
        ) : null}
        {links}
      </div>
    </section>
  );
}
