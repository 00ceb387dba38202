import { css } from 'styled-system/css';

/** The panels of "Meus dados" and of a minor's data on the supervision page, flat like the panels beside them. */
export const dataCard = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '4', md: '6' },
  minW: '0',
  bg: 'bg.surface',
  borderRadius: '2xl',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
});
export const dataCardTitle = css({ textStyle: 'sectionTitle', color: 'fg.default' });
export const dataCardText = css({ color: 'fg.muted', maxW: '65ch' });
