import { Toast, Toaster as ArkToaster } from '@ark-ui/react/toast';
import { sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '@/ui/icons';
import { toastQueue } from './toast-queue';
import type { ToastKind } from './toast-kinds';

const toast = sva({
  slots: ['root', 'icon', 'body', 'title', 'description', 'close'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'min(360px, calc(100vw - 32px))',
      p: '3.5',
      pr: '2',
      borderRadius: 'xl',
      bg: 'bg.surface',
      color: 'fg.default',
      boxShadow: '0 12px 32px rgba(20, 6, 48, 0.22)',
      borderLeftWidth: '5px',
      borderLeftStyle: 'solid',
      zIndex: 'var(--z-index)',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      opacity: 'var(--opacity)',
      height: 'var(--height)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
      '&[data-type=success]': { borderLeftColor: 'status.success' },
      '&[data-type=warning]': { borderLeftColor: 'status.warning' },
      '&[data-type=error]': { borderLeftColor: 'status.error' },
      '&[data-type=info]': { borderLeftColor: 'status.info' },
    },
    icon: { flexShrink: 0, mt: '0.5' },
    body: { flex: 1, minW: 0 },
    title: { fontWeight: '700', textStyle: 'small' },
    description: { textStyle: 'small', wordBreak: 'break-word' },
    close: {
      flexShrink: 0,
      display: 'grid',
      placeItems: 'center',
      w: '8',
      h: '8',
      borderRadius: 'md',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle', color: 'fg.default' },
    },
  },
})();

const kindIcon: Record<ToastKind, typeof InfoIcon> = {
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  info: InfoIcon,
};
const kindColor: Record<ToastKind, string> = {
  success: 'var(--colors-status-success)',
  warning: 'var(--colors-status-warning)',
  error: 'var(--colors-status-error)',
  info: 'var(--colors-status-info)',
};
const kindTitle: Record<ToastKind, () => string> = {
  success: m.status_toastSuccess,
  warning: m.status_toastWarning,
  error: m.status_toastError,
  info: m.status_toastInfo,
};

const isKind = (type: unknown): type is ToastKind => type === 'success' || type === 'warning' || type === 'error' || type === 'info';

/** The single toast region of the app (snackbar layer 300). */
export default function ToastStack() {
  return (
    <ArkToaster toaster={toastQueue} aria-label={m.common_toastRegion()} style={{ zIndex: 300 }}>
      {(item) => {
        const kind = isKind(item.type) ? item.type : 'info';
        const KindIcon = kindIcon[kind];
        return (
          <Toast.Root key={item.id} className={toast.root} data-testid="toast">
            <KindIcon className={toast.icon} style={{ color: kindColor[kind] }} />
            <div className={toast.body}>
              <Toast.Title className={toast.title}>{item.title ?? kindTitle[kind]()}</Toast.Title>
              <Toast.Description className={toast.description}>{item.description}</Toast.Description>
            </div>
            <Toast.CloseTrigger className={toast.close} aria-label={m.common_toastClose()}>
              <CloseIcon size={18} />
            </Toast.CloseTrigger>
          </Toast.Root>
        );
      }}
    </ArkToaster>
  );
}
