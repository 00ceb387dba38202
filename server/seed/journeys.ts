import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { levelFromExperience } from '../../src/domain/rewards/levels';
import { banners, journeyCampaigns, journeyChapterProgress, journeyChapters, journeyRanking, journeys, journeySubscriptions, rewardActivities, users } from '../db/schema';
import { missionReward } from '../services/journeys';
import type { Seed } from './seed';

type Monetization = 'FREE' | 'PREMIUM' | 'SCHOOL_LINKED';

interface DemoJourney {
  id: number;
  title: string;
  topic: string;
  monetizationType: Monetization;
  duration: number;
  description: string;
  /** Campaign count (months); 0 leaves the journey without campaigns. */
  campaigns: number;
}

/** Fixed ids the tests and the README name. */
export const DEMO_JOURNEYS = {
  logic: 1,
  fortnite: 4,
  futureCreators: 5,
  playEnglish: 11,
  science: 8,
  empty: 18,
} as const;

/** The journey with 10,000 ranking entries. */
export const RANKED_JOURNEY = DEMO_JOURNEYS.logic;
export const RANKING_ENTRIES = 10_000;

const JOURNEYS: DemoJourney[] = [
  { id: 1, title: 'Raciocínio Lógico', topic: 'logic', monetizationType: 'FREE', duration: 1290, campaigns: 4, description: 'Desafios de lógica, padrões e estratégia para treinar o pensamento analítico jogando.' },
  { id: 2, title: 'Empreendedorismo', topic: 'business', monetizationType: 'FREE', duration: 960, campaigns: 3, description: 'Da ideia ao plano: crie um projeto, entenda seu público e apresente sua proposta.' },
  { id: 3, title: 'Interpretação de Texto', topic: 'reading', monetizationType: 'FREE', duration: 845, campaigns: 3, description: 'Leia, compreenda e argumente com textos de games, notícias e histórias.' },
  { id: 4, title: 'Fortnite: Modo Criativo', topic: 'fortnite', monetizationType: 'PREMIUM', duration: 1500, campaigns: 3, description: 'Construa ilhas, crie regras de jogo e publique seu próprio mapa no modo criativo.' },
  { id: 5, title: 'Criadores do Futuro', topic: 'creators', monetizationType: 'SCHOOL_LINKED', duration: 1200, campaigns: 3, description: 'Projetos de tecnologia e criatividade para quem estuda em uma escola parceira.' },
  { id: 6, title: 'Artes', topic: 'arts', monetizationType: 'FREE', duration: 720, campaigns: 3, description: 'Cores, formas e narrativas visuais: da arte clássica ao design de games.' },
  { id: 7, title: 'Engenharia', topic: 'engineering', monetizationType: 'PREMIUM', duration: 1380, campaigns: 3, description: 'Estruturas, máquinas e protótipos: pense como engenheira ou engenheiro.' },
  { id: 8, title: 'Ciências', topic: 'science', monetizationType: 'FREE', duration: 905, campaigns: 3, description: 'Experimentos e investigações sobre o mundo natural, com método científico.' },
  { id: 9, title: 'Tecnologia', topic: 'technology', monetizationType: 'FREE', duration: 780, campaigns: 3, description: 'Como funcionam computadores, redes e a internet que você usa todo dia.' },
  { id: 10, title: 'Matemática', topic: 'math', monetizationType: 'SCHOOL_LINKED', duration: 1110, campaigns: 3, description: 'Números, funções e geometria com desafios que parecem fases de jogo.' },
  { id: 11, title: 'Play English', topic: 'english', monetizationType: 'PREMIUM', duration: 2400, campaigns: 3, description: 'Inglês para gamers: ouça, fale, leia e escreva com o vocabulário dos jogos.' },
  { id: 12, title: 'IT Start: HTML/CSS', topic: 'html', monetizationType: 'FREE', duration: 600, campaigns: 3, description: 'Monte suas primeiras páginas web com HTML e dê estilo a elas com CSS.' },
  { id: 13, title: 'IT Start: Javascript', topic: 'javascript', monetizationType: 'FREE', duration: 840, campaigns: 3, description: 'Dê vida às páginas com Javascript: variáveis, funções e eventos.' },
  { id: 14, title: 'IT Start: Node.JS', topic: 'node', monetizationType: 'PREMIUM', duration: 900, campaigns: 3, description: 'Programe servidores e APIs com Node.JS.' },
  { id: 15, title: 'IT Start: React', topic: 'react', monetizationType: 'PREMIUM', duration: 960, campaigns: 3, description: 'Crie interfaces com componentes, estado e efeitos em React.' },
  { id: 16, title: 'Raciocínio Lógico (demonstração)', topic: 'demo', monetizationType: 'FREE', duration: 95, campaigns: 1, description: 'Uma amostra gratuita da jornada de Raciocínio Lógico.' },
  { id: 17, title: 'Play English (demonstração)', topic: 'demo', monetizationType: 'FREE', duration: 60, campaigns: 1, description: 'Uma amostra gratuita da jornada Play English.' },
  { id: 18, title: 'Jornada em preparação', topic: 'demo', monetizationType: 'FREE', duration: 0, campaigns: 0, description: 'Esta jornada ainda não tem campanhas publicadas.' },
];

