import type { ReactNode } from 'react';
import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { sva } from 'styled-system/css';
import { CheckIcon } from '../icons';

const styles = sva({
  slots: ['root', 'control', 'label', 'error'],
  base: {
    root: { display: 'inline-flex', alignItems: 'flex-start', gap: '3', cursor: 'pointer', minHeight: '11', py: '2', '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
    control: {
      flexShrink: 0,
      display: 'grid',
      placeItems: 'center',
      w: '6',
      h: '6',
      mt: '-0.5',
      borderRadius: 'md',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      color: 'fg.onAccent',
      transition: 'background 120ms, border-color 120ms',
      '&[data-state=checked]': { bg: 'accent.default', borderColor: 'accent.default', _dark: { color: 'slate.950' } },
      '&[data-invalid]': { borderColor: 'status.error' },
      '&[data-focus-visible]': { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
      '[data-part=root]:hover &': { borderColor: 'accent.default' },
    },
    label: { color: 'fg.default', lineHeight: '1.4' },
    error: { display: 'block', color: 'status.error', fontSize: '0.875rem', fontWeight: '600' },
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
  return (
    <div>
      <ArkCheckbox.Root
        className={styles.root}
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        name={name}
        required={required}
        disabled={disabled}
        invalid={Boolean(error)}
      >
        <ArkCheckbox.Control className={styles.control}>
          <ArkCheckbox.Indicator>
            <CheckIcon size={16} strokeWidth={3} />
          </ArkCheckbox.Indicator>
        </ArkCheckbox.Control>
        <ArkCheckbox.Label className={styles.label}>
          {children}
          {required ? <span aria-hidden="true" style={{ color: 'var(--colors-status-error)', marginInlineStart: 2 }}>*</span> : null}
        </ArkCheckbox.Label>
        <ArkCheckbox.HiddenInput />
      </ArkCheckbox.Root>
      {error ? <span className={styles.error} role="alert">{error}</span> : null}
    </div>
  );
}
