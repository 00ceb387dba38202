import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';

afterEach(cleanup);

describe('the toast region', () => {
  it('stays empty and unloaded until the first toast, then shows it', async () => {
    // The queue and the stack are loaded once per page: this test needs a page that has not shown
    // a toast yet, whichever test file ran before it in this worker.
    vi.resetModules();
    const { ToastRegion } = await import('@/ui/feedback/ToastRegion');
    const { loadedToastStack, showToast } = await import('@/ui/feedback/show-toast');
    const { container } = render(<ToastRegion />);
    expect(container.innerHTML).toBe('');
    expect(loadedToastStack()).toBeNull();

    // Queued before the region exists: the region shows it once it has loaded.
    showToast('success', 'Play ID copiado!');
    // The first toast fetches the queue, the stack and the stack's messages (their first
    // transform, when this file runs first in its worker, takes seconds).
    expect(await screen.findByText('Play ID copiado!', {}, { timeout: 40_000 })).toBeTruthy();
    expect(loadedToastStack()).not.toBeNull();
    expect(screen.getByTestId('toast').getAttribute('data-type')).toBe('success');
  }, 60_000);
});
