import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { notificationPanelMachine, type FirstPage, type NextPage } from '@/machines/notifications/notificationPanel.machine';
import { emptyPage, firstPage, lastPage, middlePage, onlyPage } from './notificationPanel.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startPanel({ first = async () => firstPage, next = async () => middlePage, mark = async () => undefined }: {
  first?: () => Promise<FirstPage>;
  next?: (page: number) => Promise<NextPage>;
  mark?: () => Promise<void>;
} = {}) {
  const effects = { resetBadge: vi.fn(), logMarkReadFailure: vi.fn(), next: vi.fn(next), first: vi.fn(first) };
  const machine = notificationPanelMachine.provide({
    actors: {
      loadFirstPage: fromPromise(() => effects.first()),
      loadNextPage: fromPromise(({ input }) => effects.next(input.page)),
      markAllRead: fromPromise(() => mark()),
    },
    actions: { resetBadge: effects.resetBadge, logMarkReadFailure: (_, params) => effects.logMarkReadFailure(params.error) },
  });
  const actor = createActor(machine).start();
  return { actor, effects };
}

const listState = (actor: ReturnType<typeof startPanel>['actor']) => (actor.getSnapshot().value as { open?: { list: string } }).open?.list;

describe('notification panel (docs/product/notifications.md, Screens and States)', () => {
  test('opening resets the badge at once and lists the quests before the first notifications', async () => {
    const { actor, effects } = startPanel();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'panel.open' });
    expect(effects.resetBadge).toHaveBeenCalledTimes(1);
    await settle();
    expect(listState(actor)).toBe('browsing');
    expect(actor.getSnapshot().context.items.map((i) => i.kind)).toEqual(['quest', 'quest', 'notification', 'notification', 'notification', 'notification', 'notification']);
  });

  test('a failed mark-all-read keeps the badge at 0 and is only logged', async () => {
    const failure = new Error('503');
    const { actor, effects } = startPanel({ mark: async () => Promise.reject(failure) });
    actor.send({ type: 'panel.open' });
    await settle();
    expect(effects.resetBadge).toHaveBeenCalledTimes(1);
    expect(effects.logMarkReadFailure).toHaveBeenCalledWith(failure);
    expect(actor.getSnapshot().matches({ open: { reading: 'marked', list: 'browsing' } })).toBe(true);
  });

  test('pages follow one another and stop at the last', async () => {
    const { actor, effects } = startPanel({ next: async (page) => (page === 1 ? middlePage : lastPage) });
    actor.send({ type: 'panel.open' });
    await settle();
    actor.send({ type: 'panel.loadMore' });
    await settle();
    actor.send({ type: 'panel.loadMore' });
    await settle();
    expect(effects.next.mock.calls.map(([page]) => page)).toEqual([1, 2]);
    expect(listState(actor)).toBe('complete');
    expect(actor.getSnapshot().context.items).toHaveLength(7 + 5 + 2);
    actor.send({ type: 'panel.loadMore' });
    await settle();
    expect(effects.next).toHaveBeenCalledTimes(2);
  });

  test('a failed page keeps what was loaded, and the retry asks for that same page', async () => {
    let fail = true;
    const { actor, effects } = startPanel({ next: async () => (fail ? Promise.reject(new Error('offline')) : lastPage) });
    actor.send({ type: 'panel.open' });
    await settle();
    actor.send({ type: 'panel.loadMore' });
    await settle();
    expect(listState(actor)).toBe('failed');
    expect(actor.getSnapshot().context.items).toHaveLength(7);
    fail = false;
    actor.send({ type: 'panel.retry' });
    await settle();
    expect(effects.next.mock.calls.map(([page]) => page)).toEqual([1, 1]);
    expect(listState(actor)).toBe('complete');
    expect(actor.getSnapshot().context.items).toHaveLength(9);
  });

  test('a failed first page retries the first page', async () => {
    let fail = true;
    const { actor, effects } = startPanel({ first: async () => (fail ? Promise.reject(new Error('offline')) : onlyPage) });
    actor.send({ type: 'panel.open' });
    await settle();
    expect(listState(actor)).toBe('failed');
    fail = false;
    actor.send({ type: 'panel.retry' });
    await settle();
    expect(effects.first).toHaveBeenCalledTimes(2);
    expect(listState(actor)).toBe('complete');
  });

  test('nothing to show is the empty state', async () => {
    const { actor } = startPanel({ first: async () => emptyPage });
    actor.send({ type: 'panel.open' });
    await settle();
    expect(listState(actor)).toBe('empty');
  });

  test('closing and opening again starts afresh', async () => {
    const { actor, effects } = startPanel();
    actor.send({ type: 'panel.open' });
    await settle();
    actor.send({ type: 'panel.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'panel.open' });
    expect(actor.getSnapshot().context.items).toEqual([]);
    await settle();
    expect(effects.first).toHaveBeenCalledTimes(2);
    expect(effects.resetBadge).toHaveBeenCalledTimes(2);
  });
});
