import type { Eligibility, TournamentStatus } from './eligibility';
import type { SubscriptionStatus } from './subscription-status';

/**
 * Subscription status and Join button (docs/product/tournaments.md, States): what the banner's buttons show and allow.
 * The join machine (src/machines/tournaments/joinButton.machine.ts) decides with these rules.
 */

/** What the join button needs to know about the event and the caller. */
export interface JoinTarget {
  id: number;
  status: TournamentStatus;
  /** SOLO and SOLO_ROYALE: the caller subscribes alone. */
  solo: boolean;
  subscriptionStatus: SubscriptionStatus;
  eligibility: Eligibility;
  requiresDiscord: boolean;
}

export type JoinLabel = 'signup' | 'pending' | 'completed';

/** Subscriptions are over for good once the event waits for its start, checks in, runs or has ended. */
const SUBSCRIPTIONS_CLOSED: ReadonlySet<TournamentStatus> = new Set<TournamentStatus>(['WAITING_START', 'CHECK_IN', 'RUNNING', 'CONCLUDED']);

/**
 * The signup button shows until subscriptions close; afterwards the banner offers the phase's own
 * action (the check-in) and the subscription badge instead of a button that can do nothing.
 */
export const joinShown = (target: Pick<JoinTarget, 'status'>): boolean => !SUBSCRIPTIONS_CLOSED.has(target.status);

/** Buttons work only while the event is OPEN. */
export const joinEnabled = (target: Pick<JoinTarget, 'status'>): boolean => target.status === 'OPEN';

/** The signup button's label; a disabled button always shows the not-subscribed label. */
export function joinLabel(target: Pick<JoinTarget, 'status' | 'subscriptionStatus'>): JoinLabel {
  if (!joinEnabled(target)) return 'signup';
  if (target.subscriptionStatus === 'COMPLETED') return 'completed';
  if (target.subscriptionStatus === 'NOT_SUBSCRIBED') return 'signup';
  return 'pending';
}

/** The cancel link: solo, subscribed in some way, and the button enabled. */
export const canCancel = (target: Pick<JoinTarget, 'status' | 'solo' | 'subscriptionStatus'>): boolean =>
  joinEnabled(target) && target.solo && target.subscriptionStatus !== 'NOT_SUBSCRIBED';

/** The caller may not join: the event names at least one restriction. */
export const isRestricted = (target: Pick<JoinTarget, 'eligibility'>): boolean => target.eligibility.restrictions.length > 0;

/** The message of the first restriction, which the toast shows (the default error when none is named). */
export const restrictionKeyOf = (target: Pick<JoinTarget, 'eligibility'> | null): string => target?.eligibility.restrictions[0]?.messageKey ?? 'status:default.error';

/** Already subscribed to a solo event: the button has nothing left to do. */
export const soloSubscribed = (target: Pick<JoinTarget, 'solo' | 'subscriptionStatus'>): boolean => target.solo && target.subscriptionStatus === 'COMPLETED';
