import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useAfterFirstPaint } from '@/ui/use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'painted' : 'first view'}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useAfterFirstPaint', () => {
  it('is false in the first view, and true only once the frame has been painted (a task after its callback)', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('first view');
    expect(frames).toHaveLength(1);

    // The frame's callback runs before the paint: still the first view.
    act(() => frames[0]?.(0));
    expect(container.textContent).toBe('first view');
    act(() => vi.runOnlyPendingTimers());
    expect(container.textContent).toBe('painted');
  });

  it('asks for nothing more once unmounted before the frame', () => {
    vi.useFakeTimers();
    const cancelled: number[] = [];
    vi.stubGlobal('requestAnimationFrame', () => 7);
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => cancelled.push(handle));
    const { unmount } = render(<Probe />);
    unmount();
    expect(cancelled).toEqual([7]);
  });
});
