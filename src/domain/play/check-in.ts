import type { CheckInState } from '@/contract/play';

/**
 * Where the caller's check-in stands at a time (docs/product/play.md, States): the server's status,
 * moved on by the clock — an OPEN window closes at `closesAt` (MISSED unless checked in) and a NOT_OPEN
 * one opens at `opensAt` — so the banner changes on the second without waiting for a refetch.
 */
export type CheckInPhase = 'notOpen' | 'open' | 'checkedIn' | 'missed' | 'notParticipant' | 'closed';

export function checkInPhase(state: CheckInState, now: number): CheckInPhase {
  const opens = Date.parse(state.opensAt);
  const closes = Date.parse(state.closesAt);
  switch (state.status) {
    case 'NOT_PARTICIPANT':
      return 'notParticipant';
    case 'MISSED':
      return 'missed';
    case 'CHECKED_IN':
      return now >= closes ? 'closed' : 'checkedIn';
    case 'NOT_OPEN':
      if (now < opens) return 'notOpen';
      return now >= closes ? 'missed' : 'open';
    case 'OPEN':
      return now >= closes ? 'missed' : 'open';
  }
}

/** Whole seconds left until check-in closes (0 once closed). */
export function checkInSecondsLeft(state: CheckInState, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(state.closesAt) - now) / 1000));
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The time left as the button shows it: mm:ss under an hour, h:mm:ss from an hour on. */
export function checkInCountdownText(secondsLeft: number): string {
  const safe = Number.isFinite(secondsLeft) ? Math.max(0, Math.floor(secondsLeft)) : 0;
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(seconds)}` : `${pad2(minutes)}:${pad2(seconds)}`;
}
