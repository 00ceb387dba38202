import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MatchActionResponse } from '@/contract/play';
import { resolveMatchMachine, type ResolveRequestInput } from '@/machines/organiser/resolveMatch.machine';
import { refused, refusedField, tiedDuel, validDuel } from './organiser.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const answer: MatchActionResponse = { match: {} as MatchActionResponse['match'], messageKey: 'status:match.resolved' };

function startDialog(result: () => Promise<MatchActionResponse> = async () => answer) {
  const resolve = vi.fn(async (_input: ResolveRequestInput) => result());
  const effects = { refresh: vi.fn(), showResolved: vi.fn(), close: vi.fn() };
  const machine = resolveMatchMachine.provide({ actors: { resolve: fromPromise(({ input }) => resolve(input)) }, actions: effects });
  return { actor: createActor(machine, { input: { matchId: 11 } }).start(), resolve, effects };
}

describe('the resolve dialog (docs/product/play.md, Rules: Best of N; Limits: Resolve note; Errors)', () => {
  test('valid games and a note are sent; the result stands and the dialog closes', async () => {
    const { actor, resolve, effects } = startDialog();
    actor.send({ type: 'resolveMatch.submit', values: validDuel });
    await settle();
    expect(resolve).toHaveBeenCalledExactlyOnceWith({ matchId: 11, request: { games: [{ scores: [2, 1] }, { scores: [3, 0] }], note: 'Print do placar conferido.' } });
    expect(actor.getSnapshot().value).toBe('done');
    expect(effects.showResolved).toHaveBeenCalledTimes(1);
    expect(effects.refresh).toHaveBeenCalledTimes(1);
    expect(effects.close).toHaveBeenCalledTimes(1);
  });

  test('a tied game is refused in the dialog and nothing is sent', () => {
    const { actor, resolve } = startDialog();
    actor.send({ type: 'resolveMatch.submit', values: tiedDuel });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'games', messageKey: 'validation:games.tie' }]);
    expect(resolve).not.toHaveBeenCalled();
  });

  test("the server's refusal of the note comes back onto it", async () => {
    const { actor } = startDialog(() => Promise.reject(refusedField('note', 'required')));
    actor.send({ type: 'resolveMatch.submit', values: validDuel });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'note', messageKey: 'validation:note.required' }]);
  });

  test('a match already finished shows the reason; retry sends again, edit goes back to the dialog', async () => {
    const { actor, resolve, effects } = startDialog(() => Promise.reject(refused('status:match.finished')));
    actor.send({ type: 'resolveMatch.submit', values: validDuel });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failureKeys).toEqual(['status:match.finished']);
    expect(effects.close).not.toHaveBeenCalled();
    actor.send({ type: 'resolveMatch.retry' });
    await settle();
    expect(resolve).toHaveBeenCalledTimes(2);
    actor.send({ type: 'resolveMatch.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  test('cancelling closes without a result', () => {
    const { actor, resolve, effects } = startDialog();
    actor.send({ type: 'resolveMatch.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(effects.close).toHaveBeenCalledTimes(1);
    expect(resolve).not.toHaveBeenCalled();
  });
});
