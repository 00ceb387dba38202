import { and, eq } from 'drizzle-orm';
import type { FieldError } from '../../src/contract/errors';
import type { SchoolLinkStatusResponse } from '../../src/contract/school';
import type { School } from '../../src/contract/school';
import { GRADE_SUBJECTS, parseGrade, validateGrades, type GradeSubject, type PeriodType } from '../../src/domain/school/grades';
import {
  EDUCATIONAL_GRADE_ID,
  linkCurrentStep,
  linkInstitutionStatus,
  linkStepsCompleted,
  validateSchoolLink,
  type EducationLevel,
} from '../../src/domain/school/school-link';
import type { Executor } from '../db/executor';
import { cities, legalRepresentatives, schoolDrafts, schoolGrades, schoolLinks, users } from '../db/schema';
import { bool, int, mergeIssues, nullable, readBody, readFields, text } from '../http/body';
import { ApiError, fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { completeQuest } from '../services/quest-rewards';
import { findSchool, loadLinkStatus, needsGuardian, refreshLinkProgress, type LinkUser } from '../services/school';
import { createDraft, validateDraftBody } from '../services/school-drafts';

async function loadLinkUser(db: Executor, userId: number): Promise<LinkUser> {
  const [user] = await db.select({ id: users.id, role: users.role, birthDate: users.birthDate }).from(users).where(eq(users.id, userId));
  if (!user) throw fail.unauthorized();
  return user;
}

const userAlreadyLinked = () => fail.conflict('userAlreadyLinked', 'requestError:schoolLink.userAlreadyLinked');
const institutionNotInformed = () => fail.badRequest('institutionNotInformed', 'requestError:school.institutionNotInformed');

const linkFields = {
  schoolId: nullable(int()),
  schoolDraftId: nullable(int()),
  educationLevel: nullable(text(40)),
  role: text(20),
  educationalGradeId: text(20),
  cityId: int(1, 99_999_999),
};

/**
 * Saves the link (irreversible: docs/product/school.md, States) and grants the add-clan mission in the same transaction.
 * The primary key on the user settles two saves racing: the second is refused.
 */
async function saveLink(
  tx: Executor,
  user: LinkUser,
  link: { school: School | null; draftId: number | null; educationLevel: EducationLevel | null },
): Promise<void> {
  const minor = needsGuardian(user);
  const institutionStatusCode = linkInstitutionStatus({ school: link.school, draft: link.draftId !== null });
  const inserted = await tx
    .insert(schoolLinks)
    .values({
      userId: user.id,
      institutionId: link.school?.id ?? null,
      schoolDraftId: link.draftId,
      institutionStatusCode,
      linkStepsCompleted: linkStepsCompleted({ institutionStatus: institutionStatusCode, minor, guardianAuthorized: false }),
      currentStep: linkCurrentStep({ minor, guardianAuthorized: false, gradesSent: false }),
      educationLevel: link.educationLevel,
      educationalGradeId: EDUCATIONAL_GRADE_ID,
    })
    .onConflictDoNothing()
    .returning({ userId: schoolLinks.userId });
  if (inserted.length === 0) throw userAlreadyLinked();
  await completeQuest(tx, user.id, 'addClan');
}

async function checkCity(db: Executor, cityId: number, expected: number | null): Promise<void> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw fail.field('cityId', 'notFound');
  if (expected !== null && expected !== cityId) throw fail.field('cityId', 'invalid');
}

async function hasLink(db: Executor, userId: number): Promise<boolean> {
  const [link] = await db.select({ userId: schoolLinks.userId }).from(schoolLinks).where(eq(schoolLinks.userId, userId));
  return Boolean(link);
}

