import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { DecisionRequest } from '@/contract/moderation';
import { moderationDecisionMachine } from '@/machines/moderation/moderationDecision.machine';
import { moderationDecisionView } from '@/machines/moderation/moderationDecision.view';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ruling = 'Ameaças a outro jogador no chat.';

function startQueue(decide: (call: { reportId: number; request: DecisionRequest }) => Promise<{ messageKey: string }> = async () => ({ messageKey: 'status:report.decided' })) {
  const call = vi.fn(decide);
  const effects = { showDone: vi.fn(), showRequestErrors: vi.fn(), reload: vi.fn() };
  const machine = moderationDecisionMachine.provide({
    actors: { decide: fromPromise(({ input }) => call(input)) },
    actions: {
      showDone: (_, params) => effects.showDone(params.messageKey),
      showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys),
      reload: effects.reload,
    },
  });
  const actor = createActor(machine).start();
  return { actor, call, effects, view: () => moderationDecisionView(actor.getSnapshot()) };
}

describe('an admin works the queue (docs/product/moderation.md, Moderation)', () => {
  test('"Analisar" takes the report at once and reloads', async () => {
    const { actor, call, effects, view } = startQueue(async () => ({ messageKey: 'status:report.reviewing' }));
    actor.send({ type: 'review.press', reportId: 3 });
    expect(view().busyReportId).toBe(3);
    await settle();
    expect(call).toHaveBeenCalledWith({ reportId: 3, request: { action: 'REVIEW' } });
    expect(effects.showDone).toHaveBeenCalledWith('status:report.reviewing');
    expect(effects.reload).toHaveBeenCalledOnce();
  });

  test('a suspension is sent with its days; other actions without', async () => {
    const { actor, call } = startQueue();
    actor.send({ type: 'decision.submit', reportId: 3, draft: { action: 'SUSPEND', ruling, days: 7 } });
    await settle();
    actor.send({ type: 'decision.submit', reportId: 5, draft: { action: 'WARN', ruling, days: 7 } });
    await settle();
    expect(call.mock.calls.map(([input]) => input)).toEqual([
      { reportId: 3, request: { action: 'SUSPEND', ruling, days: 7 } },
      { reportId: 5, request: { action: 'WARN', ruling } },
    ]);
  });

  test('a ban is asked first; going back sends nothing', async () => {
    const { actor, call, view } = startQueue();
    actor.send({ type: 'decision.submit', reportId: 3, draft: { action: 'BAN', ruling, days: null } });
    expect(view().askingBan).toBe(3);
    actor.send({ type: 'ban.cancel' });
    expect(view().askingBan).toBeNull();
    expect(call).not.toHaveBeenCalled();
    actor.send({ type: 'decision.submit', reportId: 3, draft: { action: 'BAN', ruling, days: null } });
    actor.send({ type: 'ban.confirm' });
    await settle();
    expect(call).toHaveBeenCalledWith({ reportId: 3, request: { action: 'BAN', ruling } });
  });

  test('an incomplete decision shows its errors on that report only', () => {
    const { actor, call, view } = startQueue();
    actor.send({ type: 'decision.submit', reportId: 8, draft: { action: 'SUSPEND', ruling: 'curto', days: null } });
    expect(view().errorsFor).toBe(8);
    expect(view().fieldErrors.map((e) => e.field).sort()).toEqual(['days', 'ruling']);
    expect(call).not.toHaveBeenCalled();
  });

  test('an appeal is answered with its outcome; a refusal is a toast and the queue reloads', async () => {
    const { actor, call, effects } = startQueue(() => Promise.reject(new ApiError({ status: 409, fieldErrors: [], requestErrors: ['requestError:report.noAppeal'] })));
    actor.send({ type: 'appeal.submit', reportId: 6, outcome: 'UPHOLD', ruling });
    await settle();
    expect(call).toHaveBeenCalledWith({ reportId: 6, request: { action: 'UPHOLD', ruling } });
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:report.noAppeal']);
    expect(effects.reload).toHaveBeenCalledOnce();
  });
});
