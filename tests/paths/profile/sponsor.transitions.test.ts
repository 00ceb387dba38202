import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LegalRepresentativeRequest, Profile } from '@/contract/profile';
import { ApiError } from '@/api/errors';
import { sponsorMachine } from '@/machines/profile/sponsor.machine';
import { adultProfile, minorProfile, registeredProfile, validGuardian } from './sponsor.fixtures';

const today = '2026-06-01';

/** Lets the save request settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startSponsor(profile: Profile = minorProfile) {
  const save = vi.fn(async (_request: LegalRepresentativeRequest): Promise<Profile> => registeredProfile);
  const effects = { showSaveFailed: vi.fn(), showRequestErrors: vi.fn(), showSuccess: vi.fn(), guardianSaved: vi.fn() };
  const machine = sponsorMachine.provide({
    actors: { saveLegalRepresentative: fromPromise(({ input }) => save(input)) },
    actions: {
      showSaveFailed: (_, params) => effects.showSaveFailed(params.messageKeys),
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      showSuccess: effects.showSuccess,
      guardianSaved: effects.guardianSaved,
    },
  });
  const actor = createActor(machine, { input: { profile, today } }).start();
  return { actor, save, effects };
}

const refusal = (status: number, requestErrors: string[], fieldErrors: { field: string; messageKey: string }[] = []) =>
  new ApiError({ status, fieldErrors, requestErrors });

describe('sponsor (docs/product/profile.md, Screens, Rules and Errors)', () => {
  test('an adult student sees the refusal, never the form', () => {
    const { actor } = startSponsor(adultProfile);
    expect(actor.getSnapshot().value).toBe('adult');
  });

  test('a minor with a guardian on record sees it locked', () => {
    const { actor } = startSponsor(registeredProfile);
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'sponsor.submit' });
    expect(actor.getSnapshot().value).toBe('locked');
  });

  test('an empty form gets every required message, in form order, and asks nothing', () => {
    const { actor, save } = startSponsor();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'sponsor.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors.map((e) => e.messageKey)).toEqual([
      'validation:userName.required',
      'validation:firstName.required',
      'validation:lastName.required',
      'validation:cpf.required',
      'validation:whatsapp.required',
      'validation:email.required',
      'validation:acceptImageStudentTerms.required',
    ]);
    expect(save).not.toHaveBeenCalled();
  });

  test('guardian limits (docs/product/profile.md, Rules): names too short or long, a wrong CPF, a short WhatsApp and the student\'s own e-mail, keeping what was typed', () => {
    const { actor } = startSponsor();
    const typed = {
      ...validGuardian,
      userName: 'ab',
      firstName: 'M',
      lastName: 'S'.repeat(61),
      cpf: '12345678900',
      whatsapp: '1198765',
      email: ' ALUNO@example.com ',
    };
    actor.send({ type: 'sponsor.change', change: typed });
    actor.send({ type: 'sponsor.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'userName', messageKey: 'validation:userName.min' },
      { field: 'firstName', messageKey: 'validation:firstName.min' },
      { field: 'lastName', messageKey: 'validation:lastName.max' },
      { field: 'cpf', messageKey: 'validation:cpf.invalid' },
      { field: 'whatsapp', messageKey: 'validation:whatsapp.invalid' },
      { field: 'email', messageKey: 'validation:email.sameAsStudent' },
    ]);
    expect(actor.getSnapshot().context.values).toEqual(typed);
  });

  test('a valid form asks first; cancelling keeps everything and saves nothing', () => {
    const { actor, save } = startSponsor();
    actor.send({ type: 'sponsor.change', change: validGuardian });
    actor.send({ type: 'sponsor.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'sponsor.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(validGuardian);
    expect(save).not.toHaveBeenCalled();
  });

  test('confirming saves the guardian as the server reads it and locks the scene', async () => {
    const { actor, save, effects } = startSponsor();
    actor.send({ type: 'sponsor.change', change: { ...validGuardian, firstName: '  Marta ', email: ' marta@example.com' } });
    actor.send({ type: 'sponsor.submit' });
    actor.send({ type: 'sponsor.confirm' });
    expect(actor.getSnapshot().value).toBe('saving');
    await settle();
    expect(save).toHaveBeenCalledExactlyOnceWith({
      userName: 'mae.souza',
      firstName: 'Marta',
      lastName: 'Souza',
      cpf: '52998224725',
      whatsapp: '11987651234',
      email: 'marta@example.com',
      acceptImageStudentTerms: true,
    });
    expect(actor.getSnapshot().value).toBe('locked');
    expect(effects.showSuccess).toHaveBeenCalledTimes(1);
    expect(effects.guardianSaved).toHaveBeenCalledTimes(1);
  });

  test('the server\'s adult refusal shows its text and the refusal view', async () => {
    const { actor, save, effects } = startSponsor();
    save.mockRejectedValue(refusal(403, ['requestError:legalRepresentative.legalAge']));
    actor.send({ type: 'sponsor.change', change: validGuardian });
    actor.send({ type: 'sponsor.submit' });
    actor.send({ type: 'sponsor.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('adult');
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith(['requestError:legalRepresentative.legalAge']);
    expect(effects.showSuccess).not.toHaveBeenCalled();
  });

  test('a guardian registered meanwhile locks the scene and refreshes the profile', async () => {
    const { actor, save, effects } = startSponsor();
    save.mockRejectedValue(refusal(409, ['requestError:legalRepresentative.alreadyExists']));
    actor.send({ type: 'sponsor.change', change: validGuardian });
    actor.send({ type: 'sponsor.submit' });
    actor.send({ type: 'sponsor.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('locked');
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith(['requestError:legalRepresentative.alreadyExists']);
    expect(effects.guardianSaved).toHaveBeenCalledTimes(1);
  });

  test('server field errors land on their fields with the save failure, keeping what was typed', async () => {
    const { actor, save, effects } = startSponsor();
    save.mockRejectedValue(refusal(400, ['status:default.error'], [{ field: 'cpf', messageKey: 'validation:cpf.invalid' }]));
    actor.send({ type: 'sponsor.change', change: validGuardian });
    actor.send({ type: 'sponsor.submit' });
    actor.send({ type: 'sponsor.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'cpf', messageKey: 'validation:cpf.invalid' }]);
    expect(actor.getSnapshot().context.values).toEqual(validGuardian);
    expect(effects.showSaveFailed).toHaveBeenCalledExactlyOnceWith(['status:default.saveError']);
  });

  test('a failed request shows the save failure and the form keeps what was typed', async () => {
    const { actor, save, effects } = startSponsor();
    save.mockRejectedValue(new Error('offline'));
    actor.send({ type: 'sponsor.change', change: validGuardian });
    actor.send({ type: 'sponsor.submit' });
    actor.send({ type: 'sponsor.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(validGuardian);
    expect(effects.showSaveFailed).toHaveBeenCalledExactlyOnceWith(['status:default.saveError']);
    expect(effects.guardianSaved).not.toHaveBeenCalled();
  });
});
