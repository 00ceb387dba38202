/**
 * Reports and moderation (docs/product/moderation.md, API): a report, the admin's queue and
 * decisions, and the sanctioned person's appeal. Types only.
 */
import type { AppealOutcome, DecisionAction, ReportCategory, ReportTargetKind } from '@/domain/moderation/reports';

/**
 * Where a report stands: RECEIVED (in the queue), UNDER_REVIEW (an admin took it), DECIDED,
 * APPEALED (the sanctioned person appealed; back in the queue) and CLOSED (the appeal was answered).
 */
export type ReportStatus = 'RECEIVED' | 'UNDER_REVIEW' | 'DECIDED' | 'APPEALED' | 'CLOSED';

/** What is reported: a player by Play ID, a team by id, or the dispute screenshot of a match by the match's id. */
export type ReportTarget = { kind: 'PLAYER'; playId: string } | { kind: 'TEAM'; teamId: number } | { kind: 'EVIDENCE'; matchId: number };

/** POST /records/api/reports (JSON). */
export interface AbuseReportRequest {
  target: ReportTarget;
  category: ReportCategory;
  /** Up to 1000 characters; required (10 or more) for OTHER. */
  details: string;
}

/** The answer to a report: its number and what the app shows. */
export interface ReportCreated {
  id: number;
  messageKey: string;
}

/** One report in the admin's queue (GET /records/api/admin/reports). */
export interface ModerationReport {
  id: number;
  status: ReportStatus;
  targetKind: ReportTargetKind;
  /** What was reported as it was then: a Play ID or a team name; for evidence, the Play ID of who sent it. */
  targetLabel: string;
  /** The reported person's Play ID (a team's leader, the evidence's sender); null once their account is gone. */
  reportedPlayId: string | null;
  /** The reported person is 17 or under: decisions also tell their guardians. */
  reportedIsMinor: boolean;
  /** Sanctions the reported person received before (warnings, suspensions, bans not overturned). */
  earlierSanctions: number;
  /** Same-origin address of the reported screenshot, for evidence. */
  evidenceUrl: string | null;
  /** The match the evidence belongs to. */
  matchId: number | null;
  category: ReportCategory;
  details: string;
  reporterPlayId: string | null;
  /** ISO instants. */
  createdAt: string;
  reviewedAt: string | null;
  decision: ModerationDecision | null;
  appeal: ModerationAppeal | null;
}

export interface ModerationDecision {
  action: DecisionAction;
  ruling: string;
  /** Days of a suspension; null for the other actions. */
  days: number | null;
  /** ISO instant. */
  at: string;
  byPlayId: string | null;
}

export interface ModerationAppeal {
  text: string;
  /** ISO instant. */
  at: string;
  outcome: AppealOutcome | null;
  ruling: string | null;
  decidedAt: string | null;
}

/** GET /records/api/admin/reports?view=open|decided&page&size: the queue (open: oldest first) or the decided ones (newest first). */
export interface ModerationQueue {
  view: 'open' | 'decided';
  reports: ModerationReport[];
  /** Reports still waiting: received, under review or appealed. */
  openCount: number;
  page: number;
  totalPages: number;
}

/**
 * POST /records/api/admin/reports/{id}/decision (JSON). `REVIEW` takes a received report (the
 * reporter is told it is under review); DISMISS, WARN, SUSPEND and BAN decide it; UPHOLD and
 * OVERTURN answer an appeal.
 */
export interface DecisionRequest {
  action: 'REVIEW' | DecisionAction | AppealOutcome;
  /** The written reason; required except for REVIEW. */
  ruling?: string;
  /** Days of a suspension, 1 to 365. */
  days?: number;
}

export interface DecisionResponse {
  report: ModerationReport;
  messageKey: string;
}

/**
 * GET /records/api/public/reports/appeal/{token}: the decision a sanctioned person may appeal, from
 * the link they received. A link that cannot be used says why.
 */
export type AppealLinkView =
  | {
      state: 'VALID';
      reportId: number;
      action: DecisionAction;
      ruling: string;
      /** ISO instant a suspension ends. */
      suspendedUntil: string | null;
      category: ReportCategory;
      decidedAt: string;
      /** ISO instant after which the appeal is no longer taken. */
      appealBy: string;
    }
  | { state: 'UNKNOWN' | 'USED' | 'EXPIRED' };

/** POST /records/api/reports/{id}/appeal (JSON): with the link's token, so a suspended person can appeal signed out. */
export interface AppealRequest {
  token: string;
  text: string;
}

/** A report made by or about a supervised minor, as the guardian sees it on the minor's page. */
export interface MinorReport {
  id: number;
  /** The minor sent the report, or was reported. */
  role: 'REPORTER' | 'REPORTED';
  category: ReportCategory;
  status: ReportStatus;
  /** For a report about the minor: the action taken once decided (overturned appeals show OVERTURN). */
  outcome: DecisionAction | 'OVERTURN' | null;
  createdAt: string;
}
