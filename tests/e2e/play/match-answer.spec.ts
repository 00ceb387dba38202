import { expect, test, type Route } from '@playwright/test';
import type { MatchDetail } from '@/contract/play';
import { goodGames, readyMatch, reportedByMe } from '../../paths/play/play.fixtures';
import { acceptCookiePolicy, addSession } from '../support/session';

/**
 * The match page keeps the server's answer to an action as the match it shows, until a load says
 * otherwise (docs/product/play.md, Rules, "Live"). Here the report's answer arrives, the reload that
 * follows is held, and the event's stream then says the match changed: the server now answers the
 * match as it was before the report (an organiser set it back, say). The page must show it ready
 * again; before, its copy of the match was still the one from before the report, the new load
 * equalled it, and the page stayed on "waiting for the other side".
 */

const MATCH = `/educational/api/matches/${readyMatch.id}`;

test('a load equal to the match before the report still moves the page off the report’s answer', async ({ page, context }) => {
  let served: MatchDetail = readyMatch;
  /** Every read of the match after the report's answer is held until the test answers it. */
  let holdReads = false;
  const heldReads: Route[] = [];
  const reports: Route[] = [];
  const streams: Route[] = [];
  await acceptCookiePolicy(context);
  await addSession(context, 'aluna.vip@example.com');
  await page.route(`**${MATCH}`, (route) => (holdReads ? void heldReads.push(route) : route.fulfill({ json: served })));
  await page.route(`**${MATCH}/report`, (route) => void reports.push(route));
  await page.route(`**/educational/api/tournaments/${readyMatch.eventId}/events`, (route) => void streams.push(route));
  await page.goto(`/matches/${readyMatch.id}`);
  const state = page.getByTestId('match-state');
  await expect(state).toHaveText('Partida pronta! Joguem e informem o resultado.');

  const form = page.getByRole('form', { name: 'Informar resultado' });
  await page.getByRole('button', { name: 'Informar resultado' }).click();
  for (const [index, { scores }] of goodGames.games.entries()) {
    const row = form.getByRole('listitem').nth(index);
    await row.getByRole('textbox').nth(0).fill(String(scores[0]));
    await row.getByRole('textbox').nth(1).fill(String(scores[1]));
  }
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect.poll(() => reports.length).toBe(1);
  holdReads = true;
  await reports[0]!.fulfill({ json: { match: reportedByMe, messageKey: 'status:match.reported' } });
  await expect(state).toHaveText('Resultado informado. Esperando o outro lado confirmar.');
  // The reload after the answer is on its way, and held.
  await expect.poll(() => heldReads.length).toBeGreaterThan(0);

  // The match is back where it was; the stream says so, and the page reads it again.
  served = readyMatch;
  holdReads = false;
  await expect.poll(() => streams.length).toBeGreaterThan(0);
  const change = JSON.stringify({ eventId: readyMatch.eventId, version: readyMatch.version + 2, matchId: readyMatch.id, kind: 'MATCH' });
  await streams.at(-1)!.fulfill({ status: 200, contentType: 'text/event-stream', body: `event: change\ndata: ${change}\n\n` });
  for (const route of heldReads.splice(0)) await route.fulfill({ json: served });
  await expect(state).toHaveText('Partida pronta! Joguem e informem o resultado.');
  await expect(page.getByRole('button', { name: 'Informar resultado' })).toBeEnabled();
});
