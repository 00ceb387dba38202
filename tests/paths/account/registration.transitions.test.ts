import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RegistrationValues } from '@/domain/account/registration';
import type { RegistrationResponse } from '@/contract/account';
import { ApiError } from '@/api/errors';
import { registrationMachine } from '@/machines/account/registration.machine';
import { filledRegistration } from './registration-samples';

const filled = filledRegistration;
const created: RegistrationResponse = {
  id: 42,
  userName: 'ana_souza',
  email: 'ana@escola.edu.br',
  emailVerificationRequired: true,
  messageKey: 'status:accountRegister.success',
};
const refused = (field: string, messageKey: string) => new ApiError({ status: 400, fieldErrors: [{ field, messageKey }], requestErrors: [] });

/** Lets the account request settle and the actor take the transition it triggers. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startRegistration(showActivationCode = false) {
  const createAccount = vi.fn(async (_values: RegistrationValues): Promise<RegistrationResponse> => created);
  const effects = { showRequestErrors: vi.fn(), goToLogin: vi.fn() };
  const machine = registrationMachine.provide({
    actors: { createAccount: fromPromise(({ input }) => createAccount(input)) },
    actions: {
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      goToLogin: effects.goToLogin,
    },
  });
  const actor = createActor(machine, { input: { showActivationCode, today: '2025-06-01' } }).start();
  return { actor, createAccount, effects };
}

describe('registration (docs/product/account.md, Screens, States, Rules and Errors)', () => {
  test('the form is step 1, with the activation code hidden unless the link asks for it', () => {
    const plain = startRegistration(false).actor.getSnapshot();
    expect(plain.value).toBe('form');
    expect(plain.context.activationCodeVisible).toBe(false);

    expect(startRegistration(true).actor.getSnapshot().context.activationCodeVisible).toBe(true);
  });

  test('the link beside the form reveals the activation code field', () => {
    const { actor } = startRegistration(false);
    actor.send({ type: 'registration.revealActivationCode' });

    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.activationCodeVisible).toBe(true);
  });

  test('a valid form is sent and leads to step 2, the confirmation for the new e-mail', async () => {
    const { actor, createAccount } = startRegistration();

    actor.send({ type: 'registration.submit', values: filled });
    await settle();

    expect(createAccount).toHaveBeenCalledExactlyOnceWith(filled);
    expect(actor.getSnapshot().value).toBe('registered');
    expect(actor.getSnapshot().context.email).toBe('ana@escola.edu.br');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
  });

  test('broken rules show on their fields, in form order, and nothing is sent', () => {
    const { actor, createAccount } = startRegistration();

    actor.send({
      type: 'registration.submit',
      values: { ...filled, userName: 'a b', passwordConfirmation: 'Segredo2', birthDate: '01012020', cityId: '', acceptUseTerms: false },
    });

    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors.map((error) => error.field)).toEqual([
      'userName',
      'passwordConfirmation',
      'birthDate',
      'cityId',
      'acceptUseTerms',
    ]);
    expect(createAccount).not.toHaveBeenCalled();
  });

  test('a field the server refuses shows its error on that field, back on step 1, without a toast', async () => {
    const { actor, createAccount, effects } = startRegistration();
    createAccount.mockRejectedValue(refused('userName', 'validation:userName.taken'));

    actor.send({ type: 'registration.submit', values: filled });
    await settle();

    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'userName', messageKey: 'validation:userName.taken' }]);
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith([]);
  });

  test('a refused activation code reveals its field so the error can be seen there', async () => {
    const { actor, createAccount } = startRegistration(false);
    createAccount.mockRejectedValue(refused('activationCode', 'validation:activationCode.notFound'));

    actor.send({ type: 'registration.submit', values: { ...filled, activationCode: 'ABC-123' } });
    await settle();

    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.activationCodeVisible).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'activationCode', messageKey: 'validation:activationCode.notFound' }]);
  });

  test('request errors, and errors on fields the form does not show, become toasts', async () => {
    const { actor, createAccount, effects } = startRegistration();
    createAccount.mockRejectedValue(
      new ApiError({ status: 400, fieldErrors: [{ field: 'phone', messageKey: 'validation:phone.invalid' }], requestErrors: ['requestError:unsupportedMediaType'] }),
    );

    actor.send({ type: 'registration.submit', values: filled });
    await settle();

    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith(['requestError:unsupportedMediaType', 'validation:phone.invalid']);
  });

  test('the confirmation step leads to sign in', async () => {
    const { actor, effects } = startRegistration();
    actor.send({ type: 'registration.submit', values: filled });
    await settle();
    expect(actor.getSnapshot().value).toBe('registered');

    actor.send({ type: 'registration.signIn' });

    expect(effects.goToLogin).toHaveBeenCalledTimes(1);
  });
});
