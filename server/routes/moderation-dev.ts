import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../db/schema';
import { readBody } from '../http/body';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { decideReport, fileReport } from '../services/moderation';
import { hashPassword } from '../services/passwords';
import { DEMO_PASSWORD, bornYearsAgo } from '../seed/demo-accounts';

/**
 * Development control for moderation, absent when NODE_ENV=production (see server/README.md
 * "Dev-only controls"):
 *   POST /dev/moderation/sanction  a fresh player (19) reported by a fresh reporter and sanctioned by
 *                                  the demo admin; body {action: WARN|SUSPEND|BAN} (WARN by default).
 *                                  Answers the reported account (password Demo1234), the report's id
 *                                  and the path of the appeal link mailed with the sanction.
 */
export const moderationDevRoutes: EndpointGroup = {
  name: 'moderation-dev',
  register(app, { db, config }) {
    if (config.production) return;

    app.post('/dev/moderation/sanction', async (c) => {
      const body = ((await readBody(c, ['json'])) ?? {}) as Record<string, unknown>;
      const action = body.action ?? 'WARN';
      if (action !== 'WARN' && action !== 'SUSPEND' && action !== 'BAN') throw fail.field('action', 'invalid');
      const tag = randomBytes(4).toString('hex');
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const person = (name: string) => ({
        userName: `${name}.${tag}`,
        email: `${name}.${tag}@example.com`,
        passwordHash,
        emailVerified: true,
        firstName: name === 'denunciado' ? 'Caio' : 'Rita',
        lastName: `Teste ${tag}`,
        role: 'STUDENT' as const,
        birthDate: bornYearsAgo(19),
        playId: `${name === 'denunciado' ? 'Caio' : 'Rita'}${tag}#0019`,
        acceptUseTerms: true,
        firstAccessAt: new Date(),
      });
      const answer = await db.transaction(async (tx) => {
        const [reported] = await tx.insert(users).values(person('denunciado')).returning({ id: users.id, email: users.email, playId: users.playId });
        const [reporter] = await tx.insert(users).values(person('denunciante')).returning({ id: users.id });
        const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
        if (!admin) throw fail.notFound();
        const id = await fileReport(tx, reporter!.id, { target: { kind: 'PLAYER', playId: reported!.playId }, category: 'HARASSMENT', details: 'Xingamentos no chat da partida.' });
        await decideReport(tx, admin.id, id, { action, ruling: 'Xingamentos repetidos no chat da partida, registrados pelo organizador.', days: action === 'SUSPEND' ? 3 : null }, { publicOrigin: config.publicOrigin });
        return { reported: reported!, reportId: id };
      });
      // The newest mail to the reported account carries the link.
      const [mail] = await db.select({ links: mailOutbox.links }).from(mailOutbox).where(eq(mailOutbox.toAddress, answer.reported.email)).orderBy(desc(mailOutbox.id)).limit(1);
      const link = mail?.links.find((address) => address.includes('/appeal/'));
      if (!link) throw fail.internal();
      return c.json({ ...answer, appealPath: new URL(link).pathname }, 201);
    });
  },
};
