/**
 * Reports and moderation (docs/product/moderation.md): what may be reported and why, the checks of
 * the report and decision forms, and the limits (the appeal's are in appeal.ts). Shared by the app
 * and the server; the server has the last word.
 */
import { fieldIssue, isBlank, textIssue, violation, type FieldIssue } from '@/domain/validation/rules';

/** What a report is about: a player (by Play ID), a team's name, or the screenshot of a match dispute. */
export const REPORT_TARGETS = ['PLAYER', 'TEAM', 'EVIDENCE'] as const;
export type ReportTargetKind = (typeof REPORT_TARGETS)[number];

export const REPORT_CATEGORIES = ['HARASSMENT', 'HATE', 'CHEATING', 'OFFENSIVE_NAME', 'IMPERSONATION', 'INAPPROPRIATE_CONTENT', 'FAKE_EVIDENCE', 'OTHER'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** The reasons offered for each kind of target, in the order the form lists them. */
export const CATEGORIES_BY_TARGET: Record<ReportTargetKind, readonly ReportCategory[]> = {
  PLAYER: ['HARASSMENT', 'HATE', 'CHEATING', 'IMPERSONATION', 'INAPPROPRIATE_CONTENT', 'OTHER'],
  TEAM: ['OFFENSIVE_NAME', 'HATE', 'IMPERSONATION', 'OTHER'],
  EVIDENCE: ['FAKE_EVIDENCE', 'INAPPROPRIATE_CONTENT', 'OTHER'],
};

/** An admin's decision on a report; an appeal is upheld (the decision stays) or overturned (its sanction is lifted). */
export const DECISION_ACTIONS = ['DISMISS', 'WARN', 'SUSPEND', 'BAN'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];
export const APPEAL_OUTCOMES = ['UPHOLD', 'OVERTURN'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export const DETAILS_MAX = 1000;
/** "Outro motivo" says what happened in at least this many characters. */
export const DETAILS_MIN_OTHER = 10;
export const RULING_MIN = 10;
export const RULING_MAX = 1000;
export const SUSPENSION_DAYS_MIN = 1;
export const SUSPENSION_DAYS_MAX = 365;
/** Reports one person may send in a Brazil day. */
export const DAILY_REPORTS = 10;

/** The decisions that sanction someone, and so may be appealed. */
export const SANCTIONS = ['WARN', 'SUSPEND', 'BAN'] as const satisfies readonly DecisionAction[];
export const isSanction = (action: DecisionAction | null | undefined): action is (typeof SANCTIONS)[number] => (SANCTIONS as readonly unknown[]).includes(action);

export function isCategoryFor(target: ReportTargetKind, category: string): category is ReportCategory {
  return (CATEGORIES_BY_TARGET[target] as readonly string[]).includes(category);
}

/** The report form: a reason from the target's list, and details (required for "Outro motivo"). */
export function reportIssues(target: ReportTargetKind, form: { category: string; details: string }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (isBlank(form.category)) issues.push(fieldIssue('category', violation('required')));
  else if (!isCategoryFor(target, form.category)) issues.push(fieldIssue('category', violation('invalid')));
  const details = textIssue('details', form.details, { min: form.category === 'OTHER' ? DETAILS_MIN_OTHER : 0, max: DETAILS_MAX, required: form.category === 'OTHER' });
  if (details) issues.push(details);
  return issues;
}

/** The decision form: an action, a written reason, and the days of a suspension. */
export function decisionIssues(form: { action: string; ruling: string; days: number | null }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (isBlank(form.action)) issues.push(fieldIssue('action', violation('required')));
  else if (!(DECISION_ACTIONS as readonly string[]).includes(form.action)) issues.push(fieldIssue('action', violation('invalid')));
  const ruling = textIssue('ruling', form.ruling, { min: RULING_MIN, max: RULING_MAX, required: true });
  if (ruling) issues.push(ruling);
  if (form.action === 'SUSPEND') {
    const days = form.days;
    if (days === null || !Number.isInteger(days) || days < SUSPENSION_DAYS_MIN || days > SUSPENSION_DAYS_MAX) issues.push(fieldIssue('days', violation('invalid', SUSPENSION_DAYS_MAX)));
  }
  return issues;
}

/** The answer to an appeal: upheld or overturned, with a written reason. */
export function appealDecisionIssues(form: { outcome: string; ruling: string }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!(APPEAL_OUTCOMES as readonly string[]).includes(form.outcome)) issues.push(fieldIssue('outcome', violation(isBlank(form.outcome) ? 'required' : 'invalid')));
  const ruling = textIssue('ruling', form.ruling, { min: RULING_MIN, max: RULING_MAX, required: true });
  if (ruling) issues.push(ruling);
  return issues;
}
