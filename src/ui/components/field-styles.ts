import { sva } from 'styled-system/css';

/**
 * The floating-label field: the label sits inside the box like a placeholder and rises above the
 * value once the field has focus or content. Shared by every text-like input.
 */
const floated = { top: '0.55rem', transform: 'none', fontSize: 'xs', fontWeight: '600' } as const;

export const fieldStyles = sva({
  slots: ['root', 'control', 'input', 'label', 'required', 'affix', 'prefix', 'error', 'helper'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', width: '100%', minWidth: 0 },
    control: {
      position: 'relative',
      display: 'flex',
      alignItems: 'stretch',
      minHeight: '14',
      bg: 'bg.surface',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'xl',
      transition: 'border-color 120ms, box-shadow 120ms',
      _hover: { borderColor: 'accent.default' },
      _focusWithin: { borderColor: 'accent.default', boxShadow: '0 0 0 3px token(colors.accent.subtle)' },
      '&[data-invalid]': { borderColor: 'status.error' },
      '&[data-disabled]': { opacity: 0.6, bg: 'bg.subtle', _hover: { borderColor: 'border.strong' } },
      // A read-only value (a user name, a locked date) reads as information, not as a box to type in.
      '&:has(input[readonly])': { bg: 'bg.subtle', borderStyle: 'dashed', _hover: { borderColor: 'border.strong' } },
    },
    input: {
      flex: '1',
      minWidth: 0,
      width: '100%',
      bg: 'transparent',
      color: 'fg.default',
      fontSize: '1rem',
      lineHeight: '1.5',
      px: '4',
      pt: '5',
      pb: '1.5',
      borderRadius: 'xl',
      outline: 'none',
      _placeholder: { color: 'transparent' },
      _disabled: { cursor: 'not-allowed' },
      '&::-ms-reveal': { display: 'none' },
    },
    label: {
      position: 'absolute',
      insetInlineStart: '4',
      top: '50%',
      transform: 'translateY(-50%)',
      transformOrigin: 'left top',
      maxWidth: 'calc(100% - 2rem)',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      color: 'fg.muted',
      fontSize: '1rem',
      pointerEvents: 'none',
      transition: 'top 120ms ease-out, font-size 120ms ease-out, color 120ms',
      // Floats when the input (the label's previous sibling) has focus or a value.
      '.peer:focus ~ &': { ...floated, color: 'accent.default' },
      '.peer:not(:placeholder-shown) ~ &': floated,
      '&[data-floating]': floated,
      '[data-invalid] > &': { color: 'status.error' },
    },
    required: { color: 'status.error', ms: '0.5', fontWeight: '700' },
    affix: {
      display: 'flex',
      alignItems: 'center',
      flexShrink: 0,
      color: 'fg.muted',
      fontWeight: '600',
    },
    prefix: { alignItems: 'flex-end', ps: '4', pt: '5', pb: '1.5', color: 'fg.default', lineHeight: '1.5' },
    error: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      color: 'status.error',
      fontSize: 'sm',
      fontWeight: '600',
      px: '1',
    },
    helper: { color: 'fg.muted', fontSize: 'caption', px: '1' },
  },
})();
