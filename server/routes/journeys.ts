import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Banner, Journey, JourneyModule, JourneySubscriptionResponse, RankingEntry, RankingPage, UserRewards } from '../../src/contract/journeys';
import { isPremiumCourse } from '../../src/domain/journeys/rules';
import { banners, journeyRanking, journeys, journeySubscriptions } from '../db/schema';
import { pathId } from '../http/body';
import { ApiError, requestError } from '../http/errors';
import { pageOf, readPage } from '../http/paging';
import type { EndpointGroup } from '../http/types';
import { loadAccountRow } from '../services/account-row';
import { avatarArt, bannerArt, bannerVideo, journeyArt } from '../services/journey-art';
import { isSubscribed, JOURNEY_NOT_FOUND, journeyView, loadCampaigns, loadJourneyRow, rankOf } from '../services/journeys';

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
      await loadJourneyRow(db, id);
      const [total] = await db.select({ count: count() }).from(journeyRanking).where(eq(journeyRanking.journeyId, id));
      // The page comes straight off the (journey, points desc, id) index; only its first row's
      // place is counted, the others follow from it (equal points share a place).
      const rows = await db
        .select({ playId: journeyRanking.playId, totalMp: journeyRanking.totalMp, userLevel: journeyRanking.userLevel, smallAvatarUrl: journeyRanking.smallAvatarUrl })
        .from(journeyRanking)
        .where(eq(journeyRanking.journeyId, id))
        .orderBy(desc(journeyRanking.totalMp), asc(journeyRanking.id))
        .limit(paging.size)
        .offset(paging.offset);
      const content: RankingEntry[] = [];
      if (rows.length > 0) {
        const [above] = await db
          .select({ count: count() })
          .from(journeyRanking)
          .where(and(eq(journeyRanking.journeyId, id), gt(journeyRanking.totalMp, rows[0]!.totalMp)));
        let rank = Number(above?.count ?? 0) + 1;
        rows.forEach((row, index) => {
          if (index > 0 && row.totalMp !== rows[index - 1]!.totalMp) rank = paging.offset + index + 1;
          content.push({ playId: row.playId, rankNumber: rank, totalMp: Number(row.totalMp), userLevel: row.userLevel, smallAvatarUrl: row.smallAvatarUrl });
        });
      }
      const body: RankingPage = pageOf(content, paging, Number(total?.count ?? 0));
      return c.json(body);
    });

    app.get('/educational/api/banners', async (c) => {
      await authenticate(c);
      const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
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
      return svg(bannerArt(file), c);
    });
    app.get('/media/avatars/:file', (c) => svg(avatarArt(c.req.param('file')), c));
  },
};
