import { and, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DataExport, DataExportSection, DeletionRequestView, PersonDataExport } from '../../src/contract/data-rights';
import { DELETION_GRACE_DAYS } from '../../src/domain/data-rights/deletion';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import {
  actionTokens,
  activationCodes,
  bracketRecords,
  deletionRequests,
  discordAccounts,
  eventSubscriptions,
  guardianControls,
  guardianInvitations,
  guardianLinks,
  journeyChapterProgress,
  journeyRanking,
  journeySubscriptions,
  legalRepresentatives,
  mailOutbox,
  notifications,
  playEvidence,
  playParticipants,
  premiumCancellations,
  premiumLicences,
  quests,
  referralCredits,
  reports,
  rewardActivities,
  schoolDrafts,
  schoolGrades,
  schoolLinks,
  teamInvites,
  teamMembers,
  teams,
  tournaments,
  userActivity,
  users,
} from '../db/schema';
import { barsChanged } from '../http/auth';
import { ApiError, requestError } from '../http/errors';
import { t } from '../messages';
import { endSessionsOfAccount } from '../token-server/adapter';
import { lockAccount } from './account-row';
import { consentingGuardianIds, revokeConsent } from './guardians';
import { sendMail } from './mail';
import { brazilDateTime } from './moderation';

/** Data rights (docs/product/data-rights.md): the copy of a person's data, and the erasure of their account. */

export const deletionError = (status: 403 | 404 | 409, code: string) => new ApiError(status, [requestError(code, `requestError:deletion.${code}`)]);

type Row = Record<string, unknown>;

/** Columns never copied out: secrets, hashes of link tokens, and stored files' bytes. */
const WITHHELD = new Set(['passwordHash', 'tokenHash', 'appealTokenHash', 'bytes']);

function plain(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([name]) => !WITHHELD.has(name)));
}

async function rowsOf(db: Executor, table: PgTable, where: SQL | undefined): Promise<Row[]> {
  const rows = (await db.select().from(table).where(where)) as Row[];
  return rows.map(plain);
}

/**
 * The parts of the copy, in the order the file lists them (docs/product/data-rights.md, What the
 * copy holds). Each reads the person's own rows; what would expose someone else is left out: who
 * reported them, and what a report about them said.
 */
