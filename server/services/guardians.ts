import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { ConsentLinkProblem, MinorGuardianState } from '../../src/contract/guardians';
import { consentStatus, CONSENT_LINK_DAYS, DAILY_INVITATIONS, IDENTITY_ATTEMPTS, isRestricted, MAX_GUARDIANS, needsGuardian } from '../../src/domain/guardians/consent';
import { maskEmail } from '../../src/domain/format';
import { startOfBrazilDay } from '../../src/domain/guardians/supervision';
import { ageOn, todayInBrazil } from '../../src/domain/validation';
import type { Executor } from '../db/executor';
import type { RateLimit } from './rate-limits';
import { guardianInvitations, guardianLinkLog, guardianLinks, legalRepresentatives, notifications, users, type GuardianLinkLogReason } from '../db/schema';
import { ApiError, fail, requestError } from '../http/errors';
import { t } from '../messages';
import { lockAccount } from './account-row';
import { isPlausibleLinkToken, linkTokenHash, newLinkToken } from './link-tokens';
import { sendMail } from './mail';

/** Guardians and minors (docs/product/guardians.md): consent links, the consent state and the restriction of a minor without consent. */


/** Another family's minor is answered like one that does not exist (docs/product/guardians.md, Roles). */
export const MINOR_NOT_FOUND = 'requestError:guardian.minorNotFound';

export const guardianError = (status: 403 | 404 | 409 | 410 | 429, code: string, headers: Record<string, string> = {}) =>
  new ApiError(status, [requestError(code, `requestError:guardian.${code}`)], headers);

/** A person's age on a day; 0 when the birth date is not known. */
export const ageOf = (birthDate: string | null, today: string = todayInBrazil()) => (birthDate ? ageOn(birthDate, today) : 0);

/** The caller as a guardian: a SPONSOR account, read from the database (docs/product/guardians.md, Roles). */
export async function callerOf(db: Executor, userId: number) {
  const [caller] = await db.select({ id: users.id, role: users.role, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  if (!caller) throw fail.unauthorized();
  return caller;
}

/** A consent link's token is a single-use link token (server/services/link-tokens.ts). */
export const guardianTokenHash = linkTokenHash;

/** Whether a link's token is worth looking up at all. */
export const isPlausibleToken = isPlausibleLinkToken;

/** The page a consent link opens (docs/product/guardians.md, Screens). */
export const consentLink = (publicOrigin: string, token: string) => `${publicOrigin}/guardian/consent/${token}`;

/**
 * Sends a consent link to the minor's legal representative (docs/product/guardians.md, Rules): a
 * new single-use token valid 7 days, of which only the hash is stored, and its e-mail. Answers the
 * token. `token` is for the demo data only, whose link must be known in advance.
 */
export async function sendGuardianInvitation(
  tx: Executor,
  publicOrigin: string,
  minor: { id: number; firstName: string },
  guardian: { firstName: string; email: string },
  token: string = newLinkToken(),
): Promise<string> {
  await tx.insert(guardianInvitations).values({
    minorId: minor.id,
    tokenHash: guardianTokenHash(token),
    email: guardian.email,
    expiresAt: sql`now() + make_interval(days => ${CONSENT_LINK_DAYS})`,
  });
  const link = consentLink(publicOrigin, token);
  await sendMail(tx, {
    to: guardian.email,
    subject: t('common_mailGuardianConsentSubject', { student: minor.firstName }),
    text: t('common_mailGuardianConsentText', { name: guardian.firstName, student: minor.firstName, link, days: CONSENT_LINK_DAYS }),
    links: [link],
  });
  return token;
}

/** Writes a bad use of a consent link to guardian_link_log (docs/product/guardians.md, Errors). */
export async function logLinkRefusal(db: Executor, reason: GuardianLinkLogReason, userId: number | null, invitationId: number | null): Promise<void> {
  await db.insert(guardianLinkLog).values({ reason, userId, invitationId });
}

/** How many guardians consent for the minor right now. */
export async function activeGuardianCount(db: Executor, minorId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.minorId, minorId), isNull(guardianLinks.revokedAt)));
  return Number(row?.count ?? 0);
}

