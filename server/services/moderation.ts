import { createHash } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { formatDayAndTime } from '../../src/domain/brazil-time';
import type { AppealLinkView, MinorReport, ModerationReport, ReportStatus, ReportTarget } from '../../src/contract/moderation';
import { needsGuardian } from '../../src/domain/guardians/consent';
import { startOfBrazilDay } from '../../src/domain/guardians/supervision';
import { APPEAL_DAYS } from '../../src/domain/moderation/appeal';
import { DAILY_REPORTS, isSanction, SANCTIONS, type AppealOutcome, type DecisionAction, type ReportCategory, type ReportTargetKind } from '../../src/domain/moderation/reports';
import { normalizeEmail, todayInBrazil } from '../../src/domain/validation';
import { onlyDigits } from '../../src/domain/digits';
import type { Executor } from '../db/executor';
import { bannedIdentities, guardianLinks, legalRepresentatives, notifications, playEvidence, playMatches, reports, teams, users } from '../db/schema';
import { ApiError, requestError } from '../http/errors';
import { t } from '../messages';
import { isPlausibleLinkToken, linkTokenHash, newLinkToken } from './link-tokens';
import { lockAccount } from './account-row';
import { consentingGuardianIds } from './guardians';
import { sendMail } from './mail';
import { endSessionsOfAccount } from '../token-server/adapter';

/**
 * Reports and moderation (docs/product/moderation.md): a report names who answers for it; an admin
 * takes it, decides it and the sanction applies at once; the sanctioned person may appeal once, by
 * a link that works signed out (a suspended account cannot sign in).
 */

export const reportError = (status: 400 | 403 | 404 | 409 | 410 | 429, code: string) => new ApiError(status, [requestError(code, `requestError:report.${code}`)]);

export const appealLink = (publicOrigin: string, token: string) => `${publicOrigin}/appeal/${token}`;
/** An instant as a person in Brazil reads it: 03/12/2026 às 14:00. */
export const brazilDateTime = (instant: Date) => formatDayAndTime(instant.toISOString());

const OPEN: ReportStatus[] = ['RECEIVED', 'UNDER_REVIEW', 'APPEALED'];
const categoryText = (category: string) => t(`moderation_category_${category}`);

interface ResolvedTarget {
  kind: ReportTargetKind;
  reportedId: number;
  teamId: number | null;
  matchId: number | null;
  evidenceKey: string | null;
  label: string;
}

/** Who answers for a target: the player, the team's leader, or whoever sent the match's dispute screenshot. */
async function resolveTarget(db: Executor, target: ReportTarget): Promise<ResolvedTarget> {
  if (target.kind === 'PLAYER') {
    const [player] = await db.select({ id: users.id, playId: users.playId }).from(users).where(eq(users.playId, target.playId.trim()));
    if (!player) throw reportError(404, 'targetNotFound');
    return { kind: 'PLAYER', reportedId: player.id, teamId: null, matchId: null, evidenceKey: null, label: player.playId };
  }
  if (target.kind === 'TEAM') {
    const [team] = await db.select({ id: teams.id, name: teams.name, leaderId: teams.leaderId }).from(teams).where(eq(teams.id, target.teamId));
    if (!team) throw reportError(404, 'targetNotFound');
    return { kind: 'TEAM', reportedId: team.leaderId, teamId: team.id, matchId: null, evidenceKey: null, label: team.name };
  }
  const [match] = await db.select({ id: playMatches.id, dispute: playMatches.dispute }).from(playMatches).where(eq(playMatches.id, target.matchId));
  const key = match?.dispute?.evidenceUrl?.split('/').pop();
  if (!match || !key) throw reportError(404, 'targetNotFound');
  const [evidence] = await db
    .select({ uploadedBy: playEvidence.uploadedBy, playId: users.playId })
    .from(playEvidence)
    .innerJoin(users, eq(users.id, playEvidence.uploadedBy))
    .where(and(eq(playEvidence.key, key), eq(playEvidence.matchId, match.id)));
  if (!evidence) throw reportError(404, 'targetNotFound');
  return { kind: 'EVIDENCE', reportedId: evidence.uploadedBy, teamId: null, matchId: match.id, evidenceKey: key, label: evidence.playId };
}

