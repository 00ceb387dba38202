import { sql } from 'drizzle-orm';
import { activationCodes, notifications, quests, schoolLinks, users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { cityId } from './places';
import type { Seed } from './seed';

export const DEMO_PASSWORD = 'Demo1234';

const DAY = 24 * 3600 * 1000;

/** A birth date that makes the person `years` old today (and not near a birthday). */
/** A birth date that makes someone `years` old on `now`, away from a birthday (100 days past one). */
export function bornYearsAgo(years: number, now = new Date()): string {
  const date = new Date(now.getTime() - 100 * DAY);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

type Role = 'STUDENT' | 'TEACHER' | 'COORDINATOR' | 'SPONSOR' | 'ADMIN';

interface DemoAccount {
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  role: Role;
  age: number;
  gender: 'MALE' | 'FEMALE' | 'NON_BINARY' | 'DO_NOT_INFORM';
  playId: string;
  place: { stateId: number; cityId: number };
  phone: [string, string];
  vip?: 'active' | 'expired';
  firstAccessDone: boolean;
  experience: number;
  schoolLink?: { institutionId: number; complete: boolean; statusCode: number; educationLevel: 'HIGH_SCHOOL' | 'PRIMARY_SCHOOL' | null };
}

/** The seven demo accounts of the README (password Demo1234). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'aluno@example.com',
    userName: 'pedro.demo',
    firstName: 'Pedro',
    lastName: 'Almeida (demo)',
    role: 'STUDENT',
    age: 15,
    gender: 'MALE',
    playId: 'PedroDemo#1001',
    place: cityId('SP', 'São Paulo'),
    phone: ['11', '990001001'],
    firstAccessDone: false,
    experience: 120,
  },
  {
    email: 'aluna.vip@example.com',
    userName: 'julia.demo',
    firstName: 'Júlia',
    lastName: 'Santos (demo)',
    role: 'STUDENT',
    age: 17,
    gender: 'FEMALE',
    playId: 'JuliaDemo#1002',
    place: cityId('SP', 'Campinas'),
    phone: ['19', '990001002'],
    vip: 'active',
    firstAccessDone: true,
    experience: 2350,
    schoolLink: { institutionId: 1, complete: true, statusCode: 3, educationLevel: 'HIGH_SCHOOL' },
  },
  {
    email: 'adulto@example.com',
    userName: 'rafael.demo',
    firstName: 'Rafael',
    lastName: 'Costa (demo)',
    role: 'STUDENT',
    age: 19,
    gender: 'MALE',
    playId: 'RafaelDemo#1003',
    place: cityId('MG', 'Belo Horizonte'),
    phone: ['31', '990001003'],
    vip: 'expired',
    firstAccessDone: true,
    experience: 870,
  },
  {
    email: 'educador@example.com',
    userName: 'mariana.demo',
    firstName: 'Mariana',
    lastName: 'Ferreira (demo)',
    role: 'TEACHER',
    age: 34,
    gender: 'FEMALE',
    playId: 'MarianaDemo#1004',
    place: cityId('PE', 'Recife'),
    phone: ['81', '990001004'],
    firstAccessDone: true,
    experience: 0,
    schoolLink: { institutionId: 3, complete: true, statusCode: 3, educationLevel: null },
  },
  {
    email: 'diretor@example.com',
    userName: 'carlos.demo',
    firstName: 'Carlos',
    lastName: 'Pereira (demo)',
    role: 'COORDINATOR',
    age: 47,
    gender: 'MALE',
    playId: 'CarlosDemo#1005',
    place: cityId('MG', 'Belo Horizonte'),
    phone: ['31', '990001005'],
    firstAccessDone: true,
    experience: 0,
    schoolLink: { institutionId: 2, complete: true, statusCode: 3, educationLevel: null },
  },
  {
    email: 'responsavel@example.com',
    userName: 'fernanda.demo',
    firstName: 'Fernanda',
    lastName: 'Lima (demo)',
    role: 'SPONSOR',
    age: 41,
    gender: 'FEMALE',
    playId: 'FernandaDemo#1006',
    place: cityId('RJ', 'Niterói'),
    phone: ['21', '990001006'],
    firstAccessDone: true,
    experience: 0,
  },
  {
    email: 'admin@example.com',
    userName: 'admin.demo',
    firstName: 'Administração',
    lastName: 'Arena (demo)',
    role: 'ADMIN',
    age: 30,
    gender: 'DO_NOT_INFORM',
    playId: 'AdminDemo#1007',
    place: cityId('DF', 'Brasília'),
    phone: ['61', '990001007'],
    firstAccessDone: true,
    experience: 0,
  },
];

export const demoAccountsSeed: Seed = {
  name: 'demo-accounts',
  async run(db) {
    const now = new Date();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const id = index + 1;
      await db.insert(users).values({
        id,
        userName: account.userName,
        email: account.email,
        passwordHash,
        emailVerified: true,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        birthDate: bornYearsAgo(account.age, now),
        gender: account.gender,
        phoneDdd: account.phone[0],
        phoneNumber: account.phone[1],
        stateId: account.place.stateId,
        cityId: account.place.cityId,
        vipUntil: account.vip === 'active' ? new Date(now.getTime() + 365 * DAY) : account.vip === 'expired' ? new Date(now.getTime() - 30 * DAY) : null,
        vipOnce: account.vip !== undefined,
        firstAccessAt: account.firstAccessDone ? new Date(now.getTime() - 60 * DAY) : null,
        playId: account.playId,
        acceptUseTerms: true,
        acceptReceiveNews: index % 2 === 0,
        experience: account.experience,
      });
      if (account.schoolLink) {
        await db.insert(schoolLinks).values({
          userId: id,
          institutionId: account.schoolLink.institutionId,
          linkStepsCompleted: account.schoolLink.complete,
          currentStep: account.schoolLink.complete ? 4 : 2,
          institutionStatusCode: account.schoolLink.statusCode,
          educationLevel: account.schoolLink.educationLevel,
        });
      }
    }
    await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);

    const aluno = 1;
    const alunaVip = 2;
    await db.insert(notifications).values([
      { userId: aluno, title: 'Boas-vindas à Arena Escolar!', text: 'Complete seu perfil e ganhe 50 EXP.', targetKey: 'profile', insertTime: new Date(now.getTime() - 2 * DAY) },
      { userId: aluno, title: 'Crie seu avatar 3D', text: 'Monte seu avatar e ganhe 35 EXP.', targetKey: 'createAvatar', insertTime: new Date(now.getTime() - DAY) },
      {
        userId: aluno,
        title: 'Convide seus amigos',
        text: 'Convide 5 amigos e ganhe 50 EXP.',
        targetKey: 'inviteFriends',
        insertTime: new Date(now.getTime() - 5 * DAY),
        readAt: new Date(now.getTime() - 4 * DAY),
      },
      { userId: alunaVip, title: 'Seu time foi confirmado', text: 'O time Demo Fênix está inscrito no torneio.', targetKey: 'myTeams', insertTime: new Date(now.getTime() - 3 * 3600 * 1000) },
    ]);
    await db.insert(quests).values([
      { userId: aluno, key: 'createAvatar', type: 'MISSION', title: 'Crie seu avatar', description: 'Ganhe 35 EXP ao criar seu avatar 3D.', target: 'createAvatar' },
      { userId: aluno, key: 'addClan', type: 'MISSION', title: 'Vincule sua escola', description: 'Ganhe 50 EXP ao vincular sua escola.', target: 'addClan' },
      { userId: aluno, key: 'completeProfile', type: 'MISSION', title: 'Complete seu perfil', description: 'Ganhe 50 EXP ao completar seu perfil.', target: 'profile' },
      { userId: alunaVip, key: 'inviteFriends', type: 'MISSION', title: 'Convide 5 amigos', description: 'Ganhe 50 EXP ao convidar 5 amigos.', target: 'inviteFriends' },
      {
        userId: alunaVip,
        key: 'createAvatar',
        type: 'MISSION',
        title: 'Crie seu avatar',
        description: 'Ganhe 35 EXP ao criar seu avatar 3D.',
        target: 'createAvatar',
        status: 'COMPLETED',
      },
    ]);
    await db.insert(activationCodes).values([
      { code: 'DEMO-PREMIUM-0001', months: 12 },
      { code: 'DEMO-PREMIUM-0002', months: 12 },
      { code: 'DEMO-PREMIUM-0003', months: 12 },
      { code: 'DEMO-ESCOLA-0001', months: 12, maxAge: 18 },
      { code: 'DEMO-ESCOLA-0002', months: 12, maxAge: 18 },
    ]);
  },
};
