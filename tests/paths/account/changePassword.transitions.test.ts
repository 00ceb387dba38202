import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StatusResponse } from '@/contract/account';
import { ApiError } from '@/api/errors';
import type { ChangePasswordValues } from '@/domain/account/change-password';
import { changePasswordMachine } from '@/machines/account/changePassword.machine';

const valid: ChangePasswordValues = { oldPassword: 'Demo1234', newPassword: 'Nova1234', newPasswordConfirmation: 'Nova1234' };
const wrongOldPassword = new ApiError({
  status: 400,
  fieldErrors: [{ field: 'oldPassword', messageKey: 'validation:oldPassword.incorrect' }],
  requestErrors: [],
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the change request settle, without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function startChangePassword() {
  const changePassword = vi.fn(async (_values: ChangePasswordValues): Promise<StatusResponse> => ({ messageKey: 'status:changePassword.success' }));
  const effects = { showRequestErrors: vi.fn(), showSuccess: vi.fn(), signOut: vi.fn(), goHome: vi.fn() };
  const machine = changePasswordMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
    actions: {
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      showSuccess: effects.showSuccess,
      signOut: effects.signOut,
      goHome: effects.goHome,
    },
  });
  const actor = createActor(machine).start();
  return { actor, changePassword, effects };
}

describe('change password (docs/product/account.md, Screens, States and Rules)', () => {
  test('a wrong current password brings back the form with the error on that field, and no sign-out', async () => {
    const { actor, changePassword, effects } = startChangePassword();
    changePassword.mockRejectedValue(wrongOldPassword);

    actor.send({ type: 'changePassword.submit', values: valid });
    await settle();
    await vi.advanceTimersByTimeAsync(5000);

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('form');
    expect(snapshot.context.fieldErrors).toEqual([{ field: 'oldPassword', messageKey: 'validation:oldPassword.incorrect' }]);
    expect(snapshot.context.values).toEqual(valid);
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith([]);
    expect(effects.showSuccess).not.toHaveBeenCalled();
    expect(effects.signOut).not.toHaveBeenCalled();
  });

  test('a successful change shows the success toast and signs out only after 2 seconds', async () => {
    const { actor, changePassword, effects } = startChangePassword();

    actor.send({ type: 'changePassword.submit', values: valid });
    await settle();
    expect(changePassword).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ oldPassword: 'Demo1234', newPassword: 'Nova1234' }));
    expect(effects.showSuccess).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('changed');

    await vi.advanceTimersByTimeAsync(1999);
    expect(effects.signOut).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(effects.signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('a new password equal to the current one is refused on its field without calling the server', () => {
    const { actor, changePassword } = startChangePassword();

    actor.send({ type: 'changePassword.submit', values: { oldPassword: 'Demo1234', newPassword: 'Demo1234', newPasswordConfirmation: 'Demo1234' } });

    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'newPassword', messageKey: 'validation:newPassword.sameAsBefore' }]);
    expect(changePassword).not.toHaveBeenCalled();
  });

  test('a confirmation that does not match is refused on the confirmation field', () => {
    const { actor, changePassword } = startChangePassword();

    actor.send({ type: 'changePassword.submit', values: { ...valid, newPasswordConfirmation: 'Nova12345' } });

    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'newPasswordConfirmation', messageKey: 'validation:newPasswordConfirmation.beMatch' }]);
    expect(changePassword).not.toHaveBeenCalled();
  });

  test('a failed request shows its errors as toasts and keeps what was typed on the form', async () => {
    const { actor, changePassword, effects } = startChangePassword();
    changePassword.mockRejectedValue(new ApiError({ status: 0, fieldErrors: [], requestErrors: ['requestError:network'] }));

    actor.send({ type: 'changePassword.submit', values: valid });
    await settle();

    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.values).toEqual(valid);
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith(['requestError:network']);
    expect(effects.signOut).not.toHaveBeenCalled();
  });

  test('after a refusal the corrected form can be sent again', async () => {
    const { actor, changePassword, effects } = startChangePassword();
    changePassword.mockRejectedValueOnce(wrongOldPassword);

    actor.send({ type: 'changePassword.submit', values: valid });
    await settle();
    actor.send({ type: 'changePassword.submit', values: { ...valid, oldPassword: 'Certa1234' } });
    await settle();

    expect(changePassword).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('changed');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
    expect(effects.showSuccess).toHaveBeenCalledTimes(1);
  });

  test('closing the screen returns home without signing out', () => {
    const { actor, effects } = startChangePassword();

    actor.send({ type: 'changePassword.close' });

    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects.goHome).toHaveBeenCalledTimes(1);
    expect(effects.signOut).not.toHaveBeenCalled();
  });
});
