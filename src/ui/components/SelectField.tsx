import { useId, type SelectHTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';
import { ChevronDownIcon } from '@/ui/icons';
import { fieldStyles } from './field-styles';
import { FieldMessages, fieldMessageIds } from './FieldMessages';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  /** Shown as the first, empty choice. */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  helperText?: string;
}

const select = css({ appearance: 'none', cursor: 'pointer', pe: '10', _disabled: { cursor: 'not-allowed' } });
const chevron = css({ position: 'absolute', insetInlineEnd: '3', top: '50%', transform: 'translateY(-50%)', color: 'fg.muted', pointerEvents: 'none' });

/** A native select in the floating-label field's look: every choice reachable by keyboard and on phones. */
export function SelectField({ label, placeholder, options, error, helperText, required, disabled, id, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? `select-${generated}`;
  const s = fieldStyles;
  const { describedBy } = fieldMessageIds(selectId, { helperText, error });
  return (
    <div className={s.root}>
      <div className={s.control} data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        <select
          {...props}
          id={selectId}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(s.input, select)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <label htmlFor={selectId} className={s.label} data-floating="">
          {label}
          {required ? (
            <span className={s.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        <ChevronDownIcon size={20} className={chevron} />
      </div>
      <FieldMessages controlId={selectId} helperText={helperText} error={error} />
    </div>
  );
}
