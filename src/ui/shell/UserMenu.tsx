import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { KeyIcon, LogoutIcon, UserIcon } from '@/ui/icons';
import { UserMenuTriggerContent, userMenuTrigger } from './UserMenuTrigger';

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  minH: '11',
  borderRadius: 'lg',
  cursor: 'pointer',
  color: 'fg.default',
  textDecoration: 'none',
  _highlighted: { bg: 'bg.subtle' },
});

interface UserMenuProps {
  userName: string;
  avatarUrl?: string | null;
  onLogout: () => void;
  /** Opens on arrival: the plain trigger it replaces was clicked (AccountMenu). */
  openAtOnce?: boolean;
  /** Takes the focus on arrival: the plain trigger it replaces had it. */
  focusAtOnce?: boolean;
}

/** Right-hand menu (docs/product/shell.md, Screens): profile, change password, logout (header-menu layer 400). */
export default function UserMenu({ userName, avatarUrl = null, onLogout, openAtOnce = false, focusAtOnce = false }: UserMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAtOnce && !openAtOnce) trigger.current?.focus();
  }, [focusAtOnce, openAtOnce]);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={openAtOnce}
      onSelect={(details) => details.value === 'logout' && onLogout()}
    >
      <Menu.Trigger ref={trigger} className={userMenuTrigger} data-testid="user-menu">
        <UserMenuTriggerContent userName={userName} avatarUrl={avatarUrl} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner style={{ zIndex: 400 }}>
          <Menu.Content
            className={css({
              minW: '220px',
              p: '2',
              bg: 'bg.surface',
              borderRadius: 'xl',
              boxShadow: '0 16px 40px rgba(20, 6, 48, 0.25)',
              borderWidth: '1px',
              borderColor: 'border.default',
              outline: 'none',
            })}
          >
            <Menu.Item value="profile" asChild>
              <Link to="/profile" className={item}>
                <UserIcon size={20} />
                {m.common_profile()}
              </Link>
            </Menu.Item>
            <Menu.Item value="change-password" asChild>
              <Link to="/change-password" className={item}>
                <KeyIcon size={20} />
                {m.common_changePassword()}
              </Link>
            </Menu.Item>
            <Menu.Separator className={css({ my: '1', borderTopWidth: '1px', borderColor: 'border.default' })} />
            <Menu.Item value="logout" className={item} data-testid="logout">
              <LogoutIcon size={20} />
              {m.common_logout()}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
