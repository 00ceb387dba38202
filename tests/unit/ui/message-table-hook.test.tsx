import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';

const loadMessageTable = vi.fn(async () => undefined);
vi.mock('@/domain/messages', () => ({
  loadMessageTable: () => loadMessageTable(),
  messageTableLoaded: () => false,
  subscribeMessageTable: () => () => {},
}));

const { useMessageTable } = await import('@/ui/use-message-table');

function Form({ whenPainted }: { whenPainted?: boolean }) {
  useMessageTable({ whenPainted });
  return <form />;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  loadMessageTable.mockClear();
});

describe('useMessageTable', () => {
  it('asks for the table on mount', () => {
    render(<Form />);
    expect(loadMessageTable).toHaveBeenCalledTimes(1);
  });

  it('with whenPainted, asks for it only once the first view has been painted', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    render(<Form whenPainted />);
    expect(loadMessageTable).not.toHaveBeenCalled();
    act(() => frames[0]?.(0));
    act(() => vi.runOnlyPendingTimers());
    expect(loadMessageTable).toHaveBeenCalledTimes(1);
  });
});
