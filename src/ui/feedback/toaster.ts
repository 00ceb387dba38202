import { createToaster } from '@ark-ui/react/toast';

/** SPEC §2/§9: toasts at the top right, closing after 2 s; kinds success, warning, error, info. */
export const TOAST_DURATION_MS = 2000;
export type ToastKind = 'success' | 'warning' | 'error' | 'info';

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  overlap: false,
  gap: 12,
  max: 4,
});

export function showToast(kind: ToastKind, description: string, options: { duration?: number; title?: string } = {}) {
  return toaster.create({ type: kind, description, title: options.title, duration: options.duration ?? TOAST_DURATION_MS });
}