/** The caller's consent state (docs/product/guardians.md, States), read from the database each time. */
export async function guardianStateOf(db: Executor, userId: number, now: Date = new Date()): Promise<MinorGuardianState | undefined> {
  const [user] = await db.select({ role: users.role, birthDate: users.birthDate }).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const today = todayInBrazil(now);
  if (!needsGuardian(user.role, user.birthDate, today)) {
    return { status: 'NOT_REQUIRED', restricted: false, invitedEmail: null, lastSentAt: null, expiresAt: null, resendsLeft: 0, guardians: [] };
  }
  const [representative] = await db.select({ email: legalRepresentatives.email }).from(legalRepresentatives).where(eq(legalRepresentatives.userId, userId));
  const links = await db
    .select({ firstName: users.firstName, consentedAt: guardianLinks.consentedAt, revokedAt: guardianLinks.revokedAt })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(eq(guardianLinks.minorId, userId))
    .orderBy(guardianLinks.consentedAt);
  const active = links.filter((link) => link.revokedAt === null);
  const revokedTimes = links.flatMap((link) => (link.revokedAt ? [link.revokedAt.getTime()] : []));
  const [latest] = await db
    .select({ createdAt: guardianInvitations.createdAt, expiresAt: guardianInvitations.expiresAt, usedAt: guardianInvitations.usedAt, outcome: guardianInvitations.outcome })
    .from(guardianInvitations)
    .where(eq(guardianInvitations.minorId, userId))
    .orderBy(desc(guardianInvitations.createdAt), desc(guardianInvitations.id))
    .limit(1);
  const status = consentStatus({
    role: user.role,
    birthDate: user.birthDate,
    today,
    hasLegalRepresentative: representative !== undefined,
    activeLinks: active.length,
    links: links.length,
    lastRevokedAt: revokedTimes.length > 0 ? new Date(Math.max(...revokedTimes)) : null,
    latest: latest ?? null,
    now,
  });
  // Sending is possible only with a legal representative and no consent yet (docs/product/guardians.md, Limits).
  const canSend = status !== 'MISSING' && status !== 'CONSENTED';
  return {
    status,
    restricted: isRestricted(user.role, user.birthDate, today, active.length),
    invitedEmail: representative ? maskEmail(representative.email) : null,
    lastSentAt: latest ? latest.createdAt.toISOString() : null,
    expiresAt: latest ? latest.expiresAt.toISOString() : null,
    resendsLeft: canSend ? Math.max(0, DAILY_INVITATIONS - (await invitationsSentToday(db, userId, now))) : 0,
    guardians: active.map((link) => ({ firstName: link.firstName, since: link.consentedAt.toISOString() })),
  };
}

/** The actions a minor without consent may not take, each refused with its own message (docs/product/guardians.md, Errors). */
export type RestrictedArea = 'tournaments' | 'teams' | 'premium';

const AREA_KEYS: Record<RestrictedArea, string> = {
  tournaments: 'consentForTournaments',
  teams: 'consentForTeams',
  premium: 'consentForPremium',
};

/**
 * Refuses (403) a student of 16 or under without a consenting guardian (docs/product/guardians.md,
 * Rules). Read from the database on every call, so a revoked consent applies at once.
 */
export async function assertNotRestricted(db: Executor, userId: number, area: RestrictedArea): Promise<void> {
  const [user] = await db.select({ role: users.role, birthDate: users.birthDate }).from(users).where(eq(users.id, userId));
  if (!user || user.role !== 'STUDENT') return;
  const today = todayInBrazil();
  // Cheap first: only a young student needs the links read.
  if (!isRestricted(user.role, user.birthDate, today, 0)) return;
  if (isRestricted(user.role, user.birthDate, today, await activeGuardianCount(db, userId))) {
    const code = AREA_KEYS[area];
    throw new ApiError(403, [requestError(code, `requestError:guardian.${code}`)]);
  }
}

