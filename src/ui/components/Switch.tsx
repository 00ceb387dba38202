import type { ReactNode } from 'react';
import { sva } from 'styled-system/css';

const styles = sva({
  slots: ['root', 'control', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '3', cursor: 'pointer', minH: '11', '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 } },
    // The checkbox itself, drawn as a track; its thumb is the ::before that slides across.
    control: {
      appearance: 'none',
      position: 'relative',
      flexShrink: 0,
      w: '11',
      h: '6',
      m: '0',
      borderRadius: 'full',
      // Transparent here, the border is what forced-colors mode draws the track with.
      borderWidth: '1px',
      borderColor: 'transparent',
      bg: 'border.strong',
      cursor: 'inherit',
      transition: 'background 150ms',
      _checked: { bg: 'accent.default', _before: { transform: 'translateX(20px)' } },
      _focusVisible: { outline: '3px solid token(colors.border.focus)', outlineOffset: '2px' },
      _before: {
        content: '""',
        position: 'absolute',
        top: '1px',
        left: '1px',
        w: '5',
        h: '5',
        borderRadius: 'full',
        bg: 'white',
        boxShadow: '0 1px 3px rgba(0,0,0,0.3)',
        transition: 'transform 150ms',
        _motionReduce: { transition: 'none' },
      },
      _motionReduce: { transition: 'none' },
      _highContrast: { borderColor: 'ButtonText', _before: { bg: 'ButtonText' }, _checked: { bg: 'Highlight' } },
    },
    label: { fontWeight: '600', lineHeight: '1.4' },
  },
})();

export interface SwitchProps {
  children: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
}

/**
 * An on/off setting: the platform's checkbox announced as a switch and drawn as a track and thumb;
 * the whole label is the target, Space toggles it. (Ark's switch drew the same with a state machine
 * and brought Zag's core, 8 KB gzip, into the pages that show one at once: docs/decisions.md.)
 */
export function Switch({ children, checked, onCheckedChange, name, disabled }: SwitchProps) {
  return (
    <label className={styles.root}>
      <input
        type="checkbox"
        role="switch"
        className={styles.control}
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        name={name}
        disabled={disabled}
      />
      <span className={styles.label}>{children}</span>
    </label>
  );
}
