import type { Context } from 'hono';
import type { FieldError } from '../../src/contract/errors';
import type {
  ActivityHeartbeat,
  GuardianControlsRequest,
  InviteDecisionRequest,
  InviteDecisionResponse,
  MinorActivity,
  SupervisedMinorSummary,
  SupervisionState,
} from '../../src/contract/guardians';
import { DAILY_LIMIT_MAX, DAILY_LIMIT_MIN, HEARTBEAT_MAX_SECONDS, isDailyLimit, last30Days } from '../../src/domain/guardians/supervision';
import { todayInBrazil } from '../../src/domain/validation';
import { fieldIssue } from '../../src/domain/validation/rules';
import { bool, int, mergeIssues, nullable, pathId, readBody, readFields } from '../http/body';
import { ApiError, fail } from '../http/errors';
import { reportsOfMinor } from '../services/moderation';
import type { EndpointGroup } from '../http/types';
import { guardianError, MINOR_NOT_FOUND } from '../services/guardians';
import { decideInvite } from '../services/invite-approval';
import { minorInvitesOf, minorTeamsOf, minorTournamentsOf } from '../services/minor-circles';
import { guardedMinor, recordHeartbeat, saveControls, secondsByDay, supervisedMinorsOf, supervisionStateOf } from '../services/supervision';

/** Body errors of this group answer 422 with field errors (docs/product/guardians.md, Errors). */
const invalid = (issues: FieldError[]) => new ApiError(422, issues);

const INVITE_GONE = 'requestError:guardian.inviteGone';

/** A decision's body: approve true or false, required. */
async function decisionOf(c: Context): Promise<InviteDecisionRequest> {
  const { values, issues } = readFields(await readBody(c, ['json']), { approve: bool() });
  if (issues.length > 0) throw invalid(issues);
  if (values.approve === undefined) throw invalid([fieldIssue('approve', { code: 'required' })]);
  return { approve: values.approve };
}

/** A heartbeat's body: whole seconds from 1 to 120. */
async function heartbeatOf(c: Context): Promise<ActivityHeartbeat> {
  const { values, issues } = readFields(await readBody(c, ['json']), { seconds: int(1, HEARTBEAT_MAX_SECONDS) });
  if (issues.length > 0) throw invalid(issues);
  if (values.seconds === undefined) throw invalid([fieldIssue('seconds', { code: 'required' })]);
  return { seconds: values.seconds };
}

/**
 * New controls: a daily limit (null or a multiple of 15 from 15 to 600), whether purchases are
 * blocked, and whether the real name is shown; all three required.
 */
async function controlsRequestOf(c: Context): Promise<GuardianControlsRequest> {
  const body = await readBody(c, ['json']);
  const { values, issues } = readFields(body, { dailyLimitMinutes: nullable(int(DAILY_LIMIT_MIN, DAILY_LIMIT_MAX)), purchasesBlocked: bool(), showRealName: bool() });
  const rules: FieldError[] = [];
  if (values.dailyLimitMinutes === undefined) rules.push(fieldIssue('dailyLimitMinutes', { code: 'required' }));
  else if (!isDailyLimit(values.dailyLimitMinutes)) rules.push(fieldIssue('dailyLimitMinutes', { code: 'invalid' }));
  if (values.purchasesBlocked === undefined) rules.push(fieldIssue('purchasesBlocked', { code: 'required' }));
  if (values.showRealName === undefined) rules.push(fieldIssue('showRealName', { code: 'required' }));
  const all = mergeIssues(issues, rules);
  if (all.length > 0) throw invalid(all);
  return { dailyLimitMinutes: values.dailyLimitMinutes!, purchasesBlocked: values.purchasesBlocked!, showRealName: values.showRealName! };
}

/**
 * Guardian supervision (docs/product/guardians.md, Supervision and API): the caller's own
 * supervision and usage heartbeats, a minor's last 30 days and circles, and the guardian's controls.
 */
export const supervisionRoutes: EndpointGroup = {
  name: 'supervision',
  register(app, { db, authenticate }) {
    app.get('/records/api/user/supervision', async (c) => {
      const { userId } = await authenticate(c);
      const state = await supervisionStateOf(db, userId);
      if (!state) throw fail.unauthorized();
      c.header('Cache-Control', 'no-store');
      return c.json(state satisfies SupervisionState);
    });

    // Counted only for a supervised student; anyone else gets the state and nothing is written.
    app.post('/records/api/user/activity', async (c) => {
      const { userId } = await authenticate(c);
      const { seconds } = await heartbeatOf(c);
      const state = await recordHeartbeat(db, userId, seconds);
      if (!state) throw fail.unauthorized();
      c.header('Cache-Control', 'no-store');
      return c.json(state satisfies SupervisionState);
    });

    app.get('/records/api/guardian/minors/:id/activity', async (c) => {
      const { userId } = await authenticate(c);
      const { minor } = await guardedMinor(db, userId, c.req.param('id'));
      const days = last30Days(todayInBrazil());
      const seconds = await secondsByDay(db, minor.id, days);
      const body: MinorActivity = {
        minor,
        days: days.map((day, i) => ({ day, seconds: seconds[i]! })),
        teams: await minorTeamsOf(db, minor.id),
        tournaments: await minorTournamentsOf(db, minor.id),
        invites: await minorInvitesOf(db, minor.id),
        reports: await reportsOfMinor(db, minor.id),
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });

    // An adult's invitation to a minor of 16 or under: approved, the minor may accept it; refused, it is withdrawn.
    app.post('/records/api/guardian/minors/:id/invites/:inviteId', async (c) => {
      const { userId } = await authenticate(c);
      const { guardian, minor } = await guardedMinor(db, userId, c.req.param('id'));
      const inviteId = pathId(c.req.param('inviteId'), INVITE_GONE);
      const { approve } = await decisionOf(c);
      const decision = await db.transaction((tx) => decideInvite(tx, guardian, minor.id, inviteId, approve));
      // The consent may have been withdrawn since the caller was checked.
      if (decision === 'NOT_SUPERVISED') throw fail.notFound(MINOR_NOT_FOUND);
      if (decision === 'GONE') throw guardianError(404, 'inviteGone');
      const body: InviteDecisionResponse = { messageKey: decision === 'APPROVED' ? 'status:guardian.inviteApproved' : 'status:guardian.inviteRefused' };
      return c.json(body);
    });

    app.put('/records/api/guardian/minors/:id/controls', async (c) => {
      const { userId } = await authenticate(c);
      const { guardian, minor } = await guardedMinor(db, userId, c.req.param('id'));
      const next = await controlsRequestOf(c);
      if (!(await db.transaction((tx) => saveControls(tx, guardian, minor.id, next)))) throw fail.notFound(MINOR_NOT_FOUND);
      const [saved] = await supervisedMinorsOf(db, guardian.id, minor.id);
      if (!saved) throw fail.notFound(MINOR_NOT_FOUND);
      return c.json(saved satisfies SupervisedMinorSummary);
    });
  },
};
