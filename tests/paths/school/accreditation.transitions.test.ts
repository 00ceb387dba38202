import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { School, SchoolAccreditationRequest, SchoolAccreditationResponse } from '@/contract/school';
import { ApiError } from '@/api/errors';
import { accreditationMachine } from '@/machines/school/accreditation.machine';
import { accreditationView } from '@/machines/school/accreditation.view';
import { accreditedSchool, director, openSchool, processingSchool, validExtras } from './accreditation.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const refusal = (status: number, requestErrors: string[], fieldErrors: { field: string; messageKey: string }[] = []) =>
  new ApiError({ status, fieldErrors, requestErrors });

function startAccreditation(found: School | Error = openSchool) {
  const find = vi.fn(async (_inep: string): Promise<School> => {
    if (found instanceof Error) throw found;
    return found;
  });
  const send = vi.fn(async (_request: SchoolAccreditationRequest): Promise<SchoolAccreditationResponse> => ({
    school: openSchool,
    sentTo: 'se•••@escolas.example',
    expiresAt: '2026-11-29T15:00:00.000Z',
    messageKey: 'status:schoolAuthorize.confirmationSent',
  }));
  const effects = { showRequestErrors: vi.fn(), showSuccess: vi.fn() };
  const machine = accreditationMachine.provide({
    actors: { findSchool: fromPromise(({ input }) => find(input)), requestAccreditation: fromPromise(({ input }) => send(input)) },
    actions: { showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys), showSuccess: effects.showSuccess },
  });
  const actor = createActor(machine, { input: { director } }).start();
  return { actor, find, send, effects };
}

async function lookUp(actor: ReturnType<typeof startAccreditation>['actor'], inep = '24999005') {
  actor.send({ type: 'accreditation.inepChange', inep });
  actor.send({ type: 'accreditation.lookup' });
  await settle();
}

/** Finds the school, fills in valid extras, sends and confirms: the request goes to the server. */
async function sendValidRequest(actor: ReturnType<typeof startAccreditation>['actor']) {
  await lookUp(actor);
  actor.send({ type: 'accreditation.change', change: validExtras });
  actor.send({ type: 'accreditation.submit' });
  actor.send({ type: 'accreditation.confirm' });
  await settle();
}

