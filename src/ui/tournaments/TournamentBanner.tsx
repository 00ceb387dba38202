import type { ReactNode } from 'react';
import { sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { GamepadIcon } from '@/ui/icons';

const styles = sva({
  slots: ['root', 'media', 'image', 'shade', 'body', 'chips', 'title', 'subtitle', 'actions', 'cancel'],
  base: {
    root: {
      position: 'relative',
      overflow: 'hidden',
      borderRadius: '2xl',
      // The shade's own colour, so the picture's left edge melts into the text side.
      bg: 'rgb(14, 4, 36)',
      color: 'white',
      minHeight: { md: '300px' },
      display: 'flex',
      // Small screens: the picture on top and the text below it; wider ones: the text over the picture.
      flexDirection: { base: 'column', md: 'row' },
      alignItems: { base: 'stretch', md: 'flex-end' },
      boxShadow: 'lg',
    },
    // Wider screens: the picture fills the right part, under a shade that keeps the title readable.
    // The 16:9 box holds whatever the picture's own shape: without `overflow` its height followed
    // the picture once it arrived, pushing the title down (a layout shift of 0.12 at 412 px).
    media: { position: { base: 'relative', md: 'absolute' }, inset: { md: '0' }, insetInlineStart: { md: '40%' }, aspectRatio: { base: '16 / 9', md: 'auto' }, overflow: 'hidden' },
    image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
    // Darker behind the text, so the title reads over any picture.
    shade: {
      position: 'absolute',
      inset: '0',
      insetInlineStart: '-1px',
      display: { base: 'none', md: 'block' },
      bgGradient: 'to-r',
      gradientFrom: 'rgba(14, 4, 36, 0.95)',
      gradientVia: 'rgba(14, 4, 36, 0.72)',
      gradientTo: 'rgba(14, 4, 36, 0.2)',
    },
    body: { position: 'relative', display: 'flex', flexDirection: 'column', gap: '2', p: { base: '5', md: '8' }, pt: { base: '4' }, width: '100%' },
    chips: { display: 'flex', flexWrap: 'wrap', gap: '2' },
    title: { fontSize: { base: '1.6rem', md: '2.25rem' }, fontWeight: '900', lineHeight: '1.1', textWrap: 'balance' },
    subtitle: { fontSize: { base: '1rem', md: '1.15rem' }, color: 'rgba(255,255,255,0.88)' },
    actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '3' },
    cancel: {
      color: 'white',
      fontWeight: '700',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      minH: '11',
      px: '2',
      cursor: 'pointer',
      _hover: { color: 'magenta.200' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
})();

export interface TournamentBannerProps {
  title: string;
  subtitle: string;
  desktopImage?: string;
  mobileImage?: string;
  /** Small labels above the title (game, mode, subscription badge). */
  chips?: ReactNode;
  /** The signup button; absent once subscriptions have closed (docs/product/tournaments.md, States). */
  join?: { label: string; disabled: boolean; onPress: () => void };
  busy?: boolean;
  /** The cancel link shows only when given. */
  onCancel?: () => void;
  /** Under the buttons: the check-in of tournament play (docs/product/play.md, Screens). */
  extra?: ReactNode;
}

/** Tournament banner (docs/product/tournaments.md, Screens): title, subtitle, image, the signup button while subscriptions are not closed, and the cancel link. */
export function TournamentBanner({ title, subtitle, desktopImage, mobileImage, chips, join, busy, onCancel, extra }: TournamentBannerProps) {
  const s = styles;
  return (
    <section className={s.root} aria-labelledby="tournament-title">
      <div className={s.media}>
        {desktopImage || mobileImage ? (
          <picture>
            {desktopImage ? <source media="(min-width: 768px)" srcSet={desktopImage} /> : null}
            <img className={s.image} src={mobileImage || desktopImage} alt="" />
          </picture>
        ) : (
          <div className={s.image} style={{ display: 'grid', placeItems: 'center' }}>
            <GamepadIcon size={64} />
          </div>
        )}
        <div className={s.shade} />
      </div>
      <div className={s.body}>
        {chips ? <div className={s.chips}>{chips}</div> : null}
        <h1 id="tournament-title" className={s.title}>
          {title}
        </h1>
        <p className={s.subtitle}>{subtitle}</p>
        {join || onCancel ? (
          <div className={s.actions}>
            {join ? (
              <button type="button" className={button({ variant: 'accent' })} disabled={join.disabled || busy} aria-busy={busy || undefined} onClick={join.onPress}>
                {busy ? m.common_loading() : join.label}
              </button>
            ) : null}
            {onCancel ? (
              <button type="button" className={s.cancel} disabled={busy} onClick={onCancel}>
                {m.event_cancelSubscription()}
              </button>
            ) : null}
          </div>
        ) : null}
        {extra}
      </div>
    </section>
  );
}