const SECTIONS: ReadonlyArray<{ key: string; read: (db: Executor, person: { id: number; email: string }) => Promise<Row[]> }> = [
  { key: 'account', read: (db, { id }) => rowsOf(db, users, eq(users.id, id)) },
  { key: 'legalRepresentative', read: (db, { id }) => rowsOf(db, legalRepresentatives, eq(legalRepresentatives.userId, id)) },
  { key: 'guardianInvitations', read: (db, { id }) => rowsOf(db, guardianInvitations, eq(guardianInvitations.minorId, id)) },
  {
    key: 'guardians',
    read: (db, { id }) =>
      db
        .select({ guardianId: guardianLinks.guardianId, firstName: users.firstName, consentedAt: guardianLinks.consentedAt, revokedAt: guardianLinks.revokedAt })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.guardianId))
        .where(eq(guardianLinks.minorId, id)),
  },
  {
    key: 'supervisedMinors',
    read: (db, { id }) =>
      db
        .select({ minorId: guardianLinks.minorId, playId: users.playId, consentedAt: guardianLinks.consentedAt, revokedAt: guardianLinks.revokedAt })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.minorId))
        .where(eq(guardianLinks.guardianId, id)),
  },
  { key: 'guardianControls', read: (db, { id }) => rowsOf(db, guardianControls, eq(guardianControls.minorId, id)) },
  { key: 'usage', read: (db, { id }) => rowsOf(db, userActivity, eq(userActivity.userId, id)) },
  {
    key: 'school',
    read: async (db, { id }) => [
      ...(await rowsOf(db, schoolLinks, eq(schoolLinks.userId, id))),
      ...(await rowsOf(db, schoolDrafts, eq(schoolDrafts.userId, id))),
      ...(await rowsOf(db, schoolGrades, eq(schoolGrades.userId, id))),
    ],
  },
  { key: 'gameAccounts', read: (db, { id }) => rowsOf(db, discordAccounts, eq(discordAccounts.userId, id)) },
  {
    key: 'tournaments',
    read: (db, { id }) =>
      db
        .select({ eventId: eventSubscriptions.eventId, tournament: tournaments.name, status: eventSubscriptions.status, teamId: eventSubscriptions.teamId, subscribedAt: eventSubscriptions.createdAt })
        .from(eventSubscriptions)
        .innerJoin(tournaments, eq(tournaments.id, eventSubscriptions.eventId))
        .where(eq(eventSubscriptions.userId, id)),
  },
  {
    key: 'teams',
    read: async (db, { id }) => [
      ...(await rowsOf(db, teams, eq(teams.leaderId, id))).map((row) => ({ ...row, leader: true })),
      ...(await rowsOf(db, teamMembers, eq(teamMembers.userId, id))),
      ...(await rowsOf(db, teamInvites, eq(teamInvites.userId, id))),
    ],
  },
  {
    key: 'matches',
    read: async (db, { id }) => [
      ...(await rowsOf(db, playParticipants, eq(playParticipants.userId, id))),
      ...(await rowsOf(db, playEvidence, eq(playEvidence.uploadedBy, id))),
    ],
  },
  {
    key: 'journeys',
    read: async (db, { id }) => [
      ...(await rowsOf(db, journeySubscriptions, eq(journeySubscriptions.userId, id))),
      ...(await rowsOf(db, journeyChapterProgress, eq(journeyChapterProgress.userId, id))),
      ...(await rowsOf(db, journeyRanking, eq(journeyRanking.userId, id))),
    ],
  },
  {
    key: 'rewards',
    read: async (db, { id }) => [...(await rowsOf(db, rewardActivities, eq(rewardActivities.userId, id))), ...(await rowsOf(db, quests, eq(quests.userId, id)))],
  },
  {
    key: 'premium',
    read: async (db, { id }) => [
      ...(await rowsOf(db, premiumLicences, eq(premiumLicences.userId, id))),
      ...(await rowsOf(db, premiumCancellations, eq(premiumCancellations.userId, id))),
      ...(await rowsOf(db, activationCodes, eq(activationCodes.redeemedBy, id))),
    ],
  },
  { key: 'referrals', read: (db, { id }) => rowsOf(db, referralCredits, or(eq(referralCredits.referrerId, id), eq(referralCredits.invitedUserId, id))) },
  {
    key: 'reportsMade',
    read: (db, { id }) =>
      db
        .select({ id: reports.id, targetKind: reports.targetKind, targetLabel: reports.targetLabel, category: reports.category, details: reports.details, status: reports.status, createdAt: reports.createdAt })
        .from(reports)
        .where(eq(reports.reporterId, id)),
  },
  {
    key: 'reportsAbout',
    read: (db, { id }) =>
      db
        .select({
          id: reports.id,
          category: reports.category,
          status: reports.status,
          action: reports.action,
          ruling: reports.ruling,
          suspensionDays: reports.suspensionDays,
          decidedAt: reports.decidedAt,
          appealText: reports.appealText,
          appealOutcome: reports.appealOutcome,
          appealRuling: reports.appealRuling,
        })
        .from(reports)
        .where(and(eq(reports.reportedId, id), sql`${reports.action} is not null and ${reports.action} <> 'DISMISS'`)),
  },
  { key: 'notifications', read: (db, { id }) => rowsOf(db, notifications, eq(notifications.userId, id)) },
  {
    key: 'mails',
    read: (db, { email }) => db.select({ subject: mailOutbox.subject, writtenAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt }).from(mailOutbox).where(eq(mailOutbox.toAddress, email)),
  },
  { key: 'deletionRequest', read: (db, { id }) => rowsOf(db, deletionRequests, eq(deletionRequests.userId, id)) },
];

