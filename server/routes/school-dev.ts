import { eq } from 'drizzle-orm';
import { INSTITUTION_STATUS } from '../../src/domain/school/school-link';
import { institutions, schoolAccreditationRequests, schoolDrafts, schoolLinks } from '../db/schema';
import { bool, pathId, readBody, readFields, text } from '../http/body';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { clearCount } from '../services/rate-limits';
import { refreshLinkProgress } from '../services/school';
import { linkTokenHash } from '../services/link-tokens';
import { schoolsOpenForAccreditation } from '../seed/school-catalogue';
import { ACCREDITATION_PER_SCHOOL, requestAccreditation } from '../services/school-accreditation';

/**
 * Development controls of the school flows, absent in production: what the institution's staff
 * would decide (approve or refuse an accreditation or a school registration request), so the
 * waiting states can be left in a browser test.
 */
export const schoolDevRoutes: EndpointGroup = {
  name: 'school-dev',
  register(app, { db, config }) {
    if (config.production) return;

    // {"decision": "APPROVED" | "REFUSED"}: the school's accreditation, and every link to it; a
    // refusal lets the school be asked again at once, as if the day had turned.
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
        // A refused school may ask again at once: today's confirmation e-mails no longer count.
        if (status === INSTITUTION_STATUS.refused) await clearCount(tx, ACCREDITATION_PER_SCHOOL, String(id));
      });
      return c.json({ id, accreditationStatus: status });
    });

    // A pending accreditation request of a school no one asked for yet, as if a director had sent
    // it: its link's path, for the school's page (docs/product/school.md, Rules). {"expired": true}
    // makes the link one past its hours.
    app.post('/dev/schools/accreditation-request', async (c) => {
      const { values } = readFields(await readBody(c, ['json']), { expired: bool() });
      const [school] = await schoolsOpenForAccreditation(db, 1);
      if (!school) throw fail.notFound('requestError:school.notFound', 'schoolNotFound');
      const director = { firstName: 'Rosa', lastName: 'Andrade', rg: '12.345.678-9', cpf: '52998224725', whatsapp: '84987651234', personalEmail: 'rosa.andrade@example.com' };
      const request = { ...director, schoolEmail: 'direcao@escola.example', schoolPhone: '8432104321', inepCode: school.inepCode!, address: school.address, cep: school.cep, acceptTerms: true };
      const { response, token } = await requestAccreditation(db, config.publicOrigin, request, null);
      if (values.expired) await db.update(schoolAccreditationRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schoolAccreditationRequests.tokenHash, linkTokenHash(token)));
      return c.json({ school: response.school, token, path: `/school/accreditation/${token}` }, 201);
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
