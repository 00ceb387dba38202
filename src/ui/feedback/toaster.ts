/** SPEC §2/§9: toasts at the top right, closing after 2 s; kinds success, warning, error, info. */
export const TOAST_DURATION_MS = 2000;
export type ToastKind = 'success' | 'warning' | 'error' | 'info';

/**
 * Queues a toast. The queue itself (Ark's toaster) comes with the toast region, which loads right
 * after the first paint, so a screen that may show a toast does not carry it in its own first load.
 */
export function showToast(kind: ToastKind, description: string, options: { duration?: number; title?: string } = {}): void {
  void import('./toast-store').then(({ toaster }) => {
    toaster.create({ type: kind, description, title: options.title, duration: options.duration ?? TOAST_DURATION_MS });
  });
}
