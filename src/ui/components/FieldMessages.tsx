import { AlertIcon } from '@/ui/icons';
import { fieldStyles } from './field-styles';

/** The ids a field's help and error text carry, and what its control is described by. */
export function fieldMessageIds(controlId: string, { helperText, error, describedBy }: { helperText?: string; error?: string; describedBy?: string }) {
  const helperId = `${controlId}-helper`;
  const errorId = `${controlId}-error`;
  return {
    helperId,
    errorId,
    describedBy: [helperText ? helperId : null, error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined,
  };
}

/** The help and error lines under a floating-label field (the error announced when it appears). */
export function FieldMessages({ controlId, helperText, error }: { controlId: string; helperText?: string; error?: string }) {
  const { helperId, errorId } = fieldMessageIds(controlId, {});
  return (
    <>
      {helperText ? (
        <span id={helperId} className={fieldStyles.helper}>
          {helperText}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={fieldStyles.error} aria-live="polite">
          <AlertIcon size={16} />
          {error}
        </span>
      ) : null}
    </>
  );
}