/** Invitations the minor sent since the start of Brazil's day (docs/product/guardians.md, Limits: 3 a day). */
export async function invitationsSentToday(db: Executor, minorId: number, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(guardianInvitations)
    .where(and(eq(guardianInvitations.minorId, minorId), gte(guardianInvitations.createdAt, startOfBrazilDay(now))));
  return Number(row?.count ?? 0);
}

export type InvitationRow = typeof guardianInvitations.$inferSelect;

/** The invitation a link's token names; undefined for a malformed or unknown token. */
export async function findInvitation(db: Executor, token: string): Promise<InvitationRow | undefined> {
  if (!isPlausibleToken(token)) return undefined;
  const [row] = await db.select().from(guardianInvitations).where(eq(guardianInvitations.tokenHash, guardianTokenHash(token)));
  return row;
}

/** Why a link cannot be used, or null when it can (docs/product/guardians.md, States). */
export function linkProblem(invitation: InvitationRow | undefined, now: Date = new Date()): ConsentLinkProblem | null {
  if (!invitation) return 'UNKNOWN';
  if (invitation.usedAt !== null) return 'USED';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return null;
}

/**
 * Lookups of consent links that do not exist, from one network address (docs/operations.md, Public
 * endpoints): each is written to the link log, so guessing at links is held to a few an hour. A
 * guardian opening a real link is never counted.
 */
export const UNKNOWN_CONSENT_LINKS_PER_ADDRESS: RateLimit = { name: 'unknown-consent-links-address', counts: 'lookups of links that do not exist', per: 'network address', max: 30, windowSeconds: 3600 };

export const LOG_REASONS = { UNKNOWN: 'unknown', USED: 'used', EXPIRED: 'expired' } as const satisfies Record<ConsentLinkProblem, GuardianLinkLogReason>;

/** Takes the minor's row lock: consents, revocations and invitations of one minor run one after another. */
export const lockMinor: (tx: Executor, minorId: number) => Promise<void> = lockAccount;

/** The accounts that consent for the minor now, to be told of what concerns them. */
export async function consentingGuardianIds(db: Executor, minorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: guardianLinks.guardianId })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.minorId, minorId), isNull(guardianLinks.revokedAt)));
  return rows.map((row) => row.id);
}

/** Uses an invitation once: the guard on used_at and expires_at lets exactly one of two racing requests through. */
async function useInvitation(tx: Executor, invitationId: number, guardianId: number, outcome: 'CONSENTED' | 'REFUSED'): Promise<'used' | 'expired' | null> {
  const used = await tx
    .update(guardianInvitations)
    .set({ usedAt: sql`now()`, usedBy: guardianId, outcome })
    .where(and(eq(guardianInvitations.id, invitationId), isNull(guardianInvitations.usedAt), gt(guardianInvitations.expiresAt, sql`now()`)))
    .returning({ id: guardianInvitations.id });
  if (used.length > 0) return null;
  const [row] = await tx.select({ usedAt: guardianInvitations.usedAt }).from(guardianInvitations).where(eq(guardianInvitations.id, invitationId));
  return row?.usedAt ? 'used' : 'expired';
}

export type ConsentResult = { outcome: 'CONSENTED' | 'REFUSED' } | { refused: 'used' | 'expired' | 'limitReached' };

/**
 * A guardian's answer to a valid link (docs/product/guardians.md, Rules), inside one transaction.
 * Both answers take the minor's row lock first, so the answers for one minor run one at a time: at
 * most two guardians end up active, and an accept and a refuse of one link cannot deadlock. A
 * refused call writes nothing (the invitation stays unused).
 */
