/**
 * Guardians and minors (docs/product/guardians.md, API): a minor's guardian consent, the consent
 * link a guardian opens, and the guardian's supervised minors. Types only.
 */

import type { MinorReport } from './moderation';

/**
 * Where a student's guardian consent stands (docs/product/guardians.md, States):
 * - NOT_REQUIRED: an adult, or not a student;
 * - MISSING: a minor who has not given a legal representative yet;
 * - PENDING: the invitation went out and is still valid;
 * - EXPIRED: the last invitation was not answered within its 7 days;
 * - REFUSED: the guardian refused the last invitation;
 * - CONSENTED: at least one guardian consented and still does;
 * - REVOKED: every guardian who consented revoked it since.
 */
export type GuardianConsentStatus = 'NOT_REQUIRED' | 'MISSING' | 'PENDING' | 'EXPIRED' | 'REFUSED' | 'CONSENTED' | 'REVOKED';

/** A guardian who consented, as the minor sees them. */
export interface LinkedGuardian {
  firstName: string;
  /** ISO instant of the consent. */
  since: string;
}

/** GET /records/api/user/guardian: the caller's own consent state (any signed-in user). */
export interface MinorGuardianState {
  status: GuardianConsentStatus;
  /**
   * 16 or under without a consenting guardian: may browse and learn, but not join tournaments or
   * teams, redeem or buy premium, or appear by name to others. The server refuses those actions.
   */
  restricted: boolean;
  /** The guardian's e-mail as the minor gave it, partly hidden (`ma•••@gmail.com`); null before one is given. */
  invitedEmail: string | null;
  /** ISO instant the last invitation went out; null if none did. */
  lastSentAt: string | null;
  /** ISO instant the last invitation stops working; null if none went out. */
  expiresAt: string | null;
  /** Invitations the minor may still send today (3 a day, counted in Brazil's day). */
  resendsLeft: number;
  /** Guardians who consented and still do (at most two). */
  guardians: LinkedGuardian[];
}

/** POST /records/api/guardian/invitations (no body): sends the invitation again. Answers MinorGuardianState (201). */
export type GuardianInvitationResponse = MinorGuardianState;

/** Why a consent link cannot be used; the page says so and changes nothing. */
export type ConsentLinkProblem = 'UNKNOWN' | 'USED' | 'EXPIRED';

/** GET /records/api/public/guardian/consent/{token}: what the guardian's page shows before anyone signs in. */
export type ConsentLinkView =
  | {
      state: 'VALID';
      /** The minor, in as few words as needed for the guardian to recognise them. */
      minor: { firstName: string; playId: string; age: number };
      /** The name the minor gave for their guardian. */
      guardianName: string;
      /** ISO instant the link stops working. */
      expiresAt: string;
    }
  | { state: ConsentLinkProblem };

export type ConsentDecision = 'ACCEPT' | 'REFUSE';

/**
 * POST /records/api/guardian/consent/{token} (JSON), signed in as a SPONSOR: the guardian confirms
 * being the person the minor named (full name and CPF must match what the minor entered) and
 * accepts or refuses. Field errors name `fullName` or `cpf`.
 */
export interface ConsentRequest {
  decision: ConsentDecision;
  fullName: string;
  /** 11 digits, with or without the mask. */
  cpf: string;
}

/** The answer to a consent decision (200). */
export interface ConsentResponse {
  outcome: 'CONSENTED' | 'REFUSED';
  minor: { id: number; firstName: string; playId: string };
  messageKey: string;
}

/** Who a supervised minor is and since when the guardian consents. */
export interface SupervisedMinor {
  id: number;
  firstName: string;
  lastName: string;
  playId: string;
  age: number;
  /** ISO instant of this guardian's consent. */
  since: string;
  /** The other guardian's first name, when the minor has two. */
  coGuardian: string | null;
}

export type SupervisedMinors = SupervisedMinorSummary[];

/**
 * What a guardian decides for a minor (docs/product/guardians.md, Supervision). Until a guardian
 * saves them, a minor of 16 or under has purchases blocked and no daily limit; a minor of 17 has
 * neither. Either guardian may change them; the last change counts.
 */
