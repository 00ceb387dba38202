import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CreateEventRequest, OrganiserEvent } from '@/contract/play';
import type { EventRules } from '@/domain/organiser/event-form';
import { eventFormMachine } from '@/machines/organiser/eventForm.machine';
import { educatorRules, invalidForm, organiserEvent, refused, refusedField, rulesUnreachable, submitOf, validForm } from './organiser.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startForm(answer: () => Promise<OrganiserEvent> = async () => organiserEvent('DRAFT', 42), rules: () => Promise<EventRules> = async () => educatorRules) {
  const createEvent = vi.fn(async (_request: CreateEventRequest) => answer());
  const loadRules = vi.fn(rules);
  const effects = { showRequestErrors: vi.fn(), showRulesUnavailable: vi.fn(), showCreated: vi.fn(), openConsole: vi.fn(), goBack: vi.fn() };
  const machine = eventFormMachine.provide({
    actors: { loadRules: fromPromise(() => loadRules()), createEvent: fromPromise(({ input }) => createEvent(input)) },
    actions: {
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      showRulesUnavailable: effects.showRulesUnavailable,
      showCreated: effects.showCreated,
      openConsole: (_, params) => effects.openConsole(params.eventId),
      goBack: effects.goBack,
    },
  });
  return { actor: createActor(machine).start(), createEvent, loadRules, effects };
}

describe('the event form (docs/product/play.md, Screens: /organiser/new; Limits; Errors)', () => {
  test('a valid form is sent as a DRAFT and its console opens', async () => {
    const { actor, createEvent, effects } = startForm();
    actor.send(submitOf(validForm));
    expect(actor.getSnapshot().value).toBe('checking');
    await settle();
    expect(createEvent).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name: 'Copa da Escola', game: 'FORTNITE', schoolEvent: true }));
    expect(actor.getSnapshot().value).toBe('created');
    expect(effects.showCreated).toHaveBeenCalledTimes(1);
    expect(effects.openConsole).toHaveBeenCalledExactlyOnceWith(42);
  });

  test('a form breaking the limits stays on the form with each error on its field, and nothing is sent', async () => {
    const { actor, createEvent } = startForm();
    actor.send(submitOf(invalidForm));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors.map((error) => error.messageKey)).toEqual(['validation:name.invalid', 'validation:teamSize.invalid']);
    expect(createEvent).not.toHaveBeenCalled();
  });

  test("the server's field errors come back onto their fields, without a toast", async () => {
    const { actor, effects } = startForm(() => Promise.reject(refusedField('startDate')));
    actor.send(submitOf(validForm));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'startDate', messageKey: 'validation:startDate.invalid' }]);
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith([]);
    expect(effects.openConsole).not.toHaveBeenCalled();
  });

  test('a refusal without fields is a toast and the form keeps what was typed', async () => {
    const { actor, effects } = startForm(() => Promise.reject(refused('status:organiser.forbidden', 403)));
    actor.send(submitOf(validForm));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(validForm);
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith(['status:organiser.forbidden']);
  });

  test('rules whose code cannot be fetched send nothing: a toast, the form as typed, and the next send fetches them again', async () => {
    let reachable = false;
    const { actor, createEvent, loadRules, effects } = startForm(undefined, async () => {
      if (!reachable) throw rulesUnreachable;
      return educatorRules;
    });
    actor.send(submitOf(validForm));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(validForm);
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
    expect(effects.showRulesUnavailable).toHaveBeenCalledTimes(1);
    expect(createEvent).not.toHaveBeenCalled();

    reachable = true;
    actor.send(submitOf(validForm));
    await settle();
    expect(loadRules).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('created');
  });

  test('errors of an earlier send go once the form is sent valid', async () => {
    const { actor } = startForm(() => new Promise(() => undefined));
    actor.send(submitOf(invalidForm));
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).not.toEqual([]);
    actor.send(submitOf(validForm));
    await settle();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
    expect(actor.getSnapshot().context.request).toMatchObject({ name: 'Copa da Escola', schoolEvent: true });
  });

  test('cancelling goes back to the list without sending', () => {
    const { actor, createEvent, effects } = startForm();
    actor.send({ type: 'eventForm.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(effects.goBack).toHaveBeenCalledTimes(1);
    expect(createEvent).not.toHaveBeenCalled();
  });
});