/** Everything about one person, section by section. */
export async function personExport(db: Executor, userId: number): Promise<PersonDataExport | undefined> {
  const [person] = await db.select({ id: users.id, email: users.email, playId: users.playId, erasedAt: users.erasedAt }).from(users).where(eq(users.id, userId));
  if (!person || person.erasedAt) return undefined;
  const sections: DataExportSection[] = [];
  for (const section of SECTIONS) {
    const records = await section.read(db, person);
    // Dates become ISO strings, as the file stores them.
    sections.push({
      key: section.key,
      title: t(`dataRights_section_${section.key}_title`),
      description: t(`dataRights_section_${section.key}_text`),
      records: JSON.parse(JSON.stringify(records)) as Row[],
    });
  }
  return { playId: person.playId, sections };
}

/** The minors a guardian consents for now. */
async function supervisedIds(db: Executor, guardianId: number): Promise<number[]> {
  const rows = await db
    .select({ id: guardianLinks.minorId })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.minorId))
    .where(and(eq(guardianLinks.guardianId, guardianId), isNull(guardianLinks.revokedAt), isNull(users.erasedAt)));
  return rows.map((row) => row.id);
}

/** The whole copy for a person; a guardian's holds their supervised minors' too (`withMinors`). */
export async function dataExportOf(db: Executor, userId: number, { withMinors }: { withMinors: boolean }, now = new Date()): Promise<DataExport | undefined> {
  const person = await personExport(db, userId);
  if (!person) return undefined;
  const minors: PersonDataExport[] = [];
  if (withMinors) {
    for (const minorId of await supervisedIds(db, userId)) {
      const minor = await personExport(db, minorId);
      if (minor) minors.push(minor);
    }
  }
  return { format: 'dados-pessoais/1', generatedAt: now.toISOString(), about: t('dataRights_exportAbout'), person, minors };
}

/** Where a person's erasure stands: null when none was asked. */
export async function deletionRequestOf(db: Executor, userId: number): Promise<DeletionRequestView | null> {
  const [row] = await db
    .select({ requestedAt: deletionRequests.requestedAt, dueAt: deletionRequests.dueAt, requestedBy: deletionRequests.requestedBy, requesterName: users.firstName })
    .from(deletionRequests)
    .leftJoin(users, eq(users.id, deletionRequests.requestedBy))
    .where(eq(deletionRequests.userId, userId));
  if (!row) return null;
  const byGuardian = row.requestedBy !== null && row.requestedBy !== userId;
  return {
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    requestedBy: byGuardian ? 'GUARDIAN' : 'SELF',
    guardianName: byGuardian ? (row.requesterName ?? null) : null,
  };
}

interface Actor {
  id: number;
  firstName: string;
}

/** Tells the person and their guardians, save whoever acted, in the bell; the person also by e-mail on a new request. */
async function tellAboutRequest(tx: Executor, personId: number, actor: Actor, kind: 'requested' | 'cancelled', dueAt: Date | null): Promise<void> {
  const [person] = await tx.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, personId));
  if (!person) return;
  const params = { name: person.firstName, guardian: actor.firstName, due: dueAt ? brazilDateTime(dueAt) : '', days: DELETION_GRACE_DAYS };
  const rows: Array<typeof notifications.$inferInsert> = [];
  const byGuardian = actor.id !== personId;
  rows.push({
    userId: personId,
    title: t(`notification_deletion_${kind}_title`),
    text: t(byGuardian ? `notification_deletion_${kind}_byGuardian` : `notification_deletion_${kind}_self`, params),
    targetKey: '/profile/my-data',
  });
  for (const guardianId of await consentingGuardianIds(tx, personId)) {
    if (guardianId === actor.id) continue;
    rows.push({
      userId: guardianId,
      title: t(`notification_deletion_${kind}_title`),
      text: t(`notification_deletion_${kind}_guardian`, params),
      targetKey: `/guardian/${personId}`,
    });
  }
  await tx.insert(notifications).values(rows);
  if (kind === 'requested') {
    await sendMail(tx, { to: person.email, subject: t('notification_deletion_requested_title'), text: t('dataRights_mailRequested', params), links: [] });
  }
}