export const schoolLinkRoutes: EndpointGroup = {
  name: 'school-links',
  register(app, { db, authenticate }) {
    app.get('/educational/api/links/status', async (c) => {
      const { userId } = await authenticate(c);
      const body: SchoolLinkStatusResponse = await loadLinkStatus(db, userId);
      return c.json(body);
    });

    app.post('/educational/api/school-link', async (c) => {
      const { userId } = await authenticate(c);
      const body = await readBody(c, ['json']);
      const user = await loadLinkUser(db, userId);
      const { values, issues: typeIssues } = readFields(body, linkFields);
      const issues = mergeIssues(typeIssues, validateSchoolLink(values, user.role));
      if (issues.length > 0) throw fail.validation(issues);
      if (await hasLink(db, userId)) throw userAlreadyLinked();

      let school: School | null = null;
      let draftId: number | null = null;
      if (values.schoolId) {
        school = (await findSchool(db, { id: values.schoolId })) ?? null;
        if (!school) throw fail.notFound('requestError:school.notFound', 'schoolNotFound');
      } else if (values.schoolDraftId) {
        const [draft] = await db
          .select({ id: schoolDrafts.id, cityId: schoolDrafts.cityId })
          .from(schoolDrafts)
          .where(and(eq(schoolDrafts.id, values.schoolDraftId), eq(schoolDrafts.userId, userId)));
        if (!draft) throw fail.notFound('requestError:schoolDraft.notFound', 'schoolDraftNotFound');
        draftId = draft.id;
        await checkCity(db, values.cityId!, draft.cityId);
      }
      if (!values.schoolDraftId) await checkCity(db, values.cityId!, school?.cityId ?? null);
      const educationLevel = (values.educationLevel?.trim() || null) as EducationLevel | null;
      await db.transaction((tx) => saveLink(tx, user, { school, draftId, educationLevel }));
      const response: SchoolLinkStatusResponse = await loadLinkStatus(db, userId);
      return c.json(response, 201);
    });

    // {schoolDraft, educationLevel, educationalGradeId, role, cityId} (docs/product/school.md, API); the draft is the
    // id of one of the user's drafts or a new one, registered and linked in one step.
    app.post('/educational/api/schools/draft/link', async (c) => {
      const { userId } = await authenticate(c);
      const body = await readBody(c, ['json']);
      const user = await loadLinkUser(db, userId);
      const raw = body.schoolDraft;
      const givenAsObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
      const { values, issues: typeIssues } = readFields({ ...body, schoolDraftId: givenAsObject ? 1 : raw, schoolId: undefined }, linkFields);
      const asDraft = (issue: FieldError): FieldError =>
        issue.field === 'schoolId' || issue.field === 'schoolDraftId' ? { ...issue, field: 'schoolDraft', messageKey: `validation:schoolDraft.${issue.code}` } : issue;
      const issues = mergeIssues(typeIssues.map(asDraft), validateSchoolLink(values, user.role).map(asDraft));
      if (issues.length > 0) throw fail.validation(issues);
      const newDraft = givenAsObject ? await validateDraftBody(db, raw as Record<string, unknown>, 'schoolDraft.') : null;
      if (await hasLink(db, userId)) throw userAlreadyLinked();

      if (newDraft) {
        await checkCity(db, values.cityId!, newDraft.cityId);
        await db.transaction(async (tx) => {
          const draftId = await createDraft(tx, userId, newDraft, { refuseWhenLinked: false });
          await saveLink(tx, user, { school: null, draftId, educationLevel: (values.educationLevel?.trim() || null) as EducationLevel | null });
        });
      } else {
        const [draft] = await db
          .select({ id: schoolDrafts.id, cityId: schoolDrafts.cityId })
          .from(schoolDrafts)
          .where(and(eq(schoolDrafts.id, values.schoolDraftId!), eq(schoolDrafts.userId, userId)));
        if (!draft) throw fail.notFound('requestError:schoolDraft.notFound', 'schoolDraftNotFound');
        await checkCity(db, values.cityId!, draft.cityId);
        await db.transaction((tx) => saveLink(tx, user, { school: null, draftId: draft.id, educationLevel: (values.educationLevel?.trim() || null) as EducationLevel | null }));
      }
      const response: SchoolLinkStatusResponse = await loadLinkStatus(db, userId);
      return c.json(response, 201);
    });

    app.post('/educational/api/student/responsible-authorization', async (c) => {
      const { userId } = await authenticate(c);
      const body = await readBody(c, ['json']);
      const { values, issues } = readFields(body, { acceptResponsibleTerms: bool() });
      if (issues.length === 0 && values.acceptResponsibleTerms !== true) issues.push({ field: 'acceptResponsibleTerms', code: 'required', messageKey: 'validation:acceptResponsibleTerms.required' });
      if (issues.length > 0) throw fail.validation(issues);
      const user = await loadLinkUser(db, userId);
      if (!needsGuardian(user)) throw new ApiError(403, [{ code: 'legalAge', messageKey: 'requestError:legalRepresentative.legalAge' }]);
      if (!(await hasLink(db, userId))) throw institutionNotInformed();
      const [guardian] = await db.select({ userId: legalRepresentatives.userId }).from(legalRepresentatives).where(eq(legalRepresentatives.userId, userId));
      if (!guardian) throw fail.badRequest('legalRepresentativeMissing', 'requestError:legalRepresentative.notFound');
      await db.transaction(async (tx) => {
        const [link] = await tx.select({ at: schoolLinks.guardianAuthorizedAt }).from(schoolLinks).where(eq(schoolLinks.userId, userId));
        if (link && link.at === null) await tx.update(schoolLinks).set({ guardianAuthorizedAt: new Date() }).where(eq(schoolLinks.userId, userId));
        await refreshLinkProgress(tx, user.id);
      });
      const response: SchoolLinkStatusResponse = await loadLinkStatus(db, userId);
      return c.json(response);
    });

    app.post('/educational/api/student/grades/send', async (c) => {
      const { userId } = await authenticate(c);
      const body = await readBody(c, ['json']);
      const { values, issues: typeIssues } = readFields(body, {
        periodType: text(20),
        period: int(0, 99),
        gradingSystemID: int(0, 99),
        acceptGradesVerificationTerms: bool(),
        ...(Object.fromEntries(GRADE_SUBJECTS.map((subject) => [subject, text(10)])) as Record<GradeSubject, ReturnType<typeof text>>),
      });
      const grades = Object.fromEntries(GRADE_SUBJECTS.map((subject) => [subject, values[subject]])) as Record<GradeSubject, string | undefined>;
      const issues = mergeIssues(typeIssues, validateGrades({ ...values, grades }));
      if (issues.length > 0) throw fail.validation(issues);
      const user = await loadLinkUser(db, userId);
      if (user.role !== 'STUDENT') throw fail.forbidden();
      const [link] = await db.select({ institutionId: schoolLinks.institutionId }).from(schoolLinks).where(eq(schoolLinks.userId, userId));
      if (!link || link.institutionId === null) throw institutionNotInformed();
      await db.transaction(async (tx) => {
        const parsed = Object.fromEntries(GRADE_SUBJECTS.map((subject) => [subject, parseGrade(grades[subject]!)!])) as Record<GradeSubject, number>;
        const inserted = await tx
          .insert(schoolGrades)
          .values({ userId, institutionId: link.institutionId, periodType: values.periodType as PeriodType, period: values.period!, gradingSystemId: values.gradingSystemID!, ...parsed })
          .onConflictDoNothing()
          .returning({ id: schoolGrades.id });
        if (inserted.length === 0) throw fail.conflict('gradesAlreadyRegistered', 'requestError:grades.alreadyRegistered');
        await refreshLinkProgress(tx, user.id);
      });
      const response: SchoolLinkStatusResponse = await loadLinkStatus(db, userId);
      return c.json(response, 201);
    });
  },
};
