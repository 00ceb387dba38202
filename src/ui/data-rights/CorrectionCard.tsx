import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { dataCard, dataCardText, dataCardTitle } from './styles';

export interface CorrectionCardProps {
  /** h2 beside the page's other sections; h3 under a scene's own heading. */
  heading?: 'h2' | 'h3';
  /** Placement in the page's grid. */
  className?: string;
  /** The pages where each piece is corrected: a link (the route gives it) and what it corrects. */
  places: Array<{ key: string; link: ReactNode; detail: string }>;
  supportEmail: string;
}

/** "Corrigir meus dados" (docs/product/data-rights.md, Screens): where each piece of data is corrected. */
export function CorrectionCard({ heading: Heading = 'h2', className, places, supportEmail }: CorrectionCardProps) {
  return (
    <section aria-labelledby="data-correct-title" className={cx(dataCard, className)}>
      <Heading id="data-correct-title" className={dataCardTitle}>
        {m.dataRights_correctTitle()}
      </Heading>
      <p className={dataCardText}>{m.dataRights_correctText()}</p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', ps: '5', listStyleType: 'disc' })}>
        {places.map(({ key, link, detail }) => (
          <li key={key}>
            {link}
            <span className={css({ color: 'fg.muted' })}> · {detail}</span>
          </li>
        ))}
      </ul>
      <p className={dataCardText}>
        {m.dataRights_correctSupport()}{' '}
        <a href={`mailto:${supportEmail}`} className={css({ color: 'accent.default', fontWeight: '700', textDecoration: 'underline', wordBreak: 'break-word' })}>
          {supportEmail}
        </a>
      </p>
    </section>
  );
}