/**
 * Asks for the erasure of `personId`'s account, by the person or a guardian (`actor`): due in 7
 * days. The person's row lock makes two requests at once file one; the second is refused.
 */
export async function requestDeletion(tx: Executor, personId: number, actor: Actor, now = new Date()): Promise<void> {
  await lockAccount(tx, personId);
  const [existing] = await tx.select({ userId: deletionRequests.userId }).from(deletionRequests).where(eq(deletionRequests.userId, personId));
  if (existing) throw deletionError(409, 'alreadyRequested');
  const dueAt = new Date(now.getTime() + DELETION_GRACE_DAYS * 86_400_000);
  await tx.insert(deletionRequests).values({ userId: personId, requestedBy: actor.id, requestedAt: now, dueAt });
  await tellAboutRequest(tx, personId, actor, 'requested', dueAt);
}

/**
 * Cancels a pending erasure. A guardian's request is cancelled by a guardian only
 * (docs/product/data-rights.md, Roles); the person's own, by them or a guardian.
 */
export async function cancelDeletion(tx: Executor, personId: number, actor: Actor): Promise<void> {
  await lockAccount(tx, personId);
  const [existing] = await tx.select({ requestedBy: deletionRequests.requestedBy }).from(deletionRequests).where(eq(deletionRequests.userId, personId));
  if (!existing) throw deletionError(404, 'notRequested');
  const byGuardian = existing.requestedBy !== null && existing.requestedBy !== personId;
  if (byGuardian && actor.id === personId) throw deletionError(403, 'guardianRequested');
  await tx.delete(deletionRequests).where(eq(deletionRequests.userId, personId));
  await tellAboutRequest(tx, personId, actor, 'cancelled', null);
}

/** Events whose play has not begun: leaving them takes nothing from anyone's result. */
const NOT_STARTED = ['DRAFT', 'OPEN', 'WAITING_START'] as const;

/**
 * Erases one account (docs/product/data-rights.md, Rules), inside the caller's transaction: sign-ins
 * end, personal data are deleted, the person leaves what has not started, and the row stays as an
 * anonymous entry (`Anônimo#<id>`) of the tournaments and rankings it took part in. Answers false
 * when the account was already erased.
 */
