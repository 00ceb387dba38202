import { css } from 'styled-system/css';
import type { Standings } from '@/contract/play';
import { m } from '@/paraglide/messages';
import { mineBadge, muted, table, tableWrap } from './play-styles';
import { tiebreakLabel } from './play-labels';

const tag = css({ display: 'inline-block', ml: '1.5', px: '1.5', borderRadius: 'md', fontSize: 'xs', fontWeight: '700', bg: 'bg.subtle', color: 'fg.muted' });

/** The Classificação tab (docs/product/play.md, Screens and Rules): rank, name, played, W/L, points or difference, reward; the caller's row marked; the tiebreak below. */
export function StandingsTable({ standings }: { standings: Standings }) {
  const royale = standings.format === 'BATTLE_ROYALE';
  const withPoints = standings.rows.some((row) => row.points !== null);
  const withReward = standings.rows.some((row) => row.reward !== null);
  const tiebreak = tiebreakLabel(standings.tiebreak);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={muted}>{standings.final ? m.play_standings_final() : m.play_standings_partial()}</p>
      <div className={tableWrap} tabIndex={0} role="region" aria-label={m.play_standings_caption()}>
        <table className={table}>
          <caption className={css({ srOnly: true })}>{m.play_standings_caption()}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {m.play_standings_rank()}
              </th>
              <th scope="col">{m.play_standings_name()}</th>
              <th scope="col" className="num">
                {m.play_standings_played()}
              </th>
              {royale ? null : (
                <th scope="col" className="num">
                  {m.play_standings_winsLosses()}
                </th>
              )}
              {withPoints ? (
                <th scope="col" className="num">
                  {m.play_standings_points()}
                </th>
              ) : null}
              <th scope="col" className="num">
                {royale ? m.play_standings_eliminationsTotal() : m.play_standings_difference()}
              </th>
              {withReward ? <th scope="col">{m.play_standings_reward()}</th> : null}
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((row) => (
              <tr key={row.participantId} data-mine={row.mine ? '' : undefined}>
                <td className="num">{row.rank}º</td>
                <th scope="row">
                  {row.name}
                  {row.mine ? (
                    <>
                      {' '}
                      <span className={mineBadge}>{m.play_mine()}</span>
                    </>
                  ) : null}
                  {row.disqualified ? <span className={tag}>{m.play_standings_disqualified()}</span> : row.eliminated ? <span className={tag}>{m.play_standings_eliminated()}</span> : null}
                </th>
                <td className="num">{row.played}</td>
                {royale ? null : (
                  <td className="num">
                    {row.wins}/{row.losses}
                  </td>
                )}
                {withPoints ? <td className="num">{row.points ?? '—'}</td> : null}
                <td className="num">{!royale && row.difference > 0 ? `+${row.difference}` : row.difference}</td>
                {withReward ? (
                  <td>{row.reward ? m.play_standings_rewardValue({ experience: String(row.reward.experience), matchPoints: String(row.reward.matchPoints) }) : '—'}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tiebreak ? <p className={muted}>{tiebreak}</p> : null}
    </div>
  );
}
