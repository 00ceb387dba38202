import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

// The queue keeps its toasts for the page's life: each test takes a fresh copy of it and the stack.
async function mountStack() {
  vi.resetModules();
  const [{ toastQueue }, { default: ToastStack }] = await Promise.all([import('@/ui/feedback/toast-queue'), import('@/ui/feedback/ToastStack')]);
  const view = render(
    <>
      <button type="button">Salvar</button>
      <ToastStack />
    </>,
  );
  // The live region is in the page a frame before its first toasts.
  act(() => vi.advanceTimersToNextFrame());
  return { toastQueue, view, region: screen.getByRole('region', { name: 'Avisos' }) };
}

const texts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);
// Time passes in steps of 100 ms, each followed by React's render, so that a timer started by an
// effect (a toast's fade once it closes) runs from when it would in a browser.
const advance = (ms: number) => {
  for (let left = ms; left > 0; left -= 100) act(() => vi.advanceTimersByTime(Math.min(100, left)));
};

describe('the toast stack', () => {
  // The stack's first transform (its messages) takes seconds when this file runs first in its worker.
  beforeAll(() => import('@/ui/feedback/ToastStack'), 60_000);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is a polite live region, empty until a toast; errors are alerts, the rest statuses', async () => {
    const { toastQueue, region } = await mountStack();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-keyshortcuts')).toBe('Alt+T');
    expect(texts()).toEqual([]);

    act(() => {
      toastQueue.create({ type: 'error', description: 'Não foi possível salvar.' });
      toastQueue.create({ type: 'success', description: 'Salvo!', title: 'Pronto' });
    });
    expect(screen.getByRole('alert').textContent).toBe('ErroNão foi possível salvar.');
    const status = screen.getByRole('status', { name: 'Pronto' });
    expect(status.getAttribute('data-type')).toBe('success');
    expect(status.getAttribute('aria-describedby')).toBeTruthy();
    // Each toast has an id of its own, by which a reader (or a test) tells a new one from one still shown.
    const ids = screen.getAllByTestId('toast').map((element) => element.id);
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => id !== '')).toBe(true);
  });

  it('closes each toast when its time is up, and lets a waiting one in: four at most, none lost', async () => {
    const { toastQueue } = await mountStack();
    act(() => {
      for (const n of [1, 2, 3, 4, 5, 6]) toastQueue.create({ type: 'info', description: `Aviso ${n}`, duration: 1000 * n });
    });
    expect(texts()).toEqual(['InformaçãoAviso 1', 'InformaçãoAviso 2', 'InformaçãoAviso 3', 'InformaçãoAviso 4']);

    advance(1000); // the first one's time: it fades
    expect(screen.getAllByTestId('toast')[0]!.getAttribute('data-state')).toBe('closed');
    advance(400); // and leaves; the fifth comes in, its time starting now
    expect(texts()).toEqual(['InformaçãoAviso 2', 'InformaçãoAviso 3', 'InformaçãoAviso 4', 'InformaçãoAviso 5']);
    advance(600 + 400);
    expect(texts()).toEqual(['InformaçãoAviso 3', 'InformaçãoAviso 4', 'InformaçãoAviso 5', 'InformaçãoAviso 6']);
    advance(10_000);
    expect(texts()).toEqual([]);
  });

  it('holds every toast while the pointer is on the stack, and counts on from where it was', async () => {
    const { toastQueue, region } = await mountStack();
    act(() => {
      toastQueue.create({ type: 'success', description: 'Convite enviado!', duration: 2000 });
    });
    advance(1500);
    fireEvent.pointerMove(screen.getByTestId('toast'));
    advance(10_000);
    expect(screen.getByTestId('toast').getAttribute('data-state')).toBe('open');

    fireEvent.pointerLeave(region);
    advance(499);
    expect(screen.getByTestId('toast').getAttribute('data-state')).toBe('open');
    advance(1);
    expect(screen.getByTestId('toast').getAttribute('data-state')).toBe('closed');
  });

  it('holds them while the tab is hidden', async () => {
    const { toastQueue } = await mountStack();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      toastQueue.create({ type: 'info', description: 'Partida às 19h', duration: 1000 });
    });
    advance(5000);
    expect(texts()).toEqual(['InformaçãoPartida às 19h']);

    visibility.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    advance(1000 + 400);
    expect(texts()).toEqual([]);
    visibility.mockRestore();
  });

  it('by keyboard: Alt+T reaches the first toast and holds them; Escape closes it and the focus goes on, then back', async () => {
    const { toastQueue } = await mountStack();
    const save = screen.getByRole('button', { name: 'Salvar' });
    save.focus();
    act(() => {
      toastQueue.create({ type: 'success', description: 'Primeiro', duration: 1000 });
      toastQueue.create({ type: 'success', description: 'Segundo', duration: 1000 });
    });
    fireEvent.keyDown(save, { key: 't', code: 'KeyT', altKey: true });
    const [first, second] = screen.getAllByTestId('toast');
    expect(document.activeElement).toBe(first);
    advance(5000);
    expect(texts()).toHaveLength(2);

    fireEvent.keyDown(first!, { key: 'Escape' });
    expect(document.activeElement).toBe(second);
    advance(400);
    expect(texts()).toEqual(['SucessoSegundo']);

    // The last one closed by its button: the focus returns to where it was before Alt+T.
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(document.activeElement).toBe(save);
    advance(400);
    expect(texts()).toEqual([]);
  });

  it('Alt+T with no toast leaves the key to the page', async () => {
    await mountStack();
    const save = screen.getByRole('button', { name: 'Salvar' });
    save.focus();
    const event = new KeyboardEvent('keydown', { key: 't', code: 'KeyT', altKey: true, bubbles: true, cancelable: true });
    save.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(save);
  });
});
