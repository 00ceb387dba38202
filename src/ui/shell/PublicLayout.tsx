import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { Logo } from './Logo';
import heroPoster from '@/ui/assets/hero.jpg';
import heroVideo from '@/ui/assets/hero.webm';
import { useMediaQuery } from '@/ui/use-media-query';

/**
 * The layout is at least the viewport tall, plus the room the cookie banner asks the footer for
 * (CookieBanner): when the banner appears the footer grows below the fold, and nothing on screen
 * moves (before, the page's centred content rose by half the banner, a layout shift of 0.1).
 */
const BELOW_THE_FOLD_ROOM = 'calc(100dvh + var(--cookie-banner-space, 0px))';

export interface PublicLayoutProps {
  children: ReactNode;
  /** The login link (or button) in the top bar. */
  loginAction: ReactNode;
  homeLink: (logo: ReactNode) => ReactNode;
  themeToggle: ReactNode;
  footer: ReactNode;
}

/** The background video plays only on desktop-sized screens and when motion is welcome. */
const BACKGROUND_VIDEO = '(min-width: 960px) and (prefers-reduced-motion: no-preference)';

/** Public layout (docs/product/shell.md, Screens): 48 px top bar (logo, login link) over a looping background video on desktop. */
export function PublicLayout({ children, loginAction, homeLink, themeToggle, footer }: PublicLayoutProps) {
  const video = useMediaQuery(BACKGROUND_VIDEO);
  const [videoFailed, setVideoFailed] = useState(false);
  return (
    <div className={css({ minHeight: BELOW_THE_FOLD_ROOM, display: 'flex', flexDirection: 'column', position: 'relative', isolation: 'isolate', bg: 'purple.950' })}>
      <div
        aria-hidden="true"
        data-testid="public-background"
        style={{ backgroundImage: `url(${heroPoster})` }}
        className={css({
          position: 'fixed',
          inset: 0,
          zIndex: -1,
          bgSize: 'cover',
          bgPosition: 'center',
          bgColor: 'purple.950',
          _after: { content: '""', position: 'absolute', inset: 0, bg: 'linear-gradient(180deg, rgba(20,6,48,0.35) 0%, rgba(20,6,48,0.75) 100%)' },
        })}
      >
        {video && !videoFailed ? (
          <video
            className={css({ position: 'absolute', inset: 0, w: '100%', h: '100%', objectFit: 'cover' })}
            src={heroVideo}
            poster={heroPoster}
            autoPlay
            muted
            loop
            playsInline
            onError={() => setVideoFailed(true)}
            data-testid="public-video"
          />
        ) : null}
      </div>
      <a href="#conteudo" className={css({ srOnly: true, _focus: { srOnly: false, position: 'fixed', top: '2', left: '2', zIndex: 'headerMenu', bg: 'bg.surface', color: 'fg.default', p: '2', borderRadius: 'md' } })}>
        {m.common_skipToContent()}
      </a>
      <header
        className={css({
          position: 'sticky',
          top: 0,
          zIndex: 'header',
          h: 'headerPublic',
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          px: { base: '3', sm: '6' },
          bg: 'rgba(20, 6, 48, 0.82)',
          backdropFilter: 'blur(8px)',
          color: 'fg.onHeader',
        })}
      >
        {homeLink(<Logo />)}
        <span className={css({ flex: 1 })} />
        <span className={css({ color: 'white' })}>{themeToggle}</span>
        {loginAction}
      </header>
      <main id="conteudo" tabIndex={-1} className={css({ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' })}>
        {children}
      </main>
      {footer}
    </div>
  );
}
