import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { GameScore, MatchStage } from '../../src/contract/play';
import { projectRoot } from '../config';
import type { Executor } from '../db/executor';
import { playEvidence, playLobbyEntries, playMatches, playParticipants, tournaments } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { completeDuel, completeLobby } from '../services/play/engine';
import { openCheckIn, startEvent } from '../services/play/lifecycle';
import { concludeEvent } from '../services/play/organiser';
import { checkInEveryone, createPlayers, enrol } from '../services/play/scenario';
import { DEMO_PASSWORD } from './demo-accounts';
import type { Seed } from './seed';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Ids of the play demo events (docs/product/play.md), listed in server/README.md. */
export const PLAY_DEMO_EVENTS = {
  checkIn: 33,
  doubleElimination: 34,
  royale: 35,
  concluded: 36,
  schoolOpen: 37,
  schoolDraft: 38,
} as const;

/** The demo student who plays in the check-in event and leads a team in the double elimination (aluna.vip@example.com). */
const JULIA = 2;
/** The demo educator (educador@example.com) and her school. */
const MARIANA = 4;
const MARIANA_SCHOOL = 3;

/** Players of the play demo (password Demo1234): partida01@example.com … partida32@example.com. */
export const PLAY_PLAYERS = Array.from({ length: 32 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    email: `partida${n}@example.com`,
    userName: `partida.${n}`,
    firstName: 'Partida',
    lastName: `${n} (demo)`,
    playId: `Partida${n}#${4101 + i}`,
    birthDate: `2009-0${1 + (i % 9)}-1${i % 10}`,
  };
});

const TEAM_NAMES = ['Fênix Dourada', 'Lobos do Cerrado', 'Tubarões Azuis', 'Onças Pintadas', 'Corujas Noturnas', 'Dragões do Sul', 'Raios de Aço', 'Falcões Rápidos', 'Tigres da Serra', 'Panteras Negras', 'Águias do Norte', 'Cometas', 'Ciclones', 'Vulcões', 'Titãs', 'Guardiões'];

function event(id: number, now: number, values: Partial<typeof tournaments.$inferInsert> & Pick<typeof tournaments.$inferInsert, 'name' | 'status' | 'game' | 'mode' | 'modeQuantity'>): typeof tournaments.$inferInsert {
  return {
    id,
    subTitle: 'Torneio com chaveamento na Arena',
    startDate: new Date(now - 2 * 60 * MINUTE),
    subscriptionsStart: new Date(now - 10 * DAY),
    subscriptionsEnd: new Date(now - DAY),
    description: 'Torneio da Arena Escolar jogado dentro da plataforma: check-in, chaveamento, resultados e classificação.',
    terms: '<h2>Regulamento</h2><p>Faça o check-in, jogue suas partidas e registre o resultado na página da partida.</p>',
    awardImage: `/media/tournaments/${values.game}/award.svg`,
    desktopImage: `/media/tournaments/${values.game}/desktop.svg`,
    mobileImage: `/media/tournaments/${values.game}/mobile.svg`,
    seeding: 'SUBSCRIPTION',
    createdBy: 7,
    ...values,
  };
}

const twoNil: GameScore[] = [{ scores: [3, 1] }, { scores: [2, 0] }];

async function matchesOf(db: Executor, eventId: number, stage: MatchStage, roundNumber: number) {
  return db
    .select()
    .from(playMatches)
    .where(and(eq(playMatches.eventId, eventId), eq(playMatches.stage, stage), eq(playMatches.roundNumber, roundNumber)))
    .orderBy(asc(playMatches.number));
}

async function load(db: Executor, eventId: number) {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, eventId));
  return row!;
}

/** Takes the participants, checks everyone in and, when `start`, generates the bracket. */
async function run(db: Executor, eventId: number, now: Date, start: boolean) {
  const opened = await openCheckIn(db, await load(db, eventId), now, []);
  await checkInEveryone(db, eventId, now);
  return start ? startEvent(db, opened, now, []) : opened;
}

