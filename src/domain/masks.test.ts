import { describe, expect, it } from 'vitest';
import { onlyDigits } from './digits';
import {
  CEP_DOTTED_MASK,
  CEP_MASK,
  CPF_MASK,
  DATE_MASK,
  PHONE_MASK,
  applyMaskedEdit,
  caretAfterDigits,
  completePhone,
  formatCep,
  formatDateInput,
  formatPhone,
  formatWithMask,
  normalizePhone,
  normalizePhoneEdit,
} from './masks';

describe('formatWithMask lays digits over the pattern without a dangling separator', () => {
  it.each([
    ['', PHONE_MASK, ''],
    ['1', PHONE_MASK, '1'],
    ['11', PHONE_MASK, '11'],
    ['119', PHONE_MASK, '11 9'],
    ['1198', PHONE_MASK, '11 9 8'],
    ['11987654321', PHONE_MASK, '11 9 8765-4321'],
    ['119876543210000', PHONE_MASK, '11 9 8765-4321'],
    ['(11) 9.8765-4321', PHONE_MASK, '11 9 8765-4321'],
    ['01011990', DATE_MASK, '01/01/1990'],
    ['0101', DATE_MASK, '01/01'],
    ['01310930', CEP_MASK, '01310-930'],
    ['01310930', CEP_DOTTED_MASK, '01.310-930'],
    ['12345678909', CPF_MASK, '123.456.789-09'],
    ['abc', CPF_MASK, ''],
  ])('%s over %s → %s', (digits, pattern, expected) => {
    expect(formatWithMask(digits, pattern)).toBe(expected);
  });

  it('helpers format each field', () => {
    expect(formatPhone('21987654321')).toBe('21 9 8765-4321');
    expect(formatCep('01310930')).toBe('01310-930');
    expect(formatCep('01310930', true)).toBe('01.310-930');
    expect(formatDateInput('31121999')).toBe('31/12/1999');
    expect(onlyDigits('a1 b2-c3')).toBe('123');
  });
});

describe('caretAfterDigits', () => {
  it.each([
    ['11 9 8765-4321', 0, 0],
    ['11 9 8765-4321', 2, 2],
    ['11 9 8765-4321', 3, 4],
    ['11 9 8765-4321', 7, 9],
    ['11 9 8765-4321', 8, 11],
    ['11 9 8765-4321', 99, 14],
  ])('%s with %i digits before → %i', (formatted, digits, caret) => {
    expect(caretAfterDigits(formatted, digits)).toBe(caret);
  });
});

