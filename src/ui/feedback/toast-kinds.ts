/** SPEC §2/§9: toasts at the top right, closing after 2 s; kinds success, warning, error, info. */
export const TOAST_DURATION_MS = 2000;
export type ToastKind = 'success' | 'warning' | 'error' | 'info';
