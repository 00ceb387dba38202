import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { WIDE_BANNER_MEDIA } from './banner-still';

// A slide's height (BannerCarousel), so the banners take the place kept for them.
const frame = css({ position: 'relative', overflow: 'hidden', h: { base: '360px', sm: '300px' }, borderRadius: '2xl', bg: 'bg.subtle' });
const media = css({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

/**
 * The banners' place while they load. With `still`, the first banner's picture fills it, chosen
 * for the screen as the carousel chooses it: the frame /home sends as HTML shows it before the app
 * runs, at the size the carousel then shows it.
 */
export function BannersPlaceholder({ still }: { still?: { desktop: string; mobile: string } }) {
  return (
    <div aria-busy="true" className={frame} data-testid="banners-placeholder">
      {still ? (
        <picture>
          <source media={WIDE_BANNER_MEDIA} srcSet={still.desktop} />
          <img className={media} src={still.mobile} alt="" fetchPriority="high" />
        </picture>
      ) : null}
      <span className={css({ srOnly: true })}>{m.common_loading()}</span>
    </div>
  );
}
