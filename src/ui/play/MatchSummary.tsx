import { css } from 'styled-system/css';
import type { MatchDetail, MatchSide } from '@/contract/play';
import { m } from '@/paraglide/messages';
import { cardSurface } from '@/ui/components/card-surface';
import { LobbyTable } from './LobbyTable';
import { mineBadge, statusBadge } from './play-styles';
import { OUTCOME_LABELS, STATUS_LABELS } from './play-labels';

const sidesGrid = css({ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: { base: '2', md: '6' }, py: '2' });
const sideBox = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1',
  textAlign: 'center',
  minWidth: 0,
  p: '3',
  borderRadius: 'xl',
  '&[data-mine]': { bg: 'accent.subtle' },
  '&[data-result=WIN]': { '& .score': { color: 'status.success' } },
});
const sideName = css({ fontWeight: '800', fontSize: { base: '1rem', md: '1.25rem' }, overflowWrap: 'anywhere' });
const bigScore = css({ fontSize: { base: '2.5rem', md: '3.5rem' }, fontWeight: '900', lineHeight: '1', fontVariantNumeric: 'tabular-nums' });
const versus = css({ color: 'fg.muted', fontWeight: '800', textTransform: 'uppercase', fontSize: 'sm' });

function SideBox({ side }: { side: MatchSide }) {
  return (
    <div className={sideBox} data-mine={side.mine ? '' : undefined} data-result={side.result ?? undefined}>
      <span className={sideName}>{side.name ?? m.play_side_unknown()}</span>
      {side.mine ? <span className={mineBadge}>{m.play_mine()}</span> : null}
      {side.seed !== null ? <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{m.play_seed({ seed: String(side.seed) })}</span> : null}
      <span className={`score ${bigScore}`}>{side.score ?? '–'}</span>
      {side.result === 'WIN' ? <span className={css({ fontSize: 'sm', fontWeight: '800', color: 'status.success' })}>{m.play_winner()}</span> : null}
    </div>
  );
}

export interface MatchSummaryProps {
  match: MatchDetail;
  title: string;
  game: string;
  /** The state in words (play_place_*). */
  stateText: string;
}

/** The head of the match page (docs/product/play.md, Screens): event and round, both sides (or every lobby entry), per-game scores and the state in words. */
export function MatchSummary({ match, title, game, stateText }: MatchSummaryProps) {
  const duel = match.sides.length === 2;
  return (
    <section className={`${cardSurface({ lift: false })} ${css({ p: { base: '4', md: '6' }, gap: '3' })}`} aria-labelledby="match-title">
      <p className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: '700' })}>
        {match.eventName} · {game}
      </p>
      <h1 id="match-title" className={css({ textStyle: 'pageTitle' })}>
        {title}
      </h1>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <span className={statusBadge} data-status={match.status}>
          {STATUS_LABELS[match.status]()}
        </span>
        {match.outcome ? <span className={statusBadge}>{OUTCOME_LABELS[match.outcome]()}</span> : null}
        {duel ? <span className={statusBadge}>{m.play_match_bestOf({ count: String(match.bestOf) })}</span> : null}
      </div>
      {duel ? (
        <div className={sidesGrid}>
          <SideBox side={match.sides[0]!} />
          <span className={versus}>{m.play_match_versus()}</span>
          <SideBox side={match.sides[1]!} />
        </div>
      ) : (
        <LobbyTable caption={title} entries={match.entries} />
      )}
      <p role="status" className={css({ fontWeight: '700', fontSize: '1.05rem', p: '3', borderRadius: 'lg', bg: 'bg.subtle' })} data-testid="match-state">
        {stateText}
      </p>
      {duel && match.games.length > 0 ? (
        <div>
          <h2 className={css({ fontWeight: '800', mb: '2' })}>{m.play_match_games()}</h2>
          <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
            {match.games.map((gameScore, index) => (
              <li key={index} className={css({ px: '3', py: '1.5', borderRadius: 'lg', bg: 'bg.subtle', fontVariantNumeric: 'tabular-nums' })}>
                {m.play_match_game({ number: String(index + 1) })}: <strong>{gameScore.scores[0]}</strong> × <strong>{gameScore.scores[1]}</strong>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
