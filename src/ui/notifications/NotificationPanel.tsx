import type { MouseEvent } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css, cx, sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { EmptyState } from '@/ui/components/StateBlocks';
import { InfiniteList } from '@/ui/components/InfiniteList';
import { iconButton } from '@/ui/icon-button';
import { AlertIcon, BellIcon, CloseIcon, FlagIcon, MailIcon } from '@/ui/icons';

/** One notification item is 118 px high (docs/product/notifications.md, Limits). */
export const NOTIFICATION_ITEM_HEIGHT = 118;

export interface NotificationPanelItem {
  key: string;
  kind: 'quest' | 'notification';
  title: string;
  text: string;
  /** Where the item leads; null when it leads nowhere. */
  href: string | null;
  imageUrl: string | null;
  /** 'há 3 horas', already in pt-BR. */
  time: string;
  unread: boolean;
}

export type NotificationPanelStatus = 'loading' | 'ready' | 'empty' | 'failed';

export interface NotificationPanelProps {
  open: boolean;
  status: NotificationPanelStatus;
  items: readonly NotificationPanelItem[];
  /** More pages exist on the server. */
  hasMore: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onClose: () => void;
  /** An item's link was clicked; the container navigates (or only closes, for the page already open). */
  onFollow: (item: NotificationPanelItem, event: MouseEvent<HTMLAnchorElement>) => void;
}

const panel = sva({
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'body', 'retry'],
  base: {
    backdrop: { position: 'fixed', inset: 0, bg: 'bg.backdrop', zIndex: 'backdrop', _open: { animation: 'fadeIn 160ms ease-out' } },
    positioner: {
      position: 'fixed',
      zIndex: 'modal',
      top: { base: '0', sm: '96px' },
      right: { base: '0', sm: '4' },
      left: { base: '0', sm: 'auto' },
      bottom: { base: '0', sm: 'auto' },
      display: 'flex',
      justifyContent: 'flex-end',
    },
    content: {
      width: { base: '100%', sm: '420px' },
      height: { base: '100dvh', sm: 'auto' },
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: { base: '0', sm: '2xl' },
      boxShadow: '0 24px 64px rgba(20, 6, 48, 0.35)',
      p: '4',
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      _open: { animation: 'slideIn 180ms ease-out' },
      // The list fills a phone's screen below the header; on wider screens it floats under the bar.
      '--panel-list-height': { base: 'calc(100dvh - 88px)', sm: 'min(560px, calc(100dvh - 190px))' },
    },
    header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' },
    title: { textStyle: 'sectionTitle', color: 'fg.default', display: 'flex', alignItems: 'center', gap: '2' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', minH: 0, flex: { base: '1', sm: 'initial' } },
    retry: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: '3',
      p: '3',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderColor: 'status.error',
      color: 'fg.default',
      fontSize: 'sm',
    },
  },
})();

const item = sva({
  slots: ['root', 'picture', 'image', 'body', 'title', 'text', 'meta', 'tag', 'dot'],
  base: {
    root: {
      display: 'flex',
      gap: '3',
      height: '100%',
      p: '3',
      borderRadius: 'xl',
      bg: 'bg.subtle',
      color: 'fg.default',
      textDecoration: 'none',
      borderWidth: '1px',
      borderColor: 'border.default',
      overflow: 'hidden',
      transition: 'background 120ms ease-out',
      _hover: { bg: 'accent.subtle' },
      _focusVisible: { outline: '3px solid', outlineColor: 'accent.default', outlineOffset: '-3px' },
    },
    picture: {
      flexShrink: 0,
      w: '14',
      h: '14',
      borderRadius: 'lg',
      display: 'grid',
      placeItems: 'center',
      bg: 'accent.subtle',
      color: 'accent.default',
      overflow: 'hidden',
    },
    image: { w: '100%', h: '100%', objectFit: 'cover' },
    body: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0, flex: '1' },
    title: { fontWeight: '700', fontSize: 'sm', lineClamp: 1, overflowWrap: 'anywhere' },
    text: { fontSize: 'sm', color: 'fg.muted', lineClamp: 2, overflowWrap: 'anywhere' },
    meta: { display: 'flex', alignItems: 'center', gap: '2', mt: 'auto', fontSize: 'xs', color: 'fg.muted', fontWeight: '600' },
    tag: { px: '2', borderRadius: 'full', bg: 'accent.subtle', color: 'accent.default', fontWeight: '800', textTransform: 'uppercase', letterSpacing: '0.04em' },
    dot: { w: '2', h: '2', borderRadius: 'full', bg: 'magenta.500', flexShrink: 0 },
  },
})();

