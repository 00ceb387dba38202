import { useEffect, useRef } from 'react';

const FIRST_CONTROL = 'input:not([disabled]):not([type=hidden]), select:not([disabled]), button:not([disabled]), a[href]';

/**
 * A dialog that stays open from step to step: when the step changes, the focused control may be
 * gone, so focus moves to the new step's main control (marked `data-autofocus`) or its first
 * control, and keyboard users go on. Not on the first render: the dialog places focus itself.
 * Put the returned ref on an element inside the dialog.
 */
export function useStepFocus(step: string) {
  const anchor = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const dialog = anchor.current?.closest('[role="dialog"], [role="alertdialog"]');
    const target = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FIRST_CONTROL);
    target?.focus();
  }, [step]);
  return anchor;
}
