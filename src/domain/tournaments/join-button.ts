import type { Eligibility, TournamentStatus } from './eligibility';
import type { SubscriptionStatus } from './subscription-status';

/**
 * SPEC §4 "Subscription status" and "Join button": what the banner's buttons show and allow.
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
