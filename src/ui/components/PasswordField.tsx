import { useState } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { TextField, type TextFieldProps } from './TextField';
import { EyeIcon, EyeOffIcon } from '@/ui/icons';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'>;

const toggle = css({
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  me: '1',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  _disabled: { cursor: 'not-allowed', opacity: 0.5 },
});

/** A password input with a show/hide button that keeps focus where it was. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={toggle}
          aria-pressed={visible}
          aria-label={m.common_showPassword()}
          title={visible ? m.common_hidePassword() : m.common_showPassword()}
          aria-controls={props.id}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
