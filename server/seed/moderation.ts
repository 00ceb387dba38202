import { eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { teams, users } from '../db/schema';
import { fileReport, reviewReport } from '../services/moderation';
import { DEMO_DUO_LEADER, GUARDIAN_DEMO_ACCOUNTS } from './guardians';
import type { Seed } from './seed';

const idOf = async (db: Executor, email: string) => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`The moderation seed needs ${email}.`);
  return user.id;
};

/**
 * Three open reports for the admin's queue (docs/product/moderation.md, Demo data): a player
 * reported for harassment, a team name under review, and the linked minor reported for cheating,
 * which his guardian sees on his page. Each reporter has the "received" notification.
 */
export const moderationSeed: Seed = {
  name: 'moderation',
  async run(db) {
    // Players of the demo events report: the accounts the other demos show keep their own bells.
    // One query after another: the seed's transaction has one connection (pg refuses queries queued on it at once).
    const ids: number[] = [];
    for (const email of ['partida01@example.com', 'partida02@example.com', 'partida03@example.com', 'admin@example.com']) ids.push(await idOf(db, email));
    const [first, second, third, admin] = ids;
    const [rafael] = await db.select({ playId: users.playId }).from(users).where(eq(users.email, DEMO_DUO_LEADER));
    const [tiago] = await db.select({ playId: users.playId }).from(users).where(eq(users.email, GUARDIAN_DEMO_ACCOUNTS.linked));
    const [squad] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Squad da Madrugada'));
    if (!rafael || !tiago || !squad) throw new Error('The moderation seed runs after the guardians seed.');
    const hour = 3_600_000;
    const now = Date.now();
    await fileReport(
      db,
      first!,
      { target: { kind: 'PLAYER', playId: rafael.playId }, category: 'HARASSMENT', details: 'Mandou mensagens ofensivas no chat do time depois da partida e chamou para briga.' },
      new Date(now - 30 * hour),
    );
    const team = await fileReport(db, second!, { target: { kind: 'TEAM', teamId: squad.id }, category: 'OFFENSIVE_NAME', details: '' }, new Date(now - 20 * hour));
    await reviewReport(db, admin!, team, new Date(now - 2 * hour));
    await fileReport(
      db,
      third!,
      { target: { kind: 'PLAYER', playId: tiago.playId }, category: 'CHEATING', details: 'Acho que usou um programa para mirar sozinho: acertou todos os tiros de longe.' },
      new Date(now - 6 * hour),
    );
  },
};