export interface GuardianControls {
  /**
   * Minutes of active use a day, counted in Brazil's day; null means no limit.
   * @type uint32
   * @minimum 15
   * @maximum 600
   * @multipleOf 15
   */
  dailyLimitMinutes: number | null;
  /** Premium cannot be bought or redeemed (a code) while on. */
  purchasesBlocked: boolean;
  /** Teammates and invitees see the minor's real name; off (the default), only the Play ID. */
  showRealName: boolean;
}

/** PUT /records/api/guardian/minors/{id}/controls (JSON): the new controls. Answers the SupervisedMinorSummary (200). */
export type GuardianControlsRequest = GuardianControls;

/** The minor's premium, as the guardian sees it. */
export interface MinorPremium {
  active: boolean;
  /** ISO day the current premium ends; null when not active. */
  until: string | null;
}

/** An item of GET /records/api/guardian/minors (SPONSOR): a minor the caller supervises. */
export interface SupervisedMinorSummary extends SupervisedMinor {
  controls: GuardianControls;
  premium: MinorPremium;
  /** Active seconds today (Brazil's day). */
  usedTodaySeconds: number;
}

/** A day of use: the active seconds the minor's app counted on that Brazil day. */
export interface ActivityDay {
  /** yyyy-MM-dd, Brazil's day. */
  day: string;
  /** @type uint32 */
  seconds: number;
}

/** A person a minor plays with or under, as the guardian sees them. */
export interface MinorContact {
  /** The person's Play ID, or the school's name for a school's organisers. */
  name: string;
  /** 18 or older, or an account that is not a student's (educator, director, admin). */
  adult: boolean;
  role: 'LEADER' | 'MEMBER' | 'INVITED' | 'ORGANISER';
}

/** A team of the minor, with every member and pending invitation. */
export interface MinorTeam {
  id: number;
  name: string;
  tournamentName: string;
  contacts: MinorContact[];
}

/** A tournament the minor subscribed to, with who organises it. */
export interface MinorTournament {
  id: number;
  name: string;
  /** ISO instant the tournament starts. */
  startsAt: string;
  organiser: MinorContact;
}

/** A team invitation to the minor; an adult's waits for a guardian's approval (docs/product/guardians.md, Safe defaults). */
export interface MinorInvite {
  id: number;
  teamName: string;
  tournamentName: string;
  /** The team's leader, who invited the minor. */
  leader: MinorContact;
  /** ISO instant the invitation was sent. */
  createdAt: string;
  /** True until a guardian approves it; the minor cannot accept it before. */
  awaitingGuardian: boolean;
}

/** GET /records/api/guardian/minors/{id}/activity (SPONSOR): the minor's last 30 days and circles. */
export interface MinorActivity {
  minor: SupervisedMinorSummary;
  /** The last 30 Brazil days, oldest first, today last; a day without use has 0 seconds. */
  days: ActivityDay[];
  teams: MinorTeam[];
  tournaments: MinorTournament[];
  /** Pending team invitations to the minor, the newest first. */
  invites: MinorInvite[];
  /** Reports the minor sent or received, the newest first (docs/product/moderation.md). */
  reports: MinorReport[];
}

/** POST /records/api/guardian/minors/{id}/invites/{inviteId} (JSON): a guardian approves or refuses an adult's invitation. */
export interface InviteDecisionRequest {
  approve: boolean;
}

/** The answer to an invitation decision: what the app shows. */
export interface InviteDecisionResponse {
  messageKey: string;
}

/**
 * GET /records/api/user/supervision: the caller's supervision as the app applies it. A student
 * with at least one consenting guardian is supervised; everyone else gets supervised false and
 * nothing is counted.
 */
export interface SupervisionState {
  supervised: boolean;
  /** First names of the consenting guardians. */
  guardians: string[];
  controls: GuardianControls;
  /** Active seconds counted today. */
  usedTodaySeconds: number;
  /** Seconds left today under the limit; null without a limit. 0 once reached. */
  remainingSeconds: number | null;
  /** ISO instant today's count starts again (next midnight in Brazil). */
  resetsAt: string;
}

/**
 * POST /records/api/user/activity (JSON): a usage heartbeat from the app of a supervised student,
 * the active seconds since the previous one. The server credits at most the time that really
 * passed since the previous heartbeat, so two open tabs count once. Answers SupervisionState (200).
 */
export interface ActivityHeartbeat {
  /**
   * @type uint32
   * @minimum 1
   * @maximum 120
   */
  seconds: number;
}
