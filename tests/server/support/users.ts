import { randomBytes } from 'node:crypto';
import { users } from '../../../server/db/schema';
import type { RunningServer } from '../../../server/server';
import { hashPassword } from '../../../server/services/passwords';
import { signIn, type Tokens } from './browser';
import { giveConsentingGuardian, needsConsent } from './guardians';

let hash: Promise<string> | undefined;
let counter = 0;

/** A birth date that makes someone `years` old today (away from a birthday). */
export function bornYearsAgo(years: number): string {
  const date = new Date(Date.now() - 100 * 24 * 3600 * 1000);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/**
 * A new verified account (password Demo1234), signed in. A student of 16 or under gets a consenting
 * guardian (docs/product/guardians.md, Rules) unless `guardian: false`.
 */
export async function newAccount(
  server: RunningServer,
  overrides: Partial<typeof users.$inferInsert> & { age?: number; guardian?: boolean } = {},
): Promise<Tokens & { userId: number; email: string }> {
  hash ??= hashPassword('Demo1234');
  counter += 1;
  const tag = `${process.pid % 1000}${counter}${randomBytes(2).toString('hex')}`;
  const { age = 15, guardian = true, ...rest } = overrides;
  const email = `conta${tag}@example.com`;
  const [user] = await server.database.db
    .insert(users)
    .values({
      userName: `conta${tag}`,
      email,
      passwordHash: await hash,
      emailVerified: true,
      firstName: 'Conta',
      lastName: 'Teste',
      role: 'STUDENT',
      birthDate: bornYearsAgo(age),
      playId: `Conta${tag}#0001`,
      acceptUseTerms: true,
      ...rest,
    })
    .returning({ id: users.id, role: users.role, birthDate: users.birthDate });
  if (guardian && needsConsent(user!.role, user!.birthDate)) await giveConsentingGuardian(server, user!.id);
  const tokens = await signIn(server.url, email);
  return { ...tokens, userId: user!.id, email };
}
