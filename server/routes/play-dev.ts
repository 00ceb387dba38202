import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { PlayFormat } from '../../src/contract/play';
import { PLAY_FORMATS, playMatches, playParticipants, schoolLinks, tournaments, users } from '../db/schema';
import { pathId, readBody } from '../http/body';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { findEvent } from '../services/play/access';
import { openCheckIn, playWrite, settleEvent, startEvent } from '../services/play/lifecycle';
import { checkInEveryone, createPlayers, enrol } from '../services/play/scenario';
import { hashPassword } from '../services/passwords';
import { DEMO_PASSWORD } from '../seed/demo-accounts';

const MINUTE = 60_000;

const whole = (raw: unknown, field: string, min: number, max: number, fallback: number): number => {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) throw fail.field(field, 'invalid');
  return raw;
};

/**
 * Development controls for tournament play, absent when NODE_ENV=production (see server/README.md
 * "Dev-only controls"):
 *   POST /dev/play/events/{id}/clock?minutes=N  moves the event's deadlines (match ready times, confirm-by,
 *                                               check-in opening and start) N minutes into the past, then
 *                                               applies what became due (auto-confirm, check-in opening)
 *   POST /dev/play/scenario                     a fresh event with fresh players in CHECK_IN or RUNNING;
 *                                               body {phase, format, participants, teamSize, bestOf, checkedIn,
 *                                               capacity, lobbySize, royaleRounds}; answers the accounts and ids
 */
