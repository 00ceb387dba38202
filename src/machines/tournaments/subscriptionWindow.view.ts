import type { SnapshotFrom } from 'xstate';
import { opensAtOf, secondsLeftOf } from '@/domain/tournaments/subscription-window';
import type { subscriptionWindowMachine } from './subscriptionWindow.machine';

type SubscriptionWindowSnapshot = SnapshotFrom<typeof subscriptionWindowMachine>;

/** What the detail page's window panel shows: the countdown, the opening date, or closed. */
export type SubscriptionWindowView = { shows: 'open'; secondsLeft: number } | { shows: 'notYetOpen'; opensAt: string } | { shows: 'closed' };

export function subscriptionWindowView(snapshot: SubscriptionWindowSnapshot): SubscriptionWindowView {
  if (snapshot.matches('open')) return { shows: 'open', secondsLeft: secondsLeftOf(snapshot.context) };
  const opensAt = opensAtOf(snapshot.context);
  if (snapshot.matches('notYetOpen') && opensAt !== null) return { shows: 'notYetOpen', opensAt };
  return { shows: 'closed' };
}
