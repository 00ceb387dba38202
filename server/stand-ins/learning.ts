import type { Context } from 'hono';
import { chapterStars, formatStars, MISSION_NUMERALS, WEEKLY_MISSIONS } from '../../src/domain/journeys/rules';
import type { Executor } from '../db/executor';
import { cookieToken } from '../http/auth';
import { pathId } from '../http/body';
import { ApiError } from '../http/errors';
import { markup, raw, type Markup } from '../http/html';
import type { EndpointGroup } from '../http/types';
import { loadAccountRow } from '../services/account-row';
import { findChapter, finishMission, isSubscribed, loadCampaigns, loadJourneyRow, missionRefusal, type MissionRefusal } from '../services/journeys';

/**
 * Stand-in for the learning-content site (a journey's and a chapter's `target`; docs/product/journeys.md, API), served
 * in development and tests only. A student opens a chapter, finishes its next weekly mission with
 * a score, and is sent back to the app with finished_mission and mission_redirect_to, so the
 * whole loop (progress, stars, EXP, MatchPoints, ranking, reward dialog) runs on one machine.
 *   GET  /learn/journeys/{id}            the journey's chapters
 *   GET  /learn/chapters/{id}            a chapter and its next mission
 *   POST /learn/chapters/{id}/finish     score=0..100 → 303 to /courses/detail?id=…&finished_mission=…
 */

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#140630;color:#f4efff;line-height:1.5}
main{max-width:640px;margin:0 auto;padding:32px 20px}
a{color:#ff8fd0}h1{font-size:1.6rem;margin:.2em 0}
.card{background:#23104a;border-radius:16px;padding:20px;margin:16px 0}
label{display:block;font-weight:700;margin:12px 0 6px}
input{font:inherit;padding:10px 12px;border-radius:10px;border:2px solid #7b2cbf;background:#fff;color:#140630;width:10em}
button{font:inherit;font-weight:800;padding:12px 20px;min-height:44px;border:0;border-radius:999px;background:#f72585;color:#fff;cursor:pointer;margin-top:16px}
.missions{display:flex;gap:8px;list-style:none;padding:0}
.missions li{padding:4px 10px;border-radius:999px;background:#3c2070}.missions li.done{background:#06d6a0;color:#062b1f}
.error{background:#5a0f2e;border-radius:12px;padding:12px 16px}
ul.chapters{padding-left:1.2em}
`;

function page(title: string, body: Markup): Markup {
  return markup`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · Conteúdo da jornada</title><style>${raw(STYLE)}</style></head><body><main>${body}</main></body></html>`;
}

const REFUSALS: Record<MissionRefusal | 'signedOut', string> = {
  signedOut: 'Entre na plataforma para fazer as missões.',
  notSubscribed: 'Inscreva-se na jornada antes de fazer as missões.',
  premiumRequired: 'Este capítulo é conteúdo Premium.',
  chapterLocked: 'Este capítulo ainda está bloqueado: conclua os anteriores primeiro.',
  chapterFinished: 'Você já concluiu as quatro missões deste capítulo.',
};

export const learningStandInRoutes: EndpointGroup = {
  name: 'learning-stand-in',
  register(app, { db, config, authenticate }) {
    if (config.production || config.learningContentUrl) return;
    const appUrl = (path: string) => `${config.publicOrigin}${path}`;

    /** The student from the app's token cookie (same origin), or null. */
    const student = async (c: Context) => {
      const token = cookieToken(c);
      if (!token) return null;
      const bearer = { req: { header: (name: string) => (name.toLowerCase() === 'authorization' ? `Bearer ${token}` : undefined) } } as unknown as Context;
      try {
        return (await authenticate(bearer)).userId;
      } catch {
        return null;
      }
    };

    const refusal = (c: Context, journeyId: number | null, reason: keyof typeof REFUSALS, status: 401 | 403 | 409 = 403) => {
      const back = journeyId ? markup`<p><a href="${appUrl(`/courses/detail?id=${journeyId}`)}">Voltar para a jornada</a></p>` : markup`<p><a href="${appUrl('/courses')}">Voltar para os cursos</a></p>`;
      return c.html(page('Missão indisponível', markup`<h1>Missão indisponível</h1><p class="error" role="alert">${REFUSALS[reason]}</p>${back}`), status);
    };

    const notFound = (c: Context) => c.html(page('Não encontrado', markup`<h1>Conteúdo não encontrado</h1><p><a href="${appUrl('/courses')}">Voltar para os cursos</a></p>`), 404);

    app.get('/learn/journeys/:id', async (c) => {
      let id: number;
      try {
        id = pathId(c.req.param('id'));
        const journey = await loadJourneyRow(db, id);
        const userId = await student(c);
        if (!userId) return refusal(c, id, 'signedOut', 401);
        const campaigns = await loadCampaigns(db, config, id, userId, await isSubscribed(db, id, userId));
        const list = campaigns.map(
          (campaign) =>
            markup`<div class="card"><h2>${campaign.month} · ${campaign.title}</h2><ul class="chapters">${campaign.chapters.map(
              (chapter) => markup`<li><a href="/learn/chapters/${chapter.id}">${chapter.title}</a> — ${chapter.missionsDone}/${WEEKLY_MISSIONS} missões</li>`,
            )}</ul></div>`,
        );
        const empty = markup`<p>Esta jornada ainda não tem campanhas.</p>`;
        return c.html(page(journey.title, markup`<p>Conteúdo da jornada</p><h1>${journey.title}</h1>${list.length ? list : empty}<p><a href="${appUrl(`/courses/detail?id=${id}`)}">Voltar para a plataforma</a></p>`));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return notFound(c);
        throw error;
      }
    });

    const chapterContext = async (c: Context) => {
      const chapterId = pathId(c.req.param('id'));
      const chapter = await findChapter(db, chapterId);
      if (!chapter) return null;
      const journey = await loadJourneyRow(db, chapter.journeyId);
      return { chapterId, chapter, journey };
    };

    const gate = async (userId: number, journeyId: number, chapterId: number, on: Executor = db) => {
      const campaigns = await loadCampaigns(on, config, journeyId, userId, await isSubscribed(on, journeyId, userId));
      const account = await loadAccountRow(on, userId);
      const found = campaigns.flatMap((campaign) => campaign.chapters).find((each) => each.id === chapterId)!;
      return { refusal: missionRefusal(campaigns, chapterId, Boolean(account?.isVip)), chapter: found };
    };

    app.get('/learn/chapters/:id', async (c) => {
      let context;
      try {
        context = await chapterContext(c);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return notFound(c);
        throw error;
      }
      if (!context) return notFound(c);
      const { chapterId, chapter, journey } = context;
      const userId = await student(c);
      if (!userId) return refusal(c, journey.id, 'signedOut', 401);
      const { refusal: reason, chapter: state } = await gate(userId, journey.id, chapterId);
      const marks = MISSION_NUMERALS.map((numeral, index) => markup`<li class="${index < state.missionsDone ? 'done' : ''}">Missão ${numeral}${index < state.missionsDone ? ' ✓' : ''}</li>`);
      const next = MISSION_NUMERALS[state.missionsDone];
      const stars = state.score === null ? '' : markup`<p>Nota atual: ${String(state.score).replace('.', ',')} (${formatStars(chapterStars(state.score))} de 3 estrelas)</p>`;
      const form =
        reason || !next
          ? markup`<p class="error" role="alert">${REFUSALS[reason ?? 'chapterFinished']}</p>`
          : markup`<form method="post" action="/learn/chapters/${chapterId}/finish"><label for="score">Sua nota na missão ${next} (0 a 100)</label><input id="score" name="score" type="number" min="0" max="100" step="0.01" value="80" required><br><button type="submit">Concluir missão ${next}</button></form>`;
      return c.html(
        page(
          chapter.title,
          markup`<p>${journey.title} · ${chapter.campaignTitle}</p><h1>${chapter.title}</h1><div class="card"><ul class="missions" aria-label="Missões semanais">${marks}</ul>${stars}${form}</div><p><a href="${appUrl(`/courses/detail?id=${journey.id}`)}">Voltar para a jornada</a></p>`,
        ),
      );
    });

    app.post('/learn/chapters/:id/finish', async (c) => {
      const origin = c.req.header('origin');
      if (origin && origin !== 'null' && origin !== new URL(c.req.url).origin && origin !== config.publicOrigin) return c.text('Forbidden', 403);
      let context;
      try {
        context = await chapterContext(c);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return notFound(c);
        throw error;
      }
      if (!context) return notFound(c);
      const { chapterId, chapter, journey } = context;
      const userId = await student(c);
      if (!userId) return refusal(c, journey.id, 'signedOut', 401);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const raw = typeof form.score === 'string' ? form.score.trim().replace(',', '.') : '';
      const score = /^\d{1,3}(\.\d{1,2})?$/.test(raw) ? Number(raw) : Number.NaN;
      if (!(score >= 0 && score <= 100)) {
        return c.html(page('Nota inválida', markup`<h1>Nota inválida</h1><p class="error" role="alert">Informe uma nota de 0 a 100.</p><p><a href="/learn/chapters/${chapterId}">Tentar de novo</a></p>`), 400);
      }
      const done = await db.transaction(async (tx) => {
        const { refusal: reason } = await gate(userId, journey.id, chapterId, tx);
        if (reason) return { reason };
        return { reason: null, ...(await finishMission(tx, { userId, journey, chapterId, chapterTitle: chapter.title, score })) };
      });
      if (done.reason) return refusal(c, journey.id, done.reason, done.reason === 'chapterFinished' ? 409 : 403);
      const back = `/courses/detail?id=${journey.id}`;
      const params = new URLSearchParams({ id: String(journey.id), finished_mission: done.sourceId!, mission_redirect_to: back });
      return c.redirect(appUrl(`/courses/detail?${params.toString()}`), 303);
    });
  },
};