export const playDevRoutes: EndpointGroup = {
  name: 'play-dev',
  register(app, { db, config }) {
    if (config.production) return;

    app.post('/dev/play/events/:id/clock', async (c) => {
      const eventId = pathId(c.req.param('id'), 'status:event.notFound');
      const raw = c.req.query('minutes') ?? '';
      if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw fail.field('minutes', 'invalid');
      const shift = Number(raw) * MINUTE;
      await playWrite(db, eventId, async (tx, event, changes) => {
        const opensAt = event.checkInOpensAt ?? new Date(event.startDate.getTime() - 60 * MINUTE);
        await tx
          .update(tournaments)
          .set({ startDate: new Date(event.startDate.getTime() - shift), checkInOpensAt: new Date(opensAt.getTime() - shift) })
          .where(eq(tournaments.id, eventId));
        await tx
          .update(playMatches)
          .set({
            readyAt: sql`${playMatches.readyAt} - make_interval(mins => ${Number(raw)})`,
            confirmBy: sql`${playMatches.confirmBy} - make_interval(mins => ${Number(raw)})`,
          })
          .where(eq(playMatches.eventId, eventId));
        changes.push({ kind: 'PHASE', matchId: null });
      });
      const event = await settleEvent(db, await findEvent(db, eventId));
      return c.json({ eventId, minutes: Number(raw), phase: event.status });
    });

    app.post('/dev/play/scenario', async (c) => {
      const body = await readBody(c, ['json']);
      const phase = body.phase ?? 'RUNNING';
      if (phase !== 'CHECK_IN' && phase !== 'RUNNING') throw fail.field('phase', 'invalid');
      const format = (body.format ?? 'SINGLE_ELIMINATION') as PlayFormat;
      if (!(PLAY_FORMATS as readonly string[]).includes(format)) throw fail.field('format', 'invalid');
      const count = whole(body.participants, 'participants', 2, 256, 4);
      const teamSize = whole(body.teamSize, 'teamSize', 1, 5, 1);
      const bestOf = whole(body.bestOf, 'bestOf', 1, 5, 1);
      if (bestOf % 2 === 0) throw fail.field('bestOf', 'invalid');
      const capacity = body.capacity === undefined || body.capacity === null ? null : whole(body.capacity, 'capacity', 2, 256, 2);
      const royale = format === 'BATTLE_ROYALE';
      const lobbySize = royale ? whole(body.lobbySize, 'lobbySize', 2, 100, Math.max(2, Math.ceil(count / 2))) : null;
      const royaleRounds = royale ? whole(body.royaleRounds, 'royaleRounds', 1, 10, 2) : null;

      const now = new Date();
      const tag = randomBytes(3).toString('hex');
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      // 17: never restricted by guardian consent (docs/product/guardians.md, Rules), so a scenario needs no guardians.
      const birth = new Date(now.getTime() - 17.5 * 365 * 24 * 60 * MINUTE).toISOString().slice(0, 10);
      const specs = Array.from({ length: count * teamSize + 1 }, (_, i) => ({
        email: `jogo.${tag}.${i + 1}@example.com`,
        userName: `jogo${tag}${i + 1}`,
        firstName: i === count * teamSize ? 'Torcedor' : 'Jogador',
        lastName: `${tag} ${i + 1}`,
        playId: `Jogo${tag}${i + 1}#${String(1000 + i)}`,
        birthDate: birth,
      }));
      const ids = await createPlayers(db, specs, passwordHash, now);
      const [organiser] = await db
        .insert(users)
        .values({
          email: `organiza.${tag}@example.com`,
          userName: `organiza${tag}`,
          firstName: 'Organizadora',
          lastName: tag,
          playId: `Organiza${tag}#0001`,
          birthDate: '1990-05-10',
          passwordHash,
          emailVerified: true,
          role: 'TEACHER',
          acceptUseTerms: true,
          firstAccessAt: now,
        })
        .returning({ id: users.id });
      await db.insert(schoolLinks).values({ userId: organiser!.id, institutionId: 1, linkStepsCompleted: true, currentStep: 4, institutionStatusCode: 3 });

      const [event] = await db
        .insert(tournaments)
        .values({
          name: `Partidas de teste ${tag}`,
          subTitle: 'Evento criado para um teste',
          status: 'WAITING_START',
          game: royale ? 'FORTNITE' : 'ROCKET_LEAGUE',
          mode: teamSize === 1 ? (royale ? 'SOLO_ROYALE' : 'SOLO') : teamSize === 2 ? 'DUO' : teamSize === 3 ? 'TRIO' : 'SQUAD',
          modeQuantity: teamSize,
          startDate: new Date(now.getTime() + 30 * MINUTE),
          subscriptionsStart: new Date(now.getTime() - 3 * 24 * 60 * MINUTE),
          subscriptionsEnd: new Date(now.getTime() - 60 * MINUTE),
          format,
          bestOf,
          seeding: 'SUBSCRIPTION',
          checkInOpensAt: new Date(now.getTime() - MINUTE),
          capacity,
          pointsTable: royale ? { placement: [10, 6, 4, 2, 1], perElimination: 1 } : null,
          lobbySize,
          royaleRounds,
          organiserSchoolId: 1,
          createdBy: organiser!.id,
        })
        .returning();
      const players = ids.slice(0, count * teamSize);
      const entries = await enrol(db, event!.id, players, teamSize, (index) => `Equipe ${tag} ${index + 1}`);
      await playWrite(db, event!.id, async (tx, locked, changes) => {
        const opened = locked.status === 'CHECK_IN' ? locked : await openCheckIn(tx, locked, now, changes);
        if (phase === 'RUNNING' || body.checkedIn === true) await checkInEveryone(tx, opened.id, now);
        if (phase === 'RUNNING') await startEvent(tx, opened, now, changes);
      });

      const participants = await db.select().from(playParticipants).where(eq(playParticipants.eventId, event!.id)).orderBy(asc(playParticipants.position));
      const account = (userId: number) => {
        const spec = specs[ids.indexOf(userId)]!;
        return { userId, email: spec.email, playId: spec.playId };
      };
      const matches = await db
        .select({ id: playMatches.id, stage: playMatches.stage, roundNumber: playMatches.roundNumber, number: playMatches.number, status: playMatches.status, side1: playMatches.side1, side2: playMatches.side2 })
        .from(playMatches)
        .where(eq(playMatches.eventId, event!.id))
        .orderBy(asc(playMatches.stage), asc(playMatches.roundNumber), asc(playMatches.number));
      return c.json(
        {
          eventId: event!.id,
          phase,
          password: DEMO_PASSWORD,
          organiser: { userId: organiser!.id, email: `organiza.${tag}@example.com` },
          admin: { email: 'admin@example.com' },
          outsider: account(ids[ids.length - 1]!),
          participants: entries.map((entry) => {
            const participant = participants.find((row) => row.userId === entry.leaderId);
            return {
              participantId: participant?.id ?? null,
              name: participant?.name ?? null,
              seed: participant?.seed ?? null,
              teamId: entry.teamId,
              leader: account(entry.leaderId),
              members: entry.memberIds.map(account),
            };
          }),
          matches,
        },
        201,
      );
    });
  },
};
