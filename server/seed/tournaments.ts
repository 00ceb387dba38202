import { sql } from 'drizzle-orm';
import type { EventRestrictions } from '../../src/domain/tournaments/eligibility';
import type { Executor } from '../db/executor';
import { eventSubscriptions, GAMES, tournaments, users } from '../db/schema';
import { DEMO_PASSWORD } from './demo-accounts';
import { hashPassword } from '../services/passwords';
import type { Seed } from './seed';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Game = (typeof GAMES)[number];
type Status = 'OPEN' | 'WAITING_START' | 'RUNNING' | 'CONCLUDED';

/**
 * Subscription windows relative to the seeding moment (docs/product/tournaments.md, States): not yet
 * open, open for days, open for less than a day (the countdown ticks), and closed.
 */
const WINDOWS = {
  notYetOpen: { status: 'OPEN', subscriptionsStart: 2 * DAY, subscriptionsEnd: 9 * DAY, start: 12 * DAY },
  openForDays: { status: 'OPEN', subscriptionsStart: -3 * DAY, subscriptionsEnd: 5 * DAY, start: 7 * DAY },
  openForHours: { status: 'OPEN', subscriptionsStart: -6 * DAY, subscriptionsEnd: 5 * HOUR, start: 2 * DAY },
  closed: { status: 'WAITING_START', subscriptionsStart: -10 * DAY, subscriptionsEnd: -1 * DAY, start: 1 * DAY },
  running: { status: 'RUNNING', subscriptionsStart: -20 * DAY, subscriptionsEnd: -5 * DAY, start: -2 * DAY },
  concluded: { status: 'CONCLUDED', subscriptionsStart: -60 * DAY, subscriptionsEnd: -40 * DAY, start: -30 * DAY },
} as const satisfies Record<string, { status: Status; subscriptionsStart: number; subscriptionsEnd: number; start: number }>;

interface DemoTournament {
  id: number;
  name: string;
  subTitle: string;
  game: Game;
  mode: 'SOLO' | 'SOLO_ROYALE' | 'DUO' | 'TRIO' | 'SQUAD';
  modeQuantity: number;
  window: keyof typeof WINDOWS;
  award: string;
  restrictions?: EventRestrictions;
  requiresDiscord?: boolean;
  platform?: string;
}

/** Ids the team seed, the tests and server/README.md refer to. */
export const DEMO_EVENTS = {
  openSolo: 1,
  openDuo: 2,
  openSquad: 3,
  fortniteDiscordSolo: 4,
  minAge16: 5,
  maxAge18: 6,
  studentsOnly: 7,
  completeSchoolLink: 8,
  epicIdRequired: 9,
  highSchoolOnly: 10,
  finalAfterQualifier: 11,
  notYetOpen: 12,
  closingToday: 13,
  runningSquad: 14,
  crowded: 15,
} as const;