/** Files a report (the caller's own checks done): refuses oneself, a second open report of the same target and more than 10 a day. */
export async function fileReport(tx: Executor, reporterId: number, request: { target: ReportTarget; category: ReportCategory; details: string }, now = new Date()): Promise<number> {
  // One reporter's reports are counted one after the other.
  await lockAccount(tx, reporterId);
  const target = await resolveTarget(tx, request.target);
  if (target.reportedId === reporterId) throw reportError(400, 'self');
  const [open] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.targetKind, target.kind), eq(reports.targetLabel, target.label), inArray(reports.status, ['RECEIVED', 'UNDER_REVIEW'])));
  if (open) throw reportError(409, 'duplicate');
  const [today] = await tx
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gte(reports.createdAt, startOfBrazilDay(now))));
  if ((today?.n ?? 0) >= DAILY_REPORTS) throw reportError(429, 'dailyLimit');
  const [row] = await tx
    .insert(reports)
    .values({
      reporterId,
      targetKind: target.kind,
      reportedId: target.reportedId,
      teamId: target.teamId,
      matchId: target.matchId,
      evidenceKey: target.evidenceKey,
      targetLabel: target.label,
      category: request.category,
      details: request.details.trim(),
      createdAt: now,
    })
    .returning({ id: reports.id });
  await tx.insert(notifications).values({
    userId: reporterId,
    title: t('notification_reportReceived_title'),
    text: t('notification_reportReceived_text', { id: row!.id, target: target.label }),
  });
  return row!.id;
}

async function lockReport(tx: Executor, id: number) {
  const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  if (!report) throw reportError(404, 'notFound');
  return report;
}

/** An admin takes a received report: the reporter is told it is under review. Taking one already under review changes nothing. */
export async function reviewReport(tx: Executor, adminId: number, id: number, now = new Date()): Promise<void> {
  const report = await lockReport(tx, id);
  if (report.status === 'UNDER_REVIEW') return;
  if (report.status !== 'RECEIVED') throw reportError(409, 'alreadyDecided');
  await tx.update(reports).set({ status: 'UNDER_REVIEW', reviewedAt: now, reviewedBy: adminId }).where(eq(reports.id, id));
  if (report.reporterId !== null) {
    await tx.insert(notifications).values({
      userId: report.reporterId,
      title: t('notification_reportReviewing_title'),
      text: t('notification_reportReviewing_text', { id, target: report.targetLabel }),
    });
  }
}