describe('normalizePhone (docs/product/account.md, Rules)', () => {
  it.each([
    ['11987654321', '11987654321'],
    ['+55 11 98765-4321', '11987654321'],
    ['+55 (11) 98765-4321', '11987654321'],
    ['5511987654321', '11987654321'],
    ['0055 11 98765 4321', '11987654321'],
    ['011 98765-4321', '11987654321'],
    ['1187654321', '11987654321'],
    ['+55 11 8765-4321', '11987654321'],
    ['551187654321', '11987654321'],
    // Area code 55 (RS) is not a country prefix when the number has 11 digits.
    ['55987654321', '55987654321'],
    ['tel: 21 99999-0000', '21999990000'],
    ['', ''],
    ['abc', ''],
    ['119876', '119876'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('completes a 10-digit value when the field is left, and leaves others alone', () => {
    expect(completePhone('2187654321')).toBe('21987654321');
    expect(completePhone('21987654321')).toBe('21987654321');
    expect(completePhone('219876')).toBe('219876');
  });

  it('does not insert the 9 while the user is still typing the tenth digit', () => {
    expect(normalizePhoneEdit('1198765432', { previous: '11 9 8765-43', next: '11 9 8765-432', caret: 13, inputType: 'insertText' })).toBe('1198765432');
  });
});

describe('the phone field turns what is pasted or typed into 11 digits (docs/product/account.md, Rules)', () => {
  const edit = (previous: string, next: string, inputType: string | undefined) =>
    applyMaskedEdit({ previous, next, caret: next.length, inputType }, PHONE_MASK, normalizePhoneEdit).value;
  /** The field after `text` arrives in one edit of `inputType`, then after it is left. */
  const inserted = (text: string, inputType: string | undefined) => formatPhone(completePhone(onlyDigits(edit('', text, inputType))));
  /** The field after `text` is typed one character at a time at the end, then after it is left. */
  const typed = (text: string) => {
    let shown = '';
    for (const char of text) shown = edit(shown, shown + char, 'insertText');
    return formatPhone(completePhone(onlyDigits(shown)));
  };

  it.each([
    ['+55 11 98765-4321', '11 9 8765-4321'],
    ['5511987654321', '11 9 8765-4321'],
    ['(11) 98765-4321', '11 9 8765-4321'],
    ['011 98765 4321', '11 9 8765-4321'],
    ['0055 11 98765-4321', '11 9 8765-4321'],
    // 10 digits: the 9 goes in after the area code
    ['1187654321', '11 9 8765-4321'],
    ['+55 11 8765-4321', '11 9 8765-4321'],
    ['(21) 3333-4444', '21 9 3333-4444'],
    // area code 55 (RS) on a complete mobile number is not a country code
    ['55 98765-4321', '55 9 8765-4321'],
  ])('%s → %s pasted, dropped, autofilled, inserted at once by a keyboard, or typed', (text, expected) => {
    expect(inserted(text, 'insertFromPaste')).toBe(expected);
    expect(inserted(text, 'insertFromDrop')).toBe(expected);
    expect(inserted(text, undefined)).toBe(expected);
    expect(inserted(text, 'insertText')).toBe(expected);
    expect(typed(text)).toBe(expected);
  });

  it('shows a number inserted at once whole, the 10-digit one with its 9, also over a selection', () => {
    expect(edit('', '+55 11 98765-4321', 'insertFromPaste')).toBe('11 9 8765-4321');
    expect(edit('', '1187654321', 'insertFromPaste')).toBe('11 9 8765-4321');
    expect(edit('11 9 8765-4321', '(21) 8888-7777', 'insertText')).toBe('21 9 8888-7777');
    expect(edit('11 9 8765-4321', '11 8888-7777', 'insertText')).toBe('11 9 8888-7777');
  });

  it('drops the 55 when a twelfth digit is typed after it, and refuses one after a complete number', () => {
    expect(edit('55 1 1987-6543', '55 1 1987-65432', 'insertText')).toBe('11 9 8765-432');
    expect(edit('11 9 8765-4321', '11 9 8765-43210', 'insertText')).toBe('11 9 8765-4321');
    expect(edit('55 9 8765-4321', '55 9 8765-43210', 'insertText')).toBe('55 9 8765-4321');
  });

  it('drops a typed leading 0 but keeps zeros left by a deletion', () => {
    expect(edit('', '0', 'insertText')).toBe('');
    expect(edit('11 9 0123-4567', '0123-4567', 'deleteContentBackward')).toBe('01 2 3456-7');
  });
});

describe('applyMaskedEdit', () => {
  const phone = (previous: string, next: string, caret: number, inputType: string) =>
    applyMaskedEdit({ previous, next, caret, inputType }, PHONE_MASK, normalizePhoneEdit);

  it.each([
    // typing at the end
    ['', '1', 1, 'insertText', '1', 1],
    ['11', '119', 3, 'insertText', '11 9', 4],
    ['11 9 8765-432', '11 9 8765-4321', 14, 'insertText', '11 9 8765-4321', 14],
    // a twelfth digit is refused
    ['11 9 8765-4321', '11 9 8765-43210', 15, 'insertText', '11 9 8765-4321', 14],
    // non-digits are dropped and the caret stays put
    ['11 9 87', '11 9 87a', 8, 'insertText', '11 9 87', 7],
    // deleting a digit in the middle keeps the caret beside it
    ['11 9 8765-4321', '11 9 865-4321', 6, 'deleteContentBackward', '11 9 8654-321', 6],
    // Backspace right after a separator removes the digit before it
    ['11 9 8765-4321', '11 9 87654321', 9, 'deleteContentBackward', '11 9 8764-321', 8],
    // Delete right before a separator removes the digit after it
    ['11 9 8765-4321', '11 9 87654321', 9, 'deleteContentForward', '11 9 8765-321', 9],
    // inserting in the middle
    ['11 9 8765-432', '11 9 80765-432', 7, 'insertText', '11 9 8076-5432', 7],
    // a paste with the country code is normalised and the caret goes to the end
    ['', '+55 11 98765-4321', 17, 'insertFromPaste', '11 9 8765-4321', 14],
    // a pasted 10-digit number gets its 9
    ['', '(21) 8765-4321', 14, 'insertFromPaste', '21 9 8765-4321', 14],
    // clearing
    ['11 9 8765-4321', '', 0, 'deleteContentBackward', '', 0],
  ])('%s → %s (caret %i, %s) shows %s caret %i', (previous, next, caret, inputType, value, expectedCaret) => {
    const result = phone(previous, next, caret, inputType);
    expect(result.value).toBe(value);
    expect(result.caret).toBe(expectedCaret);
    expect(result.digits).toBe(onlyDigits(value));
  });

  it.each([
    ['01/01/199', '01/01/1990', 10, 'insertText', '01/01/1990'],
    ['01/01/1990', '01/011990', 5, 'deleteContentBackward', '01/01/990'],
    ['', '31.12.1999', 10, 'insertFromPaste', '31/12/1999'],
  ])('date %s → %s shows %s', (previous, next, caret, inputType, value) => {
    expect(applyMaskedEdit({ previous, next, caret, inputType }, DATE_MASK).value).toBe(value);
  });

  it.each([
    ['', '01.310-930', 10, 'insertFromPaste', CEP_MASK, '01310-930'],
    ['', '01310930', 8, 'insertFromPaste', CEP_DOTTED_MASK, '01.310-930'],
    ['01310-93', '01310-9300', 10, 'insertText', CEP_MASK, '01310-930'],
  ])('cep %s → %s shows %s', (previous, next, caret, inputType, pattern, value) => {
    expect(applyMaskedEdit({ previous, next, caret, inputType }, pattern).value).toBe(value);
  });
});
