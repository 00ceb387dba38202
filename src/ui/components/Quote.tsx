import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const quote = css({ borderLeftWidth: '4px', borderLeftStyle: 'solid', borderLeftColor: 'accent.default', pl: '3', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** Text a person wrote (a dispute's reason, a report's details, a ruling, an appeal), set apart and kept as typed. */
export function Quote({ children }: { children: ReactNode }) {
  return <blockquote className={quote}>{children}</blockquote>;
}
