import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ToastRegion } from '../../../src/ui/feedback/ToastRegion';
import { loadedToastRegion, showToast } from '../../../src/ui/feedback/toaster';

afterEach(cleanup);

describe('the toast region', () => {
  it('stays empty and unloaded until the first toast, then shows it', async () => {
    const { container } = render(<ToastRegion />);
    expect(container.innerHTML).toBe('');
    expect(loadedToastRegion()).toBeNull();

    // Queued before the region exists: the region shows it once it has loaded.
    showToast('success', 'Play ID copiado!');
    expect(await screen.findByText('Play ID copiado!')).toBeTruthy();
    expect(loadedToastRegion()).not.toBeNull();
    expect(screen.getByTestId('toast').getAttribute('data-type')).toBe('success');
  });
});
