import { describe, expect, it } from 'vitest';
import { isPersonalDataComplete } from './completeness';

const complete = { firstName: 'Ana', lastName: 'Souza', birthDate: '2010-01-01', gender: 'FEMALE', phoneIdd: '55', phoneDdd: '11', phoneNumber: '988881234', stateId: 24, cityId: 24001 };

describe('isPersonalDataComplete', () => {
  it.each([
    [{}, true],
    [{ gender: null }, false],
    [{ phoneDdd: null, phoneNumber: null }, false],
    [{ phoneDdd: null }, false],
    [{ phoneIdd: '351', phoneDdd: null, phoneNumber: '912345678' }, true],
    [{ phoneIdd: '351', phoneDdd: null, phoneNumber: null }, false],
    [{ birthDate: null }, false],
    [{ cityId: null }, false],
    [{ firstName: '  ' }, false],
  ])('%j → %s', (overrides, expected) => expect(isPersonalDataComplete({ ...complete, ...overrides })).toBe(expected));
});
