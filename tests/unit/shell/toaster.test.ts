import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/ui/feedback/toast-queue', () => {
  throw new Error('chunk failed to load');
});

describe('showToast when the toast queue cannot load', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('still shows the text, as an alert for errors and a status otherwise, then removes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // A page that has not loaded the queue yet, whichever test file ran before this one in its worker.
    vi.resetModules();
    const { showToast } = await import('@/ui/feedback/show-toast');
    showToast('error', 'Não foi possível salvar.');
    showToast('success', 'Salvo!', { duration: 1000 });
    await vi.waitFor(() => expect(document.querySelector('[role=alert]')?.textContent).toBe('Não foi possível salvar.'));
    await vi.waitFor(() => expect(document.querySelector('[role=status]')?.textContent).toBe('Salvo!'));
    vi.advanceTimersByTime(1000);
    expect(document.querySelector('[role=status]')).toBeNull();
    expect(document.querySelector('[role=alert]')).not.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(document.querySelector('[role=alert]')).toBeNull();
  });
});
