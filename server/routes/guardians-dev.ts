import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GuardianControls } from '../../src/contract/guardians';
import { isDailyLimit } from '../../src/domain/guardians/supervision';
import { todayInBrazil } from '../../src/domain/validation';
import { legalRepresentatives, teamInvites, teamMembers, teams, tournaments, userActivity, users } from '../db/schema';
import { readBody } from '../http/body';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { answerInvitation, findInvitation, sendGuardianInvitation } from '../services/guardians';
import { hashPassword } from '../services/passwords';
import { noticeInvitation } from '../services/invite-approval';
import { saveControls } from '../services/supervision';
import { DEMO_PASSWORD, bornYearsAgo } from '../seed/demo-accounts';
import { DEMO_EVENTS } from '../seed/tournaments';

/** A valid CPF the fresh families' guardians are given: CPFs are not unique among legal representatives. */
const FAMILY_CPF = '52998224725';

/** The controls a fresh family's guardian saved: only with consent (400 otherwise). */
function controlsIn(value: unknown, consented: boolean): GuardianControls | undefined {
  if (value === undefined) return undefined;
  const given = value as Partial<GuardianControls> | null;
  if (!consented || typeof given !== 'object' || given === null || !isDailyLimit(given.dailyLimitMinutes) || typeof given.purchasesBlocked !== 'boolean') {
    throw fail.field('controls', 'invalid');
  }
  if (given.showRealName !== undefined && typeof given.showRealName !== 'boolean') throw fail.field('controls', 'invalid');
  return { dailyLimitMinutes: given.dailyLimitMinutes, purchasesBlocked: given.purchasesBlocked, showRealName: given.showRealName ?? false };
}

/** Seconds the fresh minor already used today (at most a day's): only with consent (400 otherwise). */
function usedSecondsIn(value: unknown, consented: boolean): number | undefined {
  if (value === undefined) return undefined;
  if (!consented || typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > 86_400) throw fail.field('usedTodaySeconds', 'invalid');
  return value;
}

/**
 * Development control for guardian consent, absent when NODE_ENV=production (see server/README.md
 * "Dev-only controls"):
 *   POST /dev/guardians/family  a fresh minor of 15 with a legal representative and a waiting consent
 *                               link; body {guardianAccount, consented, legalRepresentative}: whether the
 *                               guardian also has a SPONSOR account, whether they already consented, and
 *                               whether the minor named them at all (false: a minor who has not yet).
 *                               Answers the accounts (password Demo1234), the guardian's name and CPF as
 *                               the minor typed them, and the link's token. With consented true, also
 *                               `controls` {dailyLimitMinutes, purchasesBlocked} saved by the guardian as
 *                               the panel would (the minor gets its notice) and `usedTodaySeconds` already
 *                               counted today (docs/product/guardians.md, Supervision); either without
 *                               consent is refused. With `adultInvite` true (and consent), a fresh adult
 *                               student (19) leads a new team in the open squad event and has invited the
 *                               minor: the invitation waits for the guardian (Safe defaults); answered as
 *                               `adult` {email, playId, teamId, teamName, eventId}.
 */
