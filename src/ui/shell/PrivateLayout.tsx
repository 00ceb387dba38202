import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import type { MenuEntry } from '@/domain/menu';
import { m } from '@/paraglide/messages';
import { BellIcon, CloseIcon, MenuIcon } from '@/ui/icons';
import { iconButton } from '@/ui/icon-button';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { MENU_ICONS, MENU_LABELS } from './navigation';

/**
 * The layout is at least the viewport tall, plus the room the cookie banner asks the footer for
 * (CookieBanner): when the banner appears the footer grows below the fold, and nothing on screen
 * moves (before, the page's centred content rose by half the banner, a layout shift of 0.1).
 */
const BELOW_THE_FOLD_ROOM = 'calc(100dvh + var(--cookie-banner-space, 0px))';

export interface PrivateLayoutProps {
  children: ReactNode;
  userName: string;
  /** The student's avatar image (docs/product/shell.md, Screens); null shows the initial. */
  avatarUrl?: string | null;
  sidebarEntries: MenuEntry[];
  mobileEntries: MenuEntry[];
  sidebarExpanded: boolean;
  mobileMenuOpen: boolean;
  /** The bell's badge for unread notifications plus current quests (docs/product/notifications.md, States); null hides it. */
  notificationBadge: string | null;
  themeToggle: ReactNode;
  /** A notice the top bar always shows, before the theme toggle: a supervised student's (docs/product/guardians.md, Supervision). */
  topBarNotice?: ReactNode;
  footer: ReactNode;
  onToggleSidebar: () => void;
  onOpenMobileMenu: () => void;
  onCloseMobileMenu: () => void;
  onNavigate: () => void;
  onOpenNotifications: () => void;
  onLogout: () => void;
  /**
   * The frame as the server sends it, before the app runs and knows who is signed in (/home's first
   * frame, docs/decisions.md): no bell and no account menu, which the app draws with the page, and
   * menu buttons that cannot be pressed yet.
   */
  pending?: boolean;
}

// The bar's icon buttons; `relative` holds the bell's badge.
const barButton = cx(iconButton({ tone: 'onBrand' }), css({ position: 'relative' }));


function NotificationBell({ text, onOpen }: { text: string | null; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={barButton}
      onClick={onOpen}
      aria-label={text ? m.common_notificationsWithCount({ count: text }) : m.common_notifications()}
      data-testid="notification-bell"
    >
      {/* The bell rings while notifications or quests wait; still when motion is reduced (docs/product/notifications.md, States). */}
      <BellIcon
        size={24}
        data-ringing={text ? true : undefined}
        className={text ? css({ animation: 'bellRing 4s ease-in-out infinite', transformOrigin: 'top center', _motionReduce: { animation: 'none' } }) : undefined}
      />
      {text ? (
        <span
          aria-hidden="true"
          className={css({
            position: 'absolute',
            top: '1',
            right: '0.5',
            minW: '5',
            h: '5',
            px: '1',
            borderRadius: 'full',
            bg: 'magenta.500',
            color: 'white',
            fontSize: 'xs',
            fontWeight: '800',
            display: 'grid',
            placeItems: 'center',
            lineHeight: 1,
          })}
        >
          {text}
        </span>
      ) : null}
    </button>
  );
}

const navLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '12',
  px: '3',
  borderRadius: 'xl',
  color: 'fg.muted',
  fontWeight: '600',
  textDecoration: 'none',
  lineHeight: '1.2',
  transition: 'background 150ms, color 150ms',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.emphasis' },
});

/** Collapsed side bar labels: shown beside the icon on hover and keyboard focus. */
const tooltipHost = css({ position: 'relative', '&:hover > [role=tooltip], &:focus-within > [role=tooltip]': { opacity: 1, transform: 'translate(0, -50%)' } });
const tooltip = css({
  position: 'fixed',
  left: '76px',
  mt: '-24px',
  transform: 'translate(-4px, -50%)',
  opacity: 0,
  pointerEvents: 'none',
  transition: 'opacity 120ms, transform 120ms',
  px: '3',
  py: '1.5',
  borderRadius: 'md',
  bg: 'bg.inverse',
  color: 'fg.inverse',
  textStyle: 'small',
  fontWeight: '600',
  whiteSpace: 'nowrap',
  zIndex: 'headerMenu',
});

function Sidebar({ entries, expanded }: { entries: MenuEntry[]; expanded: boolean }) {
  return (
    <nav
      aria-label={m.common_mainNavigation()}
      data-testid="sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={css({
        display: { base: 'none', sm: 'flex' },
        flexDirection: 'column',
        gap: '1',
        position: 'fixed',
        top: 'token(sizes.headerPrivate)',
        bottom: 0,
        left: 0,
        zIndex: 'sidebar',
        p: '2.5',
        bg: 'bg.sidebar',
        borderRightWidth: '1px',
        borderColor: 'border.default',
        overflowX: 'hidden',
        overflowY: 'auto',
        transition: 'width 200ms ease',
      })}
      style={{ width: expanded ? 172 : 68 }}
    >
      {entries.map((entry) => {
        const EntryIcon = MENU_ICONS[entry.id];
        const label = MENU_LABELS[entry.id]();
        const link = (
          <Link to={entry.to} className={navLink} aria-label={expanded ? undefined : label}>
            <EntryIcon size={22} className={css({ flexShrink: 0 })} />
            {expanded ? <span>{label}</span> : null}
          </Link>
        );
        return (
          <div key={entry.id} className={tooltipHost}>
            {link}
            {expanded ? null : (
              <span role="tooltip" className={tooltip}>
                {label}
              </span>
            )}
          </div>
        );
      })}
    </nav>
  );
}

