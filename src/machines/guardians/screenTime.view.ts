import type { SnapshotFrom } from 'xstate';
import type { screenTimeMachine } from './screenTime.machine';

type ScreenTimeSnapshot = SnapshotFrom<typeof screenTimeMachine>;

/** What the private layout shows of a student's supervision (docs/product/guardians.md, Supervision). */
export interface ScreenTimeView {
  /** The top bar's notice shows: a guardian supervises the student. */
  supervised: boolean;
  guardians: string[];
  dailyLimitMinutes: number | null;
  purchasesBlocked: boolean;
  /** Seconds counted today, the unsent ones included. */
  usedTodaySeconds: number;
  /** Seconds left, shown as a countdown in the last minutes; null otherwise. */
  countdown: number | null;
  /** The notice at the limit is open, with the grace left. */
  reached: { grace: number; leaving: boolean } | null;
}

export function screenTimeView(snapshot: ScreenTimeSnapshot): ScreenTimeView {
  const { supervision, remaining, warnSeconds, unsent, sending, grace } = snapshot.context;
  const supervised = supervision?.supervised === true && !snapshot.matches('off');
  const leaving = snapshot.matches('signingOut') || snapshot.matches('signedOut');
  return {
    supervised,
    guardians: supervision?.guardians ?? [],
    dailyLimitMinutes: supervision?.controls.dailyLimitMinutes ?? null,
    purchasesBlocked: supervision?.controls.purchasesBlocked ?? false,
    usedTodaySeconds: (supervision?.usedTodaySeconds ?? 0) + unsent + sending,
    countdown: snapshot.matches('counting') && remaining !== null && remaining <= warnSeconds ? remaining : null,
    reached: snapshot.matches('reached') || leaving ? { grace, leaving } : null,
  };
}