const LIST: DemoTournament[] = [
  { id: 1, name: 'Arena Aberta Rocket League 1v1', subTitle: 'Aberto a todos os estudantes', game: 'ROCKET_LEAGUE', mode: 'SOLO', modeQuantity: 1, window: 'openForDays', award: 'Troféu digital e 500 MatchPoints' },
  { id: 2, name: 'Dupla Dinâmica Rocket League', subTitle: 'Monte sua dupla e entre em campo', game: 'ROCKET_LEAGUE', mode: 'DUO', modeQuantity: 2, window: 'openForDays', award: 'Medalhas para a dupla campeã' },
  { id: 3, name: 'Squad Aberto Free Fire', subTitle: 'Times de 4, inscrições abertas', game: 'FREE_FIRE', mode: 'SQUAD', modeQuantity: 4, window: 'openForDays', award: 'Kit gamer para o time campeão' },
  { id: 4, name: 'Fortnite Solo Cup', subTitle: 'Entre no nosso servidor do Discord', game: 'FORTNITE', mode: 'SOLO_ROYALE', modeQuantity: 1, window: 'openForDays', award: 'V-Bucks para os três primeiros', requiresDiscord: true },
  { id: 5, name: 'Desafio Rocket League 16+', subTitle: 'Para quem tem 16 anos ou mais', game: 'ROCKET_LEAGUE', mode: 'SOLO', modeQuantity: 1, window: 'openForDays', award: 'Headset para o campeão', restrictions: { minAge: 16 } },
  { id: 6, name: 'Liga Júnior Free Fire', subTitle: 'Até 18 anos', game: 'FREE_FIRE', mode: 'SOLO', modeQuantity: 1, window: 'openForDays', award: 'Troféu Liga Júnior', restrictions: { maxAge: 18 } },
  { id: 7, name: 'Torneio dos Estudantes Counter-Strike', subTitle: 'Só para estudantes', game: 'COUNTER_STRIKE', mode: 'SOLO', modeQuantity: 1, window: 'openForDays', award: 'Mouse gamer', restrictions: { roles: ['STUDENT'] } },
  { id: 8, name: 'Copa das Escolas League of Legends', subTitle: 'Escola vinculada e aprovada', game: 'LEAGUE_OF_LEGENDS', mode: 'SOLO', modeQuantity: 1, window: 'openForDays', award: 'Troféu para a escola campeã', restrictions: { hasCompleteSchoolLink: true } },
  { id: 9, name: 'Fortnite Epic Cup', subTitle: 'Conta Epic vinculada obrigatória', game: 'FORTNITE', mode: 'SOLO', modeQuantity: 1, window: 'openForDays', award: 'Skins exclusivas', restrictions: { hasEpicId: true } },
  { id: 10, name: 'Circuito Ensino Médio', subTitle: 'Para estudantes do ensino médio', game: 'DEFAULT', mode: 'SOLO', modeQuantity: 1, window: 'openForDays', award: 'Bolsa de curso de programação', restrictions: { educationLevels: ['HIGH_SCHOOL'], hasSchoolLink: true } },
  { id: 11, name: 'Grande Final Rocket League', subTitle: 'Só para quem disputou a Arena Aberta', game: 'ROCKET_LEAGUE', mode: 'SOLO', modeQuantity: 1, window: 'openForDays', award: 'Troféu da Grande Final', restrictions: { subscribedToEvents: [1] } },
  { id: 12, name: 'Temporada de Verão Free Fire', subTitle: 'As inscrições abrem em breve', game: 'FREE_FIRE', mode: 'SOLO', modeQuantity: 1, window: 'notYetOpen', award: 'Diamantes para os finalistas' },
  { id: 13, name: 'Relâmpago Counter-Strike', subTitle: 'Últimas horas para se inscrever', game: 'COUNTER_STRIKE', mode: 'SOLO', modeQuantity: 1, window: 'openForHours', award: 'Teclado mecânico' },
  { id: 14, name: 'Copa Squad League of Legends', subTitle: 'Times de 4 em disputa', game: 'LEAGUE_OF_LEGENDS', mode: 'SQUAD', modeQuantity: 4, window: 'running', award: 'Troféu e medalhas para o time' },
  { id: 15, name: 'Maratona Arena Escolar', subTitle: 'A maior competição do ano', game: 'DEFAULT', mode: 'SOLO', modeQuantity: 1, window: 'running', award: 'Viagem para a final nacional' },
  { id: 16, name: 'Fortnite Build Battle', subTitle: 'Construa mais rápido', game: 'FORTNITE', mode: 'SOLO_ROYALE', modeQuantity: 1, window: 'notYetOpen', award: 'V-Bucks', requiresDiscord: true },
  { id: 17, name: 'Fortnite Squad Royale', subTitle: 'Squads de 4 no Battle Royale', game: 'FORTNITE', mode: 'SQUAD', modeQuantity: 4, window: 'openForHours', award: 'Skins para o squad', requiresDiscord: true },
  { id: 18, name: 'Fortnite Criativo: Mapas Escolares', subTitle: 'Crie e apresente seu mapa', game: 'FORTNITE', mode: 'SOLO', modeQuantity: 1, window: 'closed', award: 'Destaque na página inicial', requiresDiscord: true },
  { id: 19, name: 'Fortnite Duplas de Inverno', subTitle: 'Temporada encerrada', game: 'FORTNITE', mode: 'DUO', modeQuantity: 2, window: 'concluded', award: 'V-Bucks para a dupla', requiresDiscord: true },
  { id: 20, name: 'Rocket League Trio Escolar', subTitle: 'Trios em ação', game: 'ROCKET_LEAGUE', mode: 'TRIO', modeQuantity: 3, window: 'closed', award: 'Medalhas do trio' },
  { id: 21, name: 'Rocket League Clássico', subTitle: 'Edição de outono', game: 'ROCKET_LEAGUE', mode: 'SOLO', modeQuantity: 1, window: 'concluded', award: 'Troféu clássico' },
  { id: 22, name: 'LoL Academia', subTitle: 'Aprenda jogando', game: 'LEAGUE_OF_LEGENDS', mode: 'SOLO', modeQuantity: 1, window: 'notYetOpen', award: 'Mentoria com profissionais' },
  { id: 23, name: 'LoL Duplas na Rift', subTitle: 'Bot lane em foco', game: 'LEAGUE_OF_LEGENDS', mode: 'DUO', modeQuantity: 2, window: 'closed', award: 'Medalhas de dupla' },
  { id: 24, name: 'LoL Clássico Escolar', subTitle: 'Edição encerrada', game: 'LEAGUE_OF_LEGENDS', mode: 'SQUAD', modeQuantity: 4, window: 'concluded', award: 'Troféu clássico' },
  { id: 25, name: 'CS Squad Tático', subTitle: 'Estratégia em equipe', game: 'COUNTER_STRIKE', mode: 'SQUAD', modeQuantity: 4, window: 'running', award: 'Cadeira gamer' },
  { id: 26, name: 'CS Mira Certa', subTitle: 'Edição de primavera', game: 'COUNTER_STRIKE', mode: 'SOLO', modeQuantity: 1, window: 'concluded', award: 'Mousepad personalizado' },
  { id: 27, name: 'Free Fire Duplas', subTitle: 'Sobreviva em dupla', game: 'FREE_FIRE', mode: 'DUO', modeQuantity: 2, window: 'running', award: 'Diamantes para a dupla' },
  { id: 28, name: 'Free Fire Clássico', subTitle: 'Edição encerrada', game: 'FREE_FIRE', mode: 'SQUAD', modeQuantity: 4, window: 'concluded', award: 'Troféu clássico' },
  { id: 29, name: 'Desafio Lógico Arena', subTitle: 'Quebra-cabeças e estratégia', game: 'DEFAULT', mode: 'SOLO', modeQuantity: 1, window: 'closed', award: 'Livros e medalhas' },
  { id: 30, name: 'Arena Escolar Encerramento', subTitle: 'A festa do fim de ano', game: 'DEFAULT', mode: 'SQUAD', modeQuantity: 4, window: 'concluded', award: 'Troféu Arena Escolar' },
  { id: 31, name: 'Educadores em Jogo', subTitle: 'Para professores e diretores', game: 'DEFAULT', mode: 'SOLO', modeQuantity: 1, window: 'openForDays', award: 'Certificado de participação', restrictions: { roles: ['TEACHER', 'COORDINATOR'] } },
  { id: 32, name: 'Rocket League Estreantes', subTitle: 'Só para quem nunca jogou a Grande Final', game: 'ROCKET_LEAGUE', mode: 'SOLO', modeQuantity: 1, window: 'openForHours', award: 'Kit de boas-vindas', restrictions: { notSubscribedToEvents: [11] } },
];

