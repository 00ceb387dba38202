import { and, eq, max } from 'drizzle-orm';
import { normalizeActivationCode } from '../../src/domain/premium/licence';
import { activationCodes, premiumCancellations, premiumLicences, users } from '../db/schema';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';

/**
 * Development control of premium, absent in production (server/README.md "Dev-only controls"):
 *   DELETE /dev/activation-codes/{code}/redemption  undoes a redemption, as support would for a
 *   code entered by mistake: the licence goes, the code is free again, and the user's premium
 *   follows the licences left (the next token refresh shows it). Lets browser tests redeem for real
 *   and leave the demo accounts as they found them.
 */
export const premiumDevRoutes: EndpointGroup = {
  name: 'premium-dev',
  register(app, { db, config }) {
    if (config.production) return;

    app.delete('/dev/activation-codes/:code/redemption', async (c) => {
      const code = normalizeActivationCode(c.req.param('code') ?? '').slice(0, 64);
      const userId = await db.transaction(async (tx) => {
        const [row] = await tx.select({ redeemedBy: activationCodes.redeemedBy }).from(activationCodes).where(eq(activationCodes.code, code)).for('update');
        if (!row?.redeemedBy) throw fail.notFound('requestError:activationLicence.notFound', 'notFound');
        const owner = row.redeemedBy;
        await tx.delete(premiumLicences).where(and(eq(premiumLicences.code, code), eq(premiumLicences.userId, owner)));
        await tx.update(activationCodes).set({ redeemedBy: null, redeemedAt: null }).where(eq(activationCodes.code, code));
        const [left] = await tx.select({ endsAt: max(premiumLicences.endsAt) }).from(premiumLicences).where(eq(premiumLicences.userId, owner));
        const endsAt = left?.endsAt ? new Date(left.endsAt) : null;
        await tx.update(users).set({ vipUntil: endsAt, vipOnce: endsAt !== null }).where(eq(users.id, owner));
        if (!endsAt || endsAt.getTime() <= Date.now()) await tx.delete(premiumCancellations).where(eq(premiumCancellations.userId, owner));
        return owner;
      });
      return c.json({ code, userId });
    });
  },
};