const MONTHS = ['Fevereiro', 'Março', 'Abril', 'Maio', 'Junho'];
const CAMPAIGN_TITLES = ['Primeiros passos', 'Ganhando ritmo', 'Desafio avançado', 'Grande final', 'Bônus'];
const CHAPTERS_PER_CAMPAIGN = 4;

/** Scores on every star boundary (docs/product/journeys.md, Limits), in the order aluna.vip finished the chapters of journey 1. */
export const BOUNDARY_SCORES = [59.99, 60, 64.99, 65, 74.99, 75, 84.99, 85, 94.99, 95, 100];

/** The demo journeys, campaigns and chapters, banners, a 10,000-entry ranking and demo progress. */
export const journeysSeed: Seed = {
  name: 'journeys',
  async run(db: Executor) {
    await db.insert(journeys).values(
      JOURNEYS.map((journey, index) => ({
        id: journey.id,
        externalId: `journey-${journey.topic}-${journey.id}`,
        title: journey.title,
        description: journey.description,
        duration: journey.duration,
        topic: journey.topic,
        monetizationType: journey.monetizationType,
        position: index,
      })),
    );
    await db.execute(sql`select setval(pg_get_serial_sequence('journeys', 'id'), (select max(id) from journeys))`);

    for (const journey of JOURNEYS) {
      for (let c = 0; c < journey.campaigns; c += 1) {
        // Journey 1's third month is premium content inside a free course; its last month is not all released.
        const [campaign] = await db
          .insert(journeyCampaigns)
          .values({ journeyId: journey.id, module: 1, position: c, month: MONTHS[c]!, title: CAMPAIGN_TITLES[c]!, requiresPremium: journey.id === 1 && c === 2 })
          .returning({ id: journeyCampaigns.id });
        await db.insert(journeyChapters).values(
          Array.from({ length: CHAPTERS_PER_CAMPAIGN }, (_, k) => ({
            campaignId: campaign!.id,
            position: k,
            title: `Capítulo ${c * CHAPTERS_PER_CAMPAIGN + k + 1}`,
            released: !(journey.id === 1 && c === 3 && k >= 2),
          })),
        );
      }
    }

    // 10,000 players in journey 1's ranking, written by the database in one statement.
    await db.execute(sql`
      insert into journey_ranking (journey_id, user_id, play_id, total_mp, user_level, small_avatar_url)
      select ${RANKED_JOURNEY}, null, 'Jogador' || n || '#' || (1000 + n % 9000), round((${RANKING_ENTRIES + 1} - n) * 0.0375 + (n % 97) * 0.0001, 4), 1 + (${RANKING_ENTRIES} - n) / 400, '/media/avatars/' || (n % 8) || '.svg'
      from generate_series(1, ${RANKING_ENTRIES}) as n`);
    // A shorter ranking on the science journey.
    await db.execute(sql`
      insert into journey_ranking (journey_id, user_id, play_id, total_mp, user_level, small_avatar_url)
      select ${DEMO_JOURNEYS.science}, null, 'Cientista' || n || '#' || (2000 + n), round((31 - n) * 0.5125, 4), 1 + (31 - n) / 6, '/media/avatars/' || (n % 8) || '.svg'
      from generate_series(1, 30) as n`);

    await db.insert(banners).values([
      {
        position: 0,
        title: 'Temporada de jornadas 2023',
        text: 'Aprenda jogando, suba no ranking e ganhe MatchPoints.',
        images: { desktop: '/media/banners/clip.jpg', mobile: '/media/banners/clip.jpg' },
        target: '/courses',
        videos: { landscape: '/media/banners/landscape.webm', portrait: '/media/banners/portrait.webm' },
      },
      {
        position: 1,
        title: 'Seja Premium',
        text: 'Mais de 200 horas de conteúdo em três planos anuais.',
        images: { desktop: '/media/banners/1-desktop.svg', mobile: '/media/banners/1-mobile.svg' },
        target: 'premium',
        videos: null,
      },
      {
        position: 2,
        title: 'Torneios abertos',
        text: 'Inscreva-se nos torneios escolares da semana.',
        images: { desktop: '/media/banners/2-desktop.svg', mobile: '/media/banners/2-mobile.svg' },
        target: '/tournaments',
        videos: null,
      },
      {
        position: 3,
        title: 'Comunidade no Discord',
        text: 'Converse com outros estudantes e tire dúvidas.',
        images: { desktop: '/media/banners/3-desktop.svg', mobile: '/media/banners/3-mobile.svg' },
        target: 'https://discord.com/invite/arenaescolar',
        videos: null,
      },
      {
        position: 4,
        title: 'Ciências em vídeo',
        text: 'Um vídeo que não carrega mostra a imagem no lugar.',
        images: { desktop: '/media/banners/4-desktop.svg', mobile: '/media/banners/4-mobile.svg' },
        target: `/courses/detail?id=${DEMO_JOURNEYS.science}`,
        videos: { landscape: '/media/banners/missing-landscape.webm', portrait: '/media/banners/missing-portrait.webm' },
      },
    ]);

    await seedProgress(db);
  },
};