describe('school accreditation (docs/product/school.md, Screens, API, Rules and Errors)', () => {
  test('an empty or short INEP code gets its message on the field and is not searched', () => {
    const { actor, find } = startAccreditation();
    actor.send({ type: 'accreditation.lookup' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'inepCode', messageKey: 'validation:inepCode.required' }]);
    actor.send({ type: 'accreditation.inepChange', inep: '2499' });
    actor.send({ type: 'accreditation.lookup' });
    expect(actor.getSnapshot().value).toBe('lookup');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'inepCode', messageKey: 'validation:inepCode.invalid' }]);
    expect(actor.getSnapshot().context.inep).toBe('2499');
    expect(find).not.toHaveBeenCalled();
  });

  test('an unknown INEP code says so on the field, keeping it', async () => {
    const { actor } = startAccreditation(refusal(404, ['requestError:school.inepNotFound']));
    await lookUp(actor, '11111111');
    expect(actor.getSnapshot().value).toBe('lookup');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'inepCode', messageKey: 'requestError:school.inepNotFound' }]);
    expect(actor.getSnapshot().context.inep).toBe('11111111');
  });

  test('a failed search shows its toast and stays on the lookup', async () => {
    const { actor, effects } = startAccreditation(new Error('offline'));
    await lookUp(actor);
    expect(actor.getSnapshot().value).toBe('lookup');
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith(['status:default.error']);
  });

  test('a school with a process under way is refused at the lookup', async () => {
    const { actor } = startAccreditation(processingSchool);
    await lookUp(actor, '33999004');
    expect(actor.getSnapshot().value).toBe('inProgress');
    actor.send({ type: 'accreditation.restart' });
    expect(actor.getSnapshot().value).toBe('lookup');
    expect(actor.getSnapshot().context.inep).toBe('');
  });

  test('an accredited school needs nothing', async () => {
    const { actor } = startAccreditation(accreditedSchool);
    await lookUp(actor);
    expect(actor.getSnapshot().value).toBe('accredited');
  });

  test('a school without accreditation opens the form with the school address and the director\'s name and e-mail', async () => {
    const { actor } = startAccreditation();
    await lookUp(actor);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.values).toMatchObject({
      firstName: 'Helena',
      lastName: 'Prado',
      personalEmail: 'diretor@example.com',
      inepCode: '24999005',
      address: openSchool.address,
      cep: '59010000',
      acceptTerms: false,
    });
  });

  test('wrong CPF, CEP and phones get their messages and keep what was typed; the terms are required', async () => {
    const { actor, send } = startAccreditation();
    await lookUp(actor);
    const typed = { ...validExtras, cpf: '11111111111', cep: '5901', whatsapp: '849876', schoolPhone: '843210', rg: '', acceptTerms: false };
    actor.send({ type: 'accreditation.change', change: typed });
    actor.send({ type: 'accreditation.submit' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'rg', messageKey: 'validation:rg.required' },
      { field: 'cpf', messageKey: 'validation:cpf.invalid' },
      { field: 'whatsapp', messageKey: 'validation:whatsapp.invalid' },
      { field: 'schoolPhone', messageKey: 'validation:schoolPhone.invalid' },
      { field: 'cep', messageKey: 'validation:cep.invalid' },
      { field: 'acceptTerms', messageKey: 'validation:acceptTerms.required' },
    ]);
    expect(actor.getSnapshot().context.values).toMatchObject(typed);
    expect(send).not.toHaveBeenCalled();
  });

  test('confirming sends the request with bare digits and ends done', async () => {
    const { actor, send, effects } = startAccreditation();
    await lookUp(actor);
    actor.send({ type: 'accreditation.change', change: validExtras });
    actor.send({ type: 'accreditation.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'accreditation.cancel' });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'accreditation.submit' });
    actor.send({ type: 'accreditation.confirm' });
    await settle();
    expect(send).toHaveBeenCalledExactlyOnceWith({
      firstName: 'Helena',
      lastName: 'Prado',
      rg: '12.345.678-9',
      cpf: '52998224725',
      whatsapp: '84987651234',
      personalEmail: 'helena@example.com',
      schoolEmail: 'secretaria@escola.example',
      schoolPhone: '8432104321',
      inepCode: '24999005',
      address: openSchool.address,
      cep: '59010000',
      acceptTerms: true,
    });
    expect(actor.getSnapshot().value).toBe('done');
    // Nothing counts yet: the result names where the school's confirmation link went, and until when.
    expect(accreditationView(actor.getSnapshot()).confirmation).toEqual({ sentTo: 'se•••@escolas.example', expiresAt: '2026-11-29T15:00:00.000Z' });
    expect(effects.showSuccess).toHaveBeenCalledTimes(1);
    actor.send({ type: 'accreditation.restart' });
    expect(accreditationView(actor.getSnapshot())).toMatchObject({ step: 1, confirmation: null });
  });

  test('a school without an official e-mail to confirm from ends in the support view', async () => {
    const { actor, send, effects } = startAccreditation();
    send.mockRejectedValue(refusal(409, ['requestError:school.noSchoolEmail']));
    await sendValidRequest(actor);
    expect(actor.getSnapshot().value).toBe('withoutEmail');
    expect(accreditationView(actor.getSnapshot()).result).toBe('withoutEmail');
    expect(effects.showRequestErrors).not.toHaveBeenCalled();
    actor.send({ type: 'accreditation.restart' });
    expect(actor.getSnapshot().value).toBe('lookup');
  });

  test("the school's daily limit is a toast, and the form keeps what was typed", async () => {
    const { actor, send, effects } = startAccreditation();
    send.mockRejectedValue(refusal(429, ['requestError:school.accreditationLimit']));
    await sendValidRequest(actor);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.values).toMatchObject(validExtras);
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith(['status:default.saveError', 'requestError:school.accreditationLimit']);
  });

  test('the server\'s in-progress refusal ends in the refusal view', async () => {
    const { actor, send } = startAccreditation();
    send.mockRejectedValue(refusal(409, ['requestError:school.accreditationInProgress']));
    await sendValidRequest(actor);
    expect(actor.getSnapshot().value).toBe('inProgress');
  });

  test('server field errors land on their fields with the failure toast', async () => {
    const { actor, send, effects } = startAccreditation();
    send.mockRejectedValue(refusal(400, ['status:default.error'], [{ field: 'cpf', messageKey: 'validation:cpf.invalid' }]));
    await sendValidRequest(actor);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'cpf', messageKey: 'validation:cpf.invalid' }]);
    expect(actor.getSnapshot().context.values).toMatchObject(validExtras);
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith(['status:default.saveError']);
  });

  test('going back to search another school keeps what the director typed', async () => {
    const { actor } = startAccreditation();
    await lookUp(actor);
    actor.send({ type: 'accreditation.change', change: { rg: '1234567' } });
    actor.send({ type: 'accreditation.back' });
    expect(actor.getSnapshot().value).toBe('lookup');
    expect(actor.getSnapshot().context.school).toBeNull();
    await lookUp(actor);
    expect(actor.getSnapshot().context.values.rg).toBe('1234567');
  });
});
