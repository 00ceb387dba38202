import { cva } from 'styled-system/css';

/** A round 44 px button holding only an icon: `quiet` on surfaces, `onBrand` on the purple bars. */
export const iconButton = cva({
  base: { display: 'grid', placeItems: 'center', flexShrink: 0, w: '11', h: '11', borderRadius: 'full', cursor: 'pointer' },
  variants: {
    tone: {
      quiet: { color: 'fg.muted', _hover: { bg: 'bg.subtle', color: 'fg.default' } },
      onBrand: { color: 'inherit', _hover: { bg: 'rgba(255,255,255,0.14)' } },
    },
  },
  defaultVariants: { tone: 'quiet' },
});
