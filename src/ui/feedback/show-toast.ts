import { css } from 'styled-system/css';
import { loadMessageTable, translate } from '@/domain/messages';
import { TOAST_DURATION_MS, type ToastKind } from './toast-kinds';

type ToastQueue = typeof import('./toast-queue');
type ToastStackComponent = (typeof import('./ToastStack'))['default'];

let loading: Promise<ToastQueue> | null = null;
let stack: ToastStackComponent | null = null;
const stackListeners = new Set<() => void>();

/**
 * The toast queue and the stack that draws it (2.6 KB gzip), fetched with the first toast: a
 * visit that never shows one never downloads them.
 */
function loadToasts(): Promise<ToastQueue> {
  loading ??= Promise.all([import(/* webpackChunkName: "toasts" */ './toast-queue'), import(/* webpackChunkName: "toasts" */ './ToastStack')]).then(
    ([queue, loaded]) => {
      stack = loaded.default;
      for (const listener of stackListeners) listener();
      return queue;
    },
    (error: unknown) => {
      loading = null; // a failed load (offline, a redeploy) is tried again by the next toast
      throw error;
    },
  );
  return loading;
}

/** For ToastRegion: the loaded stack, or null before the first toast. */
export const loadedToastStack = (): ToastStackComponent | null => stack;
export function subscribeToToastStack(listener: () => void): () => void {
  stackListeners.add(listener);
  return () => stackListeners.delete(listener);
}

const fallback = css({ position: 'fixed', top: '4', insetEnd: '4', zIndex: 'snackbar', p: '3', borderRadius: 'lg', bg: 'bg.surface', borderWidth: '1px' });

/** When the queue cannot load even on a retry, the text still reaches the user, plainly. */
function showPlainly(kind: ToastKind, description: string, duration: number) {
  const box = document.createElement('div');
  box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  box.className = fallback;
  box.textContent = description;
  document.body.append(box);
  setTimeout(() => box.remove(), duration);
}

/** Queues a toast; a screen that may show one does not carry the queue in its own first load. */
export function showToast(kind: ToastKind, description: string, options: { duration?: number; title?: string } = {}): void {
  const duration = options.duration ?? TOAST_DURATION_MS;
  const create = ({ toastQueue }: ToastQueue) => {
    toastQueue.create({ type: kind, description, title: options.title, duration });
  };
  void loadToasts()
    .then(create, () => loadToasts().then(create))
    .catch(() => showPlainly(kind, description, duration));
}

/**
 * Toasts worded by messageKeys (the server's, or a client check's such as an event's
 * restriction), one each, in order: shown once the server-message table is in, since a page
 * that has only read data has not fetched it; with the default error text where it cannot load.
 */
export function showMessageToasts(kind: ToastKind, messageKeys: readonly (string | undefined)[]): void {
  const keys = [...messageKeys];
  void loadMessageTable()
    .catch(() => undefined)
    .then(() => keys.forEach((key) => showToast(kind, translate(key))));
}

/** One toast worded by a messageKey, the default error text without one (see showMessageToasts). */
export const showMessageToast = (kind: ToastKind, messageKey: string | undefined): void => showMessageToasts(kind, [messageKey]);
