import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { DataExport, DeletionRequestBody, DeletionRequestState } from '../../src/contract/data-rights';
import type { Profile } from '../../src/contract/profile';
import { fieldIssue } from '../../src/domain/validation/rules';
import type { Database } from '../db/client';
import { notifications, users } from '../db/schema';
import { readBody, readFields, text } from '../http/body';
import { ApiError, fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { cancelDeletion, dataExportOf, deletionRequestOf, requestDeletion } from '../services/data-rights';
import { t } from '../messages';
import { verifyPassword } from '../services/passwords';
import { personalDataChanges, updatePersonalData } from '../services/personal-data';
import { loadProfile } from '../services/profile';
import { guardedMinor } from '../services/supervision';

/** The body of a deletion request: the caller's own password, checked before anything is written. */
async function confirmedBy(c: Context, db: Database, userId: number): Promise<{ id: number; firstName: string }> {
  const { values, issues } = readFields(await readBody(c, ['json']), { password: text(128) });
  if (issues.length > 0) throw fail.validation(issues);
  const body: Partial<DeletionRequestBody> = values;
  if (!body.password) throw fail.validation([fieldIssue('password', { code: 'required' })]);
  const [caller] = await db.select({ id: users.id, firstName: users.firstName, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!caller) throw fail.unauthorized();
  if (!(await verifyPassword(caller.passwordHash, body.password))) throw new ApiError(400, [fieldIssue('password', { code: 'incorrect' })]);
  return { id: caller.id, firstName: caller.firstName };
}

async function stateOf(db: Database, personId: number): Promise<DeletionRequestState> {
  return { request: await deletionRequestOf(db, personId) };
}

/**
 * Data rights (docs/product/data-rights.md, API): the copy of everything kept about the caller (and
 * their minors, for a guardian), a guardian's correction of a minor's personal data, and the
 * request to erase an account, for oneself or, as a guardian, for a supervised minor.
 */
export const dataRightsRoutes: EndpointGroup = {
  name: 'data-rights',
  register(app, { db, authenticate }) {
    app.get('/records/api/user/data-export', async (c) => {
      const { userId } = await authenticate(c);
      const [caller] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      const copy = await dataExportOf(db, userId, { withMinors: caller?.role === 'SPONSOR' });
      if (!copy) throw fail.unauthorized();
      c.header('Cache-Control', 'no-store');
      return c.json(copy satisfies DataExport);
    });

    app.get('/records/api/user/deletion-request', async (c) => {
      const { userId } = await authenticate(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await stateOf(db, userId));
    });

    app.post('/records/api/user/deletion-request', async (c) => {
      const { userId } = await authenticate(c);
      const caller = await confirmedBy(c, db, userId);
      await db.transaction((tx) => requestDeletion(tx, userId, caller));
      return c.json(await stateOf(db, userId), 201);
    });

    app.delete('/records/api/user/deletion-request', async (c) => {
      const { userId } = await authenticate(c);
      const [caller] = await db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.id, userId));
      if (!caller) throw fail.unauthorized();
      await db.transaction((tx) => cancelDeletion(tx, userId, caller));
      return c.json(await stateOf(db, userId));
    });

    // A guardian acting for a supervised minor: another family's minor answers 404.
    app.get('/records/api/guardian/minors/:id/data-export', async (c) => {
      const { userId } = await authenticate(c);
      const { minor } = await guardedMinor(db, userId, c.req.param('id'));
      const copy = await dataExportOf(db, minor.id, { withMinors: false });
      if (!copy) throw fail.notFound();
      c.header('Cache-Control', 'no-store');
      return c.json(copy satisfies DataExport);
    });

    // Correcting a minor's personal data (docs/product/data-rights.md, Rules): the same rules as the
    // minor's own edit; the minor is told who changed what.
    app.get('/records/api/guardian/minors/:id/profile', async (c) => {
      const { userId } = await authenticate(c);
      const { minor } = await guardedMinor(db, userId, c.req.param('id'));
      const profile = await loadProfile(db, minor.id);
      if (!profile) throw fail.notFound();
      c.header('Cache-Control', 'no-store');
      return c.json(profile satisfies Profile);
    });

    app.put('/records/api/guardian/minors/:id/personal-data', async (c) => {
      const { userId } = await authenticate(c);
      const { guardian, minor } = await guardedMinor(db, userId, c.req.param('id'));
      const changes = await personalDataChanges(db, minor.id, await readBody(c, ['json']));
      await db.transaction(async (tx) => {
        await updatePersonalData(tx, minor.id, changes);
        await tx.insert(notifications).values({
          userId: minor.id,
          title: t('notification_guardianCorrected_title'),
          text: t('notification_guardianCorrected_text', { guardian: guardian.firstName }),
          targetKey: '/profile/personal-data',
        });
      });
      const profile = await loadProfile(db, minor.id);
      if (!profile) throw fail.notFound();
      return c.json(profile satisfies Profile);
    });

    app.get('/records/api/guardian/minors/:id/deletion-request', async (c) => {
      const { userId } = await authenticate(c);
      const { minor } = await guardedMinor(db, userId, c.req.param('id'));
      c.header('Cache-Control', 'no-store');
      return c.json(await stateOf(db, minor.id));
    });

    app.post('/records/api/guardian/minors/:id/deletion-request', async (c) => {
      const { userId } = await authenticate(c);
      const { minor } = await guardedMinor(db, userId, c.req.param('id'));
      const guardian = await confirmedBy(c, db, userId);
      await db.transaction((tx) => requestDeletion(tx, minor.id, guardian));
      return c.json(await stateOf(db, minor.id), 201);
    });

    app.delete('/records/api/guardian/minors/:id/deletion-request', async (c) => {
      const { userId } = await authenticate(c);
      const { guardian, minor } = await guardedMinor(db, userId, c.req.param('id'));
      await db.transaction((tx) => cancelDeletion(tx, minor.id, guardian));
      return c.json(await stateOf(db, minor.id));
    });
  },
};
