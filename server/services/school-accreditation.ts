import { and, eq, lte, sql } from 'drizzle-orm';
import type { AccreditationLinkAnswer, AccreditationLinkView, SchoolAccreditationResponse } from '../../src/contract/school';
import { maskEmail } from '../../src/domain/format';
import { normalizePhone } from '../../src/domain/masks';
import { onlyDigits } from '../../src/domain/digits';
import { ACCREDITATION_LINK_HOURS, ACCREDITATION_REQUESTS_PER_ADDRESS, ACCREDITATION_REQUESTS_PER_SCHOOL, type AccreditationInput } from '../../src/domain/school/accreditation';
import { cepDigits, schoolPhoneDigits } from '../../src/domain/school/documents';
import { INSTITUTION_STATUS } from '../../src/domain/school/school-link';
import { normalizeEmail } from '../../src/domain/validation';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { institutions, schoolAccreditationRequests, schoolAccreditations } from '../db/schema';
import { ApiError, fail, requestError } from '../http/errors';
import { t } from '../messages';
import { isPlausibleLinkToken, linkTokenHash, newLinkToken } from './link-tokens';
import { sendMail } from './mail';
import { brazilDateTime } from './moderation';
import { countAttempt, enforceLimit, tooManyRequests, type RateLimit } from './rate-limits';
import { findSchool } from './school';

/**
 * A director's accreditation request (docs/product/school.md, Rules): anyone may ask, but a request
 * counts only once it is confirmed from the school's official e-mail on record. Until then it
 * blocks nothing, so a stranger's made-up request cannot keep the real director out.
 */

/** Requests per network address a day (docs/operations.md, Public endpoints). */
export const ACCREDITATION_PER_ADDRESS: RateLimit = { name: 'accreditation-address', counts: 'requests', per: 'network address', max: ACCREDITATION_REQUESTS_PER_ADDRESS, windowSeconds: 24 * 3600 };
/** Confirmation e-mails a school gets a day, whoever asks. */
export const ACCREDITATION_PER_SCHOOL: RateLimit = { name: 'accreditation-school', counts: 'confirmation e-mails', per: 'school', max: ACCREDITATION_REQUESTS_PER_SCHOOL, windowSeconds: 24 * 3600 };

/** A request may start only for a school with no process, or whose last one was refused. */
const OPEN_STATUSES: readonly number[] = [INSTITUTION_STATUS.nonexistent, INSTITUTION_STATUS.refused];

export const accreditationInProgress = () => fail.conflict('accreditationInProgress', 'requestError:school.accreditationInProgress');

/** The page of the e-mailed link (src/routes/school/accreditation/$token.tsx). */
export const accreditationLink = (publicOrigin: string, token: string) => `${publicOrigin}/school/accreditation/${token}`;

/** The request's fields as stored: trimmed, digits only, e-mails normalised. */
function storedFields(values: AccreditationInput) {
  return {
    firstName: values.firstName!.trim(),
    lastName: values.lastName!.trim(),
    rg: values.rg!.trim(),
    cpf: onlyDigits(values.cpf!),
    whatsapp: normalizePhone(values.whatsapp!),
    personalEmail: normalizeEmail(values.personalEmail!),
    schoolEmail: normalizeEmail(values.schoolEmail!),
    schoolPhone: schoolPhoneDigits(values.schoolPhone!),
    address: values.address!.trim(),
    cep: cepDigits(values.cep!),
  };
}

/**
 * Takes a valid request: checks the limits of the address (when counted) and of the school, stores the request
 * and e-mails its link to the school's official address. Nothing about the school changes yet.
 * Answers what the director is told, and the link's key (which only the e-mail carries).
 */
export async function requestAccreditation(
  db: Database,
  publicOrigin: string,
  values: AccreditationInput,
  address: string | null,
): Promise<{ response: SchoolAccreditationResponse; token: string }> {
  if (address) await enforceLimit(db, ACCREDITATION_PER_ADDRESS, address);
  const school = await findSchool(db, { inepCode: values.inepCode!.trim() });
  if (!school) throw fail.notFound('requestError:school.inepNotFound', 'inepNotFound');
  if (!OPEN_STATUSES.includes(school.accreditationStatus)) throw accreditationInProgress();
  const [record] = await db.select({ email: institutions.email }).from(institutions).where(eq(institutions.id, school.id));
  // Without an official address nobody can prove to be the school: the support team takes it from there.
  if (!record?.email) throw fail.conflict('noSchoolEmail', 'requestError:school.noSchoolEmail');
  const perSchool = await countAttempt(db, ACCREDITATION_PER_SCHOOL, String(school.id));
  if (perSchool.count > ACCREDITATION_PER_SCHOOL.max) throw tooManyRequests(perSchool, 'accreditationLimit', 'requestError:school.accreditationLimit');

  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + ACCREDITATION_LINK_HOURS * 3600_000);
  const fields = storedFields(values);
  await db.transaction(async (tx) => {
    await tx.insert(schoolAccreditationRequests).values({ institutionId: school.id, tokenHash: linkTokenHash(token), sentTo: record.email!, expiresAt, ...fields });
    const link = accreditationLink(publicOrigin, token);
    await sendMail(tx, {
      to: record.email!,
      subject: t('common_mailAccreditationSubject', { school: school.name }),
      text: t('common_mailAccreditationText', {
        school: school.name,
        inep: school.inepCode ?? '',
        name: `${fields.firstName} ${fields.lastName}`,
        email: fields.personalEmail,
        link,
        hours: ACCREDITATION_LINK_HOURS,
      }),
      links: [link],
    });
  });
  return { response: { school, sentTo: maskEmail(record.email), expiresAt: expiresAt.toISOString(), messageKey: 'status:schoolAuthorize.confirmationSent' }, token };
}

