import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { countdown } from '@/domain/format';
import { ClockIcon } from '@/ui/icons';

export interface CountdownProps {
  /** Seconds left until the window closes; the screen ticks it every second. */
  secondsLeft: number;
  label?: string;
}

const root = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '4',
  py: '2',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.emphasis',
  fontWeight: '800',
  fontVariantNumeric: 'tabular-nums',
});

/** Days remaining while more than a day is left, then hh:mm:ss (docs/product/tournaments.md, States). */
export function Countdown({ secondsLeft, label = m.event_countdownLabel() }: CountdownProps) {
  const value = countdown(secondsLeft);
  const text =
    value.kind === 'days'
      ? value.days === 1
        ? m.event_countdownOneDay()
        : m.event_countdownDays({ days: String(value.days) })
      : m.event_countdownClock({ time: value.text });
  // Only the day count is announced live: a per-second clock would flood screen readers.
  return (
    <div className={root} role="timer" aria-label={label} aria-live={value.kind === 'days' ? 'polite' : 'off'}>
      <ClockIcon />
      <span>{text}</span>
    </div>
  );
}
