import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { sva } from 'styled-system/css';

const styles = sva({
  slots: ['root', 'label', 'items', 'item', 'control', 'text', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: 0, m: 0 },
    label: { fontWeight: '700', color: 'fg.default' },
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
      '&[data-state=checked]': { borderColor: 'accent.default', bg: 'accent.subtle' },
      '&[data-focus-visible]': { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
    control: {
      w: '5',
      h: '5',
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      flexShrink: 0,
      '&[data-state=checked]': { borderColor: 'accent.default', borderWidth: '6px' },
    },
    text: { color: 'fg.default', fontWeight: '600' },
    error: { color: 'status.error', fontSize: '0.875rem', fontWeight: '600' },
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
  return (
    <ArkRadioGroup.Root className={styles.root} value={value} onValueChange={(d) => d.value && onValueChange(d.value)} name={name} required={required} invalid={Boolean(error)}>
      <ArkRadioGroup.Label className={styles.label}>
        {label}
        {required ? <span aria-hidden="true" style={{ color: 'var(--colors-status-error)', marginInlineStart: 2 }}>*</span> : null}
      </ArkRadioGroup.Label>
      <div className={styles.items}>
        {options.map((option) => (
          <ArkRadioGroup.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
            <ArkRadioGroup.ItemControl className={styles.control} />
            <ArkRadioGroup.ItemText className={styles.text}>{option.label}</ArkRadioGroup.ItemText>
            <ArkRadioGroup.ItemHiddenInput />
          </ArkRadioGroup.Item>
        ))}
      </div>
      {error ? <span className={styles.error} role="alert">{error}</span> : null}
    </ArkRadioGroup.Root>
  );
}
