import type { SchoolLinkStatus } from '@/domain/session';
import type { Role } from '@/domain/roles';
import type { EducationLevel } from '@/domain/school/school-link';
import { ageOn, todayInBrazil } from '@/domain/validation/age';

/**
 * Who may subscribe to an event (docs/product/tournaments.md, API, Roles and Errors).
 * The detail page shows the result to the caller, and the server refuses a subscription, a team
 * or a team member with the first refusal: one rule for both.
 */

export type TournamentStatus = 'DRAFT' | 'OPEN' | 'WAITING_START' | 'CHECK_IN' | 'RUNNING' | 'CONCLUDED';

/** The stored restrictions of an event; absent or null means "no such restriction". */
export interface EventRestrictions {
  minAge?: number | null;
  maxAge?: number | null;
  roles?: Role[] | null;
  educationLevels?: EducationLevel[] | null;
  hasSchoolLink?: boolean | null;
  hasCompleteSchoolLink?: boolean | null;
  /** The caller must be subscribed to every one of these events. */
  subscribedToEvents?: number[] | null;
  /** The caller must be subscribed to none of these events. */
  notSubscribedToEvents?: number[] | null;
  hasEpicId?: boolean | null;
  /** A school event (docs/product/play.md, Rules: School events): only students linked to one of these schools. */
  schoolIds?: number[] | null;
  /** ISO instants; when absent the event's own subscription window applies. */
  subscriptionStartDate?: string | null;
  subscriptionEndDate?: string | null;
}

export type RestrictionCode =
  | 'role'
  | 'minAge'
  | 'maxAge'
  | 'educationLevel'
  | 'schoolLink'
  | 'completeSchoolLink'
  | 'pendingSchoolDraft'
  | 'epicId'
  | 'school'
  | 'subscribedToEvents'
  | 'notSubscribedToEvents'
  | 'subscriptionNotOpen'
  | 'subscriptionClosed';

/** One reason the caller may not subscribe; messageKey is `status:eventRestriction.<code>`. */
export interface Restriction {
  code: RestrictionCode;
  messageKey: string;
  /** The limit that was not met (an age, a role list, an instant), when there is one. */
  detail?: string;
}

/** Something the caller can still do inside the tournament modal before subscribing (docs/product/tournaments.md, States). */
export type Prerequisite = 'HAS_SCHOOL_LINK';

export interface Eligibility {
  /** True when nothing stands between the caller and a subscription. */
  isEligible: boolean;
  prerequisites: Prerequisite[];
  restrictions: Restriction[];
}

export interface EligibilityEvent {
  status: TournamentStatus;
  restrictions: EventRestrictions;
  /** ISO instants of the event's subscription window: open from start, closed from end. */
  subscriptionsStart: string;
  subscriptionsEnd: string;
}

export interface Candidate {
  role: Role;
  /** ISO yyyy-mm-dd, null when unknown. */
  birthDate: string | null;
  educationLevel: EducationLevel | null;
  schoolLinkStatus: SchoolLinkStatus;
  epicAccountId: string | null;
  /** Events the candidate is subscribed to (solo or through a confirmed team). */
  subscribedEventIds: readonly number[];
  /** A school registration request of theirs awaits processing: it blocks every event (docs/product/tournaments.md, States). */
  pendingSchoolDraft?: boolean;
  /** The school the candidate is linked to, when any. */
  schoolId?: number | null;
}

export const restriction = (code: RestrictionCode, detail?: string | number): Restriction =>
  detail === undefined ? { code, messageKey: `status:eventRestriction.${code}` } : { code, messageKey: `status:eventRestriction.${code}`, detail: String(detail) };

const hasItems = <T>(list: readonly T[] | null | undefined): list is readonly T[] => Array.isArray(list) && list.length > 0;

