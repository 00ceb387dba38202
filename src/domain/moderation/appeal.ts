/**
 * The appeal of a sanction (docs/product/moderation.md): how long the sanctioned person has, and
 * the check of the appeal form. Shared by the app and the server; apart from the report rules, so
 * the appeal page does not download the report and decision forms' checks.
 */
import { textIssue, type FieldIssue } from '@/domain/validation/rules';

export const APPEAL_MIN = 10;
export const APPEAL_MAX = 1000;
/** Days the sanctioned person has to appeal, from the decision. */
export const APPEAL_DAYS = 30;

/** The appeal form: why the decision should change. */
export function appealIssues(text: string): FieldIssue[] {
  const issue = textIssue('appeal', text, { min: APPEAL_MIN, max: APPEAL_MAX, required: true });
  return issue ? [issue] : [];
}
