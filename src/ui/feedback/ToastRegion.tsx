import { useSyncExternalStore } from 'react';
import { loadedToastStack, subscribeToToastStack } from './show-toast';

/** Where toasts appear (top right). Empty, and costs nothing, until the first toast arrives. */
export function ToastRegion() {
  const Region = useSyncExternalStore(subscribeToToastStack, loadedToastStack, () => null);
  // One component for the page's life: the module's export, loaded once, never made here.
  // eslint-disable-next-line react-hooks/static-components
  return Region ? <Region /> : null;
}
