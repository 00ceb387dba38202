import type { ChangeEvent } from 'react';
import { translate } from '@/domain/messages';
import type { FieldMessage } from '@/domain/validation';

type KeysHolding<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;

/**
 * Each field's error text, by field name: the first message a field has, through the server-message
 * table, or through `texts` where a form words a message its own way.
 */
export function errorTexts(fieldErrors: readonly FieldMessage[], texts: Readonly<Record<string, () => string>> = {}): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const { field, messageKey } of fieldErrors) errors[field] ??= texts[messageKey]?.() ?? translate(messageKey);
  return errors;
}

/**
 * A form's fields bound to its values, its error texts and its change handler by field name, so a
 * field is written once: `<TextField label={…} {...field.text('email')} />`. The name lands on
 * the input, where useFocusFirstError finds the first field to fix after a refused submit.
 */
export function bindFields<V extends object>(values: V, errors: Partial<Record<string, string>>, onChange: (change: Partial<V>) => void) {
  const change = (name: keyof V, value: unknown) => onChange({ [name]: value } as Partial<V>);
  return {
    /** TextField, PasswordField, SelectField: the value as typed or chosen. */
    text: <K extends KeysHolding<V, string>>(name: K) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change(name, event.target.value),
    }),
    /** Fields that report a value rather than an event: masked ones (the bare digits), radio groups. */
    value: <K extends KeysHolding<V, string>>(name: K) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onValueChange: (value: string) => change(name, value),
    }),
    /** Checkbox: ticked or not. */
    checked: <K extends KeysHolding<V, boolean>>(name: K) => ({
      name,
      checked: values[name] as boolean,
      error: errors[name],
      onCheckedChange: (checked: boolean) => change(name, checked),
    }),
  };
}
