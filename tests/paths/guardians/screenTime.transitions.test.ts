import { describe, expect, test, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { SupervisionState } from '@/contract/guardians';
import { screenTimeMachine } from '@/machines/guardians/screenTime.machine';
import { screenTimeView } from '@/machines/guardians/screenTime.view';
import { almostOut, noLimit, unsupervised, usedUp } from './guardians.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startScreenTime(load: SupervisionState, heartbeat: (seconds: number) => Promise<SupervisionState> = async () => noLimit) {
  const beats = vi.fn(heartbeat);
  const effects = { warnLastMinutes: vi.fn(), signOut: vi.fn() };
  const machine = screenTimeMachine.provide({
    actors: {
      load: fromPromise(async () => load),
      heartbeat: fromPromise(({ input }) => beats(input)),
      clock: fromCallback(() => undefined),
    },
    actions: effects,
  });
  const actor = createActor(machine, { input: { heartbeatSeconds: 3, warnSeconds: 2, graceSeconds: 2 } }).start();
  const tick = (times = 1) => {
    for (let i = 0; i < times; i += 1) actor.send({ type: 'tick' });
  };
  return { actor, beats, effects, tick, view: () => screenTimeView(actor.getSnapshot()) };
}

describe('screen time of a supervised student (docs/product/guardians.md, Supervision)', () => {
  test('a student nobody supervises is not counted and sees nothing', async () => {
    const { actor, beats, tick, view } = startScreenTime(unsupervised);
    await settle();
    tick(10);
    expect(actor.getSnapshot().status).toBe('done');
    expect(beats).not.toHaveBeenCalled();
    expect(view().supervised).toBe(false);
  });

  test('active seconds go to the server a heartbeat at a time, and today’s total follows', async () => {
    const { beats, tick, view } = startScreenTime(noLimit, async (seconds) => ({ ...noLimit, usedTodaySeconds: noLimit.usedTodaySeconds + seconds }));
    await settle();
    tick(2);
    expect(beats).not.toHaveBeenCalled();
    expect(view().usedTodaySeconds).toBe(1202);
    tick();
    expect(beats).toHaveBeenCalledWith(3);
    await settle();
    expect(view()).toMatchObject({ supervised: true, guardians: ['Patrícia'], usedTodaySeconds: 1203, countdown: null, reached: null });
  });

  test('a failed heartbeat keeps its seconds for the next one', async () => {
    const { actor, beats, tick } = startScreenTime(noLimit, async () => Promise.reject(new Error('offline')));
    await settle();
    tick(3);
    await settle();
    expect(beats).toHaveBeenCalledWith(3);
    expect(actor.getSnapshot().matches({ counting: 'resting' })).toBe(true);
    expect(actor.getSnapshot().context.unsent).toBe(3);
  });

  test('the last minutes show a countdown and tell the student once; the end opens the notice', async () => {
    const { effects, tick, view } = startScreenTime(almostOut);
    await settle();
    tick();
    expect(view().countdown).toBeNull();
    expect(effects.warnLastMinutes).not.toHaveBeenCalled();
    tick();
    expect(view().countdown).toBe(2);
    expect(effects.warnLastMinutes).toHaveBeenCalledOnce();
    tick();
    expect(view().countdown).toBe(1);
    tick();
    expect(view().reached).toEqual({ grace: 2, leaving: false });
    expect(effects.warnLastMinutes).toHaveBeenCalledOnce();
  });

  test('at the end of the grace the last seconds are sent and the student is signed out', async () => {
    const { beats, effects, tick, view } = startScreenTime(usedUp);
    await settle();
    expect(view().reached).toEqual({ grace: 2, leaving: false });
    tick();
    expect(effects.signOut).not.toHaveBeenCalled();
    tick();
    expect(view().reached?.leaving).toBe(true);
    await settle();
    expect(beats).toHaveBeenCalledWith(0);
    expect(effects.signOut).toHaveBeenCalledOnce();
  });

  test('"Sair agora" signs out without waiting for the grace', async () => {
    const { actor, effects } = startScreenTime(usedUp);
    await settle();
    actor.send({ type: 'signOut.now' });
    await settle();
    expect(effects.signOut).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  test('a guardian who withdraws stops the counting at the next heartbeat', async () => {
    const { actor, tick, view } = startScreenTime(noLimit, async () => unsupervised);
    await settle();
    tick(3);
    await settle();
    expect(actor.getSnapshot().value).toBe('off');
    expect(view().supervised).toBe(false);
  });

  test('a limit used up elsewhere (another tab, a new limit) ends the counting at the next heartbeat', async () => {
    const { actor, tick } = startScreenTime(noLimit, async () => usedUp);
    await settle();
    tick(3);
    await settle();
    expect(actor.getSnapshot().value).toBe('reached');
  });
});
