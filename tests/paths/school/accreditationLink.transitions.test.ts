import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { AccreditationLinkAnswer } from '@/contract/school';
import { accreditationLinkMachine, type AccreditationLinkInput } from '@/machines/school/accreditationLink.machine';
import { accreditationLinkView } from '@/machines/school/accreditationLink.view';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const refusal = (status: number, key: string) => new ApiError({ status, fieldErrors: [], requestErrors: [key] });
const answers: Record<'confirm' | 'decline', AccreditationLinkAnswer> = {
  confirm: { outcome: 'CONFIRMED', messageKey: 'status:schoolAuthorize.confirmed' },
  decline: { outcome: 'DECLINED', messageKey: 'status:schoolAuthorize.declined' },
};

function startLink(input: Partial<AccreditationLinkInput> = {}, answer: (kind: 'confirm' | 'decline') => Promise<AccreditationLinkAnswer> = async (kind) => answers[kind]) {
  const call = vi.fn(answer);
  const effects = { showAnswer: vi.fn(), showRequestErrors: vi.fn() };
  const machine = accreditationLinkMachine.provide({
    actors: { answer: fromPromise(({ input }) => call(input.answer)) },
    actions: { showAnswer: (_, { messageKey }) => effects.showAnswer(messageKey), showRequestErrors: (_, { messageKeys }) => effects.showRequestErrors(messageKeys) },
  });
  const actor = createActor(machine, { input: { token: 'link-da-escola-0123456789', problem: null, ...input } }).start();
  return { actor, call, effects, view: () => accreditationLinkView(actor.getSnapshot()) };
}

describe("a school answers a director's accreditation request (docs/product/school.md, Rules)", () => {
  test('a valid link confirms once, and the page says the accreditation is under analysis', async () => {
    const { actor, call, effects, view } = startLink();
    expect(view()).toEqual({ place: 'reviewing', sending: null, problem: null });
    actor.send({ type: 'accreditationLink.confirm' });
    expect(view().sending).toBe('confirm');
    // A second answer while the first is on its way is not sent.
    actor.send({ type: 'accreditationLink.decline' });
    await settle();
    expect(call).toHaveBeenCalledExactlyOnceWith('confirm');
    expect(view().place).toBe('confirmed');
    expect(effects.showAnswer).toHaveBeenCalledWith('status:schoolAuthorize.confirmed');
  });

  test('a school that does not know the request discards it', async () => {
    const { actor, call, view } = startLink();
    actor.send({ type: 'accreditationLink.decline' });
    expect(view().sending).toBe('decline');
    await settle();
    expect(call).toHaveBeenCalledExactlyOnceWith('decline');
    expect(view().place).toBe('declined');
  });

  test.each(['UNKNOWN', 'EXPIRED', 'CONFIRMED', 'DECLINED', 'TAKEN'] as const)('a link loaded as %s offers nothing to send', (problem) => {
    const { actor, call, view } = startLink({ problem });
    expect(view()).toEqual({ place: 'unavailable', sending: null, problem });
    // A final state: the flow takes no answer at all.
    expect(actor.getSnapshot().status).toBe('done');
    expect(call).not.toHaveBeenCalled();
  });

  test('another process confirmed meanwhile: the page says the school already has one', async () => {
    const { actor, effects, view } = startLink({}, () => Promise.reject(refusal(409, 'requestError:school.accreditationInProgress')));
    actor.send({ type: 'accreditationLink.confirm' });
    await settle();
    expect(view()).toEqual({ place: 'unavailable', sending: null, problem: 'TAKEN' });
    expect(effects.showRequestErrors).not.toHaveBeenCalled();
  });

  test('a link that expired while the page was open says so', async () => {
    const { actor, view } = startLink({}, () => Promise.reject(refusal(410, 'requestError:school.accreditationLinkExpired')));
    actor.send({ type: 'accreditationLink.decline' });
    await settle();
    expect(view()).toMatchObject({ place: 'unavailable', problem: 'EXPIRED' });
  });

  test('offline: a toast, and the request is still there to answer', async () => {
    const { actor, call, effects, view } = startLink({}, () => Promise.reject(new Error('offline')));
    actor.send({ type: 'accreditationLink.confirm' });
    await settle();
    expect(view()).toEqual({ place: 'reviewing', sending: null, problem: null });
    expect(effects.showRequestErrors).toHaveBeenCalledExactlyOnceWith(['status:default.error']);
    call.mockResolvedValue(answers.confirm);
    actor.send({ type: 'accreditationLink.confirm' });
    await settle();
    expect(view().place).toBe('confirmed');
  });
});
