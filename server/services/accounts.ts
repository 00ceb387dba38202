import { eq, or, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { normalizeEmail } from '../../src/domain/validation';
import type { Executor } from '../db/executor';
import { users } from '../db/schema';
import { t } from '../messages';
import { issueActionToken } from './action-tokens';
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

export async function sendVerificationMail(db: Executor, publicOrigin: string, user: { id: number; email: string; firstName: string }): Promise<void> {
  const key = await issueActionToken(db, user.id, 'verify-email');
  const link = actionLink(publicOrigin, key);
  await sendMail(db, {
    to: user.email,
    subject: t('common_mailVerifySubject'),
    text: t('common_mailVerifyText', { name: user.firstName, link }),
    links: [link],
  });
}

export async function sendPasswordResetMail(db: Executor, publicOrigin: string, user: { id: number; email: string; firstName: string }): Promise<void> {
  const key = await issueActionToken(db, user.id, 'reset-password');
  const link = actionLink(publicOrigin, key);
  await sendMail(db, {
    to: user.email,
    subject: t('common_mailResetSubject'),
    text: t('common_mailResetText', { name: user.firstName, link }),
    links: [link],
  });
}
