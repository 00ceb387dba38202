import { useSyncExternalStore } from 'react';
import { loadedToastRegion, subscribeToToastRegion } from './toaster';

/** Where toasts appear (top right). Empty, and costs nothing, until the first toast arrives. */
export function ToastRegion() {
  const Region = useSyncExternalStore(subscribeToToastRegion, loadedToastRegion, () => null);
  return Region ? <Region /> : null;
}
