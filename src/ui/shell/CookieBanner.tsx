import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';

export interface CookieBannerProps {
  moreInfoUrl: string;
  onAccept: () => void;
}

/**
 * The room the banner takes at the bottom of the viewport, in `--cookie-banner-space` on <html>:
 * the footer adds it below its own content, so the banner never hides the footer's links and the
 * page still ends with the footer. Measured once the page has painted (the resize observer's first
 * report), never before: a custom property set on <html> restyles the whole document, which before
 * the first paint would delay the page's content; the footer only grows at the page's end, so
 * nothing on screen moves.
 */
function useReservedSpace() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement;
    // Height plus the gap to the viewport's edge; layout sizes, so the entry animation is ignored.
    const update = () => root.style.setProperty('--cookie-banner-space', `${banner.offsetHeight + parseFloat(getComputedStyle(banner).bottom)}px`);
    const observer = new ResizeObserver(update);
    observer.observe(banner);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--cookie-banner-space');
    };
  }, []);
  return ref;
}

/** Cookie banner (docs/product/shell.md, Screens): shown until accepted, with a more-info link and a button. */
export function CookieBanner({ moreInfoUrl, onAccept }: CookieBannerProps) {
  const ref = useReservedSpace();
  return (
    <section
      ref={ref}
      aria-label={m.banner_cookieLabel()}
      className={css({
        position: 'fixed',
        insetInline: { base: '3', sm: '6' },
        bottom: { base: '3', sm: '6' },
        zIndex: 'snackbar',
        maxWidth: '720px',
        mx: 'auto',
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        alignItems: { base: 'stretch', sm: 'center' },
        gap: '4',
        p: '4',
        borderRadius: '2xl',
        bg: 'bg.inverse',
        color: 'fg.inverse',
        boxShadow: '0 16px 40px rgba(20, 6, 48, 0.35)',
        animation: 'slideIn 200ms ease-out',
      })}
    >
      <p className={css({ textStyle: 'small', flex: 1 })}>
        {m.banner_cookieText()}{' '}
        <a href={moreInfoUrl} target="_blank" rel="noreferrer noopener" className={css({ color: 'inherit', fontWeight: '700', textDecoration: 'underline' })}>
          {m.banner_cookieMoreInfo()}
        </a>
      </p>
      <button type="button" className={button({ variant: 'accent' })} onClick={onAccept}>
        {m.banner_cookieAccept()}
      </button>
    </section>
  );
}
