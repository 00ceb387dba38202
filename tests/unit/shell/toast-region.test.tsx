import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ToastRegion } from '@/ui/feedback/ToastRegion';
import { loadedToastStack, showToast } from '@/ui/feedback/show-toast';

afterEach(cleanup);

describe('the toast region', () => {
  it('stays empty and unloaded until the first toast, then shows it', async () => {
    const { container } = render(<ToastRegion />);
    expect(container.innerHTML).toBe('');
    expect(loadedToastStack()).toBeNull();

    // Queued before the region exists: the region shows it once it has loaded.
    showToast('success', 'Play ID copiado!');
    // The first toast fetches the queue and the stack; on a busy machine that takes a while.
    expect(await screen.findByText('Play ID copiado!', {}, { timeout: 10_000 })).toBeTruthy();
    expect(loadedToastStack()).not.toBeNull();
    expect(screen.getByTestId('toast').getAttribute('data-type')).toBe('success');
  }, 30_000);
});