/** What a ban records of the account: its e-mail, Epic id, and the CPF it confirmed as a guardian. */
async function identitiesOf(tx: Executor, userId: number): Promise<Array<{ kind: IdentityKind; value: string }>> {
  const [user] = await tx.select({ email: users.email, epic: users.epicAccountId }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const found: Array<{ kind: IdentityKind; value: string }> = [{ kind: 'EMAIL', value: user.email }];
  if (user.epic) found.push({ kind: 'EPIC', value: user.epic });
  const cpfs = await tx
    .select({ cpf: legalRepresentatives.cpf })
    .from(guardianLinks)
    .innerJoin(legalRepresentatives, eq(legalRepresentatives.userId, guardianLinks.minorId))
    .where(eq(guardianLinks.guardianId, userId));
  for (const cpf of new Set(cpfs.map((row) => row.cpf))) found.push({ kind: 'CPF', value: cpf });
  return found;
}

type IdentityKind = 'EMAIL' | 'EPIC' | 'CPF';

/** How a banned identity is kept and looked up: normalised the same way on both sides, then hashed. */
function identityHash(kind: IdentityKind, value: string): string | null {
  const normal = kind === 'EMAIL' ? normalizeEmail(value) : kind === 'CPF' ? onlyDigits(value) : value.trim().toLowerCase();
  return normal === '' ? null : createHash('sha256').update(`${kind}:${normal}`).digest('base64url');
}

/** Whether an e-mail, Epic id or CPF belongs to a banned account (docs/product/moderation.md, Sanctions). */
export async function isBannedIdentity(db: Executor, kind: IdentityKind, value: string): Promise<boolean> {
  const hash = identityHash(kind, value);
  if (hash === null) return false;
  const [row] = await db
    .select({ kind: bannedIdentities.kind })
    .from(bannedIdentities)
    .where(and(eq(bannedIdentities.kind, kind), eq(bannedIdentities.valueHash, hash)));
  return row !== undefined;
}

/** Whether an account may not use the platform now: banned, or suspended until a later instant. */
export async function barOf(db: Executor, userId: number, now = new Date()): Promise<{ banned: boolean; suspendedUntil: Date | null } | null> {
  const [user] = await db.select({ bannedAt: users.bannedAt, suspendedUntil: users.suspendedUntil, erasedAt: users.erasedAt }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  // An erased account (docs/product/data-rights.md) is barred like a banned one: nothing signs in as it.
  if (user.bannedAt || user.erasedAt) return { banned: true, suspendedUntil: null };
  if (user.suspendedUntil && user.suspendedUntil > now) return { banned: false, suspendedUntil: user.suspendedUntil };
  return null;
}

export interface DecisionContext {
  publicOrigin: string;
  now?: Date;
}

/** Decides a received or reviewed report; a sanction applies at once and comes with a link to appeal. */
export async function decideReport(
  tx: Executor,
  adminId: number,
  id: number,
  decision: { action: DecisionAction; ruling: string; days: number | null },
  { publicOrigin, now = new Date() }: DecisionContext,
): Promise<void> {
  const report = await lockReport(tx, id);
  if (report.status !== 'RECEIVED' && report.status !== 'UNDER_REVIEW') throw reportError(409, 'alreadyDecided');
  const sanction = isSanction(decision.action);
  if (sanction && report.reportedId === null) throw reportError(409, 'reportedGone');
  if (sanction && report.reportedId === adminId) throw reportError(400, 'self');
  const token = sanction ? newLinkToken() : null;
  const ruling = decision.ruling.trim();
  await tx
    .update(reports)
    .set({
      status: 'DECIDED',
      action: decision.action,
      ruling,
      suspensionDays: decision.action === 'SUSPEND' ? decision.days : null,
      decidedAt: now,
      decidedBy: adminId,
      reviewedAt: report.reviewedAt ?? now,
      reviewedBy: report.reviewedBy ?? adminId,
      appealTokenHash: token ? linkTokenHash(token) : null,
      appealBy: token ? new Date(now.getTime() + APPEAL_DAYS * 86_400_000) : null,
    })
    .where(eq(reports.id, id));

  if (report.reporterId !== null) {
    await tx.insert(notifications).values({
      userId: report.reporterId,
      title: t('notification_reportDecided_title'),
      text: t(sanction ? 'notification_reportDecided_acted' : 'notification_reportDecided_dismissed', { id, target: report.targetLabel }),
    });
  }
  if (!sanction) return;

  const reportedId = report.reportedId!;
  await lockAccount(tx, reportedId);
  const [reported] = await tx.select().from(users).where(eq(users.id, reportedId));
  if (!reported) throw reportError(409, 'reportedGone');
  let until: Date | null = null;
  if (decision.action === 'SUSPEND') {
    const end = new Date(now.getTime() + decision.days! * 86_400_000);
    until = reported.suspendedUntil && reported.suspendedUntil > end ? reported.suspendedUntil : end;
    await tx.update(users).set({ suspendedUntil: until }).where(eq(users.id, reportedId));
    await endSessionsOfAccount(tx, reportedId);
  }
  if (decision.action === 'BAN') {
    await tx.update(users).set({ bannedAt: now }).where(eq(users.id, reportedId));
    const identities = (await identitiesOf(tx, reportedId)).flatMap(({ kind, value }) => {
      const valueHash = identityHash(kind, value);
      return valueHash === null ? [] : [{ kind, valueHash, reportId: id }];
    });
    if (identities.length > 0) await tx.insert(bannedIdentities).values(identities).onConflictDoNothing();
    await endSessionsOfAccount(tx, reportedId);
  }

  const link = appealLink(publicOrigin, token!);
  const params = { reason: categoryText(report.category), ruling, until: until ? brazilDateTime(until) : '', days: APPEAL_DAYS };
  await tx.insert(notifications).values({
    userId: reportedId,
    title: t(`notification_sanction_${decision.action}_title`),
    text: t(`notification_sanction_${decision.action}_text`, params),
    targetKey: `/appeal/${token}`,
  });
  await sendMail(tx, {
    to: reported.email,
    subject: t(`notification_sanction_${decision.action}_title`),
    text: t('moderation_mailSanction', { name: reported.firstName, decision: t(`notification_sanction_${decision.action}_text`, params), link }),
    links: [link],
  });
  if (needsGuardian(reported.role, reported.birthDate, todayInBrazil())) {
    const guardians = await consentingGuardianIds(tx, reportedId);
    if (guardians.length > 0) {
      await tx.insert(notifications).values(
        guardians.map((guardianId) => ({
          userId: guardianId,
          title: t('notification_minorSanction_title'),
          text: t(`notification_minorSanction_${decision.action}`, { minor: reported.firstName, ...params }),
          targetKey: `/guardian/${reportedId}`,
        })),
      );
    }
  }
}

/** Answers an appeal: upheld, the decision stays; overturned, its suspension or ban is lifted. */
export async function answerAppeal(tx: Executor, id: number, answer: { outcome: AppealOutcome; ruling: string }, now = new Date()): Promise<void> {
  const report = await lockReport(tx, id);
  if (report.status !== 'APPEALED') throw reportError(409, 'noAppeal');
  const ruling = answer.ruling.trim();
  await tx.update(reports).set({ status: 'CLOSED', appealOutcome: answer.outcome, appealRuling: ruling, appealDecidedAt: now }).where(eq(reports.id, id));
  // An overturned ban frees the identities it kept out, even once the account is gone.
  if (answer.outcome === 'OVERTURN' && report.action === 'BAN') await tx.delete(bannedIdentities).where(eq(bannedIdentities.reportId, id));
  const reportedId = report.reportedId;
  if (reportedId === null) return;
  const [reported] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, reportedId));
  if (!reported) return;
  if (answer.outcome === 'OVERTURN') {
    if (report.action === 'SUSPEND') await tx.update(users).set({ suspendedUntil: null }).where(eq(users.id, reportedId));
    if (report.action === 'BAN') await tx.update(users).set({ bannedAt: null }).where(eq(users.id, reportedId));
  }
  const text = t(`notification_appeal_${answer.outcome}_text`, { ruling });
  await tx.insert(notifications).values({ userId: reportedId, title: t('notification_appealAnswered_title'), text });
  // A suspended or banned person may not see the bell: the answer goes by e-mail too.
  await sendMail(tx, { to: reported.email, subject: t('notification_appealAnswered_title'), text: t('moderation_mailAppeal', { name: reported.firstName, answer: text }), links: [] });
}

