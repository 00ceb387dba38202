import { useId, type ReactNode } from 'react';
import { sva } from 'styled-system/css';
import { CheckIcon } from '@/ui/icons';

// A native checkbox drawn over: the browser keeps its keyboard, form and screen-reader behaviour.
const styles = sva({
  slots: ['root', 'box', 'input', 'mark', 'label', 'required', 'error'],
  base: {
    root: { display: 'inline-flex', alignItems: 'flex-start', gap: '3', cursor: 'pointer', minHeight: '11', py: '2', '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 } },
    box: { position: 'relative', flexShrink: 0, display: 'grid', w: '6', h: '6', mt: '-0.5' },
    input: {
      appearance: 'none',
      gridArea: '1 / 1',
      w: '6',
      h: '6',
      m: 0,
      borderRadius: 'md',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      cursor: 'inherit',
      transition: 'background 120ms, border-color 120ms',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      '&[aria-invalid=true]': { borderColor: 'status.error' },
      _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
      'label:hover &': { borderColor: 'accent.default' },
    },
    mark: { gridArea: '1 / 1', placeSelf: 'center', pointerEvents: 'none', color: 'fg.onAccent', opacity: 0, _dark: { color: 'slate.950' }, 'input:checked + &': { opacity: 1 } },
    label: { color: 'fg.default', lineHeight: '1.4' },
    required: { color: 'status.error', ms: '0.5' },
    error: { display: 'block', color: 'status.error', fontSize: 'sm', fontWeight: '600' },
  },
})();

export interface CheckboxProps {
  children: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
}

/** A checkbox whose whole label is the target (terms acceptance, filters). */
export function Checkbox({ children, checked, onCheckedChange, name, required, disabled, error }: CheckboxProps) {
  const errorId = `checkbox-${useId()}-error`;
  return (
    <div>
      <label className={styles.root}>
        <span className={styles.box}>
          <input
            type="checkbox"
            className={styles.input}
            checked={checked}
            onChange={(event) => onCheckedChange(event.currentTarget.checked)}
            name={name}
            required={required}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <CheckIcon size={16} strokeWidth={3} className={styles.mark} />
        </span>
        <span className={styles.label}>
          {children}
          {required ? <span aria-hidden="true" className={styles.required}>*</span> : null}
        </span>
      </label>
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
