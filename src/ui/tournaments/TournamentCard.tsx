import type { MouseEvent } from 'react';
import { cx, sva } from 'styled-system/css';
import { cardSurface } from '@/ui/components/card-surface';
import { m } from '@/paraglide/messages';
import { formatDayMonth, modeLabel } from '@/domain/format';
import type { SubscriptionStatus } from '@/domain/tournaments/subscription-status';
import { CalendarIcon, CheckIcon, ClockIcon, GamepadIcon } from '@/ui/icons';


export interface TournamentCardProps {
  name: string;
  gameName: string;
  imageUrl?: string;
  /** ISO date of the start. */
  startDate: string;
  mode: string;
  subscriptionStatus?: SubscriptionStatus | null;
  href: string;
  /** Lets the route navigate in-app; the plain link works without it. */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The small rounded labels over the banner: the chips and the subscription badge. */
const pill = { display: 'inline-flex', alignItems: 'center', gap: '1', px: '2.5', py: '1', borderRadius: 'full', fontSize: 'xs', fontWeight: '800' } as const;

const styles = sva({
  slots: ['root', 'media', 'image', 'placeholder', 'chips', 'chip', 'badge', 'body', 'name', 'meta'],
  base: {
    root: { width: 'tournamentCard' },
    // `overflow` holds the 16:10 box while the picture arrives (its height followed the picture).
    media: { position: 'relative', aspectRatio: '16 / 10', bg: 'accent.subtle', overflow: 'hidden' },
    image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
    placeholder: {
      width: '100%',
      height: '100%',
      display: 'grid',
      placeItems: 'center',
      color: 'fg.onAccent',
      bgGradient: 'to-br',
      gradientFrom: 'purple.600',
      gradientTo: 'magenta.500',
    },
    chips: { position: 'absolute', top: '2', insetInline: '2', display: 'flex', justifyContent: 'space-between', gap: '2' },
    chip: { ...pill, letterSpacing: '0.04em', bg: 'rgba(20, 6, 48, 0.82)', color: 'white' },
    badge: {
      ...pill,
      position: 'absolute',
      bottom: '2',
      insetInlineStart: '2',
      color: 'slate.950',
      '&[data-status=COMPLETED]': { bg: 'green.300' },
      '&[data-status=pending]': { bg: 'amber.300' },
    },
    body: { display: 'flex', flexDirection: 'column', gap: '1', p: '3.5' },
    name: { fontWeight: '800', fontSize: '1rem', lineHeight: '1.3', lineClamp: '2', minHeight: '2.6em' },
    meta: { display: 'flex', alignItems: 'center', gap: '1.5', color: 'fg.muted', fontSize: 'sm' },
  },
})();

function badgeFor(status: SubscriptionStatus | null | undefined) {
  if (status === 'COMPLETED') return { key: 'COMPLETED', text: m.event_subscribed(), icon: <CheckIcon size={14} strokeWidth={3} /> };
  if (status === 'PENDING_DISCORD_SERVER_JOIN' || status === 'PENDING_ACCOUNT_VERIFICATION')
    return { key: 'pending', text: m.event_subscriptionPending(), icon: <ClockIcon size={14} /> };
  return null;
}

/** A tournament in a carousel: 243 px wide, start date dd/MMM, SOLO/SQUAD, subscription badge; links to detail. */
export function TournamentCard({ name, gameName, imageUrl, startDate, mode, subscriptionStatus, href, onNavigate }: TournamentCardProps) {
  const s = styles;
  const date = formatDayMonth(startDate);
  const badge = badgeFor(subscriptionStatus);
  return (
    <a className={cx(cardSurface(), s.root)} href={href} onClick={onNavigate}>
      <div className={s.media}>
        {imageUrl ? (
          <img className={s.image} src={imageUrl} alt="" loading="lazy" width={243} height={152} />
        ) : (
          <div className={s.placeholder}>
            <GamepadIcon size={48} />
          </div>
        )}
        <div className={s.chips}>
          <span className={s.chip}>
            <CalendarIcon size={14} />
            {date}
          </span>
          <span className={s.chip}>{modeLabel(mode) === 'SOLO' ? m.event_modeSolo() : m.event_modeSquad()}</span>
        </div>
        {badge ? (
          <span className={s.badge} data-status={badge.key}>
            {badge.icon}
            {badge.text}
          </span>
        ) : null}
      </div>
      <div className={s.body}>
        <span className={s.name}>{name}</span>
        <span className={s.meta}>
          <GamepadIcon size={16} />
          {gameName}
        </span>
      </div>
    </a>
  );
}
