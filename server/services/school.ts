import { and, count, eq, sql } from 'drizzle-orm';
import type { SchoolLinkStatusResponse } from '../../src/contract/school';
import type { School, SchoolDraft } from '../../src/contract/school';
import { isMinor } from '../../src/domain/profile/legal-representative';
import { linkCurrentStep, linkStepsCompleted, type InstitutionStatusCode } from '../../src/domain/school/school-link';
import type { Role } from '../../src/domain/roles';
import { todayInBrazil } from '../../src/domain/validation';
import type { Executor } from '../db/executor';
import { cities, institutions, schoolDrafts, schoolGrades, schoolLinks, states, users } from '../db/schema';

const STATUS_KEYS: Record<number, string> = {
  0: 'nonexistent',
  1: 'started',
  2: 'processing',
  3: 'approved',
  4: 'refused',
  99: 'unknown',
};

export function institutionStatus(code: number): SchoolLinkStatusResponse['institutionStatus'] {
  const known = code in STATUS_KEYS ? code : 99;
  return { statusCode: known as InstitutionStatusCode, messageKey: `status:institutionStatus.${STATUS_KEYS[known]}` };
}

/** A pending school registration request blocks events until it is processed (docs/product/school.md, States). */
export async function hasPendingSchoolDraft(db: Executor, userId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: schoolDrafts.id })
    .from(schoolDrafts)
    .where(and(eq(schoolDrafts.userId, userId), eq(schoolDrafts.status, 'PENDING')))
    .limit(1);
  return Boolean(found);
}

/** The columns a School answer is built from (institutions joined with its state and city). */
export const schoolColumns = {
  id: institutions.id,
  name: institutions.name,
  aliasName: institutions.aliasName,
  inepCode: institutions.inepCode,
  type: institutions.type,
  address: institutions.address,
  stateId: institutions.stateId,
  stateAcronym: states.acronym,
  stateName: states.name,
  cityId: institutions.cityId,
  cityName: cities.name,
  cep: institutions.cep,
  accreditationStatus: sql<InstitutionStatusCode>`${institutions.accreditationStatus}`,
};

export function schoolQuery(db: Executor) {
  return db.select(schoolColumns).from(institutions).innerJoin(states, eq(states.id, institutions.stateId)).innerJoin(cities, eq(cities.id, institutions.cityId));
}

export async function findSchool(db: Executor, where: { id: number } | { inepCode: string }): Promise<School | undefined> {
  const condition = 'id' in where ? eq(institutions.id, where.id) : eq(institutions.inepCode, where.inepCode);
  const [school] = await schoolQuery(db).where(condition);
  return school;
}

export async function listDrafts(db: Executor, userId: number, draftId?: number): Promise<SchoolDraft[]> {
  const rows = await db
    .select({
      id: schoolDrafts.id,
      name: schoolDrafts.name,
      stateId: schoolDrafts.stateId,
      stateName: states.name,
      cityId: schoolDrafts.cityId,
      cityName: cities.name,
      address: schoolDrafts.address,
      type: schoolDrafts.type,
      phoneDdd: schoolDrafts.phoneDdd,
      phoneNumber: schoolDrafts.phoneNumber,
      zipCode: schoolDrafts.zipCode,
      coordinatorName: schoolDrafts.coordinatorName,
      inepCode: schoolDrafts.inepCode,
      status: schoolDrafts.status,
      createdAt: schoolDrafts.createdAt,
    })
    .from(schoolDrafts)
    .innerJoin(states, eq(states.id, schoolDrafts.stateId))
    .innerJoin(cities, eq(cities.id, schoolDrafts.cityId))
    .where(draftId === undefined ? eq(schoolDrafts.userId, userId) : and(eq(schoolDrafts.userId, userId), eq(schoolDrafts.id, draftId)))
    .orderBy(sql`${schoolDrafts.createdAt} desc, ${schoolDrafts.id} desc`);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function loadLinkStatus(db: Executor, userId: number): Promise<SchoolLinkStatusResponse> {
  const [link] = await db.select().from(schoolLinks).where(eq(schoolLinks.userId, userId));
  return link
    ? {
        idInstitution: link.institutionId,
        schoolDraftId: link.schoolDraftId,
        linkStepsCompleted: link.linkStepsCompleted,
        currentStep: link.currentStep,
        institutionStatus: institutionStatus(link.institutionStatusCode),
        educationLevel: link.educationLevel,
      }
    : {
        idInstitution: null,
        schoolDraftId: null,
        linkStepsCompleted: false,
        currentStep: 1,
        institutionStatus: institutionStatus(0),
        educationLevel: null,
      };
}

export interface LinkUser {
  id: number;
  role: Role;
  birthDate: string | null;
}

/** A minor student needs their legal representative's authorisation to complete the link. */
export const needsGuardian = (user: LinkUser) => user.role === 'STUDENT' && isMinor(user.birthDate, todayInBrazil());

/** Re-derives a link's step and completion after a later step (guardian, grades, the institution's decision). */
export async function refreshLinkProgress(tx: Executor, userId: number): Promise<void> {
  const [user] = await tx.select({ id: users.id, role: users.role, birthDate: users.birthDate }).from(users).where(eq(users.id, userId));
  const [link] = await tx.select().from(schoolLinks).where(eq(schoolLinks.userId, userId));
  if (!user || !link) return;
  const [grades] = await tx.select({ count: count() }).from(schoolGrades).where(eq(schoolGrades.userId, userId));
  const minor = needsGuardian(user);
  const guardianAuthorized = link.guardianAuthorizedAt !== null;
  await tx
    .update(schoolLinks)
    .set({
      linkStepsCompleted: linkStepsCompleted({ institutionStatus: link.institutionStatusCode, minor, guardianAuthorized }),
      currentStep: linkCurrentStep({ minor, guardianAuthorized, gradesSent: (grades?.count ?? 0) > 0 }),
      updatedAt: new Date(),
    })
    .where(eq(schoolLinks.userId, userId));
}