/**
 * Demo progress as if the missions had been done long ago: chapters, ranking and the journey's
 * reward history (already seen, so no reward dialog; the accounts' EXP stays what the demo says).
 */
async function seedProgress(db: Executor) {
  const people = await db
    .select({ id: users.id, email: users.email, playId: users.playId, experience: users.experience, avatar: users.avatarImageUrl })
    .from(users)
    .where(inArray(users.email, ['aluna.vip@example.com', 'aluno@example.com', 'adulto@example.com']));
  const [logic] = await db.select().from(journeys).where(eq(journeys.id, DEMO_JOURNEYS.logic));
  if (!logic) return;
  const chapters = await db
    .select({ id: journeyChapters.id, title: journeyChapters.title })
    .from(journeyChapters)
    .innerJoin(journeyCampaigns, eq(journeyCampaigns.id, journeyChapters.campaignId))
    .where(eq(journeyCampaigns.journeyId, DEMO_JOURNEYS.logic))
    .orderBy(journeyCampaigns.position, journeyChapters.position);
  const plans: Record<string, Array<[score: number, missions: number]>> = {
    // Every status and every star boundary: ten chapters done, the eleventh half-way, the twelfth locked behind it.
    'aluna.vip@example.com': [...BOUNDARY_SCORES.slice(0, 10).map((score): [number, number] => [score, 4]), [BOUNDARY_SCORES[10]!, 2]],
    'aluno@example.com': [
      [100, 4],
      [70, 1],
    ],
    // Premium expired: February and March done, so April's premium chapters ask for Premium.
    'adulto@example.com': Array.from({ length: 8 }, (): [number, number] => [88, 4]),
  };
  for (const person of people) {
    await db.insert(journeySubscriptions).values({ journeyId: logic.id, userId: person.id });
    let points = 0;
    const plan = plans[person.email] ?? [];
    for (const [index, [score, missions]] of plan.entries()) {
      const chapter = chapters[index]!;
      await db.insert(journeyChapterProgress).values({ chapterId: chapter.id, userId: person.id, missionsDone: missions, score });
      const level = levelFromExperience(person.experience).level;
      for (let mission = 1; mission <= missions; mission += 1) {
        const reward = missionReward(logic.topic, score);
        points += Object.values(reward.matchPoints).reduce((sum, value) => sum + value, 0);
        await db.insert(rewardActivities).values({
          userId: person.id,
          source: 'JOURNEY',
          sourceId: `chapter-${chapter.id}-mission-${mission}`,
          journeyId: logic.id,
          title: `${chapter.title} · Missão ${['I', 'II', 'III', 'IV'][mission - 1]}`,
          description: logic.title,
          experience: reward.experience,
          matchPoints: reward.matchPoints,
          score,
          oldExperience: person.experience,
          oldLevel: level,
          currentExperience: person.experience,
          currentLevel: level,
          leveledUp: false,
          seenAt: new Date(),
        });
      }
    }
    await db.insert(journeyRanking).values({
      journeyId: logic.id,
      userId: person.id,
      playId: person.playId,
      totalMp: Math.round(points * 10_000) / 10_000,
      userLevel: levelFromExperience(person.experience).level,
      smallAvatarUrl: person.avatar,
    });
  }
}
