/** Toasts at the top right, closing after 2 s; kinds success, warning, error, info (docs/product/shell.md, Screens and Limits). */
export const TOAST_DURATION_MS = 2000;
export type ToastKind = 'success' | 'warning' | 'error' | 'info';