export async function answerInvitation(
  tx: Executor,
  invitation: { id: number; minorId: number },
  guardian: { id: number; firstName: string },
  decision: 'ACCEPT' | 'REFUSE',
): Promise<ConsentResult> {
  await lockMinor(tx, invitation.minorId);
  if (decision === 'REFUSE') {
    const problem = await useInvitation(tx, invitation.id, guardian.id, 'REFUSED');
    if (problem) return { refused: problem };
    await notifyMinor(tx, invitation.minorId, 'notification_guardianRefused_title', 'notification_guardianRefused_text', guardian.firstName);
    return { outcome: 'REFUSED' };
  }
  const active = await tx
    .select({ guardianId: guardianLinks.guardianId })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.minorId, invitation.minorId), isNull(guardianLinks.revokedAt)));
  const alreadyLinked = active.some((link) => link.guardianId === guardian.id);
  if (!alreadyLinked && active.length >= MAX_GUARDIANS) return { refused: 'limitReached' };
  const problem = await useInvitation(tx, invitation.id, guardian.id, 'CONSENTED');
  if (problem) return { refused: problem };
  if (!alreadyLinked) {
    await tx
      .insert(guardianLinks)
      .values({ minorId: invitation.minorId, guardianId: guardian.id })
      .onConflictDoUpdate({ target: [guardianLinks.minorId, guardianLinks.guardianId], set: { consentedAt: sql`now()`, revokedAt: null } });
  }
  await notifyMinor(tx, invitation.minorId, 'notification_guardianConsented_title', 'notification_guardianConsented_text', guardian.firstName);
  return { outcome: 'CONSENTED' };
}

/**
 * A guardian withdraws their consent (docs/product/guardians.md, Rules): the link is kept with
 * revoked_at set, nothing else changes. Answers false when the caller has no active link to that minor.
 */
export async function revokeConsent(tx: Executor, guardian: { id: number; firstName: string }, minorId: number): Promise<boolean> {
  await lockMinor(tx, minorId);
  const revoked = await tx
    .update(guardianLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(guardianLinks.minorId, minorId), eq(guardianLinks.guardianId, guardian.id), isNull(guardianLinks.revokedAt)))
    .returning({ minorId: guardianLinks.minorId });
  if (revoked.length === 0) return false;
  const [minor] = await tx.select({ role: users.role, birthDate: users.birthDate }).from(users).where(eq(users.id, minorId));
  const restricted = minor !== undefined && isRestricted(minor.role, minor.birthDate, todayInBrazil(), await activeGuardianCount(tx, minorId));
  await notifyMinor(tx, minorId, 'notification_guardianRevoked_title', restricted ? 'notification_guardianRevoked_restricted' : 'notification_guardianRevoked_text', guardian.firstName);
  return true;
}

/** The minor's notice in the bell; it leads to the sponsor scene of the profile. */
async function notifyMinor(tx: Executor, minorId: number, title: string, text: string, guardianName: string): Promise<void> {
  await tx.insert(notifications).values({ userId: minorId, title: t(title), text: t(text, { guardian: guardianName }), targetKey: '/profile/sponsor' });
}

/** How many answers to a consent link came with a name or CPF that did not match. */
export async function identityMismatchesOf(db: Executor, invitationId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(guardianLinkLog)
    .where(and(eq(guardianLinkLog.invitationId, invitationId), eq(guardianLinkLog.reason, 'identityMismatch')));
  return Number(row?.count ?? 0);
}

/**
 * Logs a name or CPF that did not match, unless the link already took its IDENTITY_ATTEMPTS of them
 * (docs/product/guardians.md, Rules): behind the minor's row lock, so answers sent at once are
 * counted one by one. Answers false when the link takes no more answers.
 */
export async function countIdentityMismatch(tx: Executor, invitation: { id: number; minorId: number }, userId: number): Promise<boolean> {
  await lockMinor(tx, invitation.minorId);
  if ((await identityMismatchesOf(tx, invitation.id)) >= IDENTITY_ATTEMPTS) return false;
  await logLinkRefusal(tx, 'identityMismatch', userId, invitation.id);
  return true;
}
