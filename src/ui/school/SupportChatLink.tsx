import { css, cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { ChatIcon } from '@/ui/icons';

/** The support chat about accreditation (docs/product/school.md, Screens), in a new tab; `href` carries the message. */
export function SupportChatLink({ href, testId }: { href: string; testId?: string }) {
  return (
    <a className={cx(button({ variant: 'ghost' }), css({ gap: '2', color: 'accent.emphasis' }))} href={href} target="_blank" rel="noreferrer noopener" data-testid={testId}>
      <ChatIcon size={20} />
      {m.accreditation_supportChat()}
      <span className={css({ srOnly: true })}> {m.accreditation_opensInNewTab()}</span>
    </a>
  );
}
