import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { appealMachine } from '@/machines/moderation/appeal.machine';
import { appealView } from '@/machines/moderation/appeal.view';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const text = 'Eu só estava brincando com meu amigo.';

function startAppeal(usable: boolean, send: () => Promise<void> = async () => undefined) {
  const call = vi.fn(send);
  const effects = { showRequestErrors: vi.fn() };
  const machine = appealMachine.provide({
    actors: { send: fromPromise(({ input }) => call().then(() => void input)) },
    actions: { showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys) },
  });
  const actor = createActor(machine, { input: { reportId: 9, token: 'token-do-link', usable } }).start();
  return { actor, call, effects, view: () => appealView(actor.getSnapshot()) };
}

describe('appealing a sanction once (docs/product/moderation.md, Appeals)', () => {
  test('a usable link takes a text and sends it once', async () => {
    const { actor, call, view } = startAppeal(true);
    expect(view().place).toBe('writing');
    actor.send({ type: 'appeal.submit', text });
    expect(view().busy).toBe(true);
    await settle();
    expect(call).toHaveBeenCalledOnce();
    expect(view().place).toBe('appealed');
  });

  test('a used, expired or unknown link offers nothing to send', () => {
    const { actor, call, view } = startAppeal(false);
    expect(view().place).toBe('unavailable');
    actor.send({ type: 'appeal.submit', text });
    expect(call).not.toHaveBeenCalled();
  });

  test('a short text stays on the page with its error; a refusal keeps the text', async () => {
    const { actor, call, effects, view } = startAppeal(true, () => Promise.reject(new ApiError({ status: 410, fieldErrors: [], requestErrors: ['requestError:report.appealExpired'] })));
    actor.send({ type: 'appeal.submit', text: 'curto' });
    expect(view().fieldErrors.map((e) => e.messageKey)).toEqual(['validation:appeal.tooShort']);
    expect(call).not.toHaveBeenCalled();
    actor.send({ type: 'appeal.submit', text });
    await settle();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:report.appealExpired']);
    expect(view()).toMatchObject({ place: 'writing', text });
  });
});
