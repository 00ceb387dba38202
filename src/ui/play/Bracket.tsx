import type { MouseEvent } from 'react';
import { css } from 'styled-system/css';
import type { Bracket as BracketData, BracketMatch, BracketRound, MatchSide, MatchStage, PointsTable, RoyaleRound } from '@/contract/play';
import { m } from '@/paraglide/messages';
import { LobbyTable } from './LobbyTable';
import { mineBadge, muted, sectionTitle, statusBadge } from './play-styles';
import { roundLabel, STAGE_LABELS, STATUS_LABELS } from './play-labels';

export interface BracketProps {
  bracket: Exclude<BracketData, { kind: 'NONE' }>;
  /** The address of a match page (/matches/{id}). */
  matchHref: (id: number) => string;
  /** A plain click on a match: the app navigates without reloading (modified clicks open as links do). */
  onOpenMatch: (id: number) => void;
}

const STAGE_ORDER: MatchStage[] = ['WINNERS', 'LOSERS', 'GRAND_FINAL', 'THIRD_PLACE', 'GROUP'];

const stageBlock = css({ display: 'flex', flexDirection: 'column', gap: '2', '& + &': { mt: '6' } });
// At 320 px one round fills the view and the next peeks in; the rounds snap one column at a time.
const rounds = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { base: 'calc(100% - 2.5rem)', sm: '260px' },
  gap: '3',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: '1',
  pb: '3',
  listStyle: 'none',
  _focusVisible: { outlineOffset: '2px', borderRadius: 'lg' },
});
const roundColumn = css({ scrollSnapAlign: 'start', display: 'flex', flexDirection: 'column', gap: '2', minWidth: 0 });
const roundTitle = css({ fontWeight: '800', fontSize: 'sm', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.05em' });
const matchList = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', flex: '1', justifyContent: 'space-around' });
const matchCard = css({
  display: 'block',
  p: '2.5',
  borderRadius: 'lg',
  bg: 'bg.surface',
  color: 'fg.default',
  textDecoration: 'none',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  boxShadow: '0 2px 6px rgba(20, 6, 48, 0.06)',
  _hover: { borderColor: 'accent.default' },
  '&[data-mine]': { borderWidth: '2px', borderColor: 'accent.default', boxShadow: '0 0 0 3px token(colors.accent.subtle)' },
});
const matchHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', mb: '1.5', fontSize: 'xs', color: 'fg.muted' });
const sideRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  py: '0.5',
  fontSize: 'sm',
  '&[data-result=WIN]': { fontWeight: '800' },
  '&[data-result=LOSS]': { color: 'fg.muted' },
  '&[data-unknown]': { color: 'fg.muted', fontStyle: 'italic' },
});
const sideName = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'flex', alignItems: 'center', gap: '1.5', minWidth: 0 });
const score = css({ fontVariantNumeric: 'tabular-nums', fontWeight: '800', minW: '5', textAlign: 'end' });
const mark = css({ color: 'status.success', fontWeight: '900' });

type OpenHandler = (event: MouseEvent<HTMLAnchorElement>) => void;

/** Plain clicks on a match link go through the app's router: one handler shared by every link, which reads the id the link carries. */
function openHandler(onOpenMatch: (id: number) => void): OpenHandler {
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenMatch(Number(event.currentTarget.dataset.matchId));
  };
}

function Side({ side }: { side: MatchSide }) {
  if (side.name === null) {
    return (
      <div className={sideRow} data-unknown="">
        <span className={sideName}>{m.play_side_unknown()}</span>
      </div>
    );
  }
  return (
    <div className={sideRow} data-result={side.result ?? undefined}>
      <span className={sideName}>
        {side.result === 'WIN' ? (
          <span className={mark} aria-label={m.play_winner()}>
            ✓
          </span>
        ) : null}
        <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis' })}>{side.name}</span>
        {side.mine ? <span className={mineBadge}>{m.play_mine()}</span> : null}
      </span>
      <span className={score}>{side.score ?? ''}</span>
    </div>
  );
}

/** One match: a plain link with both sides, their scores and the state in a word (no heavy component: 255 of them render at once). */
function MatchItem({ match, href, onOpen }: { match: BracketMatch; href: string; onOpen: OpenHandler }) {
  const [first, second] = match.sides;
  const label = m.play_match_linkLabel({
    number: String(match.number),
    first: first.name ?? m.play_side_unknown(),
    second: second.name ?? m.play_side_unknown(),
    status: STATUS_LABELS[match.status](),
  });
  return (
    <li>
      <a className={matchCard} href={href} onClick={onOpen} data-match-id={match.id} data-mine={match.mine ? '' : undefined}>
        <span className={css({ srOnly: true })}>{match.mine ? `${m.play_mine()}: ${label}` : label}</span>
        <span className={matchHead} aria-hidden="true">
          <span>#{match.number}</span>
          <span className={statusBadge} data-status={match.status}>
            {STATUS_LABELS[match.status]()}
          </span>
        </span>
        <span aria-hidden="true">
          <Side side={first} />
          <Side side={second} />
        </span>
      </a>
    </li>
  );
}