export async function eraseAccount(tx: Executor, userId: number, now = new Date()): Promise<boolean> {
  await lockAccount(tx, userId);
  const [person] = await tx.select({ id: users.id, firstName: users.firstName, email: users.email, erasedAt: users.erasedAt }).from(users).where(eq(users.id, userId));
  if (!person || person.erasedAt) return false;

  // A guardian's minors are told and restricted as when consent is withdrawn; a minor's guardians are told.
  const asGuardian = await tx.select({ minorId: guardianLinks.minorId }).from(guardianLinks).where(and(eq(guardianLinks.guardianId, userId), isNull(guardianLinks.revokedAt)));
  for (const { minorId } of asGuardian) await revokeConsent(tx, person, minorId);
  const guardians = await consentingGuardianIds(tx, userId);
  if (guardians.length > 0) {
    await tx.insert(notifications).values(
      guardians.map((guardianId) => ({ userId: guardianId, title: t('notification_deletion_erased_title'), text: t('notification_deletion_erased_guardian', { name: person.firstName }), targetKey: '/guardian' })),
    );
  }
  await tx.delete(guardianLinks).where(or(eq(guardianLinks.guardianId, userId), eq(guardianLinks.minorId, userId)));

  // Leaves what has not started: solo subscriptions, teams still forming, invitations.
  const upcoming = tx.select({ id: tournaments.id }).from(tournaments).where(inArray(tournaments.status, [...NOT_STARTED]));
  await tx.delete(eventSubscriptions).where(and(eq(eventSubscriptions.userId, userId), isNull(eventSubscriptions.teamId), inArray(eventSubscriptions.eventId, upcoming)));
  await tx.delete(teams).where(and(eq(teams.leaderId, userId), eq(teams.subscribed, false)));
  const forming = tx.select({ id: teams.id }).from(teams).where(eq(teams.subscribed, false));
  await tx.delete(teamMembers).where(and(eq(teamMembers.userId, userId), inArray(teamMembers.teamId, forming)));
  await tx.delete(teamInvites).where(eq(teamInvites.userId, userId));

  // Personal data.
  for (const [table, column] of [
    [legalRepresentatives, legalRepresentatives.userId],
    [guardianInvitations, guardianInvitations.minorId],
    [guardianControls, guardianControls.minorId],
    [userActivity, userActivity.userId],
    [schoolLinks, schoolLinks.userId],
    [schoolDrafts, schoolDrafts.userId],
    [schoolGrades, schoolGrades.userId],
    [discordAccounts, discordAccounts.userId],
    [journeySubscriptions, journeySubscriptions.userId],
    [journeyChapterProgress, journeyChapterProgress.userId],
    [rewardActivities, rewardActivities.userId],
    [quests, quests.userId],
    [notifications, notifications.userId],
    [premiumLicences, premiumLicences.userId],
    [premiumCancellations, premiumCancellations.userId],
    [actionTokens, actionTokens.userId],
    [deletionRequests, deletionRequests.userId],
  ] as const) {
    await tx.delete(table).where(eq(column, userId));
  }
  await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
  await endSessionsOfAccount(tx, userId);

  // The anonymous entry: the row keeps its id, so results, rankings and brackets still add up.
  const anonymous = `${t('dataRights_anonymousName')}#${userId}`;
  await tx
    .update(users)
    .set({
      userName: `anonimo-${userId}`,
      email: `anonimo-${userId}@conta-excluida.invalid`,
      passwordHash: '!',
      emailVerified: false,
      firstName: t('dataRights_anonymousName'),
      lastName: '',
      birthDate: null,
      gender: null,
      phoneDdd: null,
      phoneNumber: null,
      stateId: null,
      cityId: null,
      vipUntil: null,
      playId: anonymous,
      discordId: null,
      epicAccountId: null,
      avatarSrcFullUrl: null,
      avatarImageUrl: null,
      referrerId: null,
      acceptReceiveNews: false,
      erasedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.update(journeyRanking).set({ playId: anonymous }).where(eq(journeyRanking.userId, userId));
  const solo = await tx
    .update(playParticipants)
    .set({ name: anonymous })
    .where(and(eq(playParticipants.userId, userId), isNull(playParticipants.teamId)))
    .returning({ id: playParticipants.id });
  if (solo.length > 0) {
    await tx
      .update(bracketRecords)
      .set({ data: sql`jsonb_set(${bracketRecords.data}, '{name}', to_jsonb(${anonymous}::text))` })
      .where(
        and(
          eq(bracketRecords.table, 'participant'),
          inArray(
            bracketRecords.id,
            solo.map((row) => row.id),
          ),
        ),
      );
  }
  return true;
}

/** Erases every account whose request fell due; each in its own transaction. Answers how many. */
export async function eraseDueAccounts(db: Database, now = new Date()): Promise<number> {
  const due = await db.select({ userId: deletionRequests.userId }).from(deletionRequests).where(lte(deletionRequests.dueAt, now)).limit(100);
  let erased = 0;
  for (const { userId } of due) {
    const done = await db.transaction(async (tx) => {
      // Cancelled meanwhile: the lock orders this read after the cancellation.
      await lockAccount(tx, userId);
      const [request] = await tx.select({ dueAt: deletionRequests.dueAt }).from(deletionRequests).where(eq(deletionRequests.userId, userId));
      return request !== undefined && request.dueAt <= now && (await eraseAccount(tx, userId, now));
    });
    if (done) erased += 1;
  }
  // Access tokens still out there are refused from the next request on.
  if (erased > 0) await barsChanged(db);
  return erased;
}
