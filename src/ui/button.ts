import { cva } from 'styled-system/css';

/** The product's buttons: a solid purple primary, an outlined secondary, a quiet ghost, a red danger. */
export const button = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minHeight: '11',
    px: '5',
    borderRadius: 'full',
    fontWeight: '700',
    fontSize: '0.95rem',
    lineHeight: '1.1',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background 150ms, color 150ms, border-color 150ms, transform 100ms',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    _active: { transform: 'translateY(1px)' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      primary: {
        bg: 'accent.default',
        color: 'fg.onAccent',
        _hover: { bg: 'accent.emphasis' },
        _dark: { color: 'slate.950', _hover: { bg: 'purple.300' } },
      },
      accent: {
        bg: 'accent.secondary',
        color: 'fg.onAccent',
        _hover: { bg: 'magenta.700' },
        _dark: { color: 'slate.950', _hover: { bg: 'magenta.300' } },
      },
      secondary: {
        bg: 'transparent',
        color: 'accent.default',
        borderColor: 'accent.default',
        _hover: { bg: 'accent.subtle' },
      },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.subtle' } },
      /** What cannot be undone after its grace period (erasing an account). */
      danger: {
        bg: 'status.error',
        color: 'white',
        _hover: { bg: 'red.500', filter: 'brightness(0.92)' },
        _dark: { color: 'slate.950', _hover: { filter: 'brightness(1.08)' } },
      },
      onDark: {
        bg: 'transparent',
        color: 'white',
        borderColor: 'rgba(255,255,255,0.7)',
        _hover: { bg: 'rgba(255,255,255,0.12)' },
      },
    },
    size: {
      sm: { minHeight: '9', px: '4', fontSize: 'sm' },
      md: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
