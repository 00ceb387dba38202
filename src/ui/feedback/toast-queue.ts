import { TOAST_DURATION_MS, type ToastKind } from './toast-kinds';

/** One toast as the stack draws it. */
export interface QueuedToast {
  readonly id: number;
  readonly type: ToastKind;
  readonly description: string;
  readonly title?: string;
  /** How long it stays, counted only while the stack is not paused (pointer, focus, hidden tab). */
  readonly duration: number;
  /** Its time is up or it was closed: it fades, then leaves. */
  readonly closing: boolean;
}

/** At most this many are drawn at once; the next ones wait, in order, for a place. */
export const TOASTS_SHOWN = 4;

let shown: readonly QueuedToast[] = [];
const waiting: QueuedToast[] = [];
const listeners = new Set<() => void>();
let lastId = 0;

function changed(next: readonly QueuedToast[]) {
  shown = next;
  for (const listener of listeners) listener();
}

/**
 * The toast queue the toast stack draws; both arrive with the first toast (see show-toast.ts). A
 * toast is never dropped: past the four shown, it waits until one of them closes.
 */
export const toastQueue = {
  create({ type, description, title, duration = TOAST_DURATION_MS }: Pick<QueuedToast, 'type' | 'description' | 'title'> & { duration?: number }): number {
    lastId += 1;
    const toast: QueuedToast = { id: lastId, type, description, title, duration, closing: false };
    if (shown.length < TOASTS_SHOWN) changed([...shown, toast]);
    else waiting.push(toast);
    return toast.id;
  },
  /** Starts a toast's fade (its time is up, or the user closed it). */
  close(id: number): void {
    if (shown.some((toast) => toast.id === id && !toast.closing)) changed(shown.map((toast) => (toast.id === id ? { ...toast, closing: true } : toast)));
  },
  /** Takes a toast off the stack once it has faded, and lets the next one in. */
  remove(id: number): void {
    if (!shown.some((toast) => toast.id === id)) return;
    const rest = shown.filter((toast) => toast.id !== id);
    const next = waiting.shift();
    changed(next ? [...rest, next] : rest);
  },
  shown: (): readonly QueuedToast[] => shown,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
