import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { MatchActionResponse } from '@/contract/play';
import { matchReportMachine, type MatchReportInput } from '@/machines/play/matchReport.machine';
import { matchReportView } from '@/machines/play/matchReport.view';
import { confirmedMatch, disputedMatch, goodGames, lobbyMatch, readyMatch, reportedByMe, reportedByOther, tiedGames } from './play.fixtures';

type Answer = (input: unknown) => Promise<MatchActionResponse>;

function start(input: MatchReportInput, answers: Partial<Record<'report' | 'confirm' | 'dispute' | 'claimNoShow', Answer>> = {}) {
  const spies = { showDone: vi.fn(), showRequestErrors: vi.fn(), reload: vi.fn(), report: vi.fn(), dispute: vi.fn() };
  const never: Answer = () => new Promise(() => undefined);
  const machine = matchReportMachine.provide({
    actors: {
      report: fromPromise(({ input: sent }) => {
        spies.report(sent);
        return (answers.report ?? never)(sent);
      }),
      confirm: fromPromise(({ input: sent }) => (answers.confirm ?? never)(sent)),
      dispute: fromPromise(({ input: sent }) => {
        spies.dispute(sent);
        return (answers.dispute ?? never)(sent);
      }),
      claimNoShow: fromPromise(({ input: sent }) => (answers.claimNoShow ?? never)(sent)),
    },
    actions: {
      showDone: (_, params) => spies.showDone(params.messageKey),
      showRequestErrors: (_, params) => spies.showRequestErrors(params.messageKeys),
      reload: spies.reload,
    },
  });
  return { actor: createActor(machine, { input }).start(), spies };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('match page (docs/product/play.md, States and Rules)', () => {
  test('a tie is refused at the field before anything is sent', () => {
    const { actor, spies } = start({ match: readyMatch });
    actor.send({ type: 'report.open' });
    actor.send({ type: 'report.submit', report: tiedGames });
    expect(actor.getSnapshot().value).toBe('reporting');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'games', messageKey: 'validation:games.tie' }]);
    expect(spies.report).not.toHaveBeenCalled();
  });

  test('a valid report is sent, said, and waits for the other side', async () => {
    const { actor, spies } = start({ match: readyMatch }, { report: () => Promise.resolve({ match: reportedByMe, messageKey: 'status:match.reported' }) });
    actor.send({ type: 'report.open' });
    actor.send({ type: 'report.submit', report: goodGames });
    expect(spies.report).toHaveBeenCalledWith({ matchId: 41, report: goodGames });
    await flush();
    expect(actor.getSnapshot().value).toBe('awaitingOther');
    expect(spies.showDone).toHaveBeenCalledWith('status:match.reported');
  });

  test('the server refusing a score puts its error on the field and keeps the form open', async () => {
    const refused = new ApiError({ status: 400, fieldErrors: [{ field: 'scores', messageKey: 'validation:scores.tooHigh' }], requestErrors: [] });
    const { actor } = start({ match: readyMatch }, { report: () => Promise.reject(refused) });
    actor.send({ type: 'report.open' });
    actor.send({ type: 'report.submit', report: goodGames });
    await flush();
    expect(actor.getSnapshot().value).toBe('reporting');
    expect(matchReportView(actor.getSnapshot()).fieldErrors).toEqual([{ field: 'scores', messageKey: 'validation:scores.tooHigh' }]);
  });

  test('the other side reporting moves the page by itself to confirm or dispute', () => {
    const { actor } = start({ match: readyMatch });
    actor.send({ type: 'match.loaded', match: reportedByOther });
    expect(actor.getSnapshot().value).toBe('toAnswer');
    expect(matchReportView(actor.getSnapshot())).toMatchObject({ canConfirm: true, canDispute: true });
  });

  test('a report by the other side while the form is open closes the form', () => {
    const { actor } = start({ match: readyMatch });
    actor.send({ type: 'report.open' });
    actor.send({ type: 'match.loaded', match: readyMatch });
    expect(actor.getSnapshot().value).toBe('reporting');
    actor.send({ type: 'match.loaded', match: reportedByOther });
    expect(actor.getSnapshot().value).toBe('toAnswer');
  });

  test('a reload while the confirmation is under way keeps the busy confirm button until the answer', () => {
    const { actor } = start({ match: reportedByOther });
    actor.send({ type: 'confirm.press' });
    actor.send({ type: 'match.loaded', match: readyMatch });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(matchReportView(actor.getSnapshot())).toMatchObject({ place: 'toAnswer', busy: true, canConfirm: true, canDispute: false, canReport: false });
  });

  test('a reload while the no-show claim is under way keeps the busy claim button until the answer', () => {
    const { actor } = start({ match: readyMatch });
    actor.send({ type: 'noShow.claim' });
    actor.send({ type: 'match.loaded', match: { ...readyMatch, you: { ...readyMatch.you, canClaimNoShow: false } } });
    expect(actor.getSnapshot().value).toBe('claimingNoShow');
    expect(matchReportView(actor.getSnapshot())).toMatchObject({ place: 'ready', busy: true, canClaimNoShow: true });
  });

  test('confirming completes the match', async () => {
    const { actor } = start({ match: reportedByOther }, { confirm: () => Promise.resolve({ match: confirmedMatch, messageKey: 'status:match.confirmed' }) });
    actor.send({ type: 'confirm.press' });
    await flush();
    expect(actor.getSnapshot().value).toBe('confirmed');
  });

  test('a dispute needs a reason of 10 characters; a valid one goes with its image', async () => {
    const { actor, spies } = start({ match: reportedByOther }, { dispute: () => Promise.resolve({ match: disputedMatch, messageKey: 'status:match.disputed' }) });
    actor.send({ type: 'dispute.open' });
    actor.send({ type: 'dispute.submit', dispute: { reason: 'curto', image: null } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'reason', messageKey: 'validation:reason.tooShort' }]);
    const image = new File([new Uint8Array(10)], 'print.gif', { type: 'image/gif' });
    actor.send({ type: 'dispute.submit', dispute: { reason: 'O segundo jogo foi 9 a 8.', image } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'image', messageKey: 'validation:image.type' }]);
    const png = new File([new Uint8Array(10)], 'print.png', { type: 'image/png' });
    actor.send({ type: 'dispute.submit', dispute: { reason: 'O segundo jogo foi 9 a 8.', image: png } });
    expect(spies.dispute).toHaveBeenCalledWith({ matchId: 41, dispute: { reason: 'O segundo jogo foi 9 a 8.', image: png } });
    await flush();
    expect(actor.getSnapshot().value).toBe('disputed');
  });

  test('a spectator sees a ready match but cannot report', () => {
    const { actor } = start({ match: { ...readyMatch, you: { ...readyMatch.you, side: null, canAct: false, canReport: false, canClaimNoShow: false } } });
    actor.send({ type: 'report.open' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('a lobby placement past the number of entries is refused', () => {
    const { actor } = start({ match: lobbyMatch });
    actor.send({ type: 'report.open' });
    actor.send({ type: 'report.submit', report: { placement: 4, eliminations: 1 } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'placement', messageKey: 'validation:placement.invalid' }]);
  });
});
