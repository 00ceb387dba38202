import { useRef, useState } from 'react';
import { userMenuTrigger, UserMenuTriggerContent } from './UserMenuTrigger';

type UserMenuComponent = (typeof import('./UserMenu'))['default'];

/**
 * The account menu. Its trigger is a plain button until the user shows intent (pointer over it,
 * focus, a click): only then is Ark's Menu with its positioning code (about 34 KB gzip) fetched,
 * so a visit that never opens the menu never downloads it. The menu takes the button's place
 * opened if the button was pressed or clicked meanwhile, and focused if the button had focus. A failed fetch
 * leaves the button as it is; the next intent tries again.
 */
export function AccountMenu({ userName, avatarUrl = null, onLogout }: { userName: string; avatarUrl?: string | null; onLogout: () => void }) {
  const [Menu, setMenu] = useState<{ component: UserMenuComponent; focused: boolean } | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const load = () => {
    import('./UserMenu').then(
      (module) => setMenu((current) => current ?? { component: module.default, focused: document.activeElement === button.current }),
      () => undefined,
    );
  };
  if (Menu) return <Menu.component userName={userName} avatarUrl={avatarUrl} onLogout={onLogout} openAtOnce={openAtOnce} focusAtOnce={Menu.focused} />;
  return (
    <button
      ref={button}
      type="button"
      className={userMenuTrigger}
      aria-haspopup="menu"
      data-testid="user-menu"
      onPointerEnter={load}
      onFocus={load}
      // A press that starts here while the menu arrives ends on the menu's own trigger, where no
      // click is fired: the press itself asks for the menu to arrive open.
      onPointerDown={() => {
        setOpenAtOnce(true);
        load();
      }}
      onClick={() => {
        setOpenAtOnce(true);
        load();
      }}
    >
      <UserMenuTriggerContent userName={userName} avatarUrl={avatarUrl} />
    </button>
  );
}
