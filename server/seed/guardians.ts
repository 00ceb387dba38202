import { eq, sql } from 'drizzle-orm';
import { RESTRICTED_MAX_AGE } from '../../src/domain/guardians/consent';
import { brazilDayStart, last30Days } from '../../src/domain/guardians/supervision';
import { todayInBrazil } from '../../src/domain/validation';
import { eventSubscriptions, guardianControls, guardianInvitations, guardianLinks, legalRepresentatives, teamInvites, teamMembers, teams, tournaments, userActivity, users } from '../db/schema';
import type { Executor } from '../db/executor';
import { guardianTokenHash, sendGuardianInvitation } from '../services/guardians';
import { noticeInvitation } from '../services/invite-approval';
import { hashPassword } from '../services/passwords';
import { DEMO_PASSWORD, bornYearsAgo } from './demo-accounts';
import { cityId } from './places';
import type { Seed } from './seed';
import { DEMO_EVENTS } from './tournaments';

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
  /** 14, the demo guardian consented (CONSENTED); 2 h a day, purchases blocked, in a duo with an adult. */
  linked: 'menor.vinculado@example.com',
  /** 15, the demo guardian consented; 1 h a day, of which 57 minutes were used on the day of seeding. */
  nearLimit: 'menor.limite@example.com',
} as const;

/** The adult student (19) who leads Tiago's duo, so the guardian's panel shows an adult among his contacts. */
export const DEMO_DUO_LEADER = 'rafael.dupla@example.com';

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