const GAME_LABEL: Record<Game, string> = {
  FORTNITE: 'Fortnite',
  ROCKET_LEAGUE: 'Rocket League',
  LEAGUE_OF_LEGENDS: 'League of Legends',
  COUNTER_STRIKE: 'Counter-Strike',
  FREE_FIRE: 'Free Fire',
  DEFAULT: 'Arena Escolar',
};

/** Rules html within the allow-list (docs/product/tournaments.md, Rules:p, strong, em, u, a, h1-h4, ul, ol, li, br). */
function rulesHtml(event: DemoTournament): string {
  const team = event.modeQuantity > 1 ? `<li>Times de <strong>${event.modeQuantity}</strong> jogadores; o líder confirma o time completo.</li>` : '<li>Participação individual.</li>';
  return [
    `<h2>Regulamento: ${event.name}</h2>`,
    '<p>Leia com atenção antes de se inscrever. Ao se inscrever, você concorda com estas regras.</p>',
    '<h3>Participação</h3>',
    `<ul>${team}<li>Partidas às <strong>19:00</strong> (horário de Brasília).</li><li>Respeite colegas, professores e árbitros.</li></ul>`,
    '<h3>Premiação</h3>',
    `<p><em>${event.award}</em>.</p>`,
    '<p>Dúvidas? Consulte a <a href="https://www.example.com/regulamento" target="_blank" rel="noopener noreferrer">página do regulamento</a>.</p>',
  ].join('');
}

