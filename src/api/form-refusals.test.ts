import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { failureKeys, hasRequestError, refusesFields, requestFailureKeys, SAVE_ERROR_KEY, saveFailureKeys } from './form-refusals';

const fields = ['name', 'email'] as const;
const refusal = (fieldErrors: Array<{ field: string; messageKey: string }>, requestErrors: string[] = []) => new ApiError({ status: 400, fieldErrors, requestErrors });

describe('the toasts of a failed save', () => {
  it.each([
    ['a network failure', new ApiError({ status: 0, fieldErrors: [], requestErrors: ['requestError:network'] }), [SAVE_ERROR_KEY, 'requestError:network']],
    ['anything that is not an API error', new Error('boom'), [SAVE_ERROR_KEY]],
    ['only the default error', refusal([], ['status:default.error']), [SAVE_ERROR_KEY]],
    ['the save failure itself', refusal([], [SAVE_ERROR_KEY, 'requestError:limit']), [SAVE_ERROR_KEY, 'requestError:limit']],
    ['errors on the form fields only', refusal([{ field: 'name', messageKey: 'validation:name.taken' }]), [SAVE_ERROR_KEY]],
    ['an error on a field the form does not show', refusal([{ field: 'gender', messageKey: 'validation:gender.invalid' }]), [SAVE_ERROR_KEY, 'validation:gender.invalid']],
  ] as const)('%s', (_, error, keys) => {
    expect(saveFailureKeys(error, fields)).toEqual(keys);
  });
});

describe('what a refusal names', () => {
  it('finds a request error among the toasts', () => {
    expect(hasRequestError(refusal([], ['requestError:x']), fields, 'requestError:x')).toBe(true);
    expect(hasRequestError(refusal([], ['requestError:y']), fields, 'requestError:x')).toBe(false);
    expect(hasRequestError(new Error('boom'), fields, 'requestError:x')).toBe(false);
  });

  it('tells a refusal of the form fields from one of other fields', () => {
    expect(refusesFields(refusal([{ field: 'email', messageKey: 'validation:email.taken' }]), fields)).toBe(true);
    expect(refusesFields(refusal([{ field: 'gender', messageKey: 'validation:gender.invalid' }]), fields)).toBe(false);
    expect(refusesFields(new Error('boom'), fields)).toBe(false);
  });
});

describe('the toasts of a failed request without a form', () => {
  it('shows every error, the field ones too, since no field shows them', () => {
    const refused = refusal([{ field: 'code', messageKey: 'validation:code.invalid' }], ['requestError:discord.alreadyLinked']);
    expect(requestFailureKeys(refused)).toEqual(['requestError:discord.alreadyLinked', 'validation:code.invalid']);
  });

  it('falls back to the default error', () => {
    expect(requestFailureKeys(new Error('boom'))).toEqual(['status:default.error']);
  });
});

describe('the toasts of a failed step, whose field errors sit on its fields', () => {
  it.each([
    ['a request error', refusal([], ['requestError:limit']), ['requestError:limit']],
    ['errors on the step fields only: no toast', refusal([{ field: 'name', messageKey: 'validation:name.taken' }]), []],
    ['an error on a field the step does not show', refusal([{ field: 'gender', messageKey: 'validation:gender.invalid' }]), ['validation:gender.invalid']],
    ['anything that is not an API error', new Error('boom'), ['status:default.error']],
  ] as const)('%s', (_, error, keys) => {
    expect(failureKeys(error, fields)).toEqual(keys);
  });
});
