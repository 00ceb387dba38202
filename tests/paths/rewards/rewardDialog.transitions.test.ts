import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RewardStep } from '@/domain/rewards/reward-steps';
import { rewardDialogMachine } from '@/machines/rewards/rewardDialog.machine';
import { oneStep, twoSteps } from './rewardDialog.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startDialog(redirectTo: string | undefined, load: () => Promise<RewardStep[]> = async () => twoSteps) {
  const effects = { redirect: vi.fn(), stayAndRefresh: vi.fn(), load: vi.fn((_mission: string) => load()) };
  const machine = rewardDialogMachine.provide({
    actors: { loadActivities: fromPromise(({ input }) => effects.load(input.finishedMission)) },
    actions: { redirect: (_, params) => effects.redirect(params.to), stayAndRefresh: effects.stayAndRefresh },
  });
  const actor = createActor(machine, { input: { finishedMission: 'missao-2', redirectTo } }).start();
  return { actor, effects };
}

describe('reward dialog (docs/product/rewards.md, Screens and States)', () => {
  test('steps through every reward with continue, then finish sends the student to mission_redirect_to', async () => {
    const { actor, effects } = startDialog('/tournaments/detail?id=1');
    expect(effects.load).toHaveBeenCalledWith('missao-2');
    await settle();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'reward.finish' });
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'reward.continue' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'reward.continue' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'reward.finish' });
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(effects.redirect).toHaveBeenCalledWith('/tournaments/detail?id=1');
    expect(effects.stayAndRefresh).not.toHaveBeenCalled();
  });

  test.each(['javascript:alert(1)', 'https://evil.example/x', '//evil.example', '/\\evil.example', undefined])('%s is never followed: the page stays and the bell refreshes', async (target) => {
    const { actor, effects } = startDialog(target, async () => oneStep);
    await settle();
    actor.send({ type: 'reward.finish' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects.redirect).not.toHaveBeenCalled();
    expect(effects.stayAndRefresh).toHaveBeenCalledTimes(1);
  });

  test('no reward to show: no dialog, straight to mission_redirect_to', async () => {
    const { actor, effects } = startDialog('/home', async () => []);
    await settle();
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(effects.redirect).toHaveBeenCalledWith('/home');
  });

  test('an unreadable answer shows the failure, and closing it goes on as usual', async () => {
    const { actor, effects } = startDialog('/home', async () => Promise.reject(new Error('contract')));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'reward.close' });
    expect(effects.redirect).toHaveBeenCalledWith('/home');
  });

  test('closing early leaves at once', async () => {
    const { actor, effects } = startDialog(undefined);
    await settle();
    actor.send({ type: 'reward.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects.stayAndRefresh).toHaveBeenCalledTimes(1);
  });
});