async function reportByToken(db: Executor, token: string) {
  if (!isPlausibleLinkToken(token)) return undefined;
  const [report] = await db.select().from(reports).where(eq(reports.appealTokenHash, linkTokenHash(token)));
  return report;
}

/** What an appeal link shows; a link already used or past its 30 days says so. */
export async function appealLinkView(db: Executor, token: string, now = new Date()): Promise<AppealLinkView> {
  const report = await reportByToken(db, token);
  if (!report || !isSanction(report.action)) return { state: 'UNKNOWN' };
  if (report.appealedAt) return { state: 'USED' };
  if (!report.appealBy || report.appealBy <= now) return { state: 'EXPIRED' };
  const [reported] = report.reportedId ? await db.select({ suspendedUntil: users.suspendedUntil }).from(users).where(eq(users.id, report.reportedId)) : [];
  return {
    state: 'VALID',
    reportId: report.id,
    action: report.action!,
    ruling: report.ruling ?? '',
    suspendedUntil: report.action === 'SUSPEND' ? (reported?.suspendedUntil?.toISOString() ?? null) : null,
    category: report.category as ReportCategory,
    decidedAt: report.decidedAt!.toISOString(),
    appealBy: report.appealBy.toISOString(),
  };
}

/** The one appeal of a sanction, by its link: the report goes back to the queue. */
export async function fileAppeal(tx: Executor, id: number, token: string, text: string, now = new Date()): Promise<void> {
  const found = await reportByToken(tx, token);
  if (!found || found.id !== id || !isSanction(found.action)) throw reportError(404, 'appealUnknown');
  const report = await lockReport(tx, id);
  if (report.appealedAt) throw reportError(409, 'appealUsed');
  if (!report.appealBy || report.appealBy <= now) throw reportError(410, 'appealExpired');
  await tx.update(reports).set({ status: 'APPEALED', appealText: text.trim(), appealedAt: now }).where(eq(reports.id, id));
}

