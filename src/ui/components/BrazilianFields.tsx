import { useId } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import {
  CEP_DOTTED_MASK,
  CEP_MASK,
  CPF_MASK,
  DATE_MASK,
  INEP_MASK,
  PHONE_MASK,
  completePhone,
  normalizePhoneEdit,
} from '@/domain/masks';
import { MaskedField, type MaskedFieldProps } from './MaskedField';

type FieldProps = Omit<MaskedFieldProps, 'mask' | 'normalize' | 'complete'>;

/**
 * Mobile phone: '99 9 9999-9999' after a fixed +55; paste-friendly; kept as 11 digits (docs/product/account.md, Rules).
 * With `callingCode` a country chosen beside the field shows its code instead, and that choice
 * names the country for assistive technology.
 */
export function PhoneField({ callingCode, ...props }: FieldProps & { callingCode?: string }) {
  const hintId = `phone-country-${useId()}`;
  return (
    <>
      <MaskedField
        type="tel"
        autoComplete="tel-national"
        {...props}
        aria-describedby={[callingCode ? null : hintId, props['aria-describedby']].filter(Boolean).join(' ') || undefined}
        mask={PHONE_MASK}
        normalize={normalizePhoneEdit}
        complete={completePhone}
        prefix={<span aria-hidden="true">+{callingCode ?? '55'}</span>}
      />
      {callingCode ? null : (
        <span id={hintId} className={css({ srOnly: true })}>
          {m.common_phoneCountryCode()}
        </span>
      )}
    </>
  );
}

/** Date as dd/mm/aaaa, kept as 8 digits. */
export function DateField(props: FieldProps) {
  return <MaskedField autoComplete="bday" helperText={m.common_dateHint()} {...props} mask={DATE_MASK} />;
}

/** CPF as 999.999.999-99, kept as 11 digits; the form checks its digits with isValidCpf. */
export function CpfField(props: FieldProps) {
  return <MaskedField autoComplete="off" {...props} mask={CPF_MASK} />;
}

/** CEP as 99999-999 (or 99.999-999 with `dotted`), kept as 8 digits. */
export function CepField({ dotted = false, ...props }: FieldProps & { dotted?: boolean }) {
  return <MaskedField autoComplete="postal-code" {...props} mask={dotted ? CEP_DOTTED_MASK : CEP_MASK} />;
}

/** INEP school code: exactly 8 digits. */
export function InepField(props: FieldProps) {
  return <MaskedField autoComplete="off" {...props} mask={INEP_MASK} />;
}
