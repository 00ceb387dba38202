import { sql } from 'drizzle-orm';
import type { PersonIdentity } from '../../src/contract/person';
import type { Executor } from '../db/executor';

/** Everything the profile and the token claims show about a user, read in one query. */
export interface AccountRow {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'STUDENT' | 'TEACHER' | 'COORDINATOR' | 'SPONSOR' | 'ADMIN';
  birthDate: string | null;
  gender: 'MALE' | 'FEMALE' | 'NON_BINARY' | 'DO_NOT_INFORM' | null;
  phoneIdd: string;
  phoneDdd: string | null;
  phoneNumber: string | null;
  stateId: number | null;
  stateName: string | null;
  cityId: number | null;
  cityName: string | null;
  isVip: boolean;
  vipOnce: boolean;
  vipUntil: string | null;
  firstAccess: boolean;
  playId: string;
  discordId: string | null;
  epicAccountId: string | null;
  avatarSrcFullUrl: string | null;
  avatarImageUrl: string | null;
  hasSchoolLink: boolean;
  linkStepsCompleted: boolean | null;
  institutionId: number | null;
  educationLevel: string | null;
  institutionName: string | null;
  institutionAliasName: string | null;
}

// The query lives in the database as account_json() (migration 0001_account_json): one JSON
// column instead of thirty, and a plan kept between calls, so the hot paths (profile, token
// issuing) stay fast on the embedded database too.
export async function loadAccountRow(db: Executor, userId: number): Promise<AccountRow | undefined> {
  const result = await db.execute<{ account: string | null }>(sql`select account_json(${userId}) as account`);
  const raw = (result as unknown as { rows: Array<{ account: string | null }> }).rows[0]?.account;
  if (!raw) return undefined;
  const account = JSON.parse(raw) as AccountRow;
  // Timestamps inside JSON keep PostgreSQL's offset form; normalise to ISO 8601 UTC.
  if (account.vipUntil) account.vipUntil = new Date(account.vipUntil).toISOString();
  return account;
}

/** The identity fields the profile and the access token share (docs/product/session.md, API). */
export function identityOf(account: AccountRow): PersonIdentity {
  return {
    userName: account.userName,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    fullName: `${account.firstName} ${account.lastName}`.trim(),
    role: account.role,
    birthDate: account.birthDate,
  };
}

/**
 * Takes the account row's lock for the rest of the transaction: what must not interleave for one
 * person (a minor's consents, a reporter's daily count, a sanction, a redemption) runs one after another.
 */
export async function lockAccount(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}
