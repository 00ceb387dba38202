import { eq } from 'drizzle-orm';
import { INSTITUTION_STATUS } from '../../src/domain/school/school-link';
import { institutions, schoolDrafts, schoolLinks } from '../db/schema';
import { pathId, readBody, readFields, text } from '../http/body';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { refreshLinkProgress } from '../services/school';

/**
 * Development controls of the school flows, absent in production: what the institution's staff
 * would decide (approve or refuse an accreditation or a school registration request), so the
 * waiting states can be left in a browser test.
 */
export const schoolDevRoutes: EndpointGroup = {
  name: 'school-dev',
  register(app, { db, config }) {
    if (config.production) return;

    // {"decision": "APPROVED" | "REFUSED"}: the school's accreditation, and every link to it.
    app.post('/dev/schools/:id/accreditation', async (c) => {
      const id = pathId(c.req.param('id'), 'requestError:school.notFound');
      const { values, issues } = readFields(await readBody(c, ['json']), { decision: text(20) });
      if (issues.length > 0 || (values.decision !== 'APPROVED' && values.decision !== 'REFUSED')) throw fail.field('decision', 'invalid');
      const status = values.decision === 'APPROVED' ? INSTITUTION_STATUS.approved : INSTITUTION_STATUS.refused;
      await db.transaction(async (tx) => {
        const updated = await tx.update(institutions).set({ accreditationStatus: status }).where(eq(institutions.id, id)).returning({ id: institutions.id });
        if (updated.length === 0) throw fail.notFound('requestError:school.notFound', 'schoolNotFound');
        const linked = await tx.update(schoolLinks).set({ institutionStatusCode: status }).where(eq(schoolLinks.institutionId, id)).returning({ userId: schoolLinks.userId });
        for (const { userId } of linked) await refreshLinkProgress(tx, userId);
      });
      return c.json({ id, accreditationStatus: status });
    });

    // {"decision": "APPROVED" | "REFUSED"}: an approved draft becomes an accredited school its links point at.
    app.post('/dev/school-drafts/:id/decision', async (c) => {
      const id = pathId(c.req.param('id'), 'requestError:schoolDraft.notFound');
      const { values, issues } = readFields(await readBody(c, ['json']), { decision: text(20) });
      if (issues.length > 0 || (values.decision !== 'APPROVED' && values.decision !== 'REFUSED')) throw fail.field('decision', 'invalid');
      const decision = values.decision;
      const links = await db.transaction(async (tx) => {
        const [draft] = await tx.select().from(schoolDrafts).where(eq(schoolDrafts.id, id));
        if (!draft) throw fail.notFound('requestError:schoolDraft.notFound', 'schoolDraftNotFound');
        if (draft.status !== 'PENDING') throw fail.conflict('draftDecided', 'status:default.error');
        await tx.update(schoolDrafts).set({ status: decision }).where(eq(schoolDrafts.id, id));
        let institutionId: number | null = null;
        if (decision === 'APPROVED') {
          const [taken] = draft.inepCode ? await tx.select({ id: institutions.id }).from(institutions).where(eq(institutions.inepCode, draft.inepCode)) : [];
          const [school] = await tx
            .insert(institutions)
            .values({
              name: draft.name,
              inepCode: taken ? null : draft.inepCode,
              type: draft.type,
              address: draft.address,
              stateId: draft.stateId,
              cityId: draft.cityId,
              cep: draft.zipCode,
              accreditationStatus: INSTITUTION_STATUS.approved,
            })
            .returning({ id: institutions.id });
          institutionId = school!.id;
        }
        const status = decision === 'APPROVED' ? INSTITUTION_STATUS.approved : INSTITUTION_STATUS.refused;
        const linked = await tx
          .update(schoolLinks)
          .set({ institutionStatusCode: status, ...(institutionId !== null ? { institutionId } : {}) })
          .where(eq(schoolLinks.schoolDraftId, id))
          .returning({ userId: schoolLinks.userId });
        for (const { userId } of linked) await refreshLinkProgress(tx, userId);
        return { institutionId, users: linked.length };
      });
      const body: { id: number; status: string; institutionId: number | null } = { id, status: decision, institutionId: links.institutionId };
      return c.json(body);
    });
  },
};
