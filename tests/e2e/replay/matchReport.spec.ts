import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { MatchDetail } from '@/contract/play';
import type { NormalisedError } from '@/api/errors';
import { matchReportMachine } from '@/machines/play/matchReport.machine';
import { pendingMatch, readyMatch, reportedByOther } from '../../paths/play/play.fixtures';
import { acceptCookiePolicy, addSession } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The match page's generated paths replayed on /matches/41 (docs/product/play.md, Screens and States).
 * The match the page loads is the path's own: GET /matches/41 answers the match the model holds, and a
 * new load (`match.loaded`) arrives as the server would send it — a `change` on the event's stream,
 * after which the page fetches the match again. The actions are held at the network and answered with
 * the path's outcome, so the replay needs no running event.
 */

const MATCH = `/educational/api/matches/${readyMatch.id}`;

interface PageState {
  served: MatchDetail;
  /** Grows each time `served` changes, so a load can be told to be the new match's. */
  generation: number;
  /** The generation of the last match the page was sent. */
  loaded: number;
  streams: Route[];
  actions: Route[];
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

function serve(page: Page, match: MatchDetail) {
  const state = stateOf(page);
  state.served = match;
  state.generation += 1;
}

async function start({ page, context }: ScreenTools, match: MatchDetail) {
  pages.set(page, { served: match, generation: 0, loaded: -1, streams: [], actions: [] });
  await acceptCookiePolicy(context);
  await addSession(context, 'aluna.vip@example.com');
  await page.route(`**${MATCH}`, async (route) => {
    const state = stateOf(page);
    const generation = state.generation;
    await route.fulfill({ json: state.served });
    state.loaded = Math.max(state.loaded, generation);
  });
  await page.route(`**${MATCH}/*`, (route) => void stateOf(page).actions.push(route));
  await page.route(`**/educational/api/tournaments/${match.eventId}/events`, (route) => void stateOf(page).streams.push(route));
  await page.goto(`/matches/${match.id}`);
  await expect(page.getByTestId('match-state')).toBeVisible();
}

async function next(page: Page, list: 'streams' | 'actions'): Promise<Route> {
  await expect.poll(() => stateOf(page)[list].length, { timeout: 10_000 }).toBeGreaterThan(0);
  return stateOf(page)[list].shift()!;
}

/** The match's status badge in the summary: it shows the match the page last loaded. */
const summaryStatus = (page: Page) => page.locator('section[aria-labelledby="match-title"] [data-status]');

/**
 * The server says the event's play changed: the page fetches the match again and finds `match`. The
 * gesture ends once the page has that match and shows its status, so the screen check that follows
 * sees the page after the load, not before it.
 */
async function changed(page: Page, match: MatchDetail) {
  serve(page, match);
  const generation = stateOf(page).generation;
  const change = JSON.stringify({ eventId: match.eventId, version: match.version + 1, matchId: match.id, kind: 'MATCH' });
  await (await next(page, 'streams')).fulfill({ status: 200, contentType: 'text/event-stream', body: `event: change\ndata: ${change}\n\n` });
  await expect.poll(() => stateOf(page).loaded, { timeout: 10_000 }).toBeGreaterThanOrEqual(generation);
  await expect(summaryStatus(page)).toHaveAttribute('data-status', match.status);
}

async function answered({ page }: ScreenTools, event: AnyEventObject) {
  const { output } = event as unknown as { output: { match: MatchDetail } };
  serve(page, output.match);
  await (await next(page, 'actions')).fulfill({ json: output });
}

async function refused({ page }: ScreenTools, event: AnyEventObject) {
  const { problem } = (event as unknown as { error: { problem: NormalisedError } }).error;
  const body = [...problem.fieldErrors.map(({ field, messageKey }) => ({ field, messageKey })), ...problem.requestErrors.map((messageKey) => ({ messageKey }))];
  await (await next(page, 'actions')).fulfill({ status: problem.status, json: body });
}

const state = (page: Page) => page.getByTestId('match-state');
const reportForm = (page: Page) => page.getByRole('form', { name: 'Informar resultado' });
const disputeDialog = (page: Page) => page.getByRole('dialog', { name: 'Contestar resultado' });

const gestures = {
  'match.loaded': async ({ page }, event) => changed(page, (event as unknown as { match: MatchDetail }).match),
  'report.open': async ({ page }) => page.getByRole('button', { name: 'Informar resultado' }).click(),
  'report.cancel': async ({ page }) => reportForm(page).getByRole('button', { name: 'Cancelar' }).click(),
  'report.submit': async ({ page }, event) => {
    const { games } = (event as unknown as { report: { games: { scores: [number, number] }[] } }).report;
    for (const [index, { scores }] of games.entries()) {
      const row = reportForm(page).getByRole('listitem').nth(index);
      await row.getByRole('textbox').nth(0).fill(String(scores[0]));
      await row.getByRole('textbox').nth(1).fill(String(scores[1]));
    }
    await reportForm(page).getByRole('button', { name: 'Enviar resultado' }).click();
  },
  'noShow.claim': async ({ page }) => page.getByRole('button', { name: 'O adversário não apareceu' }).click(),
  'confirm.press': async ({ page }) => page.getByRole('button', { name: 'Confirmar resultado' }).click(),
  'dispute.open': async ({ page }) => page.getByRole('button', { name: 'Contestar' }).click(),
  'dispute.cancel': async ({ page }) => disputeDialog(page).getByRole('button', { name: 'Voltar' }).click(),
  'dispute.submit': async ({ page }, event) => {
    const { reason } = (event as unknown as { dispute: { reason: string } }).dispute;
    await disputeDialog(page).getByLabel('Motivo').fill(reason);
    await disputeDialog(page).getByRole('button', { name: 'Enviar contestação' }).click();
  },
} satisfies GestureTable<typeof matchReportMachine>;

/** The page at rest in a place: the state in words, no form, no dialog. */
const resting = (text: string) => async ({ page }: ScreenTools) => {
  await expect(state(page)).toHaveText(text);
  await expect(reportForm(page)).toHaveCount(0);
  await expect(disputeDialog(page)).toHaveCount(0);
};

test.setTimeout(60_000);

await replayOnScreen({
  machine: matchReportMachine,
  replay: replays.matchReport,
  start: {
    ready: (tools) => start(tools, readyMatch),
    toAnswer: (tools) => start(tools, reportedByOther),
    pending: (tools) => start(tools, pendingMatch),
  },
  gestures,
  outcomes: {
    report: { done: answered, error: refused },
    claimNoShow: { done: answered, error: refused },
    confirm: { done: answered, error: refused },
    dispute: { done: answered, error: refused },
  },
  screens: {
    waiting: resting('Esperando o adversário sair da partida anterior.'),
    ready: async (tools) => {
      await resting('Partida pronta! Joguem e informem o resultado.')(tools);
      await expect(tools.page.getByRole('button', { name: 'Informar resultado' })).toBeEnabled();
    },
    reporting: async ({ page }) => {
      await expect(reportForm(page)).toBeVisible();
      await expect(reportForm(page).getByRole('button', { name: 'Enviar resultado' })).toBeEnabled();
    },
    sendingReport: async ({ page }) => {
      await expect(reportForm(page).getByRole('button', { name: 'Carregando…' })).toBeDisabled();
    },
    claimingNoShow: async ({ page }) => {
      await expect(page.getByRole('button', { name: 'O adversário não apareceu' })).toBeDisabled();
    },
    awaitingOther: resting('Resultado informado. Esperando o outro lado confirmar.'),
    noShowClaimed: resting('Ausência declarada. Esperando o outro lado responder.'),
    toAnswer: async (tools) => {
      await resting('O outro lado informou o resultado. Confira e confirme ou conteste.')(tools);
      await expect(tools.page.getByRole('button', { name: 'Confirmar resultado' })).toBeEnabled();
    },
    confirming: async ({ page }) => {
      await expect(page.getByRole('button', { name: 'Carregando…' })).toBeDisabled();
    },
    disputing: async ({ page }) => {
      await expect(disputeDialog(page)).toBeVisible();
      await expect(disputeDialog(page).getByRole('button', { name: 'Enviar contestação' })).toBeEnabled();
    },
    sendingDispute: async ({ page }) => {
      await expect(disputeDialog(page).getByRole('button', { name: 'Carregando…' })).toBeDisabled();
    },
    disputed: resting('Resultado contestado. A organização vai decidir.'),
    confirmed: resting('Resultado final.'),
    autoConfirmed: resting('Ninguém respondeu a tempo: o resultado foi confirmado automaticamente.'),
    resolved: resting('A organização definiu o resultado.'),
    bye: resting('Avançou direto, sem jogar.'),
  },
});
