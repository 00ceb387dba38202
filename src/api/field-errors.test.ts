import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ContractError } from './errors';
import { loadMessageTable, translate } from '@/domain/messages';
import { fieldErrorsOn, toastKeysFor } from './field-errors';

beforeAll(() => loadMessageTable());

const fields = ['userName', 'email'];
const refused = new ApiError({
  status: 400,
  fieldErrors: [
    { field: 'userName', messageKey: 'validation:userName.taken' },
    { field: 'gender', messageKey: 'validation:gender.invalid' },
  ],
  requestErrors: [],
});

describe('where a failed submit shows its errors', () => {
  it('puts field errors on the fields the form shows', () => {
    expect(fieldErrorsOn(refused, fields)).toEqual([{ field: 'userName', messageKey: 'validation:userName.taken' }]);
  });

  it('toasts field errors about fields the form does not show', () => {
    expect(toastKeysFor(refused, fields)).toEqual(['validation:gender.invalid']);
  });

  it('toasts request errors and nothing when every error sits on a field', () => {
    expect(toastKeysFor(new ApiError({ status: 0, fieldErrors: [], requestErrors: ['requestError:network'] }), fields)).toEqual(['requestError:network']);
    expect(toastKeysFor(new ApiError({ status: 400, fieldErrors: [{ field: 'email', messageKey: 'validation:email.taken' }], requestErrors: [] }), fields)).toEqual([]);
  });

  it('shows the default error for anything that is not an API error', () => {
    expect(toastKeysFor(new Error('boom'), fields)).toEqual(['status:default.error']);
    expect(fieldErrorsOn(new Error('boom'), fields)).toEqual([]);
  });

  it('says the answer was unexpected when it broke its contract', () => {
    const keys = toastKeysFor(new ContractError('/records/api/account/change-password', ['$input.id: expected number']), fields);
    expect(keys).toEqual(['requestError:contract']);
    expect(translate(keys[0])).toBe('Recebemos uma resposta inesperada do servidor. Tente novamente em instantes.');
  });
});
