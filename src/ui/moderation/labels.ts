import type { ReportStatus } from '@/contract/moderation';
import type { DecisionAction, ReportCategory, ReportTargetKind } from '@/domain/moderation/reports';
import { m } from '@/paraglide/messages';

/** The names of moderation's reasons, states and actions, as the report form, the queue and the guardian's page show them. */

/** The reasons as the report form and the queue name them. */
export const CATEGORY_LABELS: Record<ReportCategory, () => string> = {
  HARASSMENT: m.moderation_category_HARASSMENT,
  HATE: m.moderation_category_HATE,
  CHEATING: m.moderation_category_CHEATING,
  OFFENSIVE_NAME: m.moderation_category_OFFENSIVE_NAME,
  IMPERSONATION: m.moderation_category_IMPERSONATION,
  INAPPROPRIATE_CONTENT: m.moderation_category_INAPPROPRIATE_CONTENT,
  FAKE_EVIDENCE: m.moderation_category_FAKE_EVIDENCE,
  OTHER: m.moderation_category_OTHER,
};

export const STATUS_LABELS: Record<ReportStatus, () => string> = {
  RECEIVED: m.moderation_status_RECEIVED,
  UNDER_REVIEW: m.moderation_status_UNDER_REVIEW,
  DECIDED: m.moderation_status_DECIDED,
  APPEALED: m.moderation_status_APPEALED,
  CLOSED: m.moderation_status_CLOSED,
};
export const ACTION_LABELS: Record<DecisionAction, () => string> = {
  DISMISS: m.moderation_action_DISMISS,
  WARN: m.moderation_action_WARN,
  SUSPEND: m.moderation_action_SUSPEND,
  BAN: m.moderation_action_BAN,
};

/** What a report is about, as its card in the queue names it. */
export const TARGET_TEXTS: Record<ReportTargetKind, (inputs: { name: string }) => string> = {
  PLAYER: m.moderation_target_PLAYER,
  TEAM: m.moderation_target_TEAM,
  EVIDENCE: m.moderation_target_EVIDENCE,
};
