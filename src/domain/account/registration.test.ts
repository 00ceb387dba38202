import { describe, expect, it } from 'vitest';
import { filledRegistration } from '../../../tests/paths/account/registration-samples';
import { activationCodeShown, registrationIssues, type RegistrationValues } from './registration';

// The path tests' complete form, without the friend's invitation.
const filled: RegistrationValues = { ...filledRegistration, referrerId: '' };
const today = '2026-06-01';

describe('what the registration form asks before it is sent', () => {
  it.each([
    ['a complete form', {}, []],
    ['no state or city', { stateId: '', cityId: '' }, ['stateId', 'cityId']],
    ['errors in the order of the form', { cityId: '', acceptUseTerms: false, userName: '' }, ['userName', 'cityId', 'acceptUseTerms']],
  ] as const)('%s', (_, change, fields) => {
    expect(registrationIssues({ ...filled, ...change }, today).map((issue) => issue.field)).toEqual(fields);
  });
});

describe('when the activation-code field shows', () => {
  const onCode = [{ field: 'activationCode', messageKey: 'validation:activationCode.invalid' }];
  const onEmail = [{ field: 'email', messageKey: 'validation:email.taken' }];
  it.each([
    ['hidden, with no error on it', false, onEmail, false],
    ['hidden, but an error names it', false, onCode, true],
    ['revealed already', true, [], true],
  ] as const)('%s', (_, visible, errors, shown) => {
    expect(activationCodeShown(visible, errors)).toBe(shown);
  });
});