function DuelStage({ stage, stageRounds, matchHref, onOpen }: { stage: MatchStage; stageRounds: BracketRound[]; matchHref: (id: number) => string; onOpen: OpenHandler }) {
  const title = STAGE_LABELS[stage]();
  return (
    <section className={stageBlock} aria-label={title}>
      <h3 className={sectionTitle}>{title}</h3>
      <ol className={rounds} aria-label={m.play_bracket_roundsLabel({ stage: title })}>
        {stageRounds.map((round) => (
          <li key={`${round.stage}-${round.number}`} className={roundColumn}>
            <h4 className={roundTitle}>{roundLabel(round.name, round.nameParams, round.number)}</h4>
            <ol className={matchList}>
              {round.matches.map((match) => (
                <MatchItem key={match.id} match={match} href={matchHref(match.id)} onOpen={onOpen} />
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function PointsTableView({ points }: { points: PointsTable }) {
  return (
    <section aria-labelledby="points-table-title" className={css({ mt: '6' })}>
      <h3 id="points-table-title" className={sectionTitle}>
        {m.play_pointsTable_title()}
      </h3>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
        {points.placement.map((value, index) => (
          <li key={index} className={css({ px: '3', py: '1.5', borderRadius: 'lg', bg: 'bg.subtle', fontSize: 'sm' })}>
            {m.play_pointsTable_place({ place: String(index + 1) })}: <strong>{m.play_pointsTable_points({ points: String(value) })}</strong>
          </li>
        ))}
        <li className={css({ px: '3', py: '1.5', borderRadius: 'lg', bg: 'bg.subtle', fontSize: 'sm' })}>
          {m.play_pointsTable_perElimination()}: <strong>{m.play_pointsTable_points({ points: String(points.perElimination) })}</strong>
        </li>
      </ul>
    </section>
  );
}

function RoyaleRounds({ royaleRounds, matchHref, onOpen }: { royaleRounds: RoyaleRound[]; matchHref: (id: number) => string; onOpen: OpenHandler }) {
  return (
    <>
      {royaleRounds.map((round) => (
        <section key={round.number} className={stageBlock} aria-label={m.play_round_number({ number: String(round.number) })}>
          <h3 className={sectionTitle}>{m.play_round_number({ number: String(round.number) })}</h3>
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })}>
            {round.lobbies.map((lobby) => (
              <article key={lobby.id} className={css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: 0 })}>
                <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
                  <a href={matchHref(lobby.id)} onClick={onOpen} data-match-id={lobby.id} className={css({ fontWeight: '800' })}>
                    {m.play_lobby_title({ number: String(lobby.number) })}
                  </a>
                  <span className={statusBadge} data-status={lobby.status}>
                    {STATUS_LABELS[lobby.status]()}
                  </span>
                  {lobby.mine ? <span className={mineBadge}>{m.play_mine()}</span> : null}
                </div>
                <LobbyTable caption={m.play_lobby_title({ number: String(lobby.number) })} entries={lobby.entries} />
              </article>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

/** The Chaveamento tab (docs/product/play.md, Screens): duels by stage → rounds → matches, or battle-royale rounds → lobbies, and the points table. */
export function Bracket({ bracket, matchHref, onOpenMatch }: BracketProps) {
  const onOpen = openHandler(onOpenMatch);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column' })}>
      <p className={muted}>{m.play_bracket_mineLegend()}</p>
      {bracket.kind === 'DUEL' ? (
        STAGE_ORDER.map((stage) => {
          const stageRounds = bracket.rounds.filter((round) => round.stage === stage);
          return stageRounds.length > 0 ? <DuelStage key={stage} stage={stage} stageRounds={stageRounds} matchHref={matchHref} onOpen={onOpen} /> : null;
        })
      ) : (
        <>
          <RoyaleRounds royaleRounds={bracket.rounds} matchHref={matchHref} onOpen={onOpen} />
          {bracket.settings.pointsTable ? <PointsTableView points={bracket.settings.pointsTable} /> : null}
        </>
      )}
    </div>
  );
}
