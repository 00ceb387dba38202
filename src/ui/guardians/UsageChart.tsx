import { css, cx } from 'styled-system/css';
import type { ActivityDay } from '@/contract/guardians';
import { shortDay, summariseUsage } from '@/domain/guardians/usage';
import { m } from '@/paraglide/messages';
import { formatMinutes, formatUsage } from './duration';

export interface UsageChartProps {
  /** The last 30 days, oldest first, today last. */
  days: ActivityDay[];
  dailyLimitMinutes: number | null;
}

const styles = {
  stats: css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }, gap: { base: '2', sm: '3' }, m: 0 }),
  // On a phone a row each, label beside value; from 640 px three tiles.
  stat: css({
    display: 'flex',
    flexDirection: { base: 'row', sm: 'column' },
    justifyContent: { base: 'space-between', sm: 'flex-start' },
    alignItems: { base: 'baseline', sm: 'stretch' },
    gap: { base: '3', sm: '0.5' },
    p: '3',
    borderRadius: 'lg',
    bg: 'bg.subtle',
    minW: '0',
  }),
  statLabel: css({ fontSize: 'xs', fontWeight: '700', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.04em' }),
  statValue: css({ fontSize: { base: 'md', sm: 'lg' }, fontWeight: '800', m: 0, overflowWrap: 'anywhere' }),
  plot: css({ position: 'relative', display: 'flex', alignItems: 'flex-end', gap: { base: '2px', sm: '1' }, h: '36', mt: '4', pt: '5', borderBottomWidth: '1px', borderColor: 'border.default' }),
  bar: css({ flex: '1', minW: '0', borderTopRadius: 'sm', bg: 'accent.default', opacity: 0.5, transition: 'height 300ms ease-out', _motionReduce: { transition: 'none' } }),
  today: css({ opacity: 1 }),
  over: css({ bg: 'status.warning', opacity: 1 }),
  limit: css({ position: 'absolute', insetInline: 0, borderTopWidth: '2px', borderStyle: 'dashed', borderColor: 'status.warning', pointerEvents: 'none' }),
  limitLabel: css({ position: 'absolute', insetInlineEnd: 0, transform: 'translateY(-100%)', fontSize: 'xs', fontWeight: '700', color: 'fg.muted', bg: 'bg.surface', px: '1' }),
  axis: css({ display: 'flex', justifyContent: 'space-between', fontSize: 'xs', color: 'fg.muted', mt: '1' }),
  details: css({ mt: '3', '& summary': { cursor: 'pointer', fontWeight: '700', color: 'fg.link', minH: '11', display: 'flex', alignItems: 'center' } }),
  table: css({ w: '100%', borderCollapse: 'collapse', fontSize: 'sm', '& th, & td': { textAlign: 'left', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.default' }, '& td:last-child, & th:last-child': { textAlign: 'right' } }),
};

/**
 * A minor's use over the last 30 days (docs/product/guardians.md, Supervision): today, the daily
 * average and the total, a bar a day with the limit drawn across, and the same figures as a table.
 */
export function UsageChart({ days, dailyLimitMinutes }: UsageChartProps) {
  const summary = summariseUsage(days);
  const limitSeconds = dailyLimitMinutes === null ? null : dailyLimitMinutes * 60;
  // The scale leaves room above the longest day and the limit.
  const scale = Math.max(summary.peakSeconds, limitSeconds ?? 0, 60 * 60) * 1.1;
  const percent = (seconds: number) => `${Math.round((seconds / scale) * 1000) / 10}%`;
  const lastIndex = days.length - 1;
  return (
    <div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{m.guardian_usageToday()}</dt>
          <dd className={styles.statValue}>{formatUsage(summary.todaySeconds)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{m.guardian_usageAverage()}</dt>
          <dd className={styles.statValue}>{formatUsage(summary.averageSeconds)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{m.guardian_usageTotal()}</dt>
          <dd className={styles.statValue}>{formatUsage(summary.totalSeconds)}</dd>
        </div>
      </dl>
      <figure className={css({ m: 0 })}>
        <figcaption className={css({ srOnly: true })}>{m.guardian_usageChartLabel()}</figcaption>
        <div className={styles.plot} aria-hidden="true" data-testid="usage-chart">
          {days.map((day, index) => (
            <span
              key={day.day}
              title={m.guardian_usageDayBar({ day: shortDay(day.day), time: formatUsage(day.seconds) })}
              className={cx(styles.bar, index === lastIndex ? styles.today : undefined, limitSeconds !== null && day.seconds > limitSeconds ? styles.over : undefined)}
              style={{ height: day.seconds > 0 ? `max(3px, ${percent(day.seconds)})` : '0' }}
            />
          ))}
          {limitSeconds !== null ? (
            <span className={styles.limit} style={{ bottom: percent(limitSeconds) }}>
              <span className={styles.limitLabel}>{m.guardian_usageLimitMark({ limit: formatMinutes(dailyLimitMinutes!) })}</span>
            </span>
          ) : null}
        </div>
        <div className={styles.axis} aria-hidden="true">
          <span>{days[0] ? shortDay(days[0].day) : ''}</span>
          <span>{m.guardian_usageToday()}</span>
        </div>
      </figure>
      <details className={styles.details}>
        <summary>{m.guardian_usageTableToggle()}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{m.guardian_usageDay()}</th>
              <th scope="col">{m.guardian_usageTime()}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <td>{shortDay(day.day)}</td>
                <td>{day.seconds > 0 ? formatUsage(day.seconds) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
