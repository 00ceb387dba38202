import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { FieldMessage } from '@/domain/validation';

const loadMessageTable = vi.fn(async () => undefined);
vi.mock('@/domain/messages', () => ({
  loadMessageTable: () => loadMessageTable(),
  messageTableLoaded: () => false,
  subscribeMessageTable: () => () => {},
  translate: (key: string) => `texto de ${key}`,
}));

// The unit files share their worker's modules: another file may already hold the hook bound to
// the real messages module, so the hook is imported afresh, against the mock above.
vi.resetModules();
const { useErrorTexts, useMessageTable } = await import('@/ui/use-message-table');
// And the copies bound to the mock are dropped after this file, so no later file of the worker gets them.
afterAll(() => {
  vi.doUnmock('@/domain/messages');
  vi.resetModules();
});

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

function Fields({ errors }: { errors: readonly FieldMessage[] }) {
  const texts = useErrorTexts(errors);
  return (
    <form>
      <input name="email" aria-label="E-mail" />
      <p>{texts.email}</p>
    </form>
  );
}

const NONE: readonly FieldMessage[] = [];
const REFUSED: readonly FieldMessage[] = [{ field: 'email', messageKey: 'validation:email.invalid' }];

describe('useErrorTexts', () => {
  it('asks for the table at once when the form shows errors', () => {
    render(<Fields errors={REFUSED} />);
    expect(loadMessageTable).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a press', () => fireEvent.pointerDown(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['focus on a field', (form: HTMLElement) => fireEvent.focusIn(form.querySelector('input')!)],
  ])('without errors, asks for it only at the first touch of the page: %s', (_, touch) => {
    const { container } = render(<Fields errors={NONE} />);
    expect(loadMessageTable).not.toHaveBeenCalled();
    act(() => touch(container));
    expect(loadMessageTable).toHaveBeenCalledTimes(1);
    // Once only: the listeners are gone after the first touch.
    act(() => {
      fireEvent.pointerDown(document.body);
      fireEvent.keyDown(document.body, { key: 'a' });
    });
    expect(loadMessageTable).toHaveBeenCalledTimes(1);
  });

  it('asks for it when errors arrive before any touch, and leaves nothing listening on unmount', () => {
    const { rerender, unmount } = render(<Fields errors={NONE} />);
    expect(loadMessageTable).not.toHaveBeenCalled();
    rerender(<Fields errors={REFUSED} />);
    expect(loadMessageTable).toHaveBeenCalledTimes(1);
    unmount();
    fireEvent.pointerDown(document.body);
    expect(loadMessageTable).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted before any touch', () => {
    const { unmount } = render(<Fields errors={NONE} />);
    unmount();
    fireEvent.pointerDown(document.body);
    fireEvent.focusIn(document.body);
    expect(loadMessageTable).not.toHaveBeenCalled();
  });
});
