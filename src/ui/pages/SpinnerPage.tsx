import { css } from 'styled-system/css';

/** A full-page wait with a spinner and a live message. */
export function SpinnerPage({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '4', bg: 'bg.canvas' })}
    >
      <span
        aria-hidden="true"
        className={css({
          w: '12',
          h: '12',
          borderRadius: 'full',
          borderWidth: '4px',
          borderColor: 'accent.subtle',
          borderTopColor: 'accent.default',
          animation: 'spin 0.8s linear infinite',
        })}
      />
      <p className={css({ color: 'fg.muted', fontWeight: '600' })}>{label}</p>
    </div>
  );
}
