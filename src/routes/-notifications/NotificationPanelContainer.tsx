import { useMemo, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { PanelItem } from '@/domain/notifications/panel-items';
import { relativeTime } from '@/domain/notifications/relative-time';
import { isCurrentPage, notificationImageUrl, targetHref } from '@/domain/notifications/targets';
import { m } from '@/paraglide/messages';
import { NotificationPanel, type NotificationPanelItem, type NotificationPanelStatus } from '@/ui/notifications/NotificationPanel';

export interface NotificationPanelContainerProps {
  open: boolean;
  list: 'loadingFirst' | 'browsing' | 'loadingMore' | 'complete' | 'empty' | 'failed' | null;
  items: readonly PanelItem[];
  onLoadMore: () => void;
  onRetry: () => void;
  onClose: () => void;
}

function toView(item: PanelItem, now: Date): NotificationPanelItem {
  const time = relativeTime(item.insertTime, now);
  return {
    key: item.key,
    kind: item.kind,
    title: item.title,
    text: item.text,
    href: targetHref(item.target),
    imageUrl: notificationImageUrl(item.imageKey),
    time: time === null ? '' : time.kind === 'now' ? m.notifications_justNow() : time.text,
    unread: item.unread,
  };
}

/** The 'Suas notificações' panel, drawn from its flow's state (src/routes/-notifications/NotificationPanelFlow.tsx). */
export default function NotificationPanelContainer({ open, list, items, onLoadMore, onRetry, onClose }: NotificationPanelContainerProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Each row is described once (pages only append), so a list of 10,000 costs 10,000 descriptions, not one per page.
  const [described] = useState(() => new WeakMap<PanelItem, NotificationPanelItem>());
  const views = useMemo(() => {
    const now = new Date();
    return items.map((item) => {
      let view = described.get(item);
      if (!view) {
        view = toView(item, now);
        described.set(item, view);
      }
      return view;
    });
  }, [items, described]);
  const status: NotificationPanelStatus = list === 'loadingFirst' ? 'loading' : list === 'empty' ? 'empty' : list === 'failed' ? 'failed' : 'ready';

  const follow = (item: NotificationPanelItem, event: MouseEvent<HTMLAnchorElement>) => {
    if (!item.href || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // A link to the page already open only closes the panel (docs/product/notifications.md, Screens).
    if (!isCurrentPage(item.href, { pathname: location.pathname, search: location.searchStr })) void navigate({ href: item.href });
    onClose();
  };

  return (
    <NotificationPanel
      open={open}
      status={status}
      items={views}
      hasMore={list === 'browsing' || list === 'loadingMore' || list === 'failed'}
      loadingMore={list === 'loadingMore'}
      onLoadMore={onLoadMore}
      onRetry={onRetry}
      onClose={onClose}
      onFollow={follow}
    />
  );
}
