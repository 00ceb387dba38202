import { css } from 'styled-system/css';

/** SPEC §2/§9: toasts at the top right, closing after 2 s; kinds success, warning, error, info. */
export const TOAST_DURATION_MS = 2000;
export type ToastKind = 'success' | 'warning' | 'error' | 'info';

type ToastStore = typeof import('./toast-store');
type ToastRegionComponent = (typeof import('./Toaster'))['default'];

let loading: Promise<ToastStore> | null = null;
let region: ToastRegionComponent | null = null;
const regionListeners = new Set<() => void>();

/**
 * The toast queue (Ark's toaster) and the region that draws it, fetched with the first toast: a
 * visit that never shows one never downloads them.
 */
function loadToasts(): Promise<ToastStore> {
  loading ??= Promise.all([import('./toast-store'), import('./Toaster')]).then(
    ([store, loaded]) => {
      region = loaded.default;
      for (const listener of regionListeners) listener();
      return store;
    },
    (error: unknown) => {
      loading = null; // a failed load (offline, a redeploy) is tried again by the next toast
      throw error;
    },
  );
  return loading;
}

/** For ToastRegion: the loaded region, or null before the first toast. */
export const loadedToastRegion = (): ToastRegionComponent | null => region;
export function subscribeToToastRegion(listener: () => void): () => void {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
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
  const create = ({ toaster }: ToastStore) => {
    toaster.create({ type: kind, description, title: options.title, duration });
  };
  void loadToasts()
    .then(create, () => loadToasts().then(create))
    .catch(() => showPlainly(kind, description, duration));
}
