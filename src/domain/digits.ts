/** The digits of what someone typed (a CPF, a phone, a CEP), without dots, dashes, spaces or brackets. */
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}