function ItemContent({ entry }: { entry: NotificationPanelItem }) {
  return (
    <>
      <span className={item.picture} aria-hidden="true">
        {entry.imageUrl ? <img className={item.image} src={entry.imageUrl} alt="" width={56} height={56} loading="lazy" /> : entry.kind === 'quest' ? <FlagIcon size={28} /> : <MailIcon size={28} />}
      </span>
      <span className={item.body}>
        <span className={item.title}>{entry.title}</span>
        <span className={item.text}>{entry.text}</span>
        <span className={item.meta}>
          {entry.kind === 'quest' ? <span className={item.tag}>{m.notifications_mission()}</span> : null}
          {entry.unread ? <span className={item.dot} role="img" aria-label={m.notifications_unread()} /> : null}
          <span>{entry.time}</span>
        </span>
      </span>
    </>
  );
}

/** Suas notificações (docs/product/notifications.md, Screens): current quests and notifications in one virtualised list. */
export function NotificationPanel({ open, status, items, hasMore, loadingMore, onLoadMore, onRetry, onClose, onFollow }: NotificationPanelProps) {
  return (
    <Dialog.Root open={open} lazyMount unmountOnExit preventScroll trapFocus onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop className={panel.backdrop} />
        <Dialog.Positioner className={panel.positioner}>
          <Dialog.Content className={panel.content} data-testid="notification-panel">
            <div className={panel.header}>
              <Dialog.Title className={panel.title}>
                <BellIcon size={22} />
                {m.notifications_panelTitle()}
              </Dialog.Title>
              <button type="button" className={iconButton()} aria-label={m.modal_close()} onClick={onClose}>
                <CloseIcon size={20} />
              </button>
            </div>
            <div className={panel.body}>
              {status === 'loading' ? (
                <p role="status" className={css({ color: 'fg.muted', py: '6', textAlign: 'center' })}>
                  {m.common_loading()}
                </p>
              ) : null}
              {status === 'empty' ? <EmptyState title={m.notifications_emptyTitle()} description={m.notifications_emptyText()} icon={<BellIcon size={32} />} /> : null}
              {items.length > 0 ? (
                <InfiniteList
                  items={items}
                  itemHeight={NOTIFICATION_ITEM_HEIGHT}
                  spacing={8}
                  height="var(--panel-list-height)"
                  label={m.notifications_listLabel()}
                  getKey={(entry) => entry.key}
                  hasMore={hasMore && status !== 'failed'}
                  loading={loadingMore}
                  onLoadMore={onLoadMore}
                  renderItem={(entry) =>
                    entry.href ? (
                      <a className={item.root} href={entry.href} onClick={(event) => onFollow(entry, event)} data-testid="notification-item">
                        <ItemContent entry={entry} />
                      </a>
                    ) : (
                      <div className={item.root} data-testid="notification-item">
                        <ItemContent entry={entry} />
                      </div>
                    )
                  }
                />
              ) : null}
              {status === 'failed' ? (
                <div className={panel.retry} role="alert">
                  <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                    <AlertIcon size={20} className={css({ color: 'status.error', flexShrink: 0 })} />
                    {m.notifications_loadFailed()}
                  </span>
                  <button type="button" className={cx(button({ variant: 'secondary' }))} onClick={onRetry}>
                    {m.common_retry()}
                  </button>
                </div>
              ) : null}
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
