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

export function checkRequired(value: string | null | undefined): Violation | null {
  return isBlank(value) ? violation('required') : null;
}

/** Collects the issues of a form: each entry is a field and the result of its check. */
export function collectIssues(checks: ReadonlyArray<readonly [string, Violation | null]>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [field, found] of checks) if (found) issues.push(fieldIssue(field, found));
  return issues;
}
