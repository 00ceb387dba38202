import { cva } from 'styled-system/css';

/**
 * The raised surface shared by the product cards and panels: background, border, radius and
 * shadow. Cards that are links rise a little under the pointer (`lift`, the default); panels and
 * cards that hold their own actions stay still (`lift: false`).
 */
export const cardSurface = cva({
  base: {
    display: 'flex',
    flexDirection: 'column',
    maxWidth: '100%',
    bg: 'bg.surface',
    color: 'fg.default',
    borderRadius: '2xl',
    overflow: 'hidden',
    textDecoration: 'none',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    boxShadow: '0 6px 18px rgba(20, 6, 48, 0.10)',
  },
  variants: {
    lift: {
      true: {
        transition: 'transform 150ms, box-shadow 150ms',
        _hover: { transform: 'translateY(-3px)', boxShadow: '0 12px 28px rgba(20, 6, 48, 0.18)' },
        _motionReduce: { _hover: { transform: 'none' } },
      },
      false: {},
    },
  },
  defaultVariants: { lift: true },
});