/** The demo guardian's consent for a minor: the used link it came through and the active link. */
async function consentFor(db: Executor, minorId: number, guardianId: number, name: string, consentedAt: Date): Promise<void> {
  await db.insert(guardianInvitations).values({
    minorId,
    tokenHash: guardianTokenHash(`demo-consentimento-${name}-usado-${consentedAt.getTime()}`),
    email: DEMO_GUARDIAN.email,
    createdAt: new Date(consentedAt.getTime() - DAY),
    expiresAt: new Date(consentedAt.getTime() + 6 * DAY),
    usedAt: consentedAt,
    usedBy: guardianId,
    outcome: 'CONSENTED',
  });
  await db.insert(guardianLinks).values({ minorId, guardianId, consentedAt });
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
    await consentFor(db, linked.id, guardian.id, 'tiago', consentedAt);

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

/**
 * 30 days of plausible use, oldest first, the same every time: each day's minutes come from a
 * weekly pattern and a few seconds from the day's index, never above the limit; today counts
 * `todaySeconds`. Past days' last heartbeat is at 21:00 in Brazil, today's at seeding.
 */
function demoUsage(userId: number, today: string, pattern: readonly number[], limitMinutes: number, todaySeconds: number, now: Date) {
  const days = last30Days(today);
  return days.map((day, i) => {
    const isToday = i === days.length - 1;
    const planned = pattern[i % pattern.length]! * 60 + ((i * 37) % 60);
    const seconds = isToday ? todaySeconds : Math.min(planned, limitMinutes * 60);
    return { userId, day, seconds, lastBeatAt: isToday ? now : new Date(brazilDayStart(day).getTime() + 21 * 3600 * 1000) };
  });
}

/** Minutes a day of the demo minors' weeks (0: a day off). */
const TIAGO_WEEK = [55, 80, 0, 95, 120, 70, 40] as const;
const BRUNO_WEEK = [50, 60, 35, 58, 0, 45, 60] as const;

/**
 * Supervision in the demo data (docs/product/guardians.md, Supervision): Tiago with 2 h a day and
 * purchases blocked, a month of use and a duo led by an adult; Bruno, a new minor of the demo
 * guardian, with 1 h a day and 57 minutes used on the day of seeding; and the background guardian's
 * minors free to buy, so the demo accounts keep redeeming codes. Runs after the guardians seed.
 */
export const supervisionSeed: Seed = {
  name: 'supervision',
  async run(db) {
    const now = new Date();
    const today = todayInBrazil(now);
    const ids = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
    const guardianId = await ids(DEMO_GUARDIAN.email);
    const tiagoId = await ids(GUARDIAN_DEMO_ACCOUNTS.linked);
    const backgroundId = await ids(BACKGROUND_GUARDIAN_EMAIL);
    if (!guardianId || !tiagoId || !backgroundId) throw new Error('The supervision seed needs the guardians seed first.');
    const passwordHash = await hashPassword(DEMO_PASSWORD);

    await db.execute(sql`
      insert into guardian_controls (minor_id, daily_limit_minutes, purchases_blocked, updated_by)
      select minor_id, null, false, ${backgroundId} from guardian_links where guardian_id = ${backgroundId} and revoked_at is null
      on conflict do nothing`);

    const bruno = await createMinor(db, { email: GUARDIAN_DEMO_ACCOUNTS.nearLimit, userName: 'bruno.demo', firstName: 'Bruno', age: 15, playId: 'BrunoDemo#1203', phone: '990001203' }, passwordHash, now);
    await consentFor(db, bruno.id, guardianId, 'bruno', new Date(now.getTime() - 20 * DAY));

    await db.insert(guardianControls).values([
      { minorId: tiagoId, dailyLimitMinutes: 120, purchasesBlocked: true, updatedBy: guardianId, updatedAt: new Date(now.getTime() - 8 * DAY) },
      { minorId: bruno.id, dailyLimitMinutes: 60, purchasesBlocked: false, updatedBy: guardianId, updatedAt: new Date(now.getTime() - 19 * DAY) },
    ]);
    await db.insert(userActivity).values([...demoUsage(tiagoId, today, TIAGO_WEEK, 120, 35 * 60, now), ...demoUsage(bruno.id, today, BRUNO_WEEK, 60, 57 * 60, now)]);

    // Tiago plays a duo with an adult student and is subscribed to a tournament run by the platform.
    const [leader] = await db
      .insert(users)
      .values({
        userName: 'rafael.dupla',
        email: DEMO_DUO_LEADER,
        passwordHash,
        emailVerified: true,
        firstName: 'Rafael',
        lastName: 'Costa (demo)',
        role: 'STUDENT',
        birthDate: bornYearsAgo(19, now),
        playId: 'RafaelDupla#1204',
        acceptUseTerms: true,
        firstAccessAt: new Date(now.getTime() - 30 * DAY),
      })
      .returning({ id: users.id });
    const [duo] = await db
      .insert(teams)
      .values({ eventId: DEMO_EVENTS.openDuo, name: 'Dupla Relâmpago', leaderId: leader!.id, createdAt: new Date(now.getTime() - 3 * DAY) })
      .returning({ id: teams.id });
    await db.insert(teamMembers).values([
      { teamId: duo!.id, eventId: DEMO_EVENTS.openDuo, userId: leader!.id, joinedAt: new Date(now.getTime() - 3 * DAY) },
      { teamId: duo!.id, eventId: DEMO_EVENTS.openDuo, userId: tiagoId, joinedAt: new Date(now.getTime() - 2 * DAY) },
    ]);
    await db.insert(eventSubscriptions).values({ eventId: DEMO_EVENTS.maxAge18, userId: tiagoId, status: 'COMPLETED', createdAt: new Date(now.getTime() - 5 * DAY) });

    // The same adult invited Tiago to a squad: the invitation waits for Fernanda (docs/product/guardians.md, Safe defaults).
    const [squad] = await db
      .insert(teams)
      .values({ eventId: DEMO_EVENTS.openSquad, name: 'Squad da Madrugada', leaderId: leader!.id, createdAt: new Date(now.getTime() - DAY) })
      .returning({ id: teams.id });
    await db.insert(teamMembers).values({ teamId: squad!.id, eventId: DEMO_EVENTS.openSquad, userId: leader!.id, joinedAt: new Date(now.getTime() - DAY) });
    await db.insert(teamInvites).values({ teamId: squad!.id, userId: tiagoId, userIdentification: 'TiagoDemo#1202', awaitingGuardian: true, createdAt: new Date(now.getTime() - 20 * 3600 * 1000) });
    const [squadEvent] = await db.select({ id: tournaments.id, name: tournaments.name }).from(tournaments).where(eq(tournaments.id, DEMO_EVENTS.openSquad));
    await noticeInvitation(db, { id: tiagoId, firstName: 'Tiago' }, { leader: 'RafaelDupla#1204', team: 'Squad da Madrugada', event: squadEvent!, awaitingGuardian: true });
  },
};
