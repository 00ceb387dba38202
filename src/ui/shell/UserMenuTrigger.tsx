import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { ChevronDownIcon } from '@/ui/icons';

export const userMenuTrigger = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '2',
  borderRadius: 'full',
  cursor: 'pointer',
  color: 'inherit',
  _hover: { bg: 'rgba(255,255,255,0.14)' },
});

const avatarCircle = css({ display: 'grid', placeItems: 'center', w: '9', h: '9', borderRadius: 'full', bg: 'magenta.500', fontWeight: '800', overflow: 'hidden', flexShrink: 0 });

/**
 * The avatar (its image once the student made one, the initial before), the greeting (from tablet
 * width) and a chevron. The button's name is its own text — "Olá, Beatriz! Menu da conta" from
 * tablet width, "Menu da conta" below it — so it holds the words on screen (WCAG 2.5.3, label in
 * name) and still says what the button opens.
 */
export function UserMenuTriggerContent({ userName, avatarUrl = null }: { userName: string; avatarUrl?: string | null }) {
  return (
    <>
      <span aria-hidden="true" className={avatarCircle}>
        {avatarUrl ? (
          <img src={avatarUrl} alt="" data-testid="top-bar-avatar" className={css({ w: '100%', h: '100%', objectFit: 'cover', objectPosition: 'top', bg: 'purple.100' })} />
        ) : (
          userName.slice(0, 1).toUpperCase()
        )}
      </span>
      <span
        className={css({ display: { base: 'none', md: 'inline' }, fontWeight: '600', maxW: '220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
        data-testid="greeting"
      >
        {m.common_greeting({ name: userName })}
      </span>
      <span className={css({ srOnly: true })}> {m.common_userMenu()}</span>
      <ChevronDownIcon size={18} />
    </>
  );
}