export const guardianDevRoutes: EndpointGroup = {
  name: 'guardians-dev',
  register(app, { db, config }) {
    if (config.production) return;

    app.post('/dev/guardians/family', async (c) => {
      const body = ((await readBody(c, ['json'])) ?? {}) as Record<string, unknown>;
      const flag = (name: string, fallback: boolean) => {
        const value = body[name];
        if (value === undefined) return fallback;
        if (typeof value !== 'boolean') throw fail.field(name, 'invalid');
        return value;
      };
      const withAccount = flag('guardianAccount', true);
      const consented = flag('consented', false);
      const named = flag('legalRepresentative', true);
      if ((consented && !withAccount) || (consented && !named)) throw fail.field('consented', 'invalid');
      const controls = controlsIn(body.controls, consented);
      const usedTodaySeconds = usedSecondsIn(body.usedTodaySeconds, consented);
      const adultInvite = flag('adultInvite', false);
      if (adultInvite && !consented) throw fail.field('adultInvite', 'invalid');

      const tag = randomBytes(4).toString('hex');
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const guardian = { firstName: 'Clara', lastName: `Nogueira ${tag}`, email: `responsavel.${tag}@example.com` };
      const answer = await db.transaction(async (tx) => {
        const [minor] = await tx
          .insert(users)
          .values({
            userName: `menor.${tag}`,
            email: `menor.${tag}@example.com`,
            passwordHash,
            emailVerified: true,
            firstName: 'Bruna',
            lastName: `Teste ${tag}`,
            role: 'STUDENT',
            birthDate: bornYearsAgo(15),
            playId: `Bruna${tag}#0015`,
            acceptUseTerms: true,
            firstAccessAt: new Date(),
          })
          .returning({ id: users.id, email: users.email, firstName: users.firstName, playId: users.playId });
        const account = withAccount
          ? (
              await tx
                .insert(users)
                .values({
                  userName: `resp.${tag}`,
                  email: guardian.email,
                  passwordHash,
                  emailVerified: true,
                  firstName: guardian.firstName,
                  lastName: guardian.lastName,
                  role: 'SPONSOR',
                  birthDate: bornYearsAgo(40),
                  playId: `Clara${tag}#0040`,
                  acceptUseTerms: true,
                  firstAccessAt: new Date(),
                })
                .returning({ id: users.id, firstName: users.firstName })
            )[0]
          : undefined;
        if (!named) return { minor: minor!, token: null };
        await tx.insert(legalRepresentatives).values({
          userId: minor!.id,
          userName: `resp.${tag}`,
          firstName: guardian.firstName,
          lastName: guardian.lastName,
          cpf: FAMILY_CPF,
          phoneDdd: '11',
          phoneNumber: '987650000',
          email: guardian.email,
          acceptImageStudentTerms: true,
        });
        const token = await sendGuardianInvitation(tx, config.publicOrigin, minor!, guardian);
        if (consented) await answerInvitation(tx, (await findInvitation(tx, token))!, account!, 'ACCEPT');
        if (controls) await saveControls(tx, account!, minor!.id, controls);
        if (usedTodaySeconds !== undefined) await tx.insert(userActivity).values({ userId: minor!.id, day: todayInBrazil(), seconds: usedTodaySeconds, lastBeatAt: new Date() });
        if (!adultInvite) return { minor: minor!, token };
        const [adult] = await tx
          .insert(users)
          .values({
            userName: `adulto.${tag}`,
            email: `adulto.${tag}@example.com`,
            passwordHash,
            emailVerified: true,
            firstName: 'Otávio',
            lastName: `Adulto ${tag}`,
            role: 'STUDENT',
            birthDate: bornYearsAgo(19),
            playId: `Otavio${tag}#0019`,
            acceptUseTerms: true,
            firstAccessAt: new Date(),
          })
          .returning({ id: users.id, email: users.email, playId: users.playId });
        const eventId = DEMO_EVENTS.openSquad;
        const teamName = `Squad ${tag}`;
        const [team] = await tx.insert(teams).values({ eventId, name: teamName, leaderId: adult!.id }).returning({ id: teams.id });
        await tx.insert(teamMembers).values({ teamId: team!.id, eventId, userId: adult!.id });
        await tx.insert(teamInvites).values({ teamId: team!.id, userId: minor!.id, userIdentification: minor!.playId, awaitingGuardian: true });
        const [event] = await tx.select({ id: tournaments.id, name: tournaments.name }).from(tournaments).where(eq(tournaments.id, eventId));
        await noticeInvitation(tx, minor!, { leader: adult!.playId, team: teamName, event: event!, awaitingGuardian: true });
        return { minor: minor!, token, adult: { email: adult!.email, playId: adult!.playId, teamId: team!.id, teamName, eventId } };
      });
      return c.json(
        {
          minor: answer.minor,
          guardian: { email: guardian.email, fullName: `${guardian.firstName} ${guardian.lastName}`, cpf: FAMILY_CPF, account: withAccount },
          token: answer.token,
          ...('adult' in answer ? { adult: answer.adult } : {}),
        },
        201,
      );
    });
  },
};
