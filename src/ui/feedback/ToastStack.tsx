import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '@/ui/icons';
import { toastQueue, type QueuedToast } from './toast-queue';
import type { ToastKind } from './toast-kinds';

const toast = sva({
  slots: ['region', 'root', 'icon', 'body', 'title', 'description', 'close'],
  base: {
    region: {
      position: 'fixed',
      top: '4',
      insetEnd: '4',
      zIndex: 'snackbar',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-end',
      gap: '3',
      pointerEvents: 'none',
      _focusVisible: { outline: 'none' },
    },
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
      pointerEvents: 'auto',
      animation: 'slideIn 200ms ease-out',
      '&[data-state=closed]': { animation: 'toastOut 200ms ease-in forwards' },
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

/** How long a closing toast fades before it leaves: the `toastOut` animation of the root above. */
const FADE_MS = 200;

interface ItemProps {
  item: QueuedToast;
  paused: boolean;
  onClose: (id: number) => void;
}

function ToastItem({ item, paused, onClose }: ItemProps) {
  const { closing } = item;
  const remaining = useRef(item.duration);

  // The toast's time runs only while nobody is reading the stack: a pointer or the focus on it, or
  // the tab hidden, holds it where it was (WCAG 2.2.1).
  useEffect(() => {
    if (paused || closing) return;
    const started = performance.now();
    const timer = setTimeout(() => onClose(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= performance.now() - started;
    };
  }, [paused, closing, onClose, item.id]);

  // Out once its fade is over.
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => toastQueue.remove(item.id), FADE_MS);
    return () => clearTimeout(timer);
  }, [closing, item.id]);

  const KindIcon = kindIcon[item.type];
  const rootId = `toast-${item.id}`;
  const titleId = `${rootId}-title`;
  const descriptionId = `${rootId}-description`;
  return (
    <div
      id={rootId}
      className={toast.root}
      data-testid="toast"
      data-toast-id={item.id}
      data-type={item.type}
      data-state={closing ? 'closed' : 'open'}
      role={item.type === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Reachable, so that a keyboard user can hold its time, read it and close it (Escape).
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
    >
      <KindIcon className={toast.icon} style={{ color: kindColor[item.type] }} />
      <div className={toast.body}>
        <div id={titleId} className={toast.title}>
          {item.title ?? kindTitle[item.type]()}
        </div>
        <div id={descriptionId} className={toast.description}>
          {item.description}
        </div>
      </div>
      <button type="button" className={toast.close} aria-label={m.common_toastClose()} onClick={() => onClose(item.id)}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

const subscribeToVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const pageHidden = () => document.visibilityState === 'hidden';

const openToasts = (region: HTMLElement) => [...region.querySelectorAll<HTMLElement>('[data-toast-id][data-state=open]')];

/**
 * The single toast region of the app (snackbar layer 300), at the top right. Its live region is
 * in the page a frame before the first toasts, so that screen readers hear them arrive. Alt+T
 * moves the focus to it, which holds the toasts until it leaves; Escape closes the toast that has
 * it, and the focus goes on to the next one, or back to where it was.
 */
export default function ToastStack() {
  const toasts = useSyncExternalStore(toastQueue.subscribe, toastQueue.shown, toastQueue.shown);
  const hidden = useSyncExternalStore(subscribeToVisibility, pageHidden, () => false);
  const [ready, setReady] = useState(false);
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);

  const close = useCallback((id: number) => {
    const element = region.current?.querySelector<HTMLElement>(`[data-toast-id="${id}"]`);
    if (element?.contains(document.activeElement)) {
      // The focus must not leave with the toast: the next toast, else where it came from.
      const next = openToasts(region.current!).find((other) => other !== element);
      const back = focusBefore.current?.isConnected ? focusBefore.current : null;
      if (next) next.focus();
      else if (back) back.focus();
      else (document.activeElement as HTMLElement).blur();
    }
    // A toast that leaves under the pointer sends no pointer event: the pointer counts again from
    // its next move over the stack.
    setPointerOver(false);
    toastQueue.close(id);
  }, []);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    const element = region.current!;
    const onPointerMove = () => setPointerOver(true);
    const onPointerLeave = () => setPointerOver(false);
    const onFocusIn = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) focusBefore.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
      setFocusInside(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setFocusInside(false);
    };
    const onRegionKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const item = (event.target as HTMLElement).closest<HTMLElement>('[data-toast-id]');
      if (!item) return;
      event.preventDefault();
      close(Number(item.dataset.toastId));
    };
    const onPageKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT') return;
      const first = openToasts(element)[0];
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    const listeners: [EventTarget, string, (event: never) => void][] = [
      [element, 'pointermove', onPointerMove],
      [element, 'pointerleave', onPointerLeave],
      [element, 'focusin', onFocusIn],
      [element, 'focusout', onFocusOut],
      [element, 'keydown', onRegionKeyDown],
      [document, 'keydown', onPageKeyDown],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener);
    };
  }, [close]);

  const paused = pointerOver || focusInside || hidden;
  return (
    <div
      ref={region}
      className={toast.region}
      role="region"
      aria-label={m.common_toastRegion()}
      aria-live="polite"
      aria-relevant="additions text"
      aria-keyshortcuts="Alt+T"
    >
      {ready &&
        toasts.map((item) => <ToastItem key={item.id} item={item} paused={paused} onClose={close} />)}
    </div>
  );
}
