import { eq, sql } from 'drizzle-orm';
import { RESTRICTED_MAX_AGE } from '../../src/domain/guardians/consent';
import { todayInBrazil } from '../../src/domain/validation';
import { guardianInvitations, guardianLinks, legalRepresentatives, users } from '../db/schema';
import type { Executor } from '../db/executor';
import { guardianTokenHash, sendGuardianInvitation } from '../services/guardians';
import { hashPassword } from '../services/passwords';
import { DEMO_PASSWORD, bornYearsAgo } from './demo-accounts';
import { cityId } from './places';
import type { Seed } from './seed';

const DAY = 24 * 3600 * 1000;


/**
 * The demo guardian (docs/product/guardians.md, Roles): the SPONSOR account of the demo accounts,
 * and the name and CPF her children typed for her, which she confirms on a consent link.
 */
export const DEMO_GUARDIAN = { email: 'responsavel@example.com', firstName: 'Fernanda', lastName: 'Lima', cpf: '39053344705' } as const;

/**
 * The guardian who stands for every other demo student of 16 or under, so the demo accounts and
 * players keep joining tournaments and teams while the demo guardian's panel shows only her own.
 */
export const BACKGROUND_GUARDIAN_EMAIL = 'familias.demo@example.com';

/** The minors of the consent flow (README, password Demo1234). */
export const GUARDIAN_DEMO_ACCOUNTS = {
  /** 15, the demo guardian as legal representative, a consent link waiting (PENDING): restricted. */
  pending: 'menor.pendente@example.com',
  /** 14, the demo guardian consented (CONSENTED). */
  linked: 'menor.vinculado@example.com',
} as const;

/**
 * The token of menor.pendente's waiting consent link, fixed so a browser test can open
 * `/guardian/consent/<token>`; its e-mail is in the outbox too. Demo data only: real links are random.
 */
export const DEMO_PENDING_CONSENT_TOKEN = 'demo-consentimento-lara-0001';

async function createMinor(db: Executor, values: { email: string; userName: string; firstName: string; age: number; playId: string; phone: string }, passwordHash: string, now: Date) {
  const [minor] = await db
    .insert(users)
    .values({
      userName: values.userName,
      email: values.email,
      passwordHash,
      emailVerified: true,
      firstName: values.firstName,
      lastName: 'Lima (demo)',
      role: 'STUDENT',
      birthDate: bornYearsAgo(values.age, now),
      gender: 'DO_NOT_INFORM',
      phoneDdd: '21',
      phoneNumber: values.phone,
      ...cityId('RJ', 'Niterói'),
      playId: values.playId,
      acceptUseTerms: true,
      firstAccessAt: new Date(now.getTime() - 10 * DAY),
    })
    .returning({ id: users.id, firstName: users.firstName });
  await db.insert(legalRepresentatives).values({
    userId: minor!.id,
    userName: 'fernanda.lima',
    firstName: DEMO_GUARDIAN.firstName,
    lastName: DEMO_GUARDIAN.lastName,
    cpf: DEMO_GUARDIAN.cpf,
    phoneDdd: '21',
    phoneNumber: '990001006',
    email: DEMO_GUARDIAN.email,
    acceptImageStudentTerms: true,
  });
  return minor!;
}

/**
 * Guardian consent in the demo data (docs/product/guardians.md): two minors of the demo guardian,
 * and a consent for every other student of 16 or under, so the demo accounts and players keep
 * joining tournaments and teams. Runs after every seed that creates students.
 */
export const guardiansSeed: Seed = {
  name: 'guardians',
  async run(db) {
    const now = new Date();
    const [guardian] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_GUARDIAN.email));
    if (!guardian) throw new Error(`The guardians seed needs the demo guardian ${DEMO_GUARDIAN.email}.`);
    const passwordHash = await hashPassword(DEMO_PASSWORD);

    const pending = await createMinor(db, { email: GUARDIAN_DEMO_ACCOUNTS.pending, userName: 'lara.demo', firstName: 'Lara', age: 15, playId: 'LaraDemo#1201', phone: '990001201' }, passwordHash, now);
    // The link's address starts at the site's root: seeds do not know the origin the server answers on.
    await sendGuardianInvitation(db, '', pending, DEMO_GUARDIAN, DEMO_PENDING_CONSENT_TOKEN);

    const linked = await createMinor(db, { email: GUARDIAN_DEMO_ACCOUNTS.linked, userName: 'tiago.demo', firstName: 'Tiago', age: 14, playId: 'TiagoDemo#1202', phone: '990001202' }, passwordHash, now);
    const consentedAt = new Date(now.getTime() - 9 * DAY);
    await db.insert(guardianInvitations).values({
      minorId: linked.id,
      tokenHash: guardianTokenHash(`demo-consentimento-tiago-usado-${now.getTime()}`),
      email: DEMO_GUARDIAN.email,
      createdAt: new Date(consentedAt.getTime() - DAY),
      expiresAt: new Date(consentedAt.getTime() + 6 * DAY),
      usedAt: consentedAt,
      usedBy: guardian.id,
      outcome: 'CONSENTED',
    });
    await db.insert(guardianLinks).values({ minorId: linked.id, guardianId: guardian.id, consentedAt });

    // Every other student of 16 or under (or of unknown age) has the background guardian's consent.
    const [background] = await db
      .insert(users)
      .values({
        userName: 'familias.demo',
        email: BACKGROUND_GUARDIAN_EMAIL,
        passwordHash,
        emailVerified: true,
        firstName: 'Famílias',
        lastName: 'da demonstração',
        role: 'SPONSOR',
        birthDate: bornYearsAgo(45, now),
        playId: 'FamiliasDemo#0001',
        acceptUseTerms: true,
        firstAccessAt: new Date(now.getTime() - 10 * DAY),
      })
      .returning({ id: users.id });
    const today = todayInBrazil(now);
    const bornAfter = `${Number(today.slice(0, 4)) - (RESTRICTED_MAX_AGE + 1)}${today.slice(4)}`;
    await db.execute(sql`
      insert into guardian_links (minor_id, guardian_id, consented_at)
      select id, ${background!.id}, ${consentedAt.toISOString()}::timestamptz from users
      where role = 'STUDENT' and (birth_date is null or birth_date > ${bornAfter}::date) and id not in (${pending.id}, ${linked.id})
      on conflict do nothing`);
  },
};
