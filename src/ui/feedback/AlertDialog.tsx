import type { ReactNode } from 'react';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Modal } from './Modal';

export interface AlertDialogProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  /** With a cancel label the dialog asks for confirmation; without, it only informs. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  locked?: boolean;
}

/** An alert (or confirmation) dialog, announced as `alertdialog`. */
export function AlertDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, locked }: AlertDialogProps) {
  const cancel = onCancel ?? onConfirm;
  return (
    <Modal
      open={open}
      role="alertdialog"
      locked={locked}
      title={title ?? m.alert_title()}
      description={message}
      onDismiss={cancel}
      onClose={cancel}
      hideCloseButton
      footer={
        <>
          {cancelLabel ? (
            <button type="button" className={button({ variant: 'secondary' })} onClick={cancel}>
              {cancelLabel}
            </button>
          ) : null}
          <button type="button" className={button({ variant: 'primary' })} onClick={onConfirm}>
            {confirmLabel ?? m.alert_defaultConfirm()}
          </button>
        </>
      }
    />
  );
}
