import type { MouseEvent } from 'react';
import { css, cx, sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { cardSurface } from '@/ui/components/card-surface';
import { ChevronRightIcon, MailIcon, UsersIcon } from '@/ui/icons';

/** `inviteAwaiting`: an adult's invitation a guardian has not approved yet (docs/product/guardians.md, Safe defaults). */
export type TeamSummaryStatus = 'forming' | 'full' | 'subscribed' | 'invite' | 'inviteAwaiting';

export interface TeamSummaryCardProps {
  /** User text, shown as plain text whatever it holds (markup, emoji, very long names). */
  name: string;
  eventName: string;
  /** The leader's line ("Líder: …") or, for an invitation, who invited ("Convite de …"). */
  byline: string;
  members: number;
  size: number;
  status: TeamSummaryStatus;
  href: string;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const styles = sva({
  slots: ['root', 'icon', 'body', 'name', 'event', 'meta', 'byline', 'badge', 'chevron'],
  base: {
    root: {
      flexDirection: 'row',
      alignItems: 'center',
      gap: '3',
      p: { base: '3', sm: '4' },
      minHeight: '11',
      _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
    },
    icon: { flexShrink: 0, display: 'grid', placeItems: 'center', w: '11', h: '11', borderRadius: 'full', bg: 'accent.subtle', color: 'accent.default' },
    body: { display: 'flex', flexDirection: 'column', gap: '1', minW: 0, flex: '1' },
    name: {
      fontWeight: '800',
      fontSize: '1.05rem',
      color: 'fg.default',
      overflowWrap: 'anywhere',
      lineClamp: '2',
    },
    event: { color: 'fg.muted', fontWeight: '600', fontSize: 'sm', overflowWrap: 'anywhere' },
    meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' },
    byline: { fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' },
    badge: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      px: '2.5',
      py: '0.5',
      borderRadius: 'full',
      fontSize: 'xs',
      fontWeight: '800',
      color: 'fg.default',
      borderWidth: '1px',
      borderStyle: 'solid',
    },
    chevron: { flexShrink: 0, color: 'fg.muted' },
  },
})();

// The text keeps the body colour (contrast); the dot and the border carry the status colour.
const badgeTone: Record<TeamSummaryStatus, string> = {
  subscribed: css({ borderColor: 'status.success' }),
  full: css({ borderColor: 'status.warning' }),
  forming: css({ borderColor: 'accent.default' }),
  invite: css({ borderColor: 'accent.secondary' }),
  inviteAwaiting: css({ borderColor: 'status.warning' }),
};
const dotTone: Record<TeamSummaryStatus, string> = {
  subscribed: css({ bg: 'status.success' }),
  full: css({ bg: 'status.warning' }),
  forming: css({ bg: 'accent.default' }),
  invite: css({ bg: 'accent.secondary' }),
  inviteAwaiting: css({ bg: 'status.warning' }),
};
const dot = css({ flexShrink: 0, w: '2', h: '2', borderRadius: 'full' });

const badgeText: Record<TeamSummaryStatus, () => string> = {
  subscribed: m.teams_badgeSubscribed,
  full: m.teams_badgeFull,
  forming: m.teams_badgeForming,
  invite: m.teams_badgeInvite,
  inviteAwaiting: m.teams_badgeInviteAwaiting,
};

/** One team (or invitation) of /teams, linking to the tournament detail with the team open. */
export function TeamSummaryCard({ name, eventName, byline, members, size, status, href, onNavigate }: TeamSummaryCardProps) {
  const s = styles;
  return (
    <a href={href} onClick={onNavigate} className={cx(cardSurface(), s.root)} data-testid="team-summary">
      <span className={s.icon} aria-hidden="true">
        {status === 'invite' || status === 'inviteAwaiting' ? <MailIcon size={22} /> : <UsersIcon size={22} />}
      </span>
      <span className={s.body}>
        <span className={s.name}>{name}</span>
        <span className={s.event}>{eventName}</span>
        <span className={s.meta}>
          <span className={cx(s.badge, badgeTone[status])}>
            <span className={cx(dot, dotTone[status])} aria-hidden="true" />
            {badgeText[status]()}
          </span>
          <span>{m.teams_membersCount({ count: String(members), size: String(size) })}</span>
        </span>
        <span className={s.byline}>{byline}</span>
      </span>
      <ChevronRightIcon size={20} className={s.chevron} />
    </a>
  );
}
