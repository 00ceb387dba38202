import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { MyMatch } from '@/contract/play';
import { m } from '@/paraglide/messages';
import { cardSurface } from '@/ui/components/card-surface';
import { GamepadIcon } from '@/ui/icons';

export interface NextMatchCardProps {
  item: MyMatch;
  /** The round's name in words, when there is a match. */
  round: string | null;
  /** The game's name. */
  game: string;
  /** "em 10 minutos": the deadline and the time, in words. */
  deadlineIn: string | null;
  atIn: string | null;
  /** The link to the match or to the event (a router Link, built by the route). */
  action: ReactNode;
  /** Shown inside an event's page: the event's name is already there. */
  showEvent?: boolean;
}

const ACTION_TEXTS: Record<MyMatch['action'], () => string> = {
  CHECK_IN: m.play_next_action_CHECK_IN,
  WAIT_CHECK_IN: m.play_next_action_WAIT_CHECK_IN,
  WAIT_START: m.play_next_action_WAIT_START,
  REPORT: m.play_next_action_REPORT,
  CONFIRM: m.play_next_action_CONFIRM,
  WAIT_CONFIRMATION: m.play_next_action_WAIT_CONFIRMATION,
  WAIT_ORGANISER: m.play_next_action_WAIT_ORGANISER,
  WAIT_OPPONENT: m.play_next_action_WAIT_OPPONENT,
  ELIMINATED: m.play_next_action_ELIMINATED,
  FINISHED: m.play_next_action_FINISHED,
};

/** Now: the caller has something to do (not only wait). */
const URGENT = new Set<MyMatch['action']>(['CHECK_IN', 'REPORT', 'CONFIRM']);

const card = css({
  p: '4',
  gap: '2',
  borderLeftWidth: '6px',
  borderLeftColor: 'border.strong',
  '&[data-urgent]': { borderLeftColor: 'accent.secondary' },
});
const eyebrow = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'xs', fontWeight: '800', textTransform: 'uppercase', letterSpacing: '0.06em', color: 'accent.default' });
const urgentText = css({ fontWeight: '800' });
const calmText = css({ fontWeight: '600' });
const lines = css({ display: 'flex', flexWrap: 'wrap', gap: '1 3', fontSize: 'sm', color: 'fg.muted' });

/** "Minha próxima partida" (docs/product/play.md, Screens): what to do now, the opponent, the time and a link. */
export function NextMatchCard({ item, round, game, deadlineIn, atIn, action, showEvent = true }: NextMatchCardProps) {
  const urgent = URGENT.has(item.action);
  // Battle royale: the "opponent" is the lobby's size (docs/product/play.md, API).
  const lobby = item.roundName === 'play:round.royale' && item.opponentName !== null && /^\d+$/.test(item.opponentName);
  return (
    <article className={`${cardSurface({ lift: false })} ${card}`} data-urgent={urgent ? '' : undefined} aria-label={m.play_next_title()}>
      <p className={eyebrow}>
        <GamepadIcon size={16} />
        {m.play_next_title()}
      </p>
      {showEvent ? (
        <h3 className={css({ fontWeight: '800', fontSize: '1.1rem' })}>
          {item.eventName} <span className={css({ color: 'fg.muted', fontWeight: '600', fontSize: 'sm' })}>· {game}</span>
        </h3>
      ) : null}
      <p className={urgent ? urgentText : calmText}>{ACTION_TEXTS[item.action]()}</p>
      <p className={lines}>
        {round ? <span>{round}</span> : null}
        {item.opponentName ? <span>{lobby ? m.play_next_lobby({ count: item.opponentName }) : m.play_next_versus({ name: item.opponentName })}</span> : null}
        {atIn ? <span>{m.play_next_at({ relative: atIn })}</span> : null}
        {deadlineIn ? <strong className={css({ color: 'fg.default' })}>{m.play_next_deadline({ relative: deadlineIn })}</strong> : null}
      </p>
      <div className={css({ mt: '1' })}>{action}</div>
    </article>
  );
}
