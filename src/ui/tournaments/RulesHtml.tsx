import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { sanitizeTerms } from './sanitize-terms';
import { RulesEmpty } from './RulesEmpty';

const prose = css({
  borderRadius: '2xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  p: { base: '4', md: '6' },
  lineHeight: '1.65',
  '& h1, & h2': { fontSize: '1.35rem', fontWeight: '800', mt: '2', mb: '3' },
  '& h3, & h4': { fontSize: '1.1rem', fontWeight: '800', mt: '5', mb: '2' },
  '& p': { mb: '3' },
  '& ul, & ol': { pl: '6', mb: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'accent.default', textDecoration: 'underline', fontWeight: '700' },
});

/** A tournament's rules html, shown only after the allow-list has cleaned it (docs/product/tournaments.md, Rules). */
export function RulesHtml({ html, emptyText }: { html: string; emptyText: string }) {
  const clean = useMemo(() => sanitizeTerms(html), [html]);
  if (clean.trim() === '') return <RulesEmpty text={emptyText} />;
  return <div className={prose} data-testid="tournament-rules" dangerouslySetInnerHTML={{ __html: clean }} />;
}
