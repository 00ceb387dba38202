import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from 'styled-system/css';
import { fieldStyles } from './field-styles';
import { FieldMessages, fieldMessageIds } from './FieldMessages';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'placeholder'> {
  label: string;
  /** Error text; when set the field is marked invalid and the text is announced. */
  error?: string;
  /** Help shown under the field and read with it. */
  helperText?: string;
  /** Content at the start of the box (a fixed country code, an icon). Keeps the label floated. */
  prefix?: ReactNode;
  /** Content at the end of the box (a show-password button). */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  rootClassName?: string;
}

/** A text input with a floating label, a required asterisk and error text (docs/product/shell.md, Screens and Rules). */
export function TextField({ label, error, helperText, prefix, suffix, required, disabled, readOnly, id, className, rootClassName, ref, ...inputProps }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const invalid = Boolean(error);
  const { describedBy } = fieldMessageIds(inputId, { helperText, error, describedBy: inputProps['aria-describedby'] });
  const s = fieldStyles;

  return (
    <div className={cx(s.root, rootClassName)}>
      <div className={s.control} data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        {prefix ? <span className={cx(s.affix, s.prefix)}>{prefix}</span> : null}
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          className={cx('peer', s.input, className)}
          style={prefix ? { paddingInlineStart: '0.5rem' } : undefined}
          placeholder=" "
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={inputId} className={s.label} data-floating={prefix ? '' : undefined} style={prefix ? { insetInlineStart: '1rem' } : undefined}>
          {label}
          {required ? (
            <span aria-hidden="true" className={s.required}>
              *
            </span>
          ) : null}
        </label>
        {suffix ? <span className={s.affix}>{suffix}</span> : null}
      </div>
      <FieldMessages controlId={inputId} helperText={helperText} error={error} />
    </div>
  );
}