function rowOf(event: DemoTournament, now: number): typeof tournaments.$inferInsert {
  const window = WINDOWS[event.window];
  return {
    id: event.id,
    name: event.name,
    subTitle: event.subTitle,
    status: window.status,
    game: event.game,
    mode: event.mode,
    modeQuantity: event.modeQuantity,
    startDate: new Date(now + window.start),
    location: 'Online',
    platform: event.platform ?? (event.game === 'FREE_FIRE' ? 'Mobile' : 'PC'),
    description: `${event.subTitle}. Torneio de ${GAME_LABEL[event.game]} da Arena Escolar. Premiação: ${event.award}.`,
    termsTarget: null,
    terms: rulesHtml(event),
    awardImage: `/media/tournaments/${event.game}/award.svg`,
    desktopImage: `/media/tournaments/${event.game}/desktop.svg`,
    mobileImage: `/media/tournaments/${event.game}/mobile.svg`,
    subscriptionsStart: new Date(now + window.subscriptionsStart),
    subscriptionsEnd: new Date(now + window.subscriptionsEnd),
    requiresDiscord: event.requiresDiscord ?? false,
    restrictions: event.restrictions ?? {},
  };
}

/** Students created in bulk to fill the crowded event; they share the demo password. */
export const CROWD_SIZE = 520;
const BATCH = 200;

async function seedCrowd(db: Executor, eventId: number, now: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (let from = 1; from <= CROWD_SIZE; from += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, CROWD_SIZE - from + 1) }, (_, i) => from + i);
    const created = await db
      .insert(users)
      .values(
        numbers.map((n) => {
          const tag = String(n).padStart(4, '0');
          return {
            userName: `torcida${tag}`,
            email: `torcida${tag}@example.com`,
            passwordHash,
            emailVerified: true,
            firstName: 'Torcida',
            lastName: `Demo ${tag}`,
            role: 'STUDENT' as const,
            birthDate: `${2008 + (n % 4)}-0${1 + (n % 9)}-1${n % 9}`,
            playId: `Torcida${tag}#${String(2000 + n)}`,
            acceptUseTerms: true,
          };
        }),
      )
      .returning({ id: users.id });
    await db.insert(eventSubscriptions).values(created.map(({ id }, i) => ({ eventId, userId: id, status: 'COMPLETED' as const, createdAt: new Date(now - 10 * DAY + (from + i) * 60_000) })));
  }
}

export const tournamentsSeed: Seed = {
  name: 'tournaments',
  async run(db) {
    const now = Date.now();
    await db.insert(tournaments).values(LIST.map((event) => rowOf(event, now)));
    await db.execute(sql`select setval(pg_get_serial_sequence('tournaments', 'id'), (select max(id) from tournaments))`);
    await seedCrowd(db, DEMO_EVENTS.crowded, now);
  },
};
