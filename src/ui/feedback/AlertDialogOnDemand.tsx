import { useState } from 'react';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';
import type { AlertDialogProps } from './AlertDialog';

// Ark's Dialog with its focus trap and scroll lock (about 20 KB gzip) is fetched the first time
// the dialog opens; a failed fetch says so above the page with a retry.
const AlertDialog = onDemand(() => import('./AlertDialog').then((module) => module.AlertDialog), { placeholder: <PartLoading />, overlay: true });

/**
 * The alert dialog for pages where it opens only on a rare gesture (cancelling a subscription):
 * nothing until it first opens, then the dialog itself, kept mounted so it closes as usual.
 */
export function AlertDialogOnDemand(props: AlertDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? <AlertDialog {...props} /> : null;
}
