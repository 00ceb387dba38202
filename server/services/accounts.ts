import { eq, or, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { normalizeEmail } from '../../src/domain/validation';
import type { Executor } from '../db/executor';
import type { RateLimit } from './rate-limits';
import { users } from '../db/schema';
import { t } from '../messages';
import { issueActionToken, type ActionPurpose } from './action-tokens';
import { sendMail } from './mail';
import { REALM_PATH } from '../config';

/** The account a sign-in names: by e-mail or by user name, ignoring case. */
export async function findAccountByLogin(db: Executor, login: string) {
  const value = login.trim();
  if (value === '' || value.length > 320 || value.includes('\u0000')) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, normalizeEmail(value)), eq(sql`lower(${users.userName})`, value.toLowerCase())))
    .limit(1);
  return user;
}

export async function findAccountByEmail(db: Executor, email: string) {
  if (email.length > 320 || email.includes('\u0000')) return undefined;
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return user;
}

/** A play id `Name#1234` not yet taken, from the user name's letters and digits. */
export async function uniquePlayId(db: Executor, userName: string): Promise<string> {
  const base = userName.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 16) || 'Jogador';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `${base}#${randomInt(1000, 10000)}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.playId, candidate));
    if (!taken) return candidate;
  }
  return `${base}#${randomInt(10000, 100000000)}`;
}

export function actionLink(publicOrigin: string, key: string): string {
  return `${publicOrigin}${REALM_PATH}/login-actions/action-token?key=${encodeURIComponent(key)}`;
}

type MailRecipient = { id: number; email: string; firstName: string };

/** The mail of each action link: its subject and its text (with the name and the link). */
const ACTION_MAILS = {
  'verify-email': { subject: 'common_mailVerifySubject', text: 'common_mailVerifyText' },
  'reset-password': { subject: 'common_mailResetSubject', text: 'common_mailResetText' },
} as const satisfies Record<ActionPurpose, { subject: string; text: string }>;

/** Issues a one-time action link for `purpose` and mails it to the user. */
async function sendActionMail(db: Executor, publicOrigin: string, user: MailRecipient, purpose: ActionPurpose): Promise<void> {
  const key = await issueActionToken(db, user.id, purpose);
  const link = actionLink(publicOrigin, key);
  const mail = ACTION_MAILS[purpose];
  await sendMail(db, { to: user.email, subject: t(mail.subject), text: t(mail.text, { name: user.firstName, link }), links: [link] });
}

export function sendVerificationMail(db: Executor, publicOrigin: string, user: MailRecipient): Promise<void> {
  return sendActionMail(db, publicOrigin, user, 'verify-email');
}

export function sendPasswordResetMail(db: Executor, publicOrigin: string, user: MailRecipient): Promise<void> {
  return sendActionMail(db, publicOrigin, user, 'reset-password');
}

/**
 * Accounts created from one network address in an hour (docs/operations.md, Public endpoints): room
 * for a class registering together in a school's lab, not for a script filling the database.
 */
export const REGISTRATIONS_PER_ADDRESS: RateLimit = { name: 'registrations-address', counts: 'accounts created', per: 'network address', max: 60, windowSeconds: 3600 };
