import { describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { chapterGateMachine, type ChapterPress } from '@/machines/journeys/chapterGate.machine';

const open: ChapterPress = { chapterStatus: 'SUBSCRIBED', campaignLocked: false, requiresPremium: false, isVip: false, target: '/learn/chapters/1', journeyId: 1 };

function start() {
  const effects = { openPremium: vi.fn(), openTarget: vi.fn() };
  const machine = chapterGateMachine.provide({
    actions: { openPremium: (_, params) => effects.openPremium(params.journeyId), openTarget: (_, params) => effects.openTarget(params.target) },
  });
  const actor = createActor(machine, { input: { campaignIndex: 2 } }).start();
  return { actor, effects };
}

describe('campaign and chapter gate (docs/product/journeys.md, States)', () => {
  test('starts at the month it is given (the last available one)', () => {
    expect(start().actor.getSnapshot().context.campaignIndex).toBe(2);
  });

  test.each<[string, Partial<ChapterPress>]>([
    ['a LOCKED chapter', { chapterStatus: 'LOCKED' }],
    ['an UNAVAILABLE chapter', { chapterStatus: 'UNAVAILABLE' }],
    ['a chapter of a locked month', { campaignLocked: true }],
    ['a locked premium chapter', { campaignLocked: true, requiresPremium: true }],
  ])('%s blocks the click and says why', (_name, change) => {
    const { actor, effects } = start();
    actor.send({ type: 'chapter.press', chapter: { ...open, ...change } });
    expect(actor.getSnapshot().value).toBe('lockedNotice');
    expect(effects.openTarget).not.toHaveBeenCalled();
    expect(effects.openPremium).not.toHaveBeenCalled();
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().value).toBe('browsing');
  });

  test('premium content opens the premium dialog for a student who is not VIP, the content for a VIP', () => {
    const { actor, effects } = start();
    actor.send({ type: 'chapter.press', chapter: { ...open, requiresPremium: true } });
    expect(effects.openPremium).toHaveBeenCalledWith(1);
    expect(effects.openTarget).not.toHaveBeenCalled();
    actor.send({ type: 'chapter.press', chapter: { ...open, requiresPremium: true, isVip: true } });
    expect(effects.openTarget).toHaveBeenCalledWith('/learn/chapters/1');
  });

  test('a locked month cannot be chosen; an available one can, closing the notice', () => {
    const { actor } = start();
    actor.send({ type: 'campaign.select', index: 3, locked: true });
    expect(actor.getSnapshot().value).toBe('lockedNotice');
    expect(actor.getSnapshot().context.campaignIndex).toBe(2);
    actor.send({ type: 'campaign.select', index: 3, locked: true });
    expect(actor.getSnapshot().value).toBe('lockedNotice');
    actor.send({ type: 'campaign.select', index: 0, locked: false });
    expect(actor.getSnapshot()).toMatchObject({ value: 'browsing', context: { campaignIndex: 0 } });
  });
});
