import { useId } from 'react';
import { sva } from 'styled-system/css';

// Native radios in a fieldset: arrow keys, one tab stop and form behaviour come from the browser.
const styles = sva({
  slots: ['root', 'label', 'required', 'items', 'item', 'control', 'text', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: 0, m: 0, minWidth: 0 },
    label: { p: 0, mb: '2', fontWeight: '700', color: 'fg.default' },
    required: { color: 'status.error', ms: '0.5' },
    items: { display: 'flex', flexWrap: 'wrap', gap: '2' },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '11',
      px: '4',
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      bg: 'bg.surface',
      cursor: 'pointer',
      transition: 'border-color 120ms, background 120ms',
      _hover: { borderColor: 'accent.default' },
      '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle' },
      '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
      '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
    },
    control: {
      appearance: 'none',
      m: 0,
      w: '5',
      h: '5',
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      flexShrink: 0,
      cursor: 'inherit',
      outline: 'none',
      _checked: { borderColor: 'accent.default', borderWidth: '6px' },
      '&[aria-invalid=true]': { borderColor: 'status.error' },
    },
    text: { color: 'fg.default', fontWeight: '600' },
    error: { color: 'status.error', fontSize: 'sm', fontWeight: '600' },
  },
})();

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: string;
  options: RadioOption[];
  value: string | null;
  onValueChange: (value: string) => void;
  name?: string;
  required?: boolean;
  error?: string;
}

/** A group of pill-shaped radio buttons; arrow keys move between them (role choice, gender, type). */
export function RadioGroup({ label, options, value, onValueChange, name, required, error }: RadioGroupProps) {
  const id = `radio-${useId()}`;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.root} role="radiogroup" aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>
        {label}
        {required ? <span aria-hidden="true" className={styles.required}>*</span> : null}
      </legend>
      <div className={styles.items}>
        {options.map((option) => (
          <label key={option.value} className={styles.item}>
            <input
              type="radio"
              className={styles.control}
              name={name ?? id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              disabled={option.disabled}
              required={required}
            />
            <span className={styles.text}>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
