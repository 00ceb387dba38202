import { css } from 'styled-system/css';

/**
 * The raised card public pages (registration, a consent link) sit on, over the public layout's
 * background. A module of its own, so a page that only wants the card does not carry the layout.
 */
export const publicCard = css({
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: '2xl',
  boxShadow: '0 24px 60px rgba(20, 6, 48, 0.35)',
  p: { base: '5', sm: '8' },
});
