import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// The queue that draws toasts is replaced by a list of what it was asked to show.
const shown: { type: string; description: string }[] = [];
vi.mock('@/ui/feedback/toast-queue', () => ({ toastQueue: { create: (toast: { type: string; description: string }) => shown.push(toast) } }));
vi.mock('@/ui/feedback/ToastStack', () => ({ default: () => null }));

// The table arrives when the test says so, or fails to; like the real one, one load is shared.
let arrive: () => void = () => {};
let fail: (error: Error) => void = () => {};
let loading: Promise<void> | undefined;
let loaded = false;
const table: Record<string, string> = { status_checkIn_done: 'Check-in feito!', validation_reason_required: 'Conte o que aconteceu.' };
vi.mock('@/domain/messages', () => ({
  loadMessageTable: () =>
    (loading ??= new Promise<void>((resolve, reject) => {
      arrive = () => {
        loaded = true;
        resolve();
      };
      fail = reject;
    })),
  translate: (key: string | undefined) => (loaded && key ? table[key.replace(/[:.]/g, '_')] : undefined) ?? 'Ocorreu um erro. Tente novamente.',
}));

// The unit files share their worker's modules: another file may already hold show-toast bound to
// the real queue and messages, so it is imported afresh, against the mocks above, and those copies
// are dropped after this file.
vi.resetModules();
const { showMessageToast, showMessageToasts } = await import('@/ui/feedback/show-toast');
afterAll(() => {
  vi.doUnmock('@/domain/messages');
  vi.doUnmock('@/ui/feedback/toast-queue');
  vi.doUnmock('@/ui/feedback/ToastStack');
  vi.resetModules();
});

afterEach(() => {
  shown.length = 0;
  loaded = false;
  loading = undefined;
});

describe('toasts worded by messageKeys', () => {
  it('wait for the server-message table, then show each key’s text in order', async () => {
    showMessageToast('success', 'status:checkIn.done');
    showMessageToasts('error', ['validation:reason.required', 'status:unknown.key']);
    await Promise.resolve();
    expect(shown).toEqual([]);
    arrive();
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown.map(({ type, description }) => [type, description])).toEqual([
      ['success', 'Check-in feito!'],
      ['error', 'Conte o que aconteceu.'],
      ['error', 'Ocorreu um erro. Tente novamente.'],
    ]);
  });

  it('still show a text, the default one, when the table cannot load', async () => {
    showMessageToast('error', 'validation:reason.required');
    fail(new Error('chunk failed to load'));
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({ type: 'error', description: 'Ocorreu um erro. Tente novamente.' });
  });
});
