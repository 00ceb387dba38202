import { css, sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { formatStars, missionMarks, type ChapterStatus } from '@/domain/journeys/rules';
import type { StarRating as Stars } from '@/domain/format';
import { CheckIcon, LockIcon } from '@/ui/icons';
import { StarRating } from './StarRating';

const srOnly = css({ srOnly: true });

const card = sva({
  slots: ['root', 'head', 'title', 'status', 'missions', 'mission', 'foot', 'stars', 'score'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      width: '100%',
      p: '4',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      bg: 'bg.surface',
      color: 'fg.default',
      textAlign: 'left',
      cursor: 'pointer',
      _hover: { borderColor: 'accent.default', boxShadow: 'md' },
      '&[aria-disabled=true]': { cursor: 'not-allowed', bg: 'bg.subtle', _hover: { borderColor: 'border.default', boxShadow: 'none' } },
    },
    head: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' },
    title: { fontFamily: 'heading', fontWeight: '800', fontSize: '1.05rem' },
    status: { display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'xs', fontWeight: '800', color: 'fg.muted', whiteSpace: 'nowrap' },
    missions: { display: 'flex', gap: '1.5', listStyle: 'none', p: 0, m: 0 },
    mission: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '0.5',
      minW: '9',
      justifyContent: 'center',
      px: '2',
      py: '0.5',
      borderRadius: 'full',
      fontSize: 'xs',
      fontWeight: '800',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      color: 'fg.muted',
      '&[data-done=true]': { bg: 'accent.default', borderColor: 'accent.default', color: 'fg.onAccent', _dark: { color: 'slate.950' } },
    },
    foot: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' },
    stars: { display: 'inline-flex', alignItems: 'center', gap: '2' },
    score: { fontWeight: '800', fontVariantNumeric: 'tabular-nums' },
  },
})();

export interface ChapterCardProps {
  title: string;
  status: ChapterStatus;
  statusLabel: string;
  missionsDone: number;
  stars: Stars;
  /** Blocked: the click only says why. */
  locked: boolean;
  premium: boolean;
  onPress: () => void;
}

/** A chapter of a month: the four weekly missions I to IV, its stars and status. */
export function ChapterCard({ title, status, statusLabel, missionsDone, stars, locked, premium, onPress }: ChapterCardProps) {
  const marks = missionMarks(missionsDone);
  const done = marks.filter((mark) => mark.done).length;
  return (
    <button type="button" className={card.root} aria-disabled={locked || undefined} onClick={onPress} data-status={status} data-testid="chapter-card">
      <span className={card.head}>
        <span className={card.title}>{title}</span>
        <span className={card.status}>
          {locked ? <LockIcon size={14} aria-hidden="true" /> : null}
          {status === 'COMPLETED' ? <CheckIcon size={14} aria-hidden="true" /> : null}
          {statusLabel}
          {premium ? ` · ${m.journey_premiumTag()}` : ''}
        </span>
      </span>
      <span className={card.missions} role="list" aria-label={m.journey_missionsLabel({ done: String(done) })}>
        {marks.map((mark) => (
          <span key={mark.numeral} role="listitem" className={card.mission} data-done={mark.done}>
            <span aria-hidden="true">{mark.numeral}</span>
            <span className={srOnly}>
              {mark.done ? m.journey_missionDone({ numeral: mark.numeral }) : m.journey_missionPending({ numeral: mark.numeral })}
            </span>
          </span>
        ))}
      </span>
      <span className={card.foot}>
        <span className={card.stars}>
          <StarRating rating={stars} size={20} />
          <span className={card.score} aria-hidden="true">
            {formatStars(stars)}
          </span>
        </span>
        <span className={card.status}>{done === 4 ? m.journey_chapterComplete() : done > 0 ? m.journey_chapterPartial() : ''}</span>
      </span>
    </button>
  );
}