/** Reports the queue shows: open ones oldest first, decided ones newest first. */
export async function moderationQueue(db: Executor, view: 'open' | 'decided', page: number, size: number) {
  const where = view === 'open' ? inArray(reports.status, OPEN) : inArray(reports.status, ['DECIDED', 'CLOSED']);
  const order = view === 'open' ? [reports.createdAt, reports.id] : [desc(sql`coalesce(${reports.appealDecidedAt}, ${reports.decidedAt})`), desc(reports.id)];
  const [rows, [total], [open]] = await Promise.all([
    db.select().from(reports).where(where).orderBy(...order).limit(size).offset(page * size),
    db.select({ n: count() }).from(reports).where(where),
    db.select({ n: count() }).from(reports).where(inArray(reports.status, OPEN)),
  ]);
  return { rows, total: total?.n ?? 0, open: open?.n ?? 0 };
}

type ReportRow = typeof reports.$inferSelect;

/** The queue's view of reports: Play IDs of the people involved and each reported person's earlier sanctions. */
export async function moderationViews(db: Executor, rows: ReportRow[]): Promise<ModerationReport[]> {
  if (rows.length === 0) return [];
  const people = [...new Set(rows.flatMap((row) => [row.reporterId, row.reportedId, row.decidedBy]).filter((id): id is number => id !== null))];
  const found = await db.select({ id: users.id, playId: users.playId, role: users.role, birthDate: users.birthDate }).from(users).where(inArray(users.id, people));
  const byId = new Map(found.map((person) => [person.id, person]));
  const reportedIds = [...new Set(rows.map((row) => row.reportedId).filter((id): id is number => id !== null))];
  const sanctions = reportedIds.length
    ? await db
        .select({ reportedId: reports.reportedId, id: reports.id })
        .from(reports)
        .where(
          and(
            inArray(reports.reportedId, reportedIds),
            inArray(reports.action, SANCTIONS),
            or(isNull(reports.appealOutcome), ne(reports.appealOutcome, 'OVERTURN')),
          ),
        )
    : [];
  const today = todayInBrazil();
  return rows.map((row) => {
    const reported = row.reportedId === null ? undefined : byId.get(row.reportedId);
    return {
      id: row.id,
      status: row.status,
      targetKind: row.targetKind,
      targetLabel: row.targetLabel,
      reportedPlayId: reported?.playId ?? null,
      reportedIsMinor: reported ? needsGuardian(reported.role, reported.birthDate, today) : false,
      earlierSanctions: sanctions.filter((s) => s.reportedId === row.reportedId && s.id !== row.id).length,
      evidenceUrl: row.evidenceKey ? `/media/evidence/${row.evidenceKey}` : null,
      matchId: row.matchId,
      category: row.category as ReportCategory,
      details: row.details,
      reporterPlayId: row.reporterId === null ? null : (byId.get(row.reporterId)?.playId ?? null),
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      decision: row.action
        ? { action: row.action, ruling: row.ruling ?? '', days: row.suspensionDays, at: row.decidedAt!.toISOString(), byPlayId: row.decidedBy === null ? null : (byId.get(row.decidedBy)?.playId ?? null) }
        : null,
      appeal: row.appealedAt
        ? { text: row.appealText ?? '', at: row.appealedAt.toISOString(), outcome: row.appealOutcome, ruling: row.appealRuling, decidedAt: row.appealDecidedAt?.toISOString() ?? null }
        : null,
    };
  });
}

/** Reports made by or about a minor, newest first, as the guardian's page lists them. */
export async function reportsOfMinor(db: Executor, minorId: number): Promise<MinorReport[]> {
  const rows = await db
    .select()
    .from(reports)
    .where(or(eq(reports.reporterId, minorId), eq(reports.reportedId, minorId)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(50);
  return rows.map((row) => {
    const reported = row.reportedId === minorId;
    return {
      id: row.id,
      role: reported ? 'REPORTED' : 'REPORTER',
      category: row.category as ReportCategory,
      status: row.status,
      outcome: reported ? (row.appealOutcome === 'OVERTURN' ? 'OVERTURN' : row.action) : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
