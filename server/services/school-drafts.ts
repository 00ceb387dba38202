import { and, eq } from 'drizzle-orm';
import { normalizePhone } from '../../src/domain/masks';
import { onlyDigits } from '../../src/domain/digits';
import { cepDigits } from '../../src/domain/school/documents';
import { validateSchoolDraft, type SchoolType } from '../../src/domain/school/school-draft';
import type { Executor } from '../db/executor';
import { cities, schoolDrafts, schoolLinks } from '../db/schema';
import { int, mergeIssues, readFields, text } from '../http/body';
import { ApiError, fail } from '../http/errors';

export interface DraftValues {
  name: string;
  stateId: number;
  cityId: number;
  address: string;
  type: SchoolType;
  phoneDdd: string;
  phoneNumber: string;
  zipCode: string;
  coordinatorName: string;
  inepCode: string | null;
}

export const draftFields = {
  name: text(300),
  stateId: int(1, 99),
  cityId: int(1, 99_999_999),
  address: text(400),
  type: text(20),
  phone: text(30),
  phoneDdd: text(4),
  phoneNumber: text(20),
  zipCode: text(20),
  coordinatorName: text(300),
  inepCode: text(20),
};

/** Reads and checks a school draft (docs/product/school.md, Rules); its city must lie in its state. Throws 400 with field errors. */
export async function validateDraftBody(db: Executor, body: Record<string, unknown>, fieldPrefix = ''): Promise<DraftValues> {
  const { values, issues: typeIssues } = readFields(body, draftFields);
  const phone = values.phone ?? (values.phoneDdd !== undefined || values.phoneNumber !== undefined ? `${values.phoneDdd ?? ''}${values.phoneNumber ?? ''}` : undefined);
  let issues = mergeIssues(typeIssues, validateSchoolDraft({ ...values, phone }));
  if (!issues.some((issue) => issue.field === 'cityId' || issue.field === 'stateId')) {
    const [city] = await db.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, values.cityId!));
    if (!city) issues.push({ field: 'cityId', code: 'notFound', messageKey: 'validation:cityId.notFound' });
    else if (city.stateId !== values.stateId) issues.push({ field: 'cityId', code: 'invalid', messageKey: 'validation:cityId.invalid' });
  }
  if (fieldPrefix) issues = issues.map((issue) => ({ ...issue, field: `${fieldPrefix}${issue.field}` }));
  if (issues.length > 0) throw fail.validation(issues);
  const digits = normalizePhone(phone!);
  return {
    name: values.name!.trim(),
    stateId: values.stateId!,
    cityId: values.cityId!,
    address: values.address!.trim(),
    type: (values.type as SchoolType | undefined) ?? 'PUBLIC',
    phoneDdd: digits.slice(0, 2),
    phoneNumber: digits.slice(2),
    zipCode: cepDigits(values.zipCode!),
    coordinatorName: values.coordinatorName!.trim(),
    inepCode: values.inepCode?.trim() ? onlyDigits(values.inepCode) : null,
  };
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

export const pendingDraftExists = () => fail.conflict('pendingDraftExists', 'requestError:schoolDraft.pendingExists');

/**
 * Records a school registration request. One pending request per user (the "pending school
 * draft exists" refusal, docs/product/school.md, Errors); a user whose school link is saved needs none (`refuseWhenLinked`).
 */
export async function createDraft(tx: Executor, userId: number, draft: DraftValues, options: { refuseWhenLinked: boolean }): Promise<number> {
  if (options.refuseWhenLinked) {
    const [link] = await tx.select({ userId: schoolLinks.userId }).from(schoolLinks).where(eq(schoolLinks.userId, userId));
    if (link) throw fail.conflict('schoolLinkExists', 'requestError:schoolLink.alreadyExists');
  }
  const [pending] = await tx
    .select({ id: schoolDrafts.id })
    .from(schoolDrafts)
    .where(and(eq(schoolDrafts.userId, userId), eq(schoolDrafts.status, 'PENDING')));
  if (pending) throw pendingDraftExists();
  try {
    // The partial unique index settles a race between two requests of one user.
    const [row] = await tx.insert(schoolDrafts).values({ userId, ...draft }).onConflictDoNothing().returning({ id: schoolDrafts.id });
    if (!row) throw pendingDraftExists();
    return row.id;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isUniqueViolation(error)) throw pendingDraftExists();
    throw error;
  }
}