function MobileMenu({ entries, onClose, onNavigate }: { entries: MenuEntry[]; onClose: () => void; onNavigate: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  // The menu covers the page: it opens with the focus on its close button, and Escape closes it
  // wherever the focus is (a tap on its blank space leaves the focus on the page's body).
  useEffect(() => {
    closeButton.current?.focus();
  }, []);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={m.common_mainNavigation()}
      data-testid="mobile-menu"
      className={css({
        position: 'fixed',
        inset: 0,
        zIndex: 'headerMenu',
        bg: 'bg.surface',
        display: 'flex',
        flexDirection: 'column',
        animation: 'fadeIn 150ms ease-out',
      })}
    >
      <div className={css({ h: 'headerPrivate', display: 'flex', alignItems: 'center', gap: '2', px: '3', bg: 'bg.header', color: 'fg.onHeader' })}>
        <button ref={closeButton} type="button" className={barButton} onClick={onClose} aria-label={m.common_closeMenu()}>
          <CloseIcon />
        </button>
        <Logo />
      </div>
      <nav aria-label={m.common_mainNavigation()} className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '4', overflowY: 'auto' })}>
        {entries.map((entry) => {
          const EntryIcon = MENU_ICONS[entry.id];
          return (
            <Link key={entry.id} to={entry.to} className={cx(navLink, css({ fontSize: '1.1rem' }))} onClick={onNavigate}>
              <EntryIcon size={24} />
              {MENU_LABELS[entry.id]()}
            </Link>
          );
        })}
      </nav>
    </div>
  );
}

/** Authenticated layout (docs/product/shell.md, Screens): 90 px top bar, side bar (172/68 px) on larger screens, full-screen menu on small ones. */
export function PrivateLayout(props: PrivateLayoutProps) {
  const { sidebarExpanded } = props;
  return (
    <div className={css({ minHeight: BELOW_THE_FOLD_ROOM, display: 'flex', flexDirection: 'column' })} data-sidebar={sidebarExpanded ? 'expanded' : 'collapsed'} data-frame={props.pending ? '' : undefined}>
      <a href="#conteudo" className={css({ srOnly: true, _focus: { srOnly: false, position: 'fixed', top: '2', left: '2', zIndex: 'headerMenu', bg: 'bg.surface', color: 'fg.default', p: '2', borderRadius: 'md' } })}>
        {m.common_skipToContent()}
      </a>
      <header
        className={css({
          position: 'fixed',
          top: 0,
          insetInline: 0,
          zIndex: 'header',
          h: 'headerPrivate',
          display: 'flex',
          alignItems: 'center',
          gap: { base: '1', sm: '2' },
          px: { base: '2', sm: '4' },
          bg: 'bg.header',
          color: 'fg.onHeader',
          boxShadow: '0 2px 12px rgba(20, 6, 48, 0.25)',
        })}
      >
        <button
          type="button"
          className={cx(barButton, css({ display: { base: 'grid', sm: 'none' } }))}
          onClick={props.onOpenMobileMenu}
          disabled={props.pending}
          aria-label={m.common_openMenu()}
          aria-expanded={props.mobileMenuOpen}
          data-testid="hamburger-mobile"
        >
          <MenuIcon />
        </button>
        <button
          type="button"
          className={cx(barButton, css({ display: { base: 'none', sm: 'grid' } }))}
          onClick={props.onToggleSidebar}
          disabled={props.pending}
          aria-label={sidebarExpanded ? m.common_collapseSidebar() : m.common_expandSidebar()}
          aria-expanded={sidebarExpanded}
          data-testid="hamburger-desktop"
        >
          <MenuIcon />
        </button>
        <Link to="/home" aria-label={m.common_logoAlt()} className={css({ display: 'inline-flex', minH: '11', alignItems: 'center' })}>
          <Logo className={css({ '& > span:last-child': { display: { base: 'none', sm: 'inline' } } })} />
        </Link>
        <span className={css({ flex: 1 })} />
        {props.topBarNotice}
        {props.themeToggle}
        {props.pending ? null : (
          <>
            <NotificationBell text={props.notificationBadge} onOpen={props.onOpenNotifications} />
            <AccountMenu userName={props.userName} avatarUrl={props.avatarUrl ?? null} onLogout={props.onLogout} />
          </>
        )}
      </header>
      <Sidebar entries={props.sidebarEntries} expanded={sidebarExpanded} />
      {props.mobileMenuOpen ? <MobileMenu entries={props.mobileEntries} onClose={props.onCloseMobileMenu} onNavigate={props.onNavigate} /> : null}
      <div
        className={css({ flex: 1, display: 'flex', flexDirection: 'column', pt: 'token(sizes.headerPrivate)', transition: 'padding 200ms ease' })}
        style={{ ['--sidebar-width' as string]: sidebarExpanded ? '172px' : '68px' }}
      >
        <div className={css({ flex: 1, display: 'flex', flexDirection: 'column', pl: { base: 0, sm: 'var(--sidebar-width)' } })}>
          <main id="conteudo" tabIndex={-1} className={css({ flex: 1, w: '100%', maxW: 'content', mx: 'auto', px: { base: '4', sm: '6' }, py: { base: '5', sm: '8' }, outline: 'none' })}>
            {props.children}
          </main>
          {props.footer}
        </div>
      </div>
    </div>
  );
}
