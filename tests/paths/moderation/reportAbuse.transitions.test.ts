import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { reportAbuseMachine, type ReportForm, type ReportSubject } from '@/machines/moderation/reportAbuse.machine';
import { reportAbuseView } from '@/machines/moderation/reportAbuse.view';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const team: ReportSubject = { target: { kind: 'TEAM', teamId: 12 }, label: 'Os Brabos' };

function startReport(send: (call: { subject: ReportSubject; form: ReportForm }) => Promise<void> = async () => undefined) {
  const call = vi.fn(send);
  const effects = { showRequestErrors: vi.fn() };
  const machine = reportAbuseMachine.provide({
    actors: { send: fromPromise(({ input }) => call(input)) },
    actions: { showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys) },
  });
  const actor = createActor(machine).start();
  return { actor, call, effects, view: () => reportAbuseView(actor.getSnapshot()) };
}

describe('reporting a player, a team or a screenshot (docs/product/moderation.md, Reports)', () => {
  test('a complete report is sent for its subject and the dialog thanks', async () => {
    const { actor, call, view } = startReport();
    actor.send({ type: 'report.open', subject: team });
    expect(view()).toMatchObject({ subject: team, sent: false, busy: false });
    actor.send({ type: 'report.submit', form: { category: 'OFFENSIVE_NAME', details: '' } });
    expect(view().busy).toBe(true);
    await settle();
    expect(call).toHaveBeenCalledWith({ subject: team, form: { category: 'OFFENSIVE_NAME', details: '' } });
    expect(view()).toMatchObject({ sent: true, busy: false });
    actor.send({ type: 'report.close' });
    expect(view().subject).toBeNull();
  });

  test('a reason that does not fit the target, or "Outro motivo" without details, is not sent', () => {
    const { actor, call, view } = startReport();
    actor.send({ type: 'report.open', subject: team });
    actor.send({ type: 'report.submit', form: { category: 'CHEATING', details: '' } });
    expect(view().fieldErrors.map((e) => e.messageKey)).toEqual(['validation:category.invalid']);
    actor.send({ type: 'report.submit', form: { category: 'OTHER', details: 'curto' } });
    expect(view().fieldErrors.map((e) => e.messageKey)).toEqual(['validation:details.tooShort']);
    expect(view().form).toEqual({ category: 'OTHER', details: 'curto' });
    expect(call).not.toHaveBeenCalled();
  });

  test('a refusal is a toast and the form stays filled, ready to close', async () => {
    const { actor, effects, view } = startReport(() => Promise.reject(new ApiError({ status: 409, fieldErrors: [], requestErrors: ['requestError:report.duplicate'] })));
    actor.send({ type: 'report.open', subject: team });
    actor.send({ type: 'report.submit', form: { category: 'HATE', details: 'Nome com ofensa.' } });
    await settle();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:report.duplicate']);
    expect(view()).toMatchObject({ subject: team, sent: false, form: { category: 'HATE', details: 'Nome com ofensa.' } });
  });

  test('opening again starts an empty form', () => {
    const { actor, view } = startReport();
    actor.send({ type: 'report.open', subject: team });
    actor.send({ type: 'report.submit', form: { category: '', details: 'algo' } });
    actor.send({ type: 'report.close' });
    actor.send({ type: 'report.open', subject: team });
    expect(view()).toMatchObject({ form: { category: '', details: '' }, fieldErrors: [] });
  });
});
