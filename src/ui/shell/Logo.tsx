import { css, cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';

/** The product mark: a shield with a play arrow, and the name in the heading face. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cx(css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'white' }), className)}>
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#b794ff" />
            <stop offset="1" stopColor="#f545c0" />
          </linearGradient>
        </defs>
        <path d="M32 4 56 12v18c0 15-10 26-24 30C18 56 8 45 8 30V12z" fill="url(#logo-g)" />
        <path d="M26 20v24l18-12z" fill="#fff" />
      </svg>
      {compact ? null : (
        <span className={css({ fontFamily: 'heading', fontWeight: '800', fontSize: '1.15rem', letterSpacing: '-0.01em', whiteSpace: 'nowrap' })}>
          {m.common_appName()}
        </span>
      )}
    </span>
  );
}
