import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { PlayPhase } from '@/contract/play';
import { m } from '@/paraglide/messages';
import { cardSurface } from '@/ui/components/card-surface';
import { CalendarIcon, UsersIcon } from '@/ui/icons';
import { PhaseBadge } from './PhaseBadge';

export interface OrganiserEventCardProps {
  name: string;
  game: string;
  format: string;
  phase: PlayPhase;
  start: string;
  participantsCount: number;
  checkedInCount: number;
  school: boolean;
  /** The link to the console, drawn by the route (it knows the router). */
  renderLink: (children: ReactNode, className: string) => ReactNode;
}

// The still surface: the card says it is a link by its border instead of rising.
const card = cx(
  cardSurface({ lift: false }),
  css({
    position: 'relative',
    gap: '3',
    p: { base: '4', sm: '5' },
    transition: 'border-color 150ms, box-shadow 150ms',
    _hover: { borderColor: 'accent.default', boxShadow: '0 12px 28px rgba(20, 6, 48, 0.14)' },
    _focusWithin: { borderColor: 'accent.default' },
  }),
);
const link = css({
  color: 'fg.default',
  textDecoration: 'none',
  outline: 'none',
  // The whole card is the link's target; the focus ring is drawn just inside the card, which clips what overflows it.
  _after: { content: '""', position: 'absolute', inset: 0, borderRadius: '2xl' },
  _focusVisible: { _after: { outline: '3px solid token(colors.border.focus)', outlineOffset: '-3px' } },
});
const meta = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', fontSize: 'sm', color: 'fg.muted' });
const chip = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' });

/** One event on /organiser: its name, game, format, phase, start and people (docs/product/play.md, Screens). */
export function OrganiserEventCard({ name, game, format, phase, start, participantsCount, checkedInCount, school, renderLink }: OrganiserEventCardProps) {
  return (
    <article className={card} data-testid="organiser-event" data-phase={phase}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', justifyContent: 'space-between' })}>
        <PhaseBadge phase={phase} />
        {school ? <span className={css({ fontSize: 'xs', fontWeight: '700', color: 'fg.muted' })}>{m.organiser_schoolBadge()}</span> : null}
      </div>
      <h2 className={css({ textStyle: 'sectionTitle', overflowWrap: 'anywhere' })}>{renderLink(name, link)}</h2>
      <p className={meta}>
        <span>{game}</span>
        <span aria-hidden="true">·</span>
        <span>{format}</span>
      </p>
      <div className={meta}>
        <span className={chip}>
          <CalendarIcon size={16} />
          {m.organiser_listStart({ date: start })}
        </span>
        <span className={chip}>
          <UsersIcon size={16} />
          {m.organiser_listPeople({ count: participantsCount, checkedIn: checkedInCount })}
        </span>
      </div>
    </article>
  );
}