type RequestRow = typeof schoolAccreditationRequests.$inferSelect;

async function requestOf(db: Executor, token: string, lock = false): Promise<RequestRow | undefined> {
  if (!isPlausibleLinkToken(token)) return undefined;
  const query = db.select().from(schoolAccreditationRequests).where(eq(schoolAccreditationRequests.tokenHash, linkTokenHash(token)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Why a request's link can no longer be used, or null when it can. */
async function linkProblem(db: Executor, row: RequestRow | undefined, now: Date): Promise<Exclude<AccreditationLinkView['state'], 'VALID'> | null> {
  if (!row) return 'UNKNOWN';
  if (row.confirmedAt) return 'CONFIRMED';
  if (row.declinedAt) return 'DECLINED';
  if (row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  const [school] = await db.select({ status: institutions.accreditationStatus }).from(institutions).where(eq(institutions.id, row.institutionId));
  return school && OPEN_STATUSES.includes(school.status) ? null : 'TAKEN';
}

/** What the school's link shows: the request to confirm, or why it cannot be. */
export async function accreditationLinkView(db: Database, token: string, now = new Date()): Promise<AccreditationLinkView> {
  const row = await requestOf(db, token);
  const problem = await linkProblem(db, row, now);
  if (problem || !row) return { state: problem ?? 'UNKNOWN' };
  const school = (await findSchool(db, { id: row.institutionId }))!;
  return {
    state: 'VALID',
    school: { name: school.name, inepCode: school.inepCode, cityName: school.cityName, stateAcronym: school.stateAcronym, address: school.address },
    director: { firstName: row.firstName, lastName: row.lastName, personalEmail: row.personalEmail },
    requestedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const LINK_REFUSALS = {
  UNKNOWN: () => new ApiError(404, [requestError('accreditationLinkUnknown', 'requestError:school.accreditationLinkUnknown')]),
  EXPIRED: () => new ApiError(410, [requestError('accreditationLinkExpired', 'requestError:school.accreditationLinkExpired')]),
  CONFIRMED: () => fail.conflict('accreditationLinkConfirmed', 'requestError:school.accreditationLinkConfirmed'),
  DECLINED: () => fail.conflict('accreditationLinkDeclined', 'requestError:school.accreditationLinkDeclined'),
  TAKEN: accreditationInProgress,
} as const;

/**
 * The school confirms the request from its link: behind the request's lock, the school is claimed
 * in one statement (so two confirmed requests cannot both start a process), and the request becomes
 * its accreditation process. The director is told at their personal e-mail.
 */
export async function confirmAccreditation(db: Database, token: string, now = new Date()): Promise<AccreditationLinkAnswer> {
  return db.transaction(async (tx) => {
    const row = await requestOf(tx, token, true);
    const problem = await linkProblem(tx, row, now);
    if (problem || !row) throw LINK_REFUSALS[problem ?? 'UNKNOWN']();
    const claimed = await tx
      .update(institutions)
      .set({ accreditationStatus: INSTITUTION_STATUS.processing })
      .where(and(eq(institutions.id, row.institutionId), sql`${institutions.accreditationStatus} in (${INSTITUTION_STATUS.nonexistent}, ${INSTITUTION_STATUS.refused})`))
      .returning({ id: institutions.id, name: institutions.name });
    if (claimed.length === 0) throw accreditationInProgress();
    const process = {
      firstName: row.firstName,
      lastName: row.lastName,
      rg: row.rg,
      cpf: row.cpf,
      whatsapp: row.whatsapp,
      personalEmail: row.personalEmail,
      schoolEmail: row.schoolEmail,
      schoolPhone: row.schoolPhone,
      address: row.address,
      cep: row.cep,
      createdAt: now,
    };
    // A refused school may ask again: the new process replaces the old one.
    await tx
      .insert(schoolAccreditations)
      .values({ institutionId: row.institutionId, ...process })
      .onConflictDoUpdate({ target: schoolAccreditations.institutionId, set: process });
    await tx.update(schoolAccreditationRequests).set({ confirmedAt: now }).where(eq(schoolAccreditationRequests.id, row.id));
    await sendMail(tx, {
      to: row.personalEmail,
      subject: t('common_mailAccreditationConfirmedSubject', { school: claimed[0]!.name }),
      text: t('common_mailAccreditationConfirmedText', { name: row.firstName, school: claimed[0]!.name, when: brazilDateTime(now) }),
      links: [],
    });
    return { outcome: 'CONFIRMED', messageKey: 'status:schoolAuthorize.confirmed' };
  });
}

/** The school does not know the request: it is discarded, and its link answers so from now on. */
export async function declineAccreditation(db: Database, token: string, now = new Date()): Promise<AccreditationLinkAnswer> {
  return db.transaction(async (tx) => {
    const row = await requestOf(tx, token, true);
    const problem = await linkProblem(tx, row, now);
    // A request whose school got its process meanwhile can still be disowned.
    if ((problem && problem !== 'TAKEN') || !row) throw LINK_REFUSALS[problem ?? 'UNKNOWN']();
    await tx.update(schoolAccreditationRequests).set({ declinedAt: now }).where(eq(schoolAccreditationRequests.id, row.id));
    return { outcome: 'DECLINED', messageKey: 'status:schoolAuthorize.declined' };
  });
}

/**
 * Erases requests whose link has expired, with the personal data they hold: unconfirmed ones never
 * counted, and a confirmed one lives on as the school's process.
 */
export async function purgeExpiredAccreditationRequests(db: Executor, now = new Date()): Promise<void> {
  await db.delete(schoolAccreditationRequests).where(lte(schoolAccreditationRequests.expiresAt, now));
}
