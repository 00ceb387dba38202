import type { HttpClient } from '@/api/http';
import { useEachRequest } from '@/ui/use-each-request';
import NotificationPanelContainer, { type NotificationPanelContainerProps } from './NotificationPanelContainer';
import { useNotificationPanel } from './use-notification-panel';

/**
 * The bell's panel with its flow, downloaded when the bell is first pressed and kept mounted after,
 * so closing it animates and gives focus back to the bell. Each press (a new `request`) opens it.
 */
export default function NotificationPanelFlow({ http, request }: { http: HttpClient; request: object }) {
  const [panel, send] = useNotificationPanel(http);
  // A press while the panel is open is not possible: the panel covers the bell.
  useEachRequest(request, () => send({ type: 'panel.open' }));
  const open = panel.matches('open');
  const list = open ? ((panel.value as { open: { list: string } }).open.list as NotificationPanelContainerProps['list']) : null;
  return (
    <NotificationPanelContainer
      open={open}
      list={list}
      items={panel.context.items}
      onLoadMore={() => send({ type: 'panel.loadMore' })}
      onRetry={() => send({ type: 'panel.retry' })}
      onClose={() => send({ type: 'panel.close' })}
    />
  );
}
