import { randomBytes } from 'node:crypto';
import type { EventRestrictions } from '@/domain/tournaments/eligibility';
import { schoolLinks, tournaments, users } from '../../../server/db/schema';
import type { RunningServer } from '../../../server/server';
import { hashPassword } from '../../../server/services/passwords';
import { signIn } from './browser';
import { giveConsentingGuardian, needsConsent } from './guardians';

const HOUR = 3600_000;
let passwordHash: Promise<string> | undefined;

export interface EventOptions {
  modeQuantity?: number;
  status?: 'OPEN' | 'WAITING_START' | 'RUNNING' | 'CONCLUDED';
  /** Offsets from now in milliseconds. */
  opensIn?: number;
  closesIn?: number;
  restrictions?: EventRestrictions;
  requiresDiscord?: boolean;
  game?: 'FORTNITE' | 'ROCKET_LEAGUE' | 'LEAGUE_OF_LEGENDS' | 'COUNTER_STRIKE' | 'FREE_FIRE' | 'DEFAULT';
  name?: string;
}

/** A tournament written straight into the server's database; answers its id. */
export async function createEvent(server: RunningServer, options: EventOptions = {}): Promise<number> {
  const now = Date.now();
  const modeQuantity = options.modeQuantity ?? 1;
  const [row] = await server.database.db
    .insert(tournaments)
    .values({
      name: options.name ?? `Teste ${randomBytes(3).toString('hex')}`,
      status: options.status ?? 'OPEN',
      game: options.game ?? 'ROCKET_LEAGUE',
      mode: modeQuantity === 1 ? 'SOLO' : modeQuantity === 2 ? 'DUO' : 'SQUAD',
      modeQuantity,
      startDate: new Date(now + 72 * HOUR),
      subscriptionsStart: new Date(now + (options.opensIn ?? -HOUR)),
      subscriptionsEnd: new Date(now + (options.closesIn ?? 48 * HOUR)),
      requiresDiscord: options.requiresDiscord ?? false,
      restrictions: options.restrictions ?? {},
    })
    .returning({ id: tournaments.id });
  return row!.id;
}

export interface TestStudent {
  id: number;
  email: string;
  playId: string;
  token: string;
  refreshToken: string;
}

let counter = 0;

/**
 * A new verified student (15 years old unless told), signed in. One of 16 or under gets a consenting
 * guardian (docs/product/guardians.md, Rules) unless `guardian: false`.
 */
export async function createStudent(
  server: RunningServer,
  options: { birthDate?: string; role?: 'STUDENT' | 'TEACHER'; schoolLink?: 'INCOMPLETE' | 'COMPLETE'; epicAccountId?: string; guardian?: boolean } = {},
): Promise<TestStudent> {
  passwordHash ??= hashPassword('Demo1234');
  counter += 1;
  const tag = `${process.pid}x${counter}${randomBytes(2).toString('hex')}`;
  const email = `teste${tag}@example.com`;
  const playId = `Teste${tag}#${1000 + counter}`;
  const birth = new Date();
  birth.setUTCFullYear(birth.getUTCFullYear() - 15, birth.getUTCMonth() - 2);
  const [user] = await server.database.db
    .insert(users)
    .values({
      userName: `t${tag}`,
      email,
      passwordHash: await passwordHash,
      emailVerified: true,
      firstName: 'Teste',
      lastName: tag,
      role: options.role ?? 'STUDENT',
      birthDate: options.birthDate ?? birth.toISOString().slice(0, 10),
      playId,
      epicAccountId: options.epicAccountId ?? null,
      acceptUseTerms: true,
      firstAccessAt: new Date(),
    })
    .returning({ id: users.id, role: users.role, birthDate: users.birthDate });
  if (options.guardian !== false && needsConsent(user!.role, user!.birthDate)) await giveConsentingGuardian(server, user!.id);
  if (options.schoolLink) {
    await server.database.db
      .insert(schoolLinks)
      .values({ userId: user!.id, institutionId: 1, linkStepsCompleted: options.schoolLink === 'COMPLETE', institutionStatusCode: 3, educationLevel: 'HIGH_SCHOOL' });
  }
  const tokens = await signIn(server.url, email);
  return { id: user!.id, email, playId, token: tokens.access_token, refreshToken: tokens.refresh_token };
}

/** A 32-character Epic account id nobody has yet. */
export const newEpicId = () => randomBytes(16).toString('hex');

export const keysOf = (body: unknown) => (body as Array<{ messageKey: string }>).map((entry) => entry.messageKey);

/** Field errors by field ('' for a request error): what a 400 or 422 body says of each field. */
export const fieldsOf = (body: unknown) => Object.fromEntries((body as Array<{ field?: string; messageKey: string }>).map((entry) => [entry.field ?? '', entry.messageKey]));
