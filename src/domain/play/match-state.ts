import type { MatchDetail } from '@/contract/play';

/**
 * Where a match stands for the caller (docs/product/play.md, States), read from the server's
 * MatchDetail: the match page's flow moves to this place on every load, so a report, confirmation
 * or decision made by the other side or the organiser shows without a reload.
 */
export type MatchPlace =
  | 'waiting'
  | 'ready'
  | 'awaitingOther'
  | 'toAnswer'
  | 'noShowClaimed'
  | 'disputed'
  | 'confirmed'
  | 'autoConfirmed'
  | 'resolved'
  | 'bye';

export function matchPlace(match: MatchDetail): MatchPlace {
  switch (match.status) {
    case 'PENDING':
      return 'waiting';
    case 'READY':
      return 'ready';
    case 'BYE':
      return 'bye';
    case 'DISPUTED':
      return 'disputed';
    case 'REPORTED': {
      if (match.you.canConfirm || match.you.canDispute) return 'toAnswer';
      const mine = match.report !== null && match.you.side !== null && match.report.side === match.you.side;
      return mine && match.report?.noShow ? 'noShowClaimed' : 'awaitingOther';
    }
    case 'COMPLETED':
      if (match.outcome === 'AUTO_CONFIRMED') return 'autoConfirmed';
      if (match.outcome === 'RESOLVED' || match.outcome === 'FORCED') return 'resolved';
      return 'confirmed';
  }
}
