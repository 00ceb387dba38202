import { css } from 'styled-system/css';

/** The long forms' layout (sponsor, school accreditation): stacked fieldsets, field pairs from `lg`, hints and links. */
export const formLayout = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  fieldset: css({ display: 'flex', flexDirection: 'column', gap: '4', m: '0', p: '0', border: 'none', minW: '0' }),
  legend: css({ textStyle: 'sectionTitle', fontSize: '1.05rem', mb: '3', p: '0' }),
  pair: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }),
  hint: css({ fontSize: 'sm', color: 'fg.muted' }),
  link: css({ color: 'accent.emphasis', fontWeight: '700', textDecoration: 'underline', textUnderlineOffset: '3px', display: 'inline-flex', alignItems: 'center', minH: '6' }),
};
