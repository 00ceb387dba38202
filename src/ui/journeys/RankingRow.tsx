import { sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { formatRankingMp } from '@/domain/journeys/rules';

/** A ranking row is 69 px high (docs/product/journeys.md, Limits). */
export const RANKING_ROW_HEIGHT = 69;

const row = sva({
  slots: ['root', 'rank', 'avatar', 'who', 'name', 'level', 'mp'],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: 'auto auto 1fr auto',
      alignItems: 'center',
      gap: { base: '2', sm: '3' },
      height: '69px',
      px: { base: '2', sm: '3' },
      borderRadius: 'lg',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      '&[data-me=true]': { borderColor: 'accent.default', bg: 'accent.subtle' },
    },
    rank: { minW: { base: '8', sm: '10' }, fontSize: { base: 'sm', sm: 'md' }, textAlign: 'right', fontWeight: '800', fontVariantNumeric: 'tabular-nums', color: 'accent.emphasis' },
    avatar: { width: { base: '32px', sm: '40px' }, height: { base: '32px', sm: '40px' }, borderRadius: 'full', bg: 'bg.subtle', objectFit: 'cover' },
    who: { display: 'flex', flexDirection: 'column', minW: 0 },
    name: { fontWeight: '700', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    level: { fontSize: 'xs', color: 'fg.muted', fontWeight: '600' },
    mp: { fontWeight: '800', fontVariantNumeric: 'tabular-nums', textAlign: 'right', fontSize: { base: 'xs', sm: 'sm' } },
  },
})();

export interface RankingRowProps {
  rankNumber: number;
  playId: string;
  userLevel: number;
  totalMp: number;
  avatarUrl: string | null;
  me?: boolean;
}

/** One place of a journey's ranking: position, avatar, Play ID, level and MP with 4 decimals. */
export function RankingRow({ rankNumber, playId, userLevel, totalMp, avatarUrl, me }: RankingRowProps) {
  return (
    <div className={row.root} data-me={me || undefined} data-testid="ranking-row">
      <span className={row.rank}>{m.journey_rankPlace({ rank: String(rankNumber) })}</span>
      {avatarUrl ? <img className={row.avatar} src={avatarUrl} alt="" width={40} height={40} loading="lazy" /> : <span className={row.avatar} />}
      <span className={row.who}>
        <span className={row.name}>{playId}</span>
        <span className={row.level}>{m.journey_rankLevel({ level: String(userLevel) })}</span>
      </span>
      <span className={row.mp}>{m.journey_rankMp({ mp: formatRankingMp(totalMp) })}</span>
    </div>
  );
}
