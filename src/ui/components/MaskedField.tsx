import { useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { applyMaskedEdit, formatWithMask, type MaskedEdit } from '@/domain/masks';
import { TextField, type TextFieldProps } from './TextField';

export interface MaskedFieldProps extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange'> {
  /** Bare digits, e.g. '11987654321'. */
  value: string;
  onValueChange: (digits: string) => void;
  /** `9` marks a digit slot, anything else is a literal: '99 9 9999-9999'. */
  mask: string;
  /** Turns the edited digits into the digits kept (strip a pasted prefix, insert a 9, …). */
  normalize?: (digits: string, edit: MaskedEdit) => string;
  /** Runs when the field is left, e.g. to complete a 10-digit phone. */
  complete?: (digits: string) => string;
}

/**
 * A text field that shows digits through a mask and keeps the caret beside the digit being
 * edited, so deleting or typing in the middle behaves like plain text.
 */
export function MaskedField({ value, onValueChange, mask, normalize, complete, onBlur, ref, ...props }: MaskedFieldProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const [edits, setEdits] = useState(0);
  const shown = formatWithMask(value, mask);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [edits, shown]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const result = applyMaskedEdit({ previous: shown, next: input.value, caret: input.selectionStart ?? input.value.length, inputType }, mask, normalize);
    pendingCaret.current = result.caret;
    setEdits((n) => n + 1);
    if (result.digits !== value) onValueChange(result.digits);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    if (complete) {
      const completed = complete(value);
      if (completed !== value) onValueChange(completed);
    }
    onBlur?.(event);
  }

  return (
    <TextField
      inputMode="numeric"
      {...props}
      ref={(node) => {
        inputRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      value={shown}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
