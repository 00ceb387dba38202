import { useId, type TextareaHTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';
import { fieldStyles } from '@/ui/components/field-styles';
import { FieldMessages, fieldMessageIds } from '@/ui/components/FieldMessages';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  helperText?: string;
}

const area = css({ resize: 'vertical', minH: '28', pt: '7', fontFamily: 'inherit' });

/** A multi-line text in the floating-label field's look, its label always raised. */
export function TextArea({ label, error, helperText, id, required, className, ...props }: TextAreaProps) {
  const generated = useId();
  const areaId = id ?? `area-${generated}`;
  const s = fieldStyles;
  const { describedBy } = fieldMessageIds(areaId, { helperText, error });
  return (
    <div className={s.root}>
      <div className={s.control} data-invalid={error ? '' : undefined}>
        <textarea {...props} id={areaId} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={cx(s.input, area, className)} />
        <label htmlFor={areaId} className={s.label} data-floating="">
          {label}
          {required ? (
            <span className={s.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      </div>
      <FieldMessages controlId={areaId} helperText={helperText} error={error} />
    </div>
  );
}
