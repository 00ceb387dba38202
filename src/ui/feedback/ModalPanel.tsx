import { useRef, type ReactNode } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { cx, sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { CloseIcon } from '@/ui/icons';
import { iconButton } from '@/ui/icon-button';

const modalStyles = sva({
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'description', 'body', 'footer', 'close'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: 0,
      bg: 'bg.backdrop',
      zIndex: 'backdrop',
      backdropFilter: 'blur(2px)',
      _open: { animation: 'fadeIn 160ms ease-out' },
    },
    positioner: {
      position: 'fixed',
      inset: 0,
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      overflowY: 'auto',
    },
    content: {
      position: 'relative',
      width: '100%',
      maxWidth: 'modal',
      maxHeight: 'calc(100dvh - 32px)',
      overflowY: 'auto',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: '2xl',
      boxShadow: '0 24px 64px rgba(20, 6, 48, 0.35)',
      p: { base: '5', sm: '7' },
      _open: { animation: 'slideIn 180ms ease-out' },
    },
    header: { display: 'flex', alignItems: 'flex-start', gap: '3', mb: '3', pr: '8' },
    title: { textStyle: 'sectionTitle', color: 'fg.default' },
    description: { color: 'fg.muted', mb: '4' },
    body: { display: 'flex', flexDirection: 'column', gap: '3' },
    footer: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3', mt: '6' },
    close: { position: 'absolute', top: '3', right: '3' },
  },
})();

/** What a modal is given; `Modal` (./Modal.tsx) fetches this panel the first time one opens. */
export interface ModalProps {
  /** Shown when the flow driving the modal is in its open state. */
  open: boolean;
  /** A locked modal ignores Escape and backdrop clicks (docs/product/shell.md, Screens). */
  locked?: boolean;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Escape or a backdrop click. */
  onDismiss: () => void;
  /** The close button. */
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  hideCloseButton?: boolean;
  /** Where the focus returns on close (Modal passes what had it when the modal was asked to open). */
  finalFocus?: () => HTMLElement | null;
}

/** Another dialog opened from inside this one (a confirmation over the tournament modal) is on top of it. */
function dialogAbove(content: HTMLElement | null): boolean {
  if (!content) return false;
  const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')];
  return open.length > 0 && open[open.length - 1] !== content && open.includes(content);
}

/** The base of every modal: backdrop (layer 200), panel (layer 201, max 515 px), page scroll locked. */
export function ModalPanel({ open, locked = false, title, description, children, footer, onDismiss, onClose, role = 'dialog', hideCloseButton, finalFocus }: ModalProps) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open={open}
      role={role}
      lazyMount
      unmountOnExit
      preventScroll
      trapFocus
      finalFocusEl={finalFocus}
      closeOnEscape={!locked}
      closeOnInteractOutside={!locked}
      // Focus leaving the panel (a confirmation opened from it closing) is no dismissal: only
      // Escape and the backdrop are (docs/product/shell.md, Screens).
      onFocusOutside={(event) => event.preventDefault()}
      onOpenChange={(details) => {
        // Escape and clicks belong to a confirmation opened from this modal while it is on top.
        if (!details.open && !dialogAbove(content.current)) onDismiss();
      }}
    >
      <Portal>
        <Dialog.Backdrop className={modalStyles.backdrop} data-testid="modal-backdrop" />
        <Dialog.Positioner className={modalStyles.positioner}>
          <Dialog.Content ref={content} className={modalStyles.content}>
            <div className={modalStyles.header}>
              <Dialog.Title className={modalStyles.title}>{title}</Dialog.Title>
            </div>
            {description ? <Dialog.Description className={modalStyles.description}>{description}</Dialog.Description> : null}
            {children ? <div className={modalStyles.body}>{children}</div> : null}
            {footer ? <div className={modalStyles.footer}>{footer}</div> : null}
            {hideCloseButton ? null : (
              <button type="button" className={cx(iconButton(), modalStyles.close)} aria-label={m.modal_close()} onClick={onClose}>
                <CloseIcon size={20} />
              </button>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
