import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { activationCodes, premiumLicences, schoolLinks, users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { DEMO_PASSWORD, bornYearsAgo } from './demo-accounts';
import { cityId } from './places';
import type { Seed } from './seed';

/** Demo activation codes (server/README.md "Premium"), beside DEMO-PREMIUM-0001…0003 and DEMO-ESCOLA-0001/0002 of the demo accounts. */
export const DEMO_CODES = {
  /** Any age, 12 months: one per test that redeems, so none collide. */
  valid: Array.from({ length: 20 }, (_, i) => `DEMO-PREMIUM-${String(i + 4).padStart(4, '0')}`),
  /** Up to 18 and only with a COMPLETE school link. */
  school: ['DEMO-ESCOLA-0001', 'DEMO-ESCOLA-0002', 'DEMO-ESCOLA-0003'],
  /** Up to 14: the 15-year-old is too old for it. */
  ageLimited: ['DEMO-IDADE-0001', 'DEMO-IDADE-0002'],
  /** Redeemed by aluna.vip@example.com. */
  used: 'DEMO-USADO-0001',
  /** Redeemed by adulto@example.com, whose licence ended 30 days ago. */
  expired: 'DEMO-USADO-0002',
} as const;

const DAY = 86_400_000;

/** Accounts for the premium age alert (docs/product/premium.md, Limits): 99 confirms first, above 99 a cutscene. */
export const AGE_ALERT_ACCOUNTS = [
  { email: 'idade.99@example.com', userName: 'dona.cida', firstName: 'Aparecida', age: 99, playId: 'CidaDemo#1099' },
  { email: 'idade.100@example.com', userName: 'seu.jose', firstName: 'José', age: 100, playId: 'JoseDemo#1100' },
] as const;


/** The codes above, and the licences behind the demo accounts' premium (active for aluna.vip, expired for adulto). */
export const premiumSeed: Seed = {
  name: 'premium',
  async run(db: Executor) {
    const now = new Date();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.insert(users).values(
      AGE_ALERT_ACCOUNTS.map((account) => ({
        userName: account.userName,
        email: account.email,
        passwordHash,
        emailVerified: true,
        firstName: account.firstName,
        lastName: 'Demo',
        role: 'STUDENT' as const,
        birthDate: bornYearsAgo(account.age, now),
        firstAccessAt: new Date(now.getTime() - 30 * DAY),
        playId: account.playId,
        acceptUseTerms: true,
      })),
    );
    await db.insert(activationCodes).values([
      ...DEMO_CODES.valid.map((code) => ({ code, months: 12 })),
      { code: 'DEMO-ESCOLA-0003', months: 12, maxAge: 18 },
      ...DEMO_CODES.ageLimited.map((code) => ({ code, months: 6, maxAge: 14 })),
      { code: DEMO_CODES.used, months: 12 },
      { code: DEMO_CODES.expired, months: 12 },
    ]);
    await db.update(activationCodes).set({ requiresCompleteSchoolLink: true }).where(inArray(activationCodes.code, [...DEMO_CODES.school]));
    const people = await db
      .select({ id: users.id, email: users.email, vipUntil: users.vipUntil })
      .from(users)
      .where(inArray(users.email, ['aluna.vip@example.com', 'adulto@example.com']));
    for (const person of people) {
      if (!person.vipUntil) continue;
      const code = person.email === 'aluna.vip@example.com' ? DEMO_CODES.used : DEMO_CODES.expired;
      const endsAt = new Date(person.vipUntil);
      await db.update(activationCodes).set({ redeemedBy: person.id, redeemedAt: new Date(endsAt.getTime() - 365 * DAY) }).where(eq(activationCodes.code, code));
      await db.insert(premiumLicences).values({ userId: person.id, code, startsAt: new Date(endsAt.getTime() - 365 * DAY), endsAt });
    }
  },
};

/** A premium student whose school link is still INCOMPLETE (the guardian has not authorised it yet). */
export const VIP_INCOMPLETE_LINK_ACCOUNT = 'vip.vinculo@example.com';

/**
 * The premium dialog (docs/product/premium.md, States) for a premium student without a complete school link: the clan step
 * comes first. Its own seed, last, so the ids of every other demo row stay as they were.
 */
export const premiumSchoolLinkSeed: Seed = {
  name: 'premium-school-link',
  async run(db: Executor) {
    const now = new Date();
    const endsAt = new Date(now.getTime() + 300 * DAY);
    const [caio] = await db
      .insert(users)
      .values({
        userName: 'caio.demo',
        email: VIP_INCOMPLETE_LINK_ACCOUNT,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        emailVerified: true,
        firstName: 'Caio',
        lastName: 'Ribeiro (demo)',
        role: 'STUDENT',
        birthDate: bornYearsAgo(15, now),
        gender: 'MALE',
        ...cityId('MG', 'Belo Horizonte'),
        firstAccessAt: new Date(now.getTime() - 40 * DAY),
        playId: 'CaioDemo#1012',
        acceptUseTerms: true,
        experience: 180,
        vipUntil: endsAt,
        vipOnce: true,
      })
      .returning({ id: users.id });
    await db.insert(schoolLinks).values({ userId: caio!.id, institutionId: 1, linkStepsCompleted: false, currentStep: 2, institutionStatusCode: 3, educationLevel: 'HIGH_SCHOOL' });
    const code = 'DEMO-USADO-0003';
    await db.insert(activationCodes).values({ code, months: 12, redeemedBy: caio!.id, redeemedAt: new Date(endsAt.getTime() - 365 * DAY) });
    await db.insert(premiumLicences).values({ userId: caio!.id, code, startsAt: new Date(endsAt.getTime() - 365 * DAY), endsAt });
  },
};
