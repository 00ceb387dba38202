import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { EditAccountRequest } from '@/contract/account';
import type { Profile } from '@/contract/profile';
import { ApiError } from '@/api/errors';
import { personalDataMachine } from '@/machines/profile/personalData.machine';
import { completeProfile, newProfile } from './personalData.fixtures';

const today = '2026-06-01';

/** Lets the save request settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startPersonalData(profile: Profile = newProfile) {
  const save = vi.fn(async (request: EditAccountRequest): Promise<Profile> => ({
    ...profile,
    firstName: request.firstName,
    lastName: request.lastName,
    birthDate: profile.birthDate ?? '2009-03-15',
    gender: request.gender ?? null,
    phoneDdd: request.phone?.slice(0, 2) ?? null,
    phoneNumber: request.phone?.slice(2) ?? null,
    phoneIdd: request.phoneIdd ?? '55',
    city: request.cityId ? { id: request.cityId, name: 'Niterói', state: { id: request.stateId ?? 0, name: 'Rio de Janeiro' } } : null,
  }));
  const effects = { showSaveFailed: vi.fn(), showSuccess: vi.fn(), profileSaved: vi.fn() };
  const machine = personalDataMachine.provide({
    actors: { savePersonalData: fromPromise(({ input }) => save(input)) },
    actions: {
      showSaveFailed: (_, params) => effects.showSaveFailed(params.messageKeys),
      showSuccess: effects.showSuccess,
      profileSaved: (_, params) => effects.profileSaved(params.profile),
    },
  });
  const actor = createActor(machine, { input: { profile, today } }).start();
  return { actor, save, effects };
}

const completion = { birthDate: '15032009', phone: '21988887777', gender: 'FEMALE', stateId: '18', cityId: '18005', cityName: 'Niterói' } as const;

describe('personal data (docs/product/profile.md, Screens, Rules and Errors)', () => {
  test('missing required fields stay on the form with their messages, in form order, without asking to save', () => {
    const { actor, save } = startPersonalData();

    actor.send({ type: 'personalData.change', change: { firstName: '' } });
    actor.send({ type: 'personalData.submit' });

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.fieldErrors.map((e) => e.messageKey)).toEqual([
      'validation:firstName.required',
      'validation:birthDate.required',
      'validation:phone.required',
      'validation:gender.required',
      'validation:stateId.required',
      'validation:cityId.required',
    ]);
    expect(snapshot.context.values.lastName).toBe('Souza');
    expect(save).not.toHaveBeenCalled();
  });

  test('a wrong birth date and a too-short phone get their field messages and keep what was typed', () => {
    const { actor } = startPersonalData();

    actor.send({ type: 'personalData.change', change: { ...completion, birthDate: '31022009', phone: '2198888' } });
    actor.send({ type: 'personalData.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'birthDate', messageKey: 'validation:birthDate.invalid' },
      { field: 'phone', messageKey: 'validation:phone.invalid' },
    ]);
    expect(actor.getSnapshot().context.values).toMatchObject({ birthDate: '31022009', phone: '2198888', cityName: 'Niterói' });
  });

  test('a valid form asks for confirmation first; cancelling keeps everything and saves nothing', () => {
    const { actor, save } = startPersonalData();

    actor.send({ type: 'personalData.change', change: completion });
    actor.send({ type: 'personalData.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');

    actor.send({ type: 'personalData.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toMatchObject(completion);
    expect(save).not.toHaveBeenCalled();
  });

  test('confirming saves the form as the server reads it, shows the success toast and refreshes the stored profile', async () => {
    const { actor, save, effects } = startPersonalData();

    actor.send({ type: 'personalData.change', change: completion });
    actor.send({ type: 'personalData.submit' });
    actor.send({ type: 'personalData.confirm' });
    await settle();

    expect(save).toHaveBeenCalledExactlyOnceWith({
      firstName: 'Ana',
      lastName: 'Souza',
      birthDate: '15032009',
      gender: 'FEMALE',
      phone: '21988887777',
      phoneIdd: '55',
      stateId: 18,
      cityId: 18005,
    });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(effects.showSuccess).toHaveBeenCalledTimes(1);
    expect(effects.profileSaved).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ birthDate: '2009-03-15' }));
    expect(effects.showSaveFailed).not.toHaveBeenCalled();
    // The birth date is now on record, hence locked.
    expect(actor.getSnapshot().context.storedBirthDate).toBe('2009-03-15');
  });

  test('a stored birth date is locked: it is not sent again, and a different one is refused', () => {
    const { actor, save } = startPersonalData(completeProfile);

    actor.send({ type: 'personalData.change', change: { birthDate: '01012000' } });
    actor.send({ type: 'personalData.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'birthDate', messageKey: 'validation:birthDate.locked' }]);

    actor.send({ type: 'personalData.change', change: { birthDate: '15032009' } });
    actor.send({ type: 'personalData.submit' });
    actor.send({ type: 'personalData.confirm' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).not.toHaveProperty('birthDate');
  });

  test('the chosen phone country is sent as its calling code', () => {
    const { actor, save } = startPersonalData(completeProfile);

    actor.send({ type: 'personalData.change', change: { phoneCountry: 'PT' } });
    actor.send({ type: 'personalData.submit' });
    actor.send({ type: 'personalData.confirm' });

    expect(save.mock.calls[0]![0]).toMatchObject({ phoneIdd: '351' });
  });

  test('changing the state clears the city', () => {
    const { actor } = startPersonalData(completeProfile);

    actor.send({ type: 'personalData.change', change: { stateId: '18' } });

    expect(actor.getSnapshot().context.values).toMatchObject({ stateId: '18', cityId: '', cityName: '' });
  });

  test('a server refusal puts its errors on their fields, shows the save failure and loses nothing typed', async () => {
    const { actor, save, effects } = startPersonalData();
    save.mockRejectedValue(new ApiError({ status: 400, fieldErrors: [{ field: 'cityId', messageKey: 'validation:cityId.invalid' }], requestErrors: [] }));

    actor.send({ type: 'personalData.change', change: completion });
    actor.send({ type: 'personalData.submit' });
    actor.send({ type: 'personalData.confirm' });
    await settle();

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'cityId', messageKey: 'validation:cityId.invalid' }]);
    expect(actor.getSnapshot().context.values).toMatchObject(completion);
    expect(effects.showSaveFailed).toHaveBeenCalledExactlyOnceWith(['status:default.saveError']);
    expect(effects.showSuccess).not.toHaveBeenCalled();
  });

  test('a failed request shows the save failure and the form keeps what was typed', async () => {
    const { actor, save, effects } = startPersonalData();
    save.mockRejectedValue(new Error('offline'));

    actor.send({ type: 'personalData.change', change: completion });
    actor.send({ type: 'personalData.submit' });
    actor.send({ type: 'personalData.confirm' });
    await settle();

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toMatchObject(completion);
    expect(effects.showSaveFailed).toHaveBeenCalledExactlyOnceWith(['status:default.saveError']);
    expect(effects.profileSaved).not.toHaveBeenCalled();
  });

  test('after saving, a change goes back to editing and can be saved again', async () => {
    const { actor, save } = startPersonalData(completeProfile);

    actor.send({ type: 'personalData.submit' });
    actor.send({ type: 'personalData.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');

    actor.send({ type: 'personalData.change', change: { firstName: 'Aninha' } });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'personalData.submit' });
    actor.send({ type: 'personalData.confirm' });
    await settle();

    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0]).toMatchObject({ firstName: 'Aninha' });
  });
});
