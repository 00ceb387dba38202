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

/** The avatar initial, the greeting (from tablet width) and a chevron. */
export function UserMenuTriggerContent({ userName }: { userName: string }) {
  return (
    <>
      <span aria-hidden="true" className={css({ display: 'grid', placeItems: 'center', w: '9', h: '9', borderRadius: 'full', bg: 'magenta.500', fontWeight: '800' })}>
        {userName.slice(0, 1).toUpperCase()}
      </span>
      <span
        className={css({ display: { base: 'none', md: 'inline' }, fontWeight: '600', maxW: '220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
        data-testid="greeting"
      >
        {m.common_greeting({ name: userName })}
      </span>
      <ChevronDownIcon size={18} />
    </>
  );
}
