import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from './toast-kinds';

/** The toast queue the toast stack draws; both arrive with the first toast (see show-toast.ts). */
export const toastQueue = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  overlap: false,
  gap: 12,
  max: 4,
});
