import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PremiumCancellation, PremiumLicence, RedeemLicenceResponse, RequestCancellationResponse } from '../../src/contract/premium';
import { isPlausibleActivationCode, normalizeActivationCode, redeemRefusalOf, type RedeemRefusal } from '../../src/domain/premium/licence';
import { schoolLinkStatusOf } from '../../src/domain/session';
import { ageOn, todayInBrazil } from '../../src/domain/validation';
import type { Executor } from '../db/executor';
import { activationCodes, premiumCancellations, premiumLicences, users } from '../db/schema';
import { ApiError, fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { loadAccountRow, lockAccount } from '../services/account-row';
import { assertNotRestricted } from '../services/guardians';
import { assertPurchasesAllowed } from '../services/supervision';

const REFUSALS: Record<RedeemRefusal, () => ApiError> = {
  notFound: () => fail.notFound('requestError:activationLicence.notFound', 'notFound'),
  alreadyPremium: () => fail.conflict('alreadyPremium', 'requestError:activationLicence.alreadyPremium'),
  userTooOld: () => fail.badRequest('userTooOld', 'requestError:activationLicence.userTooOld'),
  schoolLinkRequired: () => fail.badRequest('schoolLinkRequired', 'requestError:activationLicence.schoolLinkRequired'),
};

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

async function licenceOf(db: Executor, userId: number): Promise<PremiumLicence> {
  const [user] = await db.select({ vipUntil: users.vipUntil, vipOnce: users.vipOnce }).from(users).where(eq(users.id, userId));
  if (!user) throw fail.unauthorized();
  const activeUntil = iso(user.vipUntil);
  const active = user.vipUntil !== null && new Date(user.vipUntil).getTime() > Date.now();
  return { status: active ? 'ACTIVE' : user.vipOnce || activeUntil ? 'EXPIRED' : 'NONE', activeUntil };
}

async function cancellationOf(db: Executor, userId: number): Promise<PremiumCancellation> {
  const licence = await licenceOf(db, userId);
  const [open] = await db
    .select({ requestedAt: premiumCancellations.requestedAt })
    .from(premiumCancellations)
    .where(and(eq(premiumCancellations.userId, userId), eq(premiumCancellations.status, 'REQUESTED')))
    .orderBy(desc(premiumCancellations.requestedAt))
    .limit(1);
  return { status: open ? 'REQUESTED' : 'NONE', requestedAt: iso(open?.requestedAt), activeUntil: licence.activeUntil };
}

/**
 * Premium (docs/product/premium.md, Roles and API): redeeming an activation code, the caller's licence, and an active
 * subscriber's cancellation request. See server/README.md "Premium".
 */
export const premiumRoutes: EndpointGroup = {
  name: 'premium',
  register(app, { db, authenticate }) {
    app.get('/records/api/activation-licence', async (c) => {
      const { userId } = await authenticate(c);
      return c.json(await licenceOf(db, userId));
    });

    app.put('/records/api/activation-licence/:code/redeem', async (c) => {
      const { userId } = await authenticate(c);
      // A student of 16 or under needs a consenting guardian first, who may also block purchases (docs/product/guardians.md, Rules and Supervision).
      await assertNotRestricted(db, userId, 'premium');
      await assertPurchasesAllowed(db, userId);
      const code = normalizeActivationCode(c.req.param('code') ?? '');
      const licence = await db.transaction(async (tx) => {
        // One redemption per user at a time: the user row's lock orders them.
        await lockAccount(tx, userId);
        const account = await loadAccountRow(tx, userId);
        if (!account) throw fail.unauthorized();
        const [found] = isPlausibleActivationCode(code)
          ? await tx.select().from(activationCodes).where(eq(activationCodes.code, code)).for('update')
          : [];
        const refusal = redeemRefusalOf(
          found ? { redeemed: found.redeemedBy !== null, maxAge: found.maxAge, requiresCompleteSchoolLink: found.requiresCompleteSchoolLink } : null,
          {
            isVip: account.isVip,
            age: account.birthDate ? ageOn(account.birthDate, todayInBrazil()) : null,
            schoolLinkStatus: schoolLinkStatusOf(account.hasSchoolLink ? { exists: true, linkStepsCompleted: account.linkStepsCompleted === true } : null),
          },
        );
        if (refusal) throw REFUSALS[refusal]();
        // Two users racing for one code: the row lock above makes the second see it redeemed;
        // the guard on redeemed_by keeps that true on any isolation level.
        const claimed = await tx
          .update(activationCodes)
          .set({ redeemedBy: userId, redeemedAt: sql`now()` })
          .where(and(eq(activationCodes.code, code), isNull(activationCodes.redeemedBy)))
          .returning({ months: activationCodes.months });
        if (claimed.length === 0) throw REFUSALS.notFound();
        const [created] = await tx
          .insert(premiumLicences)
          .values({ userId, code, endsAt: sql`now() + make_interval(months => ${claimed[0]!.months})` })
          .returning({ endsAt: premiumLicences.endsAt });
        await tx.update(users).set({ vipUntil: created!.endsAt, vipOnce: true }).where(eq(users.id, userId));
        return licenceOf(tx, userId);
      });
      const body: RedeemLicenceResponse = { ...licence, messageKey: 'status:redeemPremium.success' };
      return c.json(body);
    });

    app.get('/records/api/activation-licence/cancellation', async (c) => {
      const { userId } = await authenticate(c);
      return c.json(await cancellationOf(db, userId));
    });

    app.post('/records/api/activation-licence/cancellation', async (c) => {
      const { userId } = await authenticate(c);
      const cancellation = await db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const current = await cancellationOf(tx, userId);
        if (current.status === 'REQUESTED') return current;
        if ((await licenceOf(tx, userId)).status !== 'ACTIVE') throw fail.conflict('notPremium', 'requestError:premiumCancellation.notPremium');
        await tx.insert(premiumCancellations).values({ userId });
        return cancellationOf(tx, userId);
      });
      const body: RequestCancellationResponse = { ...cancellation, messageKey: 'status:premiumCancellation.requested' };
      return c.json(body, 201);
    });
  },
};
