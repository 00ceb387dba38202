import { asc, sql } from 'drizzle-orm';
import type { Banner, Journey, JourneyModule, JourneySubscriptionResponse, RankingEntry, RankingPage, UserRewards } from '../../src/contract/journeys';
import { isPremiumCourse } from '../../src/domain/journeys/rules';
import { journeys, journeySubscriptions } from '../db/schema';
import { pathId } from '../http/body';
import { ApiError, requestError } from '../http/errors';
import { pageOf, readPage } from '../http/paging';
import type { EndpointGroup } from '../http/types';
import { loadAccountRow } from '../services/account-row';
import { avatarArt, bannerArt, bannerStill, bannerVideo, journeyArt } from '../services/journey-art';
import { bannersInOrder, isSubscribed, JOURNEY_NOT_FOUND, journeyView, loadCampaigns, loadJourneyRow } from '../services/journeys';
import { rankingOf, rankOf } from '../services/ranking';

const refuse = (status: 403 | 409, code: string) => new ApiError(status, [requestError(code, `requestError:journey.${code}`)]);

const svg = (body: string | undefined, c: { header: (name: string, value: string) => void; body: (data: string) => Response; text: (data: string, status: 404) => Response }) => {
  if (!body) return c.text('Not Found', 404);
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=86400');
  return c.body(body);
};

/** Journeys (courses) and home banners (docs/product/journeys.md, API). */
export const journeyRoutes: EndpointGroup = {
  name: 'journeys',
  register(app, { db, config, authenticate }) {
    const J = '/educational/api/journeys';
    const journeyId = (value: string | undefined) => pathId(value, JOURNEY_NOT_FOUND);

    app.get(J, async (c) => {
      const { userId } = await authenticate(c);
      const rows = await db
        .select({ journey: journeys, subscribedAt: journeySubscriptions.createdAt })
        .from(journeys)
        .leftJoin(journeySubscriptions, sql`${journeySubscriptions.journeyId} = ${journeys.id} and ${journeySubscriptions.userId} = ${userId}`)
        .orderBy(asc(journeys.position), asc(journeys.id));
      const body: Journey[] = rows.map((row) => journeyView(config, row.journey, row.subscribedAt !== null));
      return c.json(body);
    });

    app.get(`${J}/:id`, async (c) => {
      const { userId } = await authenticate(c);
      const id = journeyId(c.req.param('id'));
      const row = await loadJourneyRow(db, id);
      const body: Journey = journeyView(config, row, await isSubscribed(db, id, userId));
      return c.json(body);
    });

    app.get(`${J}/:id/campaigns`, async (c) => {
      const { userId } = await authenticate(c);
      const id = journeyId(c.req.param('id'));
      await loadJourneyRow(db, id);
      return c.json(await loadCampaigns(db, config, id, userId, await isSubscribed(db, id, userId)));
    });

    app.get(`${J}/:id/modules`, async (c) => {
      const { userId } = await authenticate(c);
      const id = journeyId(c.req.param('id'));
      await loadJourneyRow(db, id);
      const campaigns = await loadCampaigns(db, config, id, userId, await isSubscribed(db, id, userId));
      const modules = new Map<number, JourneyModule>();
      for (const campaign of campaigns) {
        const entry = modules.get(campaign.module) ?? { module: campaign.module, campaigns: [] };
        entry.campaigns.push(campaign);
        modules.set(campaign.module, entry);
      }
      const body: JourneyModule[] = [...modules.values()];
      return c.json(body);
    });

    app.get(`/educational/api/v2/journeys/:id/user-rewards`, async (c) => {
      const { userId } = await authenticate(c);
      const id = journeyId(c.req.param('id'));
      await loadJourneyRow(db, id);
      const result = await db.execute<{ key: string; value: string }>(sql`
        select 'experience' as key, coalesce(sum(experience), 0)::text as value from reward_activities where journey_id = ${id} and user_id = ${userId}
        union all
        select mp.key, sum(mp.value::numeric)::text from reward_activities ra, jsonb_each_text(ra.match_points) mp
        where ra.journey_id = ${id} and ra.user_id = ${userId} group by mp.key`);
      const rows = (result as unknown as { rows: Array<{ key: string; value: string }> }).rows;
      const current = rows.map((row) => ({ key: row.key, value: Number(row.value) })).sort((a, b) => (a.key === 'experience' ? -1 : b.key === 'experience' ? 1 : a.key.localeCompare(b.key)));
      const total = Math.round(current.filter((entry) => entry.key !== 'experience').reduce((sum, entry) => sum + entry.value, 0) * 10_000) / 10_000;
      const body: UserRewards = { current, total, rankNumber: await rankOf(db, id, userId) };
      return c.json(body);
    });

    app.post(`${J}/:id/subscription`, async (c) => {
      const { userId } = await authenticate(c);
      const id = journeyId(c.req.param('id'));
      const row = await loadJourneyRow(db, id);
      if (isPremiumCourse(row)) {
        // Premium content needs isVip (docs/product/journeys.md, Roles), checked here as well as in the SPA.
        const account = await loadAccountRow(db, userId);
        if (!account?.isVip) throw refuse(403, 'premiumRequired');
        if (row.monetizationType === 'SCHOOL_LINKED' && !(account.hasSchoolLink && account.linkStepsCompleted)) throw refuse(403, 'schoolLinkRequired');
      }
      const inserted = await db.insert(journeySubscriptions).values({ journeyId: id, userId }).onConflictDoNothing().returning({ userId: journeySubscriptions.userId });
      const body: JourneySubscriptionResponse = { messageKey: inserted.length > 0 ? 'status:journey.subscribed' : 'status:journey.alreadySubscribed', journey: journeyView(config, row, true) };
      return c.json(body, inserted.length > 0 ? 201 : 200);
    });

    app.get(`${J}/:id/leaderboard`, async (c) => {
      await authenticate(c);
      const id = journeyId(c.req.param('id'));
      const paging = readPage(c, 20, 100);
      // Places are worked out once per change of the ranking (server/services/ranking.ts): a page is a slice.
      const { entries } = await rankingOf(db, id);
      const content: RankingEntry[] = entries.slice(paging.offset, paging.offset + paging.size);
      const body: RankingPage = pageOf(content, paging, entries.length);
      return c.json(body);
    });

    app.get('/educational/api/banners', async (c) => {
      await authenticate(c);
      const rows = await bannersInOrder(db);
      const body: Banner[] = rows.map((row) => ({ id: row.id, title: row.title, text: row.text, imageUrl: row.images.desktop, images: row.images, target: row.target, videos: row.videos }));
      return c.json(body);
    });

    // Pictures and clips of the demo data, so no media host is needed.
    app.get('/media/journeys/:topic/:file', (c) => svg(journeyArt(c.req.param('topic'), c.req.param('file')), c));
    app.get('/media/banners/:file', (c) => {
      const file = c.req.param('file');
      if (file === 'landscape.webm' || file === 'portrait.webm') {
        c.header('Content-Type', 'video/webm');
        c.header('Cache-Control', 'public, max-age=86400');
        return c.body(new Uint8Array(bannerVideo()));
      }
      if (file === 'clip.jpg') {
        c.header('Content-Type', 'image/jpeg');
        c.header('Cache-Control', 'public, max-age=86400');
        return c.body(new Uint8Array(bannerStill()));
      }
      return svg(bannerArt(file), c);
    });
    app.get('/media/avatars/:file', (c) => svg(avatarArt(c.req.param('file')), c));
  },
};
