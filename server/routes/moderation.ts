import { eq } from 'drizzle-orm';
import type { FieldError } from '../../src/contract/errors';
import type { AppealLinkView, DecisionResponse, ModerationQueue, ReportCreated, ReportTarget } from '../../src/contract/moderation';
import { appealIssues } from '../../src/domain/moderation/appeal';
import { appealDecisionIssues, decisionIssues, REPORT_TARGETS, reportIssues, type AppealOutcome, type DecisionAction, type ReportCategory } from '../../src/domain/moderation/reports';
import { reports } from '../db/schema';
import { int, mergeIssues, pathId, readBody, readFields, text } from '../http/body';
import { barsChanged } from '../http/auth';
import { fail } from '../http/errors';
import { readPage } from '../http/paging';
import type { EndpointGroup } from '../http/types';
import { answerAppeal, appealLinkView, decideReport, fileAppeal, fileReport, moderationQueue, moderationViews, reportError, reviewReport } from '../services/moderation';

const REPORT_NOT_FOUND = 'requestError:report.notFound';

/** The `target` of a report body: a kind and the reference that kind takes; anything else is a field error. */
function readTarget(raw: unknown): { target: ReportTarget | null; issues: FieldError[] } {
  const invalid = { target: null, issues: [{ field: 'target', code: 'invalid', messageKey: 'validation:target.invalid' }] };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return invalid;
  const { kind, playId, teamId, matchId } = raw as Record<string, unknown>;
  if (!(REPORT_TARGETS as readonly unknown[]).includes(kind)) return invalid;
  if (kind === 'PLAYER') return typeof playId === 'string' && playId.trim() !== '' && playId.length <= 64 && !playId.includes('\u0000') ? { target: { kind, playId }, issues: [] } : invalid;
  const id = kind === 'TEAM' ? teamId : matchId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return invalid;
  return { target: kind === 'TEAM' ? { kind, teamId: id } : { kind: 'EVIDENCE', matchId: id }, issues: [] };
}

/** Reports and moderation (docs/product/moderation.md, API). */
export const moderationRoutes: EndpointGroup = {
  name: 'moderation',
  register(app, { db, config, authenticate }) {
    // Anyone signed in reports a player, a team's name or a dispute's screenshot.
    app.post('/records/api/reports', async (c) => {
      const { userId } = await authenticate(c);
      const body = await readBody(c, ['json']);
      const { target, issues: targetIssues } = readTarget(body.target);
      const { values, issues: typeIssues } = readFields(body, { category: text(40), details: text(2000) });
      const form = { category: values.category ?? '', details: values.details ?? '' };
      const issues = mergeIssues([...targetIssues, ...typeIssues], target ? reportIssues(target.kind, form) : []);
      if (issues.length > 0 || !target) throw fail.validation(issues);
      const id = await db.transaction((tx) => fileReport(tx, userId, { target, category: form.category as ReportCategory, details: form.details }));
      return c.json({ id, messageKey: 'status:report.received' } satisfies ReportCreated, 201);
    });

    // The admins' queue: open reports oldest first, or the decided ones.
    app.get('/records/api/admin/reports', async (c) => {
      await authenticate(c, ['ADMIN']);
      const view = c.req.query('view') ?? 'open';
      if (view !== 'open' && view !== 'decided') throw fail.field('view', 'invalid');
      const { page, size } = readPage(c, 20, 50);
      const { rows, total, open } = await moderationQueue(db, view, page, size);
      c.header('Cache-Control', 'no-store');
      return c.json({ view, reports: await moderationViews(db, rows), openCount: open, page, totalPages: Math.ceil(total / size) } satisfies ModerationQueue);
    });

    // Take, decide, or answer the appeal of one report.
    app.post('/records/api/admin/reports/:id/decision', async (c) => {
      const { userId } = await authenticate(c, ['ADMIN']);
      const id = pathId(c.req.param('id'), REPORT_NOT_FOUND);
      const { values, issues: typeIssues } = readFields(await readBody(c, ['json']), { action: text(20), ruling: text(2000), days: int(-1_000_000, 1_000_000) });
      const action = values.action ?? '';
      const ruling = values.ruling ?? '';
      let messageKey: string;
      if (action === 'REVIEW') {
        if (typeIssues.length) throw fail.validation(typeIssues);
        await db.transaction((tx) => reviewReport(tx, userId, id));
        messageKey = 'status:report.reviewing';
      } else if (action === 'UPHOLD' || action === 'OVERTURN') {
        const issues = mergeIssues(typeIssues, appealDecisionIssues({ outcome: action, ruling }));
        if (issues.length) throw fail.validation(issues);
        await db.transaction((tx) => answerAppeal(tx, id, { outcome: action as AppealOutcome, ruling }));
        await barsChanged(db);
        messageKey = `status:report.appeal${action === 'UPHOLD' ? 'Upheld' : 'Overturned'}`;
      } else {
        const issues = mergeIssues(typeIssues, decisionIssues({ action, ruling, days: values.days ?? null }));
        if (issues.length) throw fail.validation(issues);
        await db.transaction((tx) => decideReport(tx, userId, id, { action: action as DecisionAction, ruling, days: values.days ?? null }, { publicOrigin: config.publicOrigin }));
        // The sanction counts at once, on every server.
        await barsChanged(db);
        messageKey = 'status:report.decided';
      }
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      if (!row) throw fail.notFound(REPORT_NOT_FOUND);
      const [report] = await moderationViews(db, [row]);
      return c.json({ report: report!, messageKey } satisfies DecisionResponse);
    });

    // What an appeal link shows, signed in or not: a suspended person cannot sign in.
    app.get('/records/api/public/reports/appeal/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json((await appealLinkView(db, c.req.param('token') ?? '')) satisfies AppealLinkView);
    });

    // The sanctioned person's one appeal, proven by the link's token.
    app.post('/records/api/reports/:id/appeal', async (c) => {
      const id = pathId(c.req.param('id'), REPORT_NOT_FOUND);
      const { values, issues: typeIssues } = readFields(await readBody(c, ['json']), { token: text(200), text: text(2000) });
      if (!values.token) throw reportError(404, 'appealUnknown');
      const issues = mergeIssues(typeIssues, appealIssues(values.text ?? ''));
      if (issues.length) throw fail.validation(issues);
      await db.transaction((tx) => fileAppeal(tx, id, values.token!, values.text!));
      return c.json({ messageKey: 'status:report.appealed' }, 201);
    });
  },
};
