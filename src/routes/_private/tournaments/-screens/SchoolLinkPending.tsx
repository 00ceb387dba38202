import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';

/**
 * Temporary content of the modal's school-link step, until the school-link form
 * (src/routes/-school/SchoolLinkContainer.tsx) is plugged in: it says so and links to the
 * profile's my-clan scene, where the link is made.
 */
export function SchoolLinkPending() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })}>
      <p className={css({ lineHeight: '1.5' })}>{m.tournamentModal_schoolLinkPending()}</p>
      <Link to="/profile/$scene" params={{ scene: 'my-clan' }} className={button({ variant: 'primary' })}>
        {m.tournamentModal_schoolLinkGo()}
      </Link>
    </div>
  );
}
