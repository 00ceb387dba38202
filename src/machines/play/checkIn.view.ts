import type { SnapshotFrom } from 'xstate';
import { checkInCountdownText, checkInSecondsLeft } from '@/domain/play/check-in';
import type { checkInMachine } from './checkIn.machine';

type CheckInSnapshot = SnapshotFrom<typeof checkInMachine>;

/** What the banner's check-in shows for a snapshot of its flow. */
export interface CheckInView {
  kind: 'hidden' | 'notOpen' | 'open' | 'checkedIn' | 'missed' | 'closed';
  /** A request is under way: the buttons wait. */
  busy: boolean;
  /** A solo player or the team's leader: may press; otherwise the leader-only message. */
  canAct: boolean;
  /** The time left as the button shows it (mm:ss, or h:mm:ss). */
  timeLeft: string;
  opensAt: string;
  waitingList: boolean;
  teamName: string | null;
}

export function checkInView(snapshot: CheckInSnapshot): CheckInView {
  const { state, now } = snapshot.context;
  const kind: CheckInView['kind'] = snapshot.matches('notParticipant')
    ? 'hidden'
    : snapshot.matches('notOpen')
      ? 'notOpen'
      : snapshot.matches('open') || snapshot.matches('checkingIn')
        ? 'open'
        : snapshot.matches('checkedIn') || snapshot.matches('undoing')
          ? 'checkedIn'
          : snapshot.matches('missed')
            ? 'missed'
            : snapshot.matches('closed')
              ? 'closed'
              : 'hidden';
  return {
    kind,
    busy: snapshot.matches('checkingIn') || snapshot.matches('undoing'),
    canAct: state.canAct,
    timeLeft: checkInCountdownText(checkInSecondsLeft(state, now)),
    opensAt: state.opensAt,
    waitingList: state.waitingList,
    teamName: state.teamName,
  };
}
