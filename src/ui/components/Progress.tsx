import { sva } from 'styled-system/css';

const bar = sva({
  slots: ['root', 'header', 'label', 'value', 'track', 'range'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', width: '100%' },
    header: { display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'sm' },
    label: { color: 'fg.default', fontWeight: '600' },
    value: { color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    track: { height: '2.5', bg: 'accent.subtle', borderRadius: 'full', overflow: 'hidden' },
    range: {
      height: '100%',
      borderRadius: 'full',
      bgGradient: 'to-r',
      gradientFrom: 'accent.default',
      gradientTo: 'accent.secondary',
      transition: 'width 400ms ease-out',
    },
  },
  variants: {
    size: { sm: { track: { height: '1.5' } }, md: {} },
  },
});

export interface ProgressBarProps {
  /** Names the bar for screen readers; shown unless `hideLabel`. */
  label: string;
  value: number;
  max?: number;
  /** Text on the right, e.g. '120 / 300 XP'; the percentage otherwise. */
  valueText?: string;
  hideLabel?: boolean;
  size?: 'sm' | 'md';
}

/** A horizontal progress bar (level progress, skills, course progress). */
export function ProgressBar({ label, value, max = 100, valueText, hideLabel, size = 'md' }: ProgressBarProps) {
  const s = bar({ size });
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  const text = valueText ?? `${percent}%`;
  return (
    <div className={s.root}>
      {hideLabel ? null : (
        <div className={s.header} aria-hidden="true">
          <span className={s.label}>{label}</span>
          <span className={s.value}>{text}</span>
        </div>
      )}
      <div className={s.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={clamped} aria-valuetext={text}>
        <div className={s.range} style={{ width: `${max > 0 ? (clamped / max) * 100 : 0}%` }} />
      </div>
    </div>
  );
}

const ring = sva({
  slots: ['root', 'circle', 'track', 'range', 'center', 'label'],
  base: {
    root: { display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: '1', position: 'relative' },
    circle: { transform: 'rotate(-90deg)' },
    track: { stroke: 'accent.subtle' },
    range: { stroke: 'accent.secondary', strokeLinecap: 'round', transition: 'stroke-dashoffset 400ms ease-out' },
    center: {
      position: 'absolute',
      top: 0,
      insetInline: 0,
      display: 'grid',
      placeItems: 'center',
      fontWeight: '800',
      color: 'fg.default',
      fontVariantNumeric: 'tabular-nums',
    },
    label: { fontSize: 'sm', color: 'fg.muted', fontWeight: '600', textAlign: 'center' },
  },
})();

export interface ProgressRingProps {
  label: string;
  value: number;
  max?: number;
  /** Diameter in px. */
  size?: number;
  thickness?: number;
  /** Text in the middle, the percentage otherwise. */
  valueText?: string;
}

/** A circular progress indicator with its value in the middle. */
export function ProgressRing({ label, value, max = 100, size = 96, thickness = 10, valueText }: ProgressRingProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  const text = valueText ?? `${percent}%`;
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className={ring.root}>
      <svg
        className={ring.circle}
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={text}
      >
        <circle className={ring.track} cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={thickness} />
        <circle
          className={ring.range}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={thickness}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
        />
      </svg>
      <span className={ring.center} aria-hidden="true" style={{ height: size, fontSize: Math.max(12, size / 5) }}>
        {text}
      </span>
      <span className={ring.label} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
