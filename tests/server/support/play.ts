import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { CreateEventRequest } from '@/contract/play';
import { schoolLinks, tournaments, users } from '../../../server/db/schema';
import type { RunningServer } from '../../../server/server';
import { enrol } from '../../../server/services/play/scenario';
import { signIn } from './browser';
import { api, startTestServer } from './harness';
import { createStudent, type TestStudent } from './events';

const MINUTE = 60_000;

export type PlayEventOptions = Partial<typeof tournaments.$inferInsert>;

/** An event with play settings, written straight into the database; starts in 30 minutes (check-in open) unless told. */
export async function createPlayEvent(server: RunningServer, options: PlayEventOptions = {}): Promise<number> {
  const now = Date.now();
  const modeQuantity = options.modeQuantity ?? 1;
  const [row] = await server.database.db
    .insert(tournaments)
    .values({
      name: `Jogo ${randomBytes(3).toString('hex')}`,
      status: 'WAITING_START',
      game: 'ROCKET_LEAGUE',
      mode: modeQuantity === 1 ? 'SOLO' : 'SQUAD',
      modeQuantity,
      startDate: new Date(now + 30 * MINUTE),
      subscriptionsStart: new Date(now - 48 * 60 * MINUTE),
      subscriptionsEnd: new Date(now - 60 * MINUTE),
      ...options,
    })
    .returning({ id: tournaments.id });
  return row!.id;
}

/** `count` new students subscribed (solo) or in confirmed teams of `teamSize`; answers each entry's leader and members in subscription order. */
export async function enrolStudents(server: RunningServer, eventId: number, count: number, teamSize = 1): Promise<Array<{ leader: TestStudent; members: TestStudent[] }>> {
  const students: TestStudent[] = [];
  for (let i = 0; i < count * teamSize; i += 1) students.push(await createStudent(server));
  const entries = await enrol(
    server.database.db,
    eventId,
    students.map((student) => student.id),
    teamSize,
    (index) => `Time ${index + 1}`,
  );
  return entries.map((entry) => ({ leader: students.find((s) => s.id === entry.leaderId)!, members: entry.memberIds.map((id) => students.find((s) => s.id === id)!) }));
}

/** An educator (TEACHER unless told) linked to `schoolId`, signed in. */
export async function createEducator(server: RunningServer, schoolId: number, role: 'TEACHER' | 'COORDINATOR' = 'TEACHER'): Promise<TestStudent> {
  const educator = await createStudent(server, { role: 'TEACHER', birthDate: '1985-03-02' });
  if (role !== 'TEACHER') {
    await server.database.db.update(users).set({ role }).where(eq(users.id, educator.id));
  }
  await server.database.db.insert(schoolLinks).values({ userId: educator.id, institutionId: schoolId, linkStepsCompleted: true, currentStep: 4, institutionStatusCode: 3 });
  return educator;
}

/** A test server for the file (started before its tests, closed after) and the demo ADMIN's token on it. */
export function usePlayServer(): { server: RunningServer; admin: string } {
  const context = {} as { server: RunningServer; admin: string };
  beforeAll(async () => {
    context.server = await startTestServer();
    context.admin = await adminToken(context.server);
  });
  afterAll(async () => {
    await context.server?.close();
  });
  return context;
}

const admins = new WeakMap<RunningServer, Promise<string>>();
/** The demo ADMIN's access token on this server, signed in once. */
export function adminToken(server: RunningServer): Promise<string> {
  if (!admins.has(server)) admins.set(server, signIn(server.url, 'admin@example.com').then((tokens) => tokens.access_token));
  return admins.get(server)!;
}

export const call = <B = unknown>(server: RunningServer, method: string, path: string, token: string, json?: unknown) =>
  api(server, path, { method, token, json }) as Promise<{ status: number; json: B; headers: Headers; text: string }>;

/** A valid event form, changed by `overrides`. */
export function eventForm(overrides: Partial<CreateEventRequest> = {}): CreateEventRequest {
  const now = Date.now();
  return {
    name: 'Copa de Teste',
    subTitle: 'Um evento para testar',
    game: 'ROCKET_LEAGUE',
    format: 'SINGLE_ELIMINATION',
    teamSize: 1,
    bestOf: 3,
    thirdPlaceMatch: false,
    seeding: 'SUBSCRIPTION',
    subscriptionsStart: new Date(now - 60 * MINUTE).toISOString(),
    subscriptionsEnd: new Date(now + 24 * 60 * MINUTE).toISOString(),
    startDate: new Date(now + 48 * 60 * MINUTE).toISOString(),
    checkInMinutes: 60,
    autoConfirmMinutes: 30,
    noShowGraceMinutes: 15,
    capacity: null,
    rules: '<p>Regras</p>',
    pointsTable: null,
    lobbySize: null,
    royaleRounds: null,
    schoolEvent: true,
    ...overrides,
  };
}
