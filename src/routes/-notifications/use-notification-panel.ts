import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@/api/http';
import { fetchCurrentQuests, fetchNotificationsPage, markAllNotificationsRead } from '@/api/notifications/panel';
import { bellCountQuery } from '@/api/notifications/queries';
import { notificationItem, questItem } from '@/domain/notifications/panel-items';
import { inspect } from '@/machines/inspector';
import { notificationPanelMachine } from '@/machines/notifications/notificationPanel.machine';

/** The bell's panel flow wired to the app: the first page with the current quests, more pages, all marked read. */
export function useNotificationPanel(http: HttpClient) {
  const queryClient = useQueryClient();
  return useMachine(
    notificationPanelMachine.provide({
      actors: {
        loadFirstPage: fromPromise(async () => {
          const [quests, page] = await Promise.all([fetchCurrentQuests(http), fetchNotificationsPage(http, 0)]);
          return { items: [...quests.map(questItem), ...page.content.map(notificationItem)], last: page.last };
        }),
        loadNextPage: fromPromise(async ({ input }: { input: { page: number } }) => {
          const page = await fetchNotificationsPage(http, input.page);
          return { items: page.content.map(notificationItem), last: page.last };
        }),
        markAllRead: fromPromise(() => markAllNotificationsRead(http)),
      },
      actions: {
        // The count shows 0 as soon as the panel opens, whatever the server says next (docs/product/notifications.md, States).
        resetBadge: () => {
          const { queryKey } = bellCountQuery(http);
          void queryClient.cancelQueries({ queryKey });
          queryClient.setQueryData(queryKey, 0);
        },
        logMarkReadFailure: (_, { error }) => {
          console.warn('Could not mark the notifications read', error);
        },
      },
    }),
    { inspect },
  );
}