/** Where the subscription window stands at `now`: before it, inside it, or after it. */
export function windowState(event: EligibilityEvent, now: Date): 'notOpen' | 'open' | 'closed' {
  const start = Date.parse(event.restrictions.subscriptionStartDate ?? event.subscriptionsStart);
  const end = Date.parse(event.restrictions.subscriptionEndDate ?? event.subscriptionsEnd);
  const at = now.getTime();
  // A DRAFT takes no subscriptions until its organiser publishes it (docs/product/play.md, States).
  if (event.status === 'DRAFT') return 'notOpen';
  if (event.status === 'RUNNING' || event.status === 'CONCLUDED' || event.status === 'WAITING_START' || event.status === 'CHECK_IN') return at < start ? 'notOpen' : 'closed';
  if (at < start) return 'notOpen';
  if (at >= end) return 'closed';
  return 'open';
}

/** Every restriction the candidate does not meet, in the order the join button reports them. */
export function eligibilityFor(event: EligibilityEvent, candidate: Candidate, now: Date): Eligibility {
  const rules = event.restrictions;
  const restrictions: Restriction[] = [];
  const prerequisites: Prerequisite[] = [];

  if (hasItems(rules.roles) && !rules.roles.includes(candidate.role)) restrictions.push(restriction('role', rules.roles.join(',')));

  const age = candidate.birthDate ? ageOn(candidate.birthDate, todayInBrazil(now)) : null;
  if (typeof rules.minAge === 'number' && (age === null || age < rules.minAge)) restrictions.push(restriction('minAge', rules.minAge));
  if (typeof rules.maxAge === 'number' && (age === null || age > rules.maxAge)) restrictions.push(restriction('maxAge', rules.maxAge));

  if (hasItems(rules.educationLevels) && (candidate.educationLevel === null || !rules.educationLevels.includes(candidate.educationLevel))) {
    restrictions.push(restriction('educationLevel', rules.educationLevels.join(',')));
  }

  // With no link at all the modal offers the school-link form; an unfinished link is a refusal.
  const needsLink = rules.hasSchoolLink === true || rules.hasCompleteSchoolLink === true;
  if (needsLink && candidate.schoolLinkStatus === 'NONE') prerequisites.push('HAS_SCHOOL_LINK');
  if (rules.hasCompleteSchoolLink === true && candidate.schoolLinkStatus === 'INCOMPLETE') restrictions.push(restriction('completeSchoolLink'));

  if (candidate.pendingSchoolDraft === true) restrictions.push(restriction('pendingSchoolDraft'));

  if (rules.hasEpicId === true && !candidate.epicAccountId) restrictions.push(restriction('epicId'));

  if (hasItems(rules.schoolIds) && (typeof candidate.schoolId !== 'number' || !rules.schoolIds.includes(candidate.schoolId))) restrictions.push(restriction('school'));

  const subscribed = new Set(candidate.subscribedEventIds);
  if (hasItems(rules.subscribedToEvents) && !rules.subscribedToEvents.every((id) => subscribed.has(id))) {
    restrictions.push(restriction('subscribedToEvents', rules.subscribedToEvents.join(',')));
  }
  if (hasItems(rules.notSubscribedToEvents) && rules.notSubscribedToEvents.some((id) => subscribed.has(id))) {
    restrictions.push(restriction('notSubscribedToEvents', rules.notSubscribedToEvents.join(',')));
  }

  const window = windowState(event, now);
  if (window === 'notOpen') restrictions.push(restriction('subscriptionNotOpen', rules.subscriptionStartDate ?? event.subscriptionsStart));
  if (window === 'closed') restrictions.push(restriction('subscriptionClosed', rules.subscriptionEndDate ?? event.subscriptionsEnd));

  return { isEligible: restrictions.length === 0 && prerequisites.length === 0, prerequisites, restrictions };
}

/**
 * The refusal the server answers when a subscription is attempted anyway: the first restriction,
 * else a missing school link (a prerequisite the caller skipped). Null when eligible.
 */
export function firstRefusal(eligibility: Eligibility): Restriction | null {
  if (eligibility.restrictions.length > 0) return eligibility.restrictions[0]!;
  if (eligibility.prerequisites.includes('HAS_SCHOOL_LINK')) return restriction('schoolLink');
  return null;
}
