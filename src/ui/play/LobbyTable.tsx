import { css } from 'styled-system/css';
import type { RoyaleEntry } from '@/contract/play';
import { m } from '@/paraglide/messages';
import { mineBadge, table, tableWrap } from './play-styles';

/** A battle-royale lobby's entries (docs/product/play.md, Screens): placement, eliminations and points; the caller's row marked in words. */
export function LobbyTable({ caption, entries }: { caption: string; entries: RoyaleEntry[] }) {
  return (
    <div className={tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.play_royale_player()}</th>
            <th scope="col" className="num">
              {m.play_royale_placement()}
            </th>
            <th scope="col" className="num">
              {m.play_royale_eliminations()}
            </th>
            <th scope="col" className="num">
              {m.play_royale_points()}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.participantId} data-mine={entry.mine ? '' : undefined}>
              <th scope="row">
                {entry.name} {entry.mine ? <span className={mineBadge}>{m.play_mine()}</span> : null}
              </th>
              <td className="num">{entry.placement ?? m.play_royale_notReported()}</td>
              <td className="num">{entry.eliminations ?? m.play_royale_notReported()}</td>
              <td className="num">{entry.points ?? m.play_royale_notReported()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
