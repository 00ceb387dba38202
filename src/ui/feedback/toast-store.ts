import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from './toaster';

/** The toast queue the toast region renders; both arrive with the first toast (see toaster.ts). */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  overlap: false,
  gap: 12,
  max: 4,
});
