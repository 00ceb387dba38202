import type { Executor } from '../db/executor';
import { notifications, quests, users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { grantReward } from '../services/rewards';
import { DEMO_PASSWORD, bornYearsAgo } from './demo-accounts';
import { cityId } from './places';
import type { Seed } from './seed';
import { DEMO_EVENTS } from './tournaments';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The bell's demo: 320 notifications (300 unread) and five current quests. */
export const NOTIFICATIONS_DEMO_EMAIL = 'notificacoes@example.com';
export const NOTIFICATIONS_DEMO_COUNT = 320;
/** The reward dialog's demo: three rewards not yet seen, one of them a level-up. */
export const REWARDS_DEMO_EMAIL = 'recompensas@example.com';
/** The journey mission the reward demo finished (the `finished_mission` its links carry). */
export const REWARDS_DEMO_MISSION = 'jornada-logica-capitulo-1-missao-2';


/** Every kind of target the panel knows (docs/product/notifications.md, Screens): each key, 'tournament:id' and a plain path. */
const TEMPLATES: { title: string; text: string; targetKey: string | null; imageKey: string | null }[] = [
  { title: 'Torneio começando', text: 'A Copa Squad League of Legends já está rolando. Acompanhe!', targetKey: `tournament:${DEMO_EVENTS.runningSquad}`, imageKey: 'tournaments/LEAGUE_OF_LEGENDS/award' },
  { title: 'Convite para um time', text: 'Você recebeu um convite para entrar em um time.', targetKey: 'myTeams', imageKey: null },
  { title: 'Seu avatar te espera', text: 'Crie seu avatar 3D e ganhe 35 EXP.', targetKey: 'createAvatar', imageKey: null },
  { title: 'Vincule sua escola', text: 'Entre para o clã da sua escola e ganhe 50 EXP.', targetKey: 'addClan', imageKey: null },
  { title: 'Chame a galera', text: 'Convide 5 amigos e ganhe 50 EXP.', targetKey: 'inviteFriends', imageKey: null },
  { title: 'Complete seu perfil', text: 'Faltam poucos dados para completar seu perfil.', targetKey: 'profile', imageKey: null },
  { title: 'Inscrições abertas', text: 'A Arena Aberta Rocket League 1v1 está com inscrições abertas.', targetKey: `tournament:${DEMO_EVENTS.openSolo}`, imageKey: 'tournaments/ROCKET_LEAGUE/award' },
  { title: 'Novos torneios', text: 'Veja os torneios com inscrições abertas nesta semana.', targetKey: '/tournaments', imageKey: null },
  { title: 'Recado da Arena', text: 'Boas partidas e bons estudos nesta semana!', targetKey: null, imageKey: 'tournaments/DEFAULT/award' },
];

/** `count` notifications for one user, newest first every 37 minutes; all but the oldest `read` unread. */
export function demoNotifications(userId: number, count: number, now: Date, read = 0) {
  return Array.from({ length: count }, (_, i) => {
    const template = TEMPLATES[i % TEMPLATES.length]!;
    const insertTime = new Date(now.getTime() - (i + 1) * 37 * MINUTE);
    return { userId, ...template, title: `${template.title} #${count - i}`, insertTime, readAt: i >= count - read ? insertTime : null };
  });
}

async function createStudent(db: Executor, now: Date, values: { email: string; userName: string; firstName: string; playId: string; age: number; experience: number }) {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      userName: values.userName,
      firstName: values.firstName,
      lastName: 'Demo',
      playId: values.playId,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerified: true,
      role: 'STUDENT',
      birthDate: bornYearsAgo(values.age, now),
      gender: 'DO_NOT_INFORM',
      ...cityId('MG', 'Belo Horizonte'),
      acceptUseTerms: true,
      firstAccessAt: new Date(now.getTime() - 20 * DAY),
      experience: values.experience,
    })
    .returning({ id: users.id });
  return user!.id;
}

export const notificationsSeed: Seed = {
  name: 'notifications-and-rewards',
  async run(db) {
    const now = new Date();
    const bell = await createStudent(db, now, { email: NOTIFICATIONS_DEMO_EMAIL, userName: 'rafa.sino', firstName: 'Rafaela', playId: 'RafaSino#3001', age: 16, experience: 240 });
    const rows = demoNotifications(bell, NOTIFICATIONS_DEMO_COUNT, now, 20);
    for (let start = 0; start < rows.length; start += 200) await db.insert(notifications).values(rows.slice(start, start + 200));
    const mission = (key: string, title: string, description: string, target: string, minutesAgo: number) => ({
      userId: bell,
      key,
      type: 'MISSION',
      title,
      description,
      target,
      insertTime: new Date(now.getTime() - minutesAgo * MINUTE),
    });
    await db.insert(quests).values([
      mission('createAvatar', 'Crie seu avatar', 'Ganhe 35 EXP ao criar seu avatar 3D.', 'createAvatar', 5),
      mission('addClan', 'Vincule sua escola', 'Ganhe 50 EXP ao vincular sua escola.', 'addClan', 6),
      mission('completeProfile', 'Complete seu perfil', 'Ganhe 50 EXP ao completar seu perfil.', 'profile', 7),
      mission('inviteFriends', 'Convide 5 amigos', 'Ganhe 50 EXP quando 5 amigos se cadastrarem.', 'inviteFriends', 8),
      mission('joinTournament', 'Entre no torneio', 'Inscreva-se na Arena Aberta Rocket League 1v1.', `tournament:${DEMO_EVENTS.openSolo}`, 9),
    ]);

    // Experience 60 (level 1, 60 of 100): the journey mission's 70 EXP levels up to 2.
    const rewarded = await createStudent(db, now, { email: REWARDS_DEMO_EMAIL, userName: 'caio.premio', firstName: 'Caio', playId: 'CaioPremio#3002', age: 15, experience: 60 });
    await grantReward(db, rewarded, {
      source: 'JOURNEY',
      sourceId: REWARDS_DEMO_MISSION,
      journeyId: 1,
      title: 'Missão 2: Sequências lógicas',
      description: 'Você concluiu a segunda missão do capítulo 1 de Raciocínio Lógico.',
      score: 87.5,
      experience: 70,
      matchPoints: { ANALYTICAL_THINKING: 12.5, INTEGRAL_THINKING: 8.25, DIGITAL_FLUENCY: 4 },
    });
    await grantReward(db, rewarded, { source: 'QUEST', sourceId: 'createAvatar', title: 'Crie seu avatar', description: 'Você criou seu avatar 3D.', experience: 35 });
    await grantReward(db, rewarded, {
      source: 'JOURNEY',
      sourceId: 'jornada-logica-capitulo-1-missao-3',
      journeyId: 1,
      title: 'Missão 3: Padrões',
      description: 'Você concluiu a terceira missão do capítulo 1.',
      score: 58,
      experience: 20,
      matchPoints: { STRATEGIC_INTELLIGENCE: 3.5 },
    });
  },
};
