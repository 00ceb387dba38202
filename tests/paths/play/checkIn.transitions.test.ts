import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { CheckInState } from '@/contract/play';
import { checkInMachine, type CheckInInput } from '@/machines/play/checkIn.machine';
import { checkInView } from '@/machines/play/checkIn.view';
import { checkedInState, CLOSES_AT, memberState, notOpenState, openState, OPENS_AT, undoneState } from './play.fixtures';

const SECOND = 1000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(input: CheckInInput, answers: { checkIn?: () => Promise<CheckInState>; undo?: () => Promise<CheckInState> } = {}) {
  const spies = { showDone: vi.fn(), showRequestErrors: vi.fn(), reload: vi.fn() };
  const machine = checkInMachine.provide({
    actors: {
      checkIn: fromPromise(answers.checkIn ?? (() => Promise.resolve(checkedInState))),
      undoCheckIn: fromPromise(answers.undo ?? (() => Promise.resolve(undoneState))),
    },
    actions: {
      showDone: (_, params) => spies.showDone(params.messageKey),
      showRequestErrors: (_, params) => spies.showRequestErrors(params.messageKeys),
      reload: spies.reload,
    },
  });
  return { actor: createActor(machine, { input }).start(), spies };
}

describe('check-in (docs/product/play.md, States)', () => {
  test('the window opens on the tick that reaches opensAt, with the time left until the start', () => {
    const { actor } = start({ state: notOpenState, now: OPENS_AT - SECOND });
    expect(actor.getSnapshot().value).toBe('notOpen');
    vi.advanceTimersByTime(SECOND);
    expect(actor.getSnapshot().value).toBe('open');
    expect(checkInView(actor.getSnapshot()).timeLeft).toBe('1:00:00');
    vi.advanceTimersByTime(SECOND);
    expect(checkInView(actor.getSnapshot()).timeLeft).toBe('59:59');
  });

  test('checking in shows status:checkIn.done, reloads, and allows undoing while the window is open', async () => {
    const { actor, spies } = start({ state: openState, now: OPENS_AT + 10 * SECOND });
    actor.send({ type: 'checkIn.press' });
    expect(actor.getSnapshot().value).toBe('checkingIn');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('checkedIn');
    expect(spies.showDone).toHaveBeenCalledWith('status:checkIn.done');
    expect(spies.reload).toHaveBeenCalled();
    actor.send({ type: 'undo.press' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('open');
    expect(spies.showDone).toHaveBeenLastCalledWith('status:checkIn.undone');
  });

  test('the window closing without a check-in is missed; with one it is final (no undo)', () => {
    const missed = start({ state: openState, now: CLOSES_AT - SECOND }).actor;
    vi.advanceTimersByTime(SECOND);
    expect(missed.getSnapshot().value).toBe('missed');
    const done = start({ state: checkedInState, now: CLOSES_AT - SECOND }).actor;
    vi.advanceTimersByTime(SECOND);
    expect(done.getSnapshot().value).toBe('closed');
    done.send({ type: 'undo.press' });
    expect(done.getSnapshot().value).toBe('closed');
  });

  test('a team member who is not the leader sees the window but cannot check in', () => {
    const { actor } = start({ state: memberState, now: OPENS_AT + SECOND });
    actor.send({ type: 'checkIn.press' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(checkInView(actor.getSnapshot())).toMatchObject({ kind: 'open', canAct: false, teamName: 'Os Craques' });
  });

  test('a refused check-in shows its message and reloads', async () => {
    const refused = new ApiError({ status: 409, fieldErrors: [], requestErrors: ['status:checkIn.closed'] });
    const { actor, spies } = start({ state: openState, now: OPENS_AT + SECOND }, { checkIn: () => Promise.reject(refused) });
    actor.send({ type: 'checkIn.press' });
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.showRequestErrors).toHaveBeenCalledWith(['status:checkIn.closed']);
    expect(spies.reload).toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('open');
  });

  test('a refetch with another status moves the banner at once', () => {
    const { actor } = start({ state: openState, now: OPENS_AT + SECOND });
    actor.send({ type: 'checkIn.loaded', state: checkedInState });
    expect(actor.getSnapshot().value).toBe('checkedIn');
  });
});