export const playSeed: Seed = {
  name: 'play',
  async run(db) {
    const now = new Date();
    const at = now.getTime();
    const players = await createPlayers(db, PLAY_PLAYERS, await hashPassword(DEMO_PASSWORD), new Date(at - 30 * DAY));
    const names = (index: number) => TEAM_NAMES[index]!;
    const solo = { mode: 'SOLO', modeQuantity: 1 } as const;
    const byMariana = { restrictions: { schoolIds: [MARIANA_SCHOOL] }, organiserSchoolId: MARIANA_SCHOOL, createdBy: MARIANA };
    const tournamentRows = [
      event(PLAY_DEMO_EVENTS.checkIn, at, {
        name: 'Check-in Aberto Rocket League',
        subTitle: 'Faça seu check-in para jogar',
        status: 'WAITING_START',
        game: 'ROCKET_LEAGUE',
        ...solo,
        startDate: new Date(at + 3 * DAY),
        checkInOpensAt: new Date(at - 30 * MINUTE),
        bestOf: 3,
        capacity: 8,
      }),
      event(PLAY_DEMO_EVENTS.doubleElimination, at, {
        name: 'Dupla Eliminação Rocket League',
        subTitle: '16 duplas, chave superior e inferior',
        status: 'WAITING_START',
        game: 'ROCKET_LEAGUE',
        mode: 'DUO',
        modeQuantity: 2,
        format: 'DOUBLE_ELIMINATION',
        bestOf: 3,
        autoConfirmMinutes: 1440,
      }),
      event(PLAY_DEMO_EVENTS.royale, at, {
        name: 'Fortnite Battle Royale da Arena',
        subTitle: '24 jogadores em 3 salas',
        status: 'WAITING_START',
        game: 'FORTNITE',
        mode: 'SOLO_ROYALE',
        modeQuantity: 1,
        format: 'BATTLE_ROYALE',
        pointsTable: { placement: [12, 9, 7, 5, 4, 3, 2, 1], perElimination: 1 },
        lobbySize: 8,
        royaleRounds: 3,
        autoConfirmMinutes: 1440,
      }),
      event(PLAY_DEMO_EVENTS.concluded, at, {
        name: 'Copa Relâmpago Counter-Strike',
        subTitle: 'Encerrada: veja a classificação final',
        status: 'WAITING_START',
        game: 'COUNTER_STRIKE',
        ...solo,
        thirdPlaceMatch: true,
        startDate: new Date(at - 5 * DAY),
        subscriptionsStart: new Date(at - 20 * DAY),
        subscriptionsEnd: new Date(at - 7 * DAY),
      }),
      event(PLAY_DEMO_EVENTS.schoolOpen, at, {
        name: 'Copa da Escola Free Fire',
        subTitle: 'Só para estudantes da escola',
        status: 'OPEN',
        game: 'FREE_FIRE',
        ...solo,
        startDate: new Date(at + 10 * DAY),
        subscriptionsStart: new Date(at - 2 * DAY),
        subscriptionsEnd: new Date(at + 8 * DAY),
        ...byMariana,
      }),
      event(PLAY_DEMO_EVENTS.schoolDraft, at, {
        name: 'Liga Interna de Xadrez Rápido',
        subTitle: 'Rascunho da professora',
        status: 'DRAFT',
        game: 'DEFAULT',
        ...solo,
        format: 'ROUND_ROBIN',
        startDate: new Date(at + 20 * DAY),
        subscriptionsStart: new Date(at + 2 * DAY),
        subscriptionsEnd: new Date(at + 15 * DAY),
        ...byMariana,
      }),
    ];
    await db.insert(tournaments).values(tournamentRows);
    await db.execute(sql`select setval(pg_get_serial_sequence('tournaments', 'id'), (select max(id) from tournaments))`);

    // Check-in open now: Júlia and 7 players subscribed; 4 of them already checked in, Júlia not yet.
    await enrol(db, PLAY_DEMO_EVENTS.checkIn, [JULIA, ...players.slice(0, 7)], 1, names);
    await openCheckIn(db, await load(db, PLAY_DEMO_EVENTS.checkIn), now, []);
    await db
      .update(playParticipants)
      .set({ checkedInAt: new Date(at - 10 * MINUTE) })
      .where(and(eq(playParticipants.eventId, PLAY_DEMO_EVENTS.checkIn), inArray(playParticipants.userId, players.slice(0, 4))));

    // Double elimination, half played: Júlia leads "Fênix Dourada" (seed 1) and has a match to report.
    await enrol(db, PLAY_DEMO_EVENTS.doubleElimination, [JULIA, ...players.slice(0, 31)], 2, names);
    const duel = await run(db, PLAY_DEMO_EVENTS.doubleElimination, new Date(at - 3 * 60 * MINUTE), true);
    for (const match of await matchesOf(db, duel.id, 'WINNERS', 1)) await completeDuel(db, duel, match.id, { games: twoNil, outcome: 'CONFIRMED' }, new Date(at - 2 * 60 * MINUTE));
    for (const match of await matchesOf(db, duel.id, 'LOSERS', 1)) await completeDuel(db, duel, match.id, { games: twoNil, outcome: 'CONFIRMED' }, new Date(at - 90 * MINUTE));
    // Round 2 of the winners' side: Júlia's match (the first) stays READY.
    const [, disputed, reported, played] = await matchesOf(db, duel.id, 'WINNERS', 2);
    await completeDuel(db, duel, played!.id, { games: [{ scores: [1, 3] }, { scores: [4, 2] }, { scores: [0, 1] }], outcome: 'AUTO_CONFIRMED' }, new Date(at - 40 * MINUTE));
    await db
      .update(playMatches)
      .set({ status: 'REPORTED', report: { side: 0, at: new Date(at - 20 * MINUTE).toISOString(), games: twoNil, noShow: false }, confirmBy: new Date(at + 1420 * MINUTE), version: 1 })
      .where(eq(playMatches.id, reported!.id));
    const evidenceKey = 'demo-evidencia-disputa-0001-arena';
    const image = new Uint8Array(readFileSync(join(projectRoot, 'src/ui/assets/hero.jpg')));
    await db.insert(playEvidence).values({ key: evidenceKey, matchId: disputed!.id, uploadedBy: players[3]!, contentType: 'image/jpeg', size: image.byteLength, bytes: image });
    await db
      .update(playMatches)
      .set({
        status: 'DISPUTED',
        report: { side: 0, at: new Date(at - 50 * MINUTE).toISOString(), games: [{ scores: [3, 2] }, { scores: [3, 1] }], noShow: false },
        dispute: { side: 1, at: new Date(at - 45 * MINUTE).toISOString(), reason: 'O segundo jogo terminou 1 a 3 para nós; o print mostra o placar final.', evidenceUrl: `/media/evidence/${evidenceKey}` },
        confirmBy: null,
        version: 2,
      })
      .where(eq(playMatches.id, disputed!.id));

    // Battle royale: round 1's three lobbies scored, round 2 drawn.
    await enrol(db, PLAY_DEMO_EVENTS.royale, players.slice(0, 24), 1, names);
    const royale = await run(db, PLAY_DEMO_EVENTS.royale, new Date(at - 3 * 60 * MINUTE), true);
    for (const lobby of await matchesOf(db, royale.id, 'LOBBY', 1)) {
      const entries = await db.select().from(playLobbyEntries).where(eq(playLobbyEntries.matchId, lobby.id)).orderBy(asc(playLobbyEntries.participantId));
      const results = entries.map((entry, index) => ({ participantId: entry.participantId, placement: ((index + lobby.number) % entries.length) + 1, eliminations: (entries.length - index + lobby.number) % 6 }));
      await completeLobby(db, royale, lobby.id, results, 'CONFIRMED', new Date(at - 60 * MINUTE));
    }

    // Concluded: every match played, standings fixed, rewards paid and everyone told their place.
    await enrol(db, PLAY_DEMO_EVENTS.concluded, players.slice(8, 16), 1, names);
    const finished = await run(db, PLAY_DEMO_EVENTS.concluded, new Date(at - 5 * DAY), true);
    for (let guard = 0; guard < 20; guard += 1) {
      const [ready] = await db
        .select()
        .from(playMatches)
        .where(and(eq(playMatches.eventId, finished.id), eq(playMatches.status, 'READY')))
        .orderBy(asc(playMatches.id))
        .limit(1);
      if (!ready) break;
      const scores: [number, number] = ready.number % 2 === 1 ? [2, 0] : [0, 2];
      await completeDuel(db, finished, ready.id, { games: [{ scores }], outcome: 'CONFIRMED' }, new Date(at - 5 * DAY + guard * 30 * MINUTE));
    }
    await concludeEvent(db, await load(db, finished.id), []);
  },
};
