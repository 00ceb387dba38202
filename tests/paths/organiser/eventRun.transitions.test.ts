import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OrganiserEvent, PlayPhase } from '@/contract/play';
import { eventRunMachine, type EventActionInput } from '@/machines/organiser/eventRun.machine';
import { eventRunView } from '@/machines/organiser/eventRun.view';
import { organiserEvent, refused } from './organiser.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const AFTER: Record<EventActionInput['action'], PlayPhase> = { publish: 'OPEN', 'open-check-in': 'CHECK_IN', start: 'RUNNING', conclude: 'CONCLUDED' };

function startRun(phase: PlayPhase, answer = async ({ action }: EventActionInput): Promise<OrganiserEvent> => organiserEvent(AFTER[action])) {
  const runEventAction = vi.fn(answer);
  const effects = { refresh: vi.fn(), showDone: vi.fn() };
  const machine = eventRunMachine.provide({
    actors: { runEventAction: fromPromise(({ input }) => runEventAction(input)) },
    actions: { refresh: effects.refresh, showDone: (_, params) => effects.showDone(params.action) },
  });
  return { actor: createActor(machine, { input: { eventId: 7, phase } }).start(), runEventAction, effects };
}

describe("the organiser's run of an event (docs/product/play.md, States: Event phase; Screens: the console)", () => {
  test('each phase starts in its state; WAITING_START counts as open', () => {
    const states = (['DRAFT', 'OPEN', 'WAITING_START', 'CHECK_IN', 'RUNNING', 'CONCLUDED'] as const).map((phase) => startRun(phase).actor.getSnapshot().value);
    expect(states).toEqual(['draft', 'open', 'open', 'checkIn', 'running', 'concluded']);
  });

  test('publishing a draft makes it open, with the success toast and a fresh read', async () => {
    const { actor, runEventAction, effects } = startRun('DRAFT');
    actor.send({ type: 'eventRun.publish' });
    expect(eventRunView(actor.getSnapshot()).busy).toBe(true);
    await settle();
    expect(runEventAction).toHaveBeenCalledExactlyOnceWith({ eventId: 7, action: 'publish' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(effects.showDone).toHaveBeenCalledExactlyOnceWith('publish');
    expect(effects.refresh).toHaveBeenCalledTimes(1);
  });

  test('opening check-in moves to check-in', async () => {
    const { actor, runEventAction } = startRun('OPEN');
    actor.send({ type: 'eventRun.openCheckIn' });
    await settle();
    expect(runEventAction).toHaveBeenCalledExactlyOnceWith({ eventId: 7, action: 'open-check-in' });
    expect(actor.getSnapshot().value).toBe('checkIn');
  });

  test('start asks first: cancelling keeps check-in and sends nothing; confirming starts', async () => {
    const { actor, runEventAction } = startRun('CHECK_IN');
    actor.send({ type: 'eventRun.start' });
    expect(eventRunView(actor.getSnapshot()).confirming).toBe('start');
    actor.send({ type: 'eventRun.cancel' });
    expect(actor.getSnapshot().value).toBe('checkIn');
    expect(runEventAction).not.toHaveBeenCalled();
    actor.send({ type: 'eventRun.start' });
    actor.send({ type: 'eventRun.confirm' });
    await settle();
    expect(runEventAction).toHaveBeenCalledExactlyOnceWith({ eventId: 7, action: 'start' });
    expect(actor.getSnapshot().value).toBe('running');
  });

  test('a refused start (not enough participants) shows the reason; retry sends it again, dismiss goes back', async () => {
    const { actor, runEventAction } = startRun('CHECK_IN', () => Promise.reject(refused('status:play.notEnoughParticipants')));
    actor.send({ type: 'eventRun.start' });
    actor.send({ type: 'eventRun.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('startFailed');
    expect(eventRunView(actor.getSnapshot())).toMatchObject({ failed: 'start', failureKeys: ['status:play.notEnoughParticipants'] });
    actor.send({ type: 'eventRun.retry' });
    await settle();
    expect(runEventAction).toHaveBeenCalledTimes(2);
    actor.send({ type: 'eventRun.dismiss' });
    expect(actor.getSnapshot().value).toBe('checkIn');
    expect(actor.getSnapshot().context.failureKeys).toEqual([]);
  });

  test('conclude asks first, then concludes', async () => {
    const { actor, runEventAction } = startRun('RUNNING');
    actor.send({ type: 'eventRun.conclude' });
    expect(actor.getSnapshot().value).toBe('confirmingConclude');
    actor.send({ type: 'eventRun.confirm' });
    await settle();
    expect(runEventAction).toHaveBeenCalledExactlyOnceWith({ eventId: 7, action: 'conclude' });
    expect(actor.getSnapshot().value).toBe('concluded');
  });

  test('a conclude refused for unfinished matches stays running with the reason', async () => {
    const { actor } = startRun('RUNNING', () => Promise.reject(refused('status:play.unfinishedMatches')));
    actor.send({ type: 'eventRun.conclude' });
    actor.send({ type: 'eventRun.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('concludeFailed');
    actor.send({ type: 'eventRun.dismiss' });
    expect(actor.getSnapshot().value).toBe('running');
  });

  test("the server's phase read again decides: check-in opened by itself moves open to check-in; the same phase changes nothing", () => {
    const { actor } = startRun('OPEN');
    actor.send({ type: 'eventRun.sync', phase: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'eventRun.sync', phase: 'CHECK_IN' });
    expect(actor.getSnapshot().value).toBe('checkIn');
  });

  test('a confirmation in the same phase survives a read again', () => {
    const { actor } = startRun('CHECK_IN');
    actor.send({ type: 'eventRun.start' });
    actor.send({ type: 'eventRun.sync', phase: 'CHECK_IN' });
    expect(actor.getSnapshot().value).toBe('confirmingStart');
  });
});
