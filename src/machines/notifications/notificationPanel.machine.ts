import { assign, fromPromise, setup } from 'xstate';
import { appendItems, type PanelItem } from '@/domain/notifications/panel-items';
import { providedBy } from '@/machines/provided-by';

/**
 * The notifications panel and the bell (docs/product/notifications.md, Screens and States). The bell opens the panel 'Suas
 * notificações': the current quests and the first page of notifications load, then further pages
 * as the list scrolls, until the server says the last one came. A failed page keeps what was
 * loaded and offers a retry. Opening also marks everything read: the badge drops to 0 at once,
 * even when that call fails (the failure is only logged). Each opening starts afresh.
 */

export interface FirstPage {
  /** The current quests, then the first notifications. */
  items: PanelItem[];
  last: boolean;
}

export interface NextPage {
  items: PanelItem[];
  last: boolean;
}

export interface NotificationPanelContext {
  items: PanelItem[];
  /** The next notifications page to ask for (0-based). */
  nextPage: number;
}

export type NotificationPanelEvent =
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  | { type: 'panel.loadMore' }
  | { type: 'panel.retry' };

export const notificationPanelMachine = setup({
  types: {
    context: {} as NotificationPanelContext,
    events: {} as NotificationPanelEvent,
  },
  actors: {
    loadFirstPage: fromPromise<FirstPage>(providedBy("the bell's panel (src/routes/-notifications)")),
    loadNextPage: fromPromise<NextPage, { page: number }>(providedBy("the bell's panel (src/routes/-notifications)")),
    markAllRead: fromPromise<void>(providedBy("the bell's panel (src/routes/-notifications)")),
  },
  actions: {
    startAfresh: assign({ items: [], nextPage: 0 }),
    keepFirstPage: assign({
      items: ({ event }) => ('output' in event ? (event.output as FirstPage).items : []),
      nextPage: 1,
    }),
    appendPage: assign({
      items: ({ context, event }) => ('output' in event ? appendItems(context.items, (event.output as NextPage).items) : context.items),
      nextPage: ({ context }) => context.nextPage + 1,
    }),
    resetBadge: () => undefined,
    logMarkReadFailure: (_, _params: { error: unknown }) => undefined,
  },
  guards: {
    firstPageIsEmpty: ({ event }) => 'output' in event && (event.output as FirstPage).items.length === 0,
    firstPageIsLast: ({ event }) => 'output' in event && (event.output as FirstPage).last,
    pageIsLast: ({ event }) => 'output' in event && (event.output as NextPage).last,
    nothingLoaded: ({ context }) => context.items.length === 0,
  },
}).createMachine({
  id: 'notificationPanel',
  description: 'The bell\'s panel: current quests and notifications, paged as the list scrolls; opening marks all read.',
  context: { items: [], nextPage: 0 },
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the bell and its badge show.',
      on: {
        'panel.open': {
          target: 'open',
          actions: ['startAfresh', 'resetBadge'],
          description: 'The bell is pressed: the panel opens empty and the badge drops to 0 at once (docs/product/notifications.md, States).',
        },
      },
    },
    open: {
      description: 'The panel is on screen; the list and the mark-all-read call run side by side.',
      type: 'parallel',
      on: {
        'panel.close': {
          target: 'closed',
          description: 'Closed by its button, Escape, a click outside, or a followed link (a link to the page already open only closes it).',
        },
      },
      states: {
        list: {
          description: 'What the panel lists.',
          initial: 'loadingFirst',
          states: {
            loadingFirst: {
              description: 'Loads the current quests and the first notifications page (GET /quests/current, GET /notifications?page=0&size=5).',
              invoke: {
                id: 'loadFirstPage',
                src: 'loadFirstPage',
                onDone: [
                  { guard: 'firstPageIsEmpty', target: 'empty', description: 'No quest and no notification: the empty state.' },
                  { guard: 'firstPageIsLast', target: 'complete', actions: 'keepFirstPage', description: 'Everything fits on the first page.' },
                  { target: 'browsing', actions: 'keepFirstPage', description: 'The first page shows; more follow as the list scrolls.' },
                ],
                onError: { target: 'failed', description: 'Nothing could be loaded: the error and a retry.' },
              },
            },
            browsing: {
              description: 'The list shows what came; the next page is asked for near its end.',
              on: { 'panel.loadMore': { target: 'loadingMore', description: 'The list scrolled near its last item.' } },
            },
            loadingMore: {
              description: 'Loads the next notifications page; the list stays as it is meanwhile.',
              invoke: {
                id: 'loadNextPage',
                src: 'loadNextPage',
                input: ({ context }) => ({ page: context.nextPage }),
                onDone: [
                  { guard: 'pageIsLast', target: 'complete', actions: 'appendPage', description: 'The last page: the list stops here.' },
                  { target: 'browsing', actions: 'appendPage', description: 'Another page is added below.' },
                ],
                onError: { target: 'failed', description: 'The page failed: what was loaded stays, with the error and a retry.' },
              },
            },
            complete: {
              description: 'Every quest and notification is listed; scrolling asks for nothing more.',
            },
            empty: {
              description: 'The empty state: no notifications.',
            },
            failed: {
              description: 'A page failed to load: the items already loaded stay, with an error message and a retry button.',
              on: {
                'panel.retry': [
                  { guard: 'nothingLoaded', target: 'loadingFirst', description: 'Nothing loaded yet: try the first page again.' },
                  { target: 'loadingMore', description: 'Try the page that failed again.' },
                ],
              },
            },
          },
        },
        reading: {
          description: 'Marks every notification read (PUT /notifications/read-all).',
          initial: 'marking',
          states: {
            marking: {
              description: 'The call is on its way; the badge already shows 0.',
              invoke: {
                id: 'markAllRead',
                src: 'markAllRead',
                onDone: { target: 'marked', description: 'The server recorded it.' },
                onError: {
                  target: 'marked',
                  actions: { type: 'logMarkReadFailure', params: ({ event }) => ({ error: event.error }) },
                  description: 'It failed: only logged (docs/product/notifications.md, Errors); the badge stays at 0 until the next count.',
                },
              },
            },
            marked: { description: 'Nothing more to do while the panel is open.' },
          },
        },
      },
    },
  },
});
