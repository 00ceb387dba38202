import { randomBytes } from 'node:crypto';
import { isRestricted } from '@/domain/guardians/consent';
import { todayInBrazil } from '@/domain/validation';
import { guardianControls, guardianLinks, users } from '../../../server/db/schema';
import type { RunningServer } from '../../../server/server';

let counter = 0;

/**
 * Gives a minor a guardian (a new SPONSOR account, password unknown) who consented, as the test
 * helpers do for every student of 16 or under (docs/product/guardians.md, Rules): without one the
 * student could not join tournaments or teams or redeem codes. This guardian also allows purchases
 * and sets no daily limit (Supervision), so the minor redeems codes like anyone. Answers the guardian's id.
 */
export async function giveConsentingGuardian(server: RunningServer, minorId: number): Promise<number> {
  counter += 1;
  const tag = `${process.pid % 1000}g${counter}${randomBytes(2).toString('hex')}`;
  const [guardian] = await server.database.db
    .insert(users)
    .values({
      userName: `resp${tag}`,
      email: `responsavel${tag}@example.com`,
      passwordHash: 'not-for-signing-in',
      emailVerified: true,
      firstName: 'Responsável',
      lastName: 'Teste',
      role: 'SPONSOR',
      birthDate: '1985-04-12',
      playId: `Resp${tag}#0001`,
      acceptUseTerms: true,
    })
    .returning({ id: users.id });
  await server.database.db.insert(guardianLinks).values({ minorId, guardianId: guardian!.id });
  await server.database.db.insert(guardianControls).values({ minorId, dailyLimitMinutes: null, purchasesBlocked: false, updatedBy: guardian!.id });
  return guardian!.id;
}

/** Whether a student of this birth date and role needs a guardian's consent to take part (16 or under, or of unknown age). */
export function needsConsent(role: string | undefined, birthDate: string | null | undefined): boolean {
  return isRestricted(role ?? 'STUDENT', birthDate ?? null, todayInBrazil(), 0);
}
