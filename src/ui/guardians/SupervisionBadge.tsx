import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { iconButton } from '@/ui/icon-button';
import { ClockIcon, CloseIcon, LockIcon, ShieldIcon } from '@/ui/icons';
import { formatClock, formatMinutes, formatUsage } from './duration';

export interface SupervisionBadgeProps {
  guardians: string[];
  dailyLimitMinutes: number | null;
  purchasesBlocked: boolean;
  usedTodaySeconds: number;
  /** Seconds left in the last minutes of the limit; null otherwise. */
  countdown: number | null;
}

const styles = {
  trigger: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    minH: '11',
    minW: '11',
    px: { base: '2', sm: '3' },
    borderRadius: 'full',
    fontSize: 'sm',
    fontWeight: '700',
    color: 'fg.onHeader',
    bg: 'rgba(255, 255, 255, 0.12)',
    cursor: 'pointer',
    justifyContent: 'center',
    fontVariantNumeric: 'tabular-nums',
    _hover: { bg: 'rgba(255, 255, 255, 0.2)' },
    _focusVisible: { outline: '3px solid token(colors.border.focus)', outlineOffset: '2px' },
  }),
  urgent: css({ bg: 'status.warning', color: 'black', _hover: { bg: 'status.warning' } }),
  label: css({ display: { base: 'none', md: 'inline' } }),
  content: css({
    zIndex: 'popover',
    w: 'min(22rem, calc(100vw - 2rem))',
    p: '4',
    borderRadius: 'xl',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'lg',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    _focusVisible: { outline: '3px solid token(colors.border.focus)' },
  }),
  head: css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' }),
  title: css({ fontWeight: '800', fontSize: 'md' }),
  text: css({ color: 'fg.muted', fontSize: 'sm' }),
  facts: css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' }),
  fact: css({ display: 'flex', gap: '2', alignItems: 'center' }),
};

const whoSupervises = (guardians: string[]) =>
  guardians.length >= 2 ? m.guardian_supervisionByTwo({ first: guardians[0]!, second: guardians[1]! }) : m.guardian_supervisionByOne({ name: guardians[0] ?? '' });

/**
 * The small notice in a supervised student's top bar (docs/product/guardians.md, Supervision): always
 * visible while a guardian supervises, with the countdown in the last minutes of the daily limit.
 * It opens what the supervision means today.
 */
export function SupervisionBadge({ guardians, dailyLimitMinutes, purchasesBlocked, usedTodaySeconds, countdown }: SupervisionBadgeProps) {
  const clock = countdown === null ? null : formatClock(countdown);
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger
        className={cx(styles.trigger, clock ? styles.urgent : undefined)}
        aria-label={clock ? m.guardian_supervisedCountdownLabel({ time: clock }) : m.guardian_supervisedBadgeLabel()}
        data-testid="supervision-badge"
      >
        {clock ? <ClockIcon size={18} aria-hidden="true" /> : <ShieldIcon size={18} aria-hidden="true" />}
        {clock ? <span>{m.guardian_supervisedCountdown({ time: clock })}</span> : <span className={styles.label}>{m.guardian_supervisedBadge()}</span>}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content className={styles.content} data-testid="supervision-details">
            <div className={styles.head}>
              <Popover.Title className={styles.title}>{m.guardian_supervisionTitle()}</Popover.Title>
              <Popover.CloseTrigger className={iconButton()} aria-label={m.guardian_supervisionClose()}>
                <CloseIcon size={18} />
              </Popover.CloseTrigger>
            </div>
            <Popover.Description className={styles.text}>
              {whoSupervises(guardians)} {m.guardian_supervisionText()}
            </Popover.Description>
            <ul className={styles.facts}>
              <li className={styles.fact}>
                <ClockIcon size={18} aria-hidden="true" />
                <span>
                  {dailyLimitMinutes === null ? m.guardian_supervisionNoLimit() : m.guardian_supervisionLimit({ limit: formatMinutes(dailyLimitMinutes) })}.{' '}
                  {m.guardian_supervisionUsedToday({ time: formatUsage(usedTodaySeconds) })}
                </span>
              </li>
              <li className={styles.fact}>
                <LockIcon size={18} aria-hidden="true" />
                <span>{purchasesBlocked ? m.guardian_supervisionPurchasesBlocked() : m.guardian_supervisionPurchasesFree()}</span>
              </li>
            </ul>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
