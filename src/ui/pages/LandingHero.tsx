import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';

/** The public landing: what the product is, and the two doors (create an account, sign in). */
export function LandingHero({ primaryAction, secondaryAction }: { primaryAction: ReactNode; secondaryAction: ReactNode }) {
  return (
    <section
      className={css({
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: '5',
        w: '100%',
        maxW: 'content',
        mx: 'auto',
        px: { base: '5', sm: '8' },
        py: { base: '12', sm: '20' },
        color: 'white',
      })}
    >
      <p className={css({ textTransform: 'uppercase', letterSpacing: '0.14em', fontWeight: '800', fontSize: 'caption', color: 'magenta.200' })}>
        {m.common_appName()}
      </p>
      <h1
        className={css({
          fontFamily: 'heading',
          fontWeight: '900',
          fontSize: { base: '2.2rem', sm: '3rem', lg: '3.6rem' },
          lineHeight: '1.05',
          maxW: '14ch',
          textShadow: '0 4px 24px rgba(0,0,0,0.35)',
        })}
      >
        {m.common_publicHeroTitle()}
      </h1>
      <p className={css({ fontSize: { base: '1.05rem', sm: '1.2rem' }, maxW: '46ch', color: 'purple.50' })}>{m.common_publicHeroText()}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' })}>
        {primaryAction}
        {secondaryAction}
      </div>
    </section>
  );
}
