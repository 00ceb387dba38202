import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { CheckIcon, ClockIcon, InfoIcon } from '@/ui/icons';

export interface CheckInPanelProps {
  kind: 'notOpen' | 'open' | 'checkedIn' | 'missed' | 'closed';
  /** A solo player or the team's leader; otherwise the leader-only message. */
  canAct: boolean;
  busy: boolean;
  /** mm:ss or h:mm:ss until check-in closes. */
  timeLeft: string;
  /** When check-in opens, in words ("em 20 minutos"). */
  opensIn: string;
  teamName: string | null;
  waitingList: boolean;
  checkedInCount: number;
  participantsCount: number;
  onCheckIn: () => void;
  onUndo: () => void;
}

const root = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  mt: '3',
  p: '3',
  borderRadius: 'xl',
  bg: 'rgba(255, 255, 255, 0.1)',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'rgba(255, 255, 255, 0.22)',
  maxW: '560px',
});
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
const note = css({ display: 'flex', alignItems: 'flex-start', gap: '2', fontSize: '0.95rem', lineHeight: '1.4' });
const done = css({ display: 'inline-flex', alignItems: 'center', gap: '2', px: '4', minH: '11', borderRadius: 'full', bg: 'green.300', color: 'slate.950', fontWeight: '800' });
const timer = css({ fontVariantNumeric: 'tabular-nums', fontWeight: '800' });
const count = css({ fontSize: 'sm', color: 'rgba(255,255,255,0.82)' });

/** Check-in on the tournament banner (docs/product/play.md, Screens): the button with the time left, done and undo, or a plain message. */
export function CheckInPanel(props: CheckInPanelProps) {
  const { kind, canAct, busy, timeLeft, teamName, waitingList } = props;
  const team = teamName ?? '';
  return (
    <section className={root} aria-label={m.play_checkIn_label()}>
      {kind === 'notOpen' ? (
        <p className={note}>
          <ClockIcon size={18} />
          {m.play_checkIn_opensAt({ when: props.opensIn })}
        </p>
      ) : null}
      {kind === 'open' && canAct ? (
        <div className={row}>
          <button type="button" className={button({ variant: 'accent' })} disabled={busy} aria-busy={busy || undefined} onClick={props.onCheckIn}>
            {busy ? m.common_loading() : m.play_checkIn_button()}
          </button>
          <span className={timer} role="timer" aria-label={m.play_checkIn_timeLeftLabel()}>
            {m.play_checkIn_timeLeft({ time: timeLeft })}
          </span>
        </div>
      ) : null}
      {kind === 'open' && !canAct ? (
        <p className={note}>
          <InfoIcon size={18} />
          <span>
            {m.play_checkIn_leaderOnly({ team })} <span className={timer}>{m.play_checkIn_timeLeft({ time: timeLeft })}</span>
          </span>
        </p>
      ) : null}
      {kind === 'checkedIn' ? (
        <div className={row}>
          <span className={done} role="status">
            <CheckIcon size={16} strokeWidth={3} />
            {m.play_checkIn_done()}
          </span>
          {canAct ? (
            <button type="button" className={button({ variant: 'onDark', size: 'sm' })} disabled={busy} aria-busy={busy || undefined} onClick={props.onUndo}>
              {busy ? m.common_loading() : m.play_checkIn_undo()}
            </button>
          ) : (
            <span>{m.play_checkIn_leaderDone({ team })}</span>
          )}
          <span className={timer}>{m.play_checkIn_timeLeft({ time: timeLeft })}</span>
        </div>
      ) : null}
      {kind === 'closed' ? (
        <p className={note}>
          <CheckIcon size={18} strokeWidth={3} />
          {m.play_checkIn_closed()}
        </p>
      ) : null}
      {kind === 'missed' ? (
        <p className={note}>
          <InfoIcon size={18} />
          {m.play_checkIn_missed()}
        </p>
      ) : null}
      {waitingList && kind !== 'missed' ? <p className={count}>{m.play_checkIn_waitingList()}</p> : null}
      {kind === 'open' || kind === 'checkedIn' ? (
        <p className={count}>{m.play_checkIn_count({ checkedIn: String(props.checkedInCount), total: String(props.participantsCount) })}</p>
      ) : null}
    </section>
  );
}
