import type { AnyMachineSnapshot } from 'xstate';
import { notificationPanelMachine, type NotificationPanelContext } from '@/machines/notifications/notificationPanel.machine';
import { describePaths } from '../harness';
import { emptyPage, firstPage, lastPage, middlePage, onlyPage } from './notificationPanel.fixtures';

/** What tells two panel states apart: the state and whether anything is listed (the retry guard), not how many pages came. */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as NotificationPanelContext;
  return JSON.stringify({ value: snapshot.value, loaded: c.items.length > 0 });
}

describePaths(notificationPanelMachine, {
  inputs: { signedIn: {} },
  serializeState,
  invoked: {
    loadFirstPage: { done: [firstPage, onlyPage, emptyPage], error: [new Error('offline')] },
    loadNextPage: { done: [middlePage, lastPage], error: [new Error('offline')] },
    markAllRead: { done: [undefined], error: [new Error('offline')] },
  },
});
