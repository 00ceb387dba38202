/**
 * Input masks for the Brazilian fields (docs/product/account.md, Rules). A pattern uses `9` for a digit slot and any
 * other character as a literal; values are kept as bare digits and only shown formatted.
 */
import { onlyDigits } from './digits';

export const PHONE_MASK = '99 9 9999-9999';
export const DATE_MASK = '99/99/9999';
export const CPF_MASK = '999.999.999-99';
export const CEP_MASK = '99999-999';
export const CEP_DOTTED_MASK = '99.999-999';
export const INEP_MASK = '99999999';

export const PHONE_DIGITS = 11;
export const DATE_DIGITS = 8;
export const CPF_DIGITS = 11;
export const CEP_DIGITS = 8;
export const INEP_DIGITS = 8;

const SLOT = '9';

export function digitSlots(pattern: string): number {
  let slots = 0;
  for (const char of pattern) if (char === SLOT) slots += 1;
  return slots;
}

/**
 * Lays digits over a pattern. Literals are written only while more digits follow them, so a
 * partly typed value never ends in a dangling separator ("11 9" rather than "11 9 ").
 */
export function formatWithMask(digits: string, pattern: string): string {
  const clean = onlyDigits(digits).slice(0, digitSlots(pattern));
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= clean.length) break;
    if (char === SLOT) {
      out += clean[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/** Where the caret goes in a formatted value so that `digitCount` digits stand before it. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) {
      seen += 1;
      if (seen === digitCount) return index + 1;
    }
  }
  return formatted.length;
}

export interface MaskedEdit {
  /** The value as it was shown before the edit. */
  previous: string;
  /** The raw text of the input right after the browser applied the edit. */
  next: string;
  /** The caret position the browser reports after the edit. */
  caret: number;
  /** `deleteContentBackward`, `deleteContentForward`, `insertFromPaste`, … (InputEvent.inputType). */
  inputType?: string;
}

export interface MaskedResult {
  digits: string;
  value: string;
  caret: number;
}

/**
 * Applies one edit to a masked value and keeps the caret beside the same digit. Deleting only a
 * separator (Backspace right after "-", Delete right before it) removes the digit on its far
 * side, so the key never looks dead. `normalize` turns the edited digits into the kept digits.
 */
export function applyMaskedEdit(
  edit: MaskedEdit,
  pattern: string,
  normalize: (digits: string, edit: MaskedEdit) => string = (digits) => digits,
): MaskedResult {
  const { previous, next, inputType } = edit;
  let caret = Math.max(0, Math.min(edit.caret, next.length));
  let digits = onlyDigits(next);
  let digitsBeforeCaret = onlyDigits(next.slice(0, caret)).length;
  const previousDigits = onlyDigits(previous);

  const removedOnlySeparator = next.length < previous.length && digits === previousDigits;
  if (removedOnlySeparator && inputType === 'deleteContentBackward' && digitsBeforeCaret > 0) {
    digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    digitsBeforeCaret -= 1;
  } else if (removedOnlySeparator && inputType === 'deleteContentForward') {
    digits = digits.slice(0, digitsBeforeCaret) + digits.slice(digitsBeforeCaret + 1);
  }

  const slots = digitSlots(pattern);
  const normalized = normalize(digits, edit).slice(0, slots);
  // Normalising may add or remove digits (a pasted +55, an inserted 9): then the caret goes to the end.
  const caretDigits = normalized === digits.slice(0, slots) ? Math.min(digitsBeforeCaret, normalized.length) : normalized.length;
  const value = formatWithMask(normalized, pattern);
  caret = caretAfterDigits(value, caretDigits);
  return { digits: normalized, value, caret };
}

/**
 * Phone (docs/product/account.md, Rules): 11 digits (area code, 9, eight digits), +55 shown fixed. A pasted country prefix
 * (+55, 0055 or a leading 55 on a 12- or 13-digit number) and trunk zeros are dropped; a complete
 * 10-digit number (an old landline-style mobile) gets the 9 after its area code.
 */
export function normalizePhone(input: string): string {
  const trimmed = input.trim();
  let digits = onlyDigits(trimmed);
  const hadPlus = trimmed.startsWith('+');
  if (digits.startsWith('0055')) digits = digits.slice(4);
  else if (hadPlus && digits.startsWith('55')) digits = digits.slice(2);
  else if (digits.length > PHONE_DIGITS && digits.startsWith('55')) digits = digits.slice(2);
  // Area codes never start with 0: a leading 0 is a trunk or carrier prefix.
  digits = digits.replace(/^0+/, '');
  digits = digits.slice(0, PHONE_DIGITS);
  if (digits.length === PHONE_DIGITS - 1) digits = `${digits.slice(0, 2)}9${digits.slice(2)}`;
  return digits;
}

const WHOLE_VALUE_INPUTS = new Set(['insertFromPaste', 'insertFromDrop', 'insertReplacementText', 'insertFromYank']);

/** Whether an edit put a whole number in at once rather than one typed character. */
function insertsWholeValue(edit: MaskedEdit): boolean {
  if (edit.inputType !== undefined && WHOLE_VALUE_INPUTS.has(edit.inputType)) return true;
  // Autofill fires a plain input event without inputType; a keyboard's clipboard suggestion and
  // dictation insert several characters as `insertText`, often over a selection.
  if (edit.inputType !== undefined && !edit.inputType.startsWith('insert')) return false;
  // The inserted text ends at the caret and starts where the new value parts from the old one.
  const limit = Math.min(edit.caret, edit.previous.length);
  let start = 0;
  while (start < limit && edit.previous.charAt(start) === edit.next.charAt(start)) start += 1;
  return edit.caret - start > 1;
}

/** Whether 11 digits read as a mobile number: area code, then the 9 (docs/product/account.md, Rules). */
function isMobile(digits: string): boolean {
  return digits.length === PHONE_DIGITS && digits.charAt(2) === '9';
}

/**
 * The phone field's edit normaliser (docs/product/account.md, Rules). A paste, drop, autofill or any edit that inserts
 * several characters at once is read as a whole number (`normalizePhone`). Typed digits stay as
 * typed, except that a typed leading 0 (no area code starts with one) is dropped, and a digit typed
 * past the eleventh is taken as the sign that the number began with the country code 55: the 55
 * is dropped instead of the new digit, unless the eleven digits already make a mobile number.
 * The 9 of a 10-digit number waits for the field to be left (`completePhone`).
 */
export function normalizePhoneEdit(digits: string, edit: MaskedEdit): string {
  if (insertsWholeValue(edit)) return normalizePhone(edit.next);
  // Deleting keeps what is left as it is, leading zeros included.
  if (!edit.inputType?.startsWith('insert')) return digits.slice(0, PHONE_DIGITS);
  const typed = digits.replace(/^0+/, '');
  if (typed.length > PHONE_DIGITS && typed.startsWith('55') && !isMobile(typed.slice(0, PHONE_DIGITS))) {
    return typed.slice(2, 2 + PHONE_DIGITS);
  }
  return typed.slice(0, PHONE_DIGITS);
}

/** Completes a phone number when the field is left: a 10-digit value gets its 9. */
export function completePhone(digits: string): string {
  return onlyDigits(digits).length === PHONE_DIGITS - 1 ? normalizePhone(digits) : onlyDigits(digits).slice(0, PHONE_DIGITS);
}

export function formatPhone(digits: string): string {
  return formatWithMask(digits, PHONE_MASK);
}

export function formatCep(digits: string, dotted = false): string {
  return formatWithMask(digits, dotted ? CEP_DOTTED_MASK : CEP_MASK);
}

export function formatCpf(digits: string): string {
  return formatWithMask(digits, CPF_MASK);
}

export function formatDateInput(digits: string): string {
  return formatWithMask(digits, DATE_MASK);
}
