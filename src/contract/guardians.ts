/**
 * Guardians and minors (docs/product/guardians.md, API): a minor's guardian consent, the consent
 * link a guardian opens, and the guardian's supervised minors. Types only.
 */

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

/** An item of GET /records/api/guardian/minors (SPONSOR): a minor the caller supervises. */
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

export type SupervisedMinors = SupervisedMinor[];
