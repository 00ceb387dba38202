/** The shape of validation (docs/product/shell.md, Rules): a failed rule is a Violation; a form's failures are FieldIssues. */

export interface Violation {
  code: string;
  detail?: string;
}

/** One field error as the error body carries it (docs/product/shell.md, Errors): shown on the form field by messageKey. */
/** An error shown on a form field: a messageKey such as `validation:userName.taken`. */
export interface FieldMessage {
  field: string;
  messageKey: string;
}

export interface FieldIssue {
  field: string;
  code: string;
  messageKey: string;
  detail?: string;
}

export const violation = (code: string, detail?: number | string): Violation => (detail === undefined ? { code } : { code, detail: String(detail) });

export function fieldIssue(field: string, found: Violation): FieldIssue {
  const entry: FieldIssue = { field, code: found.code, messageKey: `validation:${field}.${found.code}` };
  if (found.detail !== undefined) entry.detail = found.detail;
  return entry;
}

export const isBlank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

/** A written answer: trimmed, at least `min` characters, at most `max`; blank is fine unless `required`. */
export function textIssue(field: string, value: string, { min, max, required }: { min: number; max: number; required: boolean }): FieldIssue | null {
  const length = value.trim().length;
  if (length === 0) return required ? fieldIssue(field, violation('required')) : null;
  if (length < min) return fieldIssue(field, violation('tooShort', min));
  if (value.length > max) return fieldIssue(field, violation('tooLong', max));
  return null;
}

export function checkRequired(value: string | null | undefined): Violation | null {
  return isBlank(value) ? violation('required') : null;
}

/** Collects the issues of a form: each entry is a field and the result of its check. */
export function collectIssues(checks: ReadonlyArray<readonly [string, Violation | null]>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [field, found] of checks) if (found) issues.push(fieldIssue(field, found));
  return issues;
}
