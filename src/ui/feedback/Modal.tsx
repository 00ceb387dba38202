import { useState } from 'react';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';
import type { ModalProps } from './ModalPanel';

export type { ModalProps } from './ModalPanel';

// Ark's Dialog with its focus trap, scroll lock and dismissal (about 20 KB gzip) is fetched the
// first time a modal of the page opens, not with the page; a failed fetch says so above the page
// with a retry. Focus stays on the opener meanwhile, so closing returns it there as usual.
const Panel = onDemand(() => import('./ModalPanel').then((module) => module.ModalPanel), { placeholder: <PartLoading />, overlay: true });

/** Starts fetching the dialog's code ahead of a modal about to open (a pointer on its opener). */
export const preloadModal = Panel.preload;

/**
 * Every modal of the product: nothing until it first opens, then the panel itself, kept mounted so
 * it closes with its animation and gives focus back.
 */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  const [shown, setShown] = useState(false);
  // What had the focus when the modal was asked to open: the panel, mounted already open the first
  // time, cannot see it, so it is handed over and focus returns there on close.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (props.open !== shown) {
    setShown(props.open);
    if (props.open) setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  if (props.open && !used) setUsed(true);
  return used ? <Panel {...props} finalFocus={() => opener} /> : null;
}
