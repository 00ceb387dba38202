import { css } from 'styled-system/css';
import { m } from '../../paraglide/messages';
import { button } from '../button';

export interface CookieBannerProps {
  moreInfoUrl: string;
  onAccept: () => void;
}

/** SPEC §2 cookie banner: shown until accepted, with a more-info link and a button. */
export function CookieBanner({ moreInfoUrl, onAccept }: CookieBannerProps) {
  return (
    <>
      {/* Room below the page, so the banner never hides the end of it (the footer links). */}
      <div aria-hidden="true" className={css({ h: { base: '220px', sm: '140px' } })} />
    <section
      role="region"
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
    </>
  );
}
