import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { FacebookIcon, InstagramIcon, TwitterIcon } from '@/ui/icons';

export interface FooterProps {
  year: number;
  version: string;
  privacyUrl: string;
  termsUrl: string;
  social: { facebook: string; instagram: string; twitter: string };
  onContact: () => void;
}

const link = css({
  color: 'fg.muted',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  minHeight: '6',
  display: 'inline-flex',
  alignItems: 'center',
  _hover: { color: 'fg.link' },
});

/** Footer (docs/product/shell.md, Screens): copyright year, privacy and terms, contact-us, social links on desktop only, app version. */
export function Footer({ year, version, privacyUrl, termsUrl, social, onContact }: FooterProps) {
  return (
    <footer
      aria-label={m.common_footer()}
      className={css({
        borderTopWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
        color: 'fg.muted',
        textStyle: 'small',
        px: { base: '4', sm: '6' },
        pt: '5',
        // While the cookie banner shows, the footer also holds the room it covers (CookieBanner).
        pb: 'calc(token(spacing.5) + var(--cookie-banner-space, 0px))',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { base: '3', sm: '5' },
        justifyContent: 'space-between',
      })}
    >
      <p>{m.common_copyright({ year: String(year) })}</p>
      <nav aria-label={m.common_footer()} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center' })}>
        <a className={link} href={privacyUrl} target="_blank" rel="noreferrer noopener">
          {m.common_privacyPolicy()}
        </a>
        <a className={link} href={termsUrl} target="_blank" rel="noreferrer noopener">
          {m.common_terms()}
        </a>
        <button type="button" className={link} style={{ cursor: 'pointer' }} onClick={onContact}>
          {m.common_contactUs()}
        </button>
      </nav>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
        <ul aria-label={m.common_socialLinks()} className={css({ display: { base: 'none', lg: 'flex' }, gap: '1' })} data-testid="social-links">
          {(
            [
              [social.facebook, m.common_socialFacebook(), FacebookIcon],
              [social.instagram, m.common_socialInstagram(), InstagramIcon],
              [social.twitter, m.common_socialTwitter(), TwitterIcon],
            ] as const
          ).map(([href, label, SocialIcon]) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noreferrer noopener"
                aria-label={label}
                className={css({ display: 'grid', placeItems: 'center', w: '10', h: '10', borderRadius: 'full', color: 'fg.muted', _hover: { bg: 'bg.subtle', color: 'fg.link' } })}
              >
                <SocialIcon size={20} />
              </a>
            </li>
          ))}
        </ul>
        <p data-testid="app-version">
          {m.common_version({ version })}
        </p>
      </div>
    </footer>
  );
}
