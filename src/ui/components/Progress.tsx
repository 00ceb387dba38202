import { Progress } from '@ark-ui/react/progress';
import { css, sva } from 'styled-system/css';

const bar = sva({
  slots: ['root', 'header', 'label', 'value', 'track', 'range'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', width: '100%' },
    header: { display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: '0.875rem' },
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
  return (
    <Progress.Root className={s.root} value={clamped} max={max} locale="pt-BR" translations={valueText ? { value: () => valueText } : undefined}>
      <div className={hideLabel ? css({ srOnly: true }) : s.header}>
        <Progress.Label className={s.label}>{label}</Progress.Label>
        <Progress.ValueText className={s.value}>{valueText}</Progress.ValueText>
      </div>
      <Progress.Track className={s.track} aria-label={label} aria-valuetext={valueText}>
        <Progress.Range className={s.range} />
      </Progress.Track>
    </Progress.Root>
  );
}

const ring = sva({
  slots: ['root', 'circle', 'track', 'range', 'center', 'label'],
  base: {
    root: { display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: '1', position: 'relative' },
    circle: { '--size': 'var(--ring-size)', '--thickness': 'var(--ring-thickness)', transform: 'rotate(-90deg)' },
    track: { stroke: 'accent.subtle' },
    range: { stroke: 'accent.secondary', strokeLinecap: 'round', transition: 'stroke-dashoffset 400ms ease-out' },
    center: {
      position: 'absolute',
      top: 0,
      insetInline: 0,
      height: 'var(--ring-size)',
      display: 'grid',
      placeItems: 'center',
      fontWeight: '800',
      color: 'fg.default',
      fontVariantNumeric: 'tabular-nums',
    },
    label: { fontSize: '0.875rem', color: 'fg.muted', fontWeight: '600', textAlign: 'center' },
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
  return (
    <Progress.Root
      className={ring.root}
      value={clamped}
      max={max}
      locale="pt-BR"
      translations={valueText ? { value: () => valueText } : undefined}
      style={{ ['--ring-size' as string]: `${size}px`, ['--ring-thickness' as string]: `${thickness}px` }}
    >
      <Progress.Circle className={ring.circle} aria-label={label} aria-valuetext={valueText ?? `${percent}%`}>
        <Progress.CircleTrack className={ring.track} />
        <Progress.CircleRange className={ring.range} />
      </Progress.Circle>
      <span className={ring.center} aria-hidden="true" style={{ fontSize: Math.max(12, size / 5) }}>
        {valueText ?? `${percent}%`}
      </span>
      <Progress.Label className={ring.label}>{label}</Progress.Label>
    </Progress.Root>
  );
}
