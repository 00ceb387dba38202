import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { eventSubscriptions, teamInvites, teamMembers, teams, users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_EVENTS } from './tournaments';
import type { Seed } from './seed';

const DAY = 24 * 3600_000;

/** Students who fill the demo squads (password Demo1234), listed in server/README.md. */
export const SQUAD_PLAYERS = [
  { email: 'jogador1@example.com', userName: 'lucas.squad', firstName: 'Lucas', lastName: 'Moreira (demo)', playId: 'LucasSquad#2101', birthDate: '2010-03-14' },
  { email: 'jogador2@example.com', userName: 'bia.squad', firstName: 'Beatriz', lastName: 'Nunes (demo)', playId: 'BiaSquad#2102', birthDate: '2009-08-02' },
  { email: 'jogador3@example.com', userName: 'theo.squad', firstName: 'Théo', lastName: 'Ramos (demo)', playId: 'TheoSquad#2103', birthDate: '2011-01-21' },
  { email: 'jogador4@example.com', userName: 'ana.squad', firstName: 'Ana', lastName: 'Lopes (demo)', playId: 'AnaSquad#2104', birthDate: '2010-11-30' },
  { email: 'jogador5@example.com', userName: 'gabi.squad', firstName: 'Gabriela', lastName: 'Dias (demo)', playId: 'GabiSquad#2105', birthDate: '2009-05-09' },
  { email: 'jogador6@example.com', userName: 'davi.squad', firstName: 'Davi', lastName: 'Souza (demo)', playId: 'DaviSquad#2106', birthDate: '2011-07-17' },
] as const;

/**
 * Students in no team, for the browser tests that build squads from scratch (password Demo1234):
 * reserva01@example.com … reserva32@example.com, Play IDs Reserva01#3101 … Reserva32#3132.
 */
export const SQUAD_RESERVES = Array.from({ length: 32 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    email: `reserva${n}@example.com`,
    userName: `reserva.${n}`,
    firstName: 'Reserva',
    lastName: `${n} (demo)`,
    playId: `Reserva${n}#${3101 + i}`,
    birthDate: `2010-0${1 + (i % 9)}-1${i % 10}`,
  };
});

async function idsByEmail(db: Executor, emails: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [...emails]));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Teams in every state (forming, full awaiting confirmation, subscribed) and pending invites for the demo students. */
export const teamsSeed: Seed = {
  name: 'teams',
  async run(db) {
    const now = Date.now();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.insert(users).values(
      [...SQUAD_PLAYERS, ...SQUAD_RESERVES].map((player) => ({ ...player, passwordHash, emailVerified: true, role: 'STUDENT' as const, acceptUseTerms: true, firstAccessAt: new Date(now - 30 * DAY) })),
    );
    const id = await idsByEmail(db, [...SQUAD_PLAYERS.map((p) => p.email), 'aluno@example.com', 'aluna.vip@example.com', 'adulto@example.com']);
    const user = (email: string) => id.get(email)!;

    const team = async (eventId: number, name: string, leader: string, members: string[], subscribed = false, ageDays = 2) => {
      const [created] = await db
        .insert(teams)
        .values({ eventId, name, leaderId: user(leader), subscribed, createdAt: new Date(now - ageDays * DAY) })
        .returning({ id: teams.id });
      const everyone = [leader, ...members];
      await db.insert(teamMembers).values(everyone.map((email, i) => ({ teamId: created!.id, eventId, userId: user(email), joinedAt: new Date(now - ageDays * DAY + i * 3600_000) })));
      if (subscribed) await db.insert(eventSubscriptions).values(everyone.map((email) => ({ eventId, userId: user(email), teamId: created!.id, status: 'COMPLETED' as const })));
      return created!.id;
    };

    // Forming, with invites waiting for two demo students (one by Play ID, one by e-mail).
    const forming = await team(DEMO_EVENTS.openSquad, 'Os Invencíveis', 'jogador1@example.com', ['jogador2@example.com']);
    await db.insert(teamInvites).values([
      { teamId: forming, userId: user('aluno@example.com'), userIdentification: 'PedroDemo#1001' },
      { teamId: forming, userId: user('adulto@example.com'), userIdentification: 'adulto@example.com' },
    ]);
    // Full, waiting for the leader's confirmation.
    await team(DEMO_EVENTS.openSquad, 'Trovões', 'jogador3@example.com', ['jogador4@example.com', 'jogador5@example.com', 'jogador6@example.com']);
    // A duo waiting for aluna.vip's answer.
    const parceiros = await team(DEMO_EVENTS.openDuo, 'Parceiros de Área', 'jogador5@example.com', [], false, 1);
    await db.insert(teamInvites).values({ teamId: parceiros, userId: user('aluna.vip@example.com'), userIdentification: 'aluna.vip@example.com' });
    // Confirmed and subscribed, in a running event.
    await team(DEMO_EVENTS.runningSquad, 'Demo Fênix', 'aluna.vip@example.com', ['jogador1@example.com', 'jogador2@example.com', 'jogador3@example.com'], true, 12);
  },
};
