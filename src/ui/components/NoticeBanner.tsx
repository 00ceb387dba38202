import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const banner = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  borderRadius: 'xl',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderLeftWidth: '4px',
});
const tones = {
  success: { edge: css({ borderLeftColor: 'status.success' }), icon: css({ color: 'status.success' }) },
  info: { edge: css({ borderLeftColor: 'accent.default' }), icon: css({ color: 'accent.default' }) },
  warning: { edge: css({ borderLeftColor: 'status.warning' }), icon: css({ color: 'status.warning' }) },
};
const bannerIcon = css({ flexShrink: 0, display: 'inline-flex', mt: '0.5' });
const bannerTitle = css({ fontWeight: '800', color: 'fg.default' });
const bannerText = css({ color: 'fg.muted' });

/** A notice with a title: a done state (success), an explanation (info) or a refusal (warning). */
export function NoticeBanner({
  tone,
  icon,
  title,
  children,
  testId,
}: { tone: 'success' | 'info' | 'warning'; icon: ReactNode; title: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} className={cx(banner, tones[tone].edge)}>
      <span className={cx(bannerIcon, tones[tone].icon)} aria-hidden="true">
        {icon}
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
        <h3 className={bannerTitle}>{title}</h3>
        <div className={bannerText}>{children}</div>
      </div>
    </div>
  );
}

