import { useSyncExternalStore } from 'react';
import { loadedToastStack, subscribeToToastStack } from './show-toast';

/** Where toasts appear (top right). Empty, and costs nothing, until the first toast arrives. */
export function ToastRegion() {
  const Region = useSyncExternalStore(subscribeToToastStack, loadedToastStack, () => null);
  return Region ? <Region /> : null;
}
