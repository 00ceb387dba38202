import { css } from 'styled-system/css';

/** The small pieces the bracket, the standings and the match page share. */

/** "Você": the caller's own match or row is marked by words as well as by colour. */
export const mineBadge = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'fg.onAccent',
  fontSize: 'xs',
  fontWeight: '800',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  _dark: { color: 'slate.950' },
});

/** A match state: the colour follows data-status, the word says it. */
export const statusBadge = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: '700',
  bg: 'bg.subtle',
  color: 'fg.muted',
  '&[data-status=READY]': { bg: 'blue.100', color: 'blue.900', _dark: { bg: 'blue.900', color: 'blue.100' } },
  '&[data-status=REPORTED]': { bg: 'amber.100', color: 'amber.900', _dark: { bg: 'amber.900', color: 'amber.100' } },
  '&[data-status=DISPUTED]': { bg: 'red.100', color: 'red.900', _dark: { bg: 'red.900', color: 'red.100' } },
  '&[data-status=COMPLETED]': { bg: 'green.100', color: 'green.900', _dark: { bg: 'green.900', color: 'green.100' } },
});

export const sectionTitle = css({ textStyle: 'sectionTitle', mb: '3' });
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });

/** Tables of the standings and lobbies: scroll sideways on narrow screens rather than squeeze. */
export const tableWrap = css({ overflowX: 'auto', borderRadius: 'xl', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default', bg: 'bg.surface' });
export const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { px: '3', py: '2', textAlign: 'start', whiteSpace: 'nowrap' },
  '& thead th': { color: 'fg.muted', fontWeight: '700', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: 'border.default' },
  '& tbody tr + tr': { borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.default' },
  '& td.num, & th.num': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& tr[data-mine]': { bg: 'accent.subtle', fontWeight: '700' },
  '& tr[data-mine] > :first-child': { boxShadow: 'inset 4px 0 0 token(colors.accent.default)' },
});
