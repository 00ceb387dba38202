import type { ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import type { MatchStatus } from '@/contract/play';
import { m } from '@/paraglide/messages';
import { MATCH_STATUS_LABELS } from './labels';

export interface WaitingMatchItem {
  id: number;
  status: MatchStatus;
  round: string;
  sides: [string, string];
  since: string | null;
  /** A dispute: who disputed, why, and the screenshot's address. */
  dispute: { by: string; reason: string; evidenceUrl: string | null } | null;
  /** Resolve / force result and the link to the match page, drawn by the route. */
  actions: ReactNode;
}

const item = cva({
  base: { display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', sm: '5' }, borderRadius: '2xl', bg: 'bg.surface', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default' },
  variants: { disputed: { true: { borderColor: 'status.error', borderWidth: '2px' } } },
});
const status = cva({
  base: { display: 'inline-flex', px: '2.5', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: '800' },
  variants: { disputed: { true: { bg: 'status.error', color: 'white', _dark: { color: 'slate.950' } }, false: { bg: 'bg.subtle', color: 'fg.default' } } },
});
const thumb = css({ display: 'block', w: '28', h: '16', objectFit: 'cover', borderRadius: 'lg', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default' });

/** Matches that need the organiser, disputed first (docs/product/play.md, Screens: the console). */
export function WaitingMatches({ items }: { items: readonly WaitingMatchItem[] }) {
  if (items.length === 0) return <p className={css({ color: 'fg.muted' })}>{m.organiser_matchesEmpty()}</p>;
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
      {items.map((match) => {
        const disputed = match.status === 'DISPUTED';
        return (
          <li key={match.id} className={item({ disputed })} data-testid="waiting-match" data-status={match.status} data-match={match.id}>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', justifyContent: 'space-between' })}>
              <span className={css({ fontWeight: '700', color: 'fg.muted', fontSize: 'sm' })}>{match.round}</span>
              <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', fontSize: 'xs', color: 'fg.muted' })}>
                <span className={status({ disputed })}>{MATCH_STATUS_LABELS[match.status]()}</span>
                {match.since ? m.organiser_matchSince({ time: match.since }) : null}
              </span>
            </div>
            <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline', fontSize: '1.05rem', fontWeight: '800', overflowWrap: 'anywhere' })}>
              <span>{match.sides[0]}</span>
              <span className={css({ fontWeight: '400', color: 'fg.muted', fontSize: 'sm' })}>{m.organiser_versus()}</span>
              <span>{match.sides[1]}</span>
            </p>
            {match.dispute ? (
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-start', p: '3', borderRadius: 'xl', bg: 'bg.subtle' })} data-testid="dispute">
                <div className={css({ flex: '1 1 220px', minW: '0' })}>
                  <p className={css({ fontWeight: '700', fontSize: 'sm' })}>{m.organiser_disputeBy({ name: match.dispute.by })}</p>
                  <p className={css({ overflowWrap: 'anywhere' })}>{match.dispute.reason}</p>
                </div>
                {match.dispute.evidenceUrl ? (
                  <a href={match.dispute.evidenceUrl} target="_blank" rel="noreferrer" className={css({ display: 'inline-flex', flexDirection: 'column', gap: '1', fontSize: 'sm', fontWeight: '700', color: 'fg.link' })}>
                    <img src={match.dispute.evidenceUrl} alt={m.organiser_evidenceAlt()} className={thumb} loading="lazy" />
                    {m.organiser_evidence()}
                  </a>
                ) : null}
              </div>
            ) : null}
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>{match.actions}</div>
          </li>
        );
      })}
    </ul>
  );
}
