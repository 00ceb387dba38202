import type { ReactNode } from 'react';
import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import { sva } from 'styled-system/css';

const styles = sva({
  slots: ['root', 'control', 'thumb', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '3', cursor: 'pointer', minH: '11', _disabled: { cursor: 'not-allowed', opacity: 0.6 } },
    control: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      w: '11',
      h: '6',
      p: '0.5',
      borderRadius: 'full',
      bg: 'border.strong',
      transition: 'background 150ms',
      _checked: { bg: 'accent.default' },
      _focusVisible: { outline: '3px solid token(colors.border.focus)', outlineOffset: '2px' },
    },
    thumb: {
      w: '5',
      h: '5',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: '0 1px 3px rgba(0,0,0,0.3)',
      transition: 'transform 150ms',
      _checked: { transform: 'translateX(20px)' },
      _motionReduce: { transition: 'none' },
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

/** An on/off setting (Ark UI switch): the whole label is the target, announced as a switch. */
export function Switch({ children, checked, onCheckedChange, name, disabled }: SwitchProps) {
  return (
    <ArkSwitch.Root className={styles.root} checked={checked} onCheckedChange={(details) => onCheckedChange(details.checked)} name={name} disabled={disabled}>
      <ArkSwitch.Control className={styles.control}>
        <ArkSwitch.Thumb className={styles.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={styles.label}>{children}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput />
    </ArkSwitch.Root>
  );
}
