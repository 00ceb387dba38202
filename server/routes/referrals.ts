import { desc, isNotNull, sql } from 'drizzle-orm';
import type { InvitedFriend, InvitedFriendsPage } from '../../src/contract/friends';
import { DEFAULT_REFERRAL_PAGE_SIZE, isRewardEligible, REFERRAL_PAGE_SIZES } from '../../src/domain/friends/referrals';
import { users } from '../db/schema';
import { fail } from '../http/errors';
import { pageOf, readPage } from '../http/paging';
import type { EndpointGroup } from '../http/types';
import { friendFlags } from '../services/referrals';

/**
 * GET /records/api/user-referral-monitor?page&size (ADMIN only, 403 otherwise; docs/product/friends.md, API): every
 * friend who registered through a referral link, newest first, with their flags.
 * size is one of 10, 25, 50, 100 (default 10); page from 0.
 */
export const referralRoutes: EndpointGroup = {
  name: 'referrals',
  register(app, { db, authenticate }) {
    app.get('/records/api/user-referral-monitor', async (c) => {
      await authenticate(c, ['ADMIN']);
      const request = readPage(c, DEFAULT_REFERRAL_PAGE_SIZE, 100);
      if (!(REFERRAL_PAGE_SIZES as readonly number[]).includes(request.size)) throw fail.field(c.req.query('pageSize') !== undefined ? 'pageSize' : 'size', 'invalid');
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(isNotNull(users.referrerId));
      const rows = await db
        .select({ invitedPlayId: users.playId, registerTime: users.createdAt, ...friendFlags })
        .from(users)
        .where(isNotNull(users.referrerId))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(request.size)
        .offset(request.offset);
      const content: InvitedFriend[] = rows.map((row) => ({
        invitedPlayId: row.invitedPlayId,
        registerTime: new Date(row.registerTime).toISOString(),
        isRewardEligible: isRewardEligible(row),
        isRewardReceived: Boolean(row.isRewardReceived),
        isProfileCompleted: Boolean(row.isProfileCompleted),
        isFirstCourseRegistered: Boolean(row.isFirstCourseRegistered),
        isAcquiredVip: Boolean(row.isAcquiredVip),
      }));
      const body: InvitedFriendsPage = pageOf(content, request, total?.n ?? 0);
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });
  },
};
