import { eq } from 'drizzle-orm';
import type { FieldError } from '../../src/contract/errors';
import type { ConsentLinkView, ConsentResponse, MinorGuardianState, SupervisedMinors } from '../../src/contract/guardians';
import { consentIdentityIssues } from '../../src/domain/guardians/consent-identity';
import { DAILY_INVITATIONS, IDENTITY_ATTEMPTS, needsGuardian, sameGuardianCpf, sameGuardianName } from '../../src/domain/guardians/consent';
import { nextBrazilMidnight } from '../../src/domain/guardians/supervision';
import { todayInBrazil } from '../../src/domain/validation';
import { fieldIssue, isBlank } from '../../src/domain/validation/rules';
import { legalRepresentatives, users } from '../db/schema';
import { mergeIssues, pathId, readBody, readFields, text } from '../http/body';
import { ApiError, fail, requestError } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { countedAddress } from '../http/client-address';
import { enforceLimit } from '../services/rate-limits';
import {
  activeGuardianCount,
  ageOf,
  answerInvitation,
  callerOf,
  countIdentityMismatch,
  findInvitation,
  guardianError,
  guardianStateOf,
  identityMismatchesOf,
  invitationsSentToday,
  linkProblem,
  lockMinor,
  LOG_REASONS,
  logLinkRefusal,
  MINOR_NOT_FOUND,
  revokeConsent,
  sendGuardianInvitation,
  UNKNOWN_CONSENT_LINKS_PER_ADDRESS,
} from '../services/guardians';
import { supervisedMinorsOf } from '../services/supervision';

/** Why a link cannot be used, as the consent call answers it (docs/product/guardians.md, Errors). */
const LINK_ERRORS = {
  unknown: () => guardianError(404, 'linkUnknown'),
  used: () => guardianError(410, 'linkUsed'),
  expired: () => guardianError(410, 'linkExpired'),
} as const;

/** Guardians and minors (docs/product/guardians.md, API): consent links, the minor's consent state and the guardian's minors. */
export const guardianRoutes: EndpointGroup = {
  name: 'guardians',
  register(app, { db, config, authenticate }) {
    app.get('/records/api/user/guardian', async (c) => {
      const { userId } = await authenticate(c);
      const state = await guardianStateOf(db, userId);
      if (!state) throw fail.unauthorized();
      c.header('Cache-Control', 'no-store');
      return c.json(state satisfies MinorGuardianState);
    });

    // The minor sends the link again (docs/product/guardians.md, Limits: 3 a day); earlier links keep working until they expire.
    app.post('/records/api/guardian/invitations', async (c) => {
      const { userId } = await authenticate(c);
      await db.transaction(async (tx) => {
        // Two sends at once are counted one after the other.
        await lockMinor(tx, userId);
        const [minor] = await tx.select({ role: users.role, birthDate: users.birthDate, firstName: users.firstName }).from(users).where(eq(users.id, userId));
        if (!minor) throw fail.unauthorized();
        if (!needsGuardian(minor.role, minor.birthDate, todayInBrazil())) throw new ApiError(403, [requestError('legalAge', 'requestError:legalRepresentative.legalAge')]);
        const [representative] = await tx
          .select({ firstName: legalRepresentatives.firstName, email: legalRepresentatives.email })
          .from(legalRepresentatives)
          .where(eq(legalRepresentatives.userId, userId));
        if (!representative) throw fail.badRequest('notFound', 'requestError:legalRepresentative.notFound');
        if ((await activeGuardianCount(tx, userId)) > 0) throw guardianError(409, 'alreadyConsented');
        const now = new Date();
        if ((await invitationsSentToday(tx, userId, now)) >= DAILY_INVITATIONS) {
          const tomorrow = Date.parse(nextBrazilMidnight(now));
          throw guardianError(429, 'resendLimit', { 'Retry-After': String(Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000))) });
        }
        await sendGuardianInvitation(tx, config.publicOrigin, { id: userId, firstName: minor.firstName }, representative);
      });
      return c.json((await guardianStateOf(db, userId)) satisfies MinorGuardianState | undefined, 201);
    });

    // What the guardian sees before signing in; a link that cannot be used says why and is logged.
    app.get('/records/api/public/guardian/consent/:token', async (c) => {
      const invitation = await findInvitation(db, c.req.param('token') ?? '');
      const problem = linkProblem(invitation);
      c.header('Cache-Control', 'no-store');
      // Each refusal is written to the link log: one network's guesses at links are written so many times at most.
      const address = problem === 'UNKNOWN' ? countedAddress(c, config) : null;
      if (address) await enforceLimit(db, UNKNOWN_CONSENT_LINKS_PER_ADDRESS, address);
      if (problem) {
        await logLinkRefusal(db, LOG_REASONS[problem], null, invitation?.id ?? null);
        return c.json({ state: problem } satisfies ConsentLinkView);
      }
      const [minor] = await db.select({ firstName: users.firstName, playId: users.playId, birthDate: users.birthDate }).from(users).where(eq(users.id, invitation!.minorId));
      const [representative] = await db
        .select({ firstName: legalRepresentatives.firstName, lastName: legalRepresentatives.lastName })
        .from(legalRepresentatives)
        .where(eq(legalRepresentatives.userId, invitation!.minorId));
      const view: ConsentLinkView = {
        state: 'VALID',
        minor: { firstName: minor!.firstName, playId: minor!.playId, age: ageOf(minor!.birthDate) },
        guardianName: representative ? `${representative.firstName} ${representative.lastName}` : '',
        expiresAt: invitation!.expiresAt.toISOString(),
      };
      return c.json(view);
    });

    // The guardian's answer (docs/product/guardians.md, Rules): a SPONSOR who names themselves as the minor did.
    app.post('/records/api/guardian/consent/:token', async (c) => {
      const { userId } = await authenticate(c);
      const invitation = await findInvitation(db, c.req.param('token') ?? '');
      const caller = await callerOf(db, userId);
      if (caller.role !== 'SPONSOR') {
        await logLinkRefusal(db, 'notSponsor', userId, invitation?.id ?? null);
        throw guardianError(403, 'notSponsor');
      }
      const problem = linkProblem(invitation);
      if (problem) {
        await logLinkRefusal(db, LOG_REASONS[problem], userId, invitation?.id ?? null);
        throw LINK_ERRORS[LOG_REASONS[problem]]();
      }
      const found = invitation!;

      const { values, issues: typeIssues } = readFields(await readBody(c, ['json']), { decision: text(20), fullName: text(200), cpf: text(30) });
      const rules: FieldError[] = [];
      if (isBlank(values.decision)) rules.push(fieldIssue('decision', { code: 'required' }));
      else if (values.decision !== 'ACCEPT' && values.decision !== 'REFUSE') rules.push(fieldIssue('decision', { code: 'invalid' }));
      // The same name and CPF rules the consent page checks before sending.
      rules.push(...consentIdentityIssues({ fullName: values.fullName ?? '', cpf: values.cpf ?? '' }));
      const issues = mergeIssues(typeIssues, rules);
      if (issues.length > 0) throw fail.validation(issues);

      // The guardian proves to be the person the minor named; a typo leaves the link usable.
      const [representative] = await db
        .select({ firstName: legalRepresentatives.firstName, lastName: legalRepresentatives.lastName, cpf: legalRepresentatives.cpf })
        .from(legalRepresentatives)
        .where(eq(legalRepresentatives.userId, found.minorId));
      const mismatches: FieldError[] = [];
      if (!representative || !sameGuardianName(values.fullName!, representative.firstName, representative.lastName)) mismatches.push(fieldIssue('fullName', { code: 'guardianMismatch' }));
      if (!representative || !sameGuardianCpf(values.cpf!, representative.cpf)) mismatches.push(fieldIssue('cpf', { code: 'guardianMismatch' }));
      // A few typos are fine; guessing a CPF is not (docs/product/guardians.md, Rules).
      if (mismatches.length > 0) {
        if (!(await db.transaction((tx) => countIdentityMismatch(tx, found, userId)))) throw guardianError(429, 'identityAttempts');
        throw new ApiError(422, mismatches);
      }
      if ((await identityMismatchesOf(db, found.id)) >= IDENTITY_ATTEMPTS) throw guardianError(429, 'identityAttempts');

      const decision = values.decision as 'ACCEPT' | 'REFUSE';
      const result = await db.transaction((tx) => answerInvitation(tx, { id: found.id, minorId: found.minorId }, caller, decision));
      if ('refused' in result) {
        await logLinkRefusal(db, result.refused, userId, found.id);
        throw result.refused === 'limitReached' ? guardianError(409, 'limitReached') : LINK_ERRORS[result.refused]();
      }
      const [minor] = await db.select({ id: users.id, firstName: users.firstName, playId: users.playId }).from(users).where(eq(users.id, found.minorId));
      const body: ConsentResponse = {
        outcome: result.outcome,
        minor: minor!,
        messageKey: result.outcome === 'CONSENTED' ? 'status:guardian.consented' : 'status:guardian.refused',
      };
      return c.json(body);
    });

    app.get('/records/api/guardian/minors', async (c) => {
      const { userId } = await authenticate(c);
      if ((await callerOf(db, userId)).role !== 'SPONSOR') throw guardianError(403, 'notSponsor');
      const body: SupervisedMinors = await supervisedMinorsOf(db, userId);
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });

    // Another family's minor is answered like a minor that does not exist.
    app.delete('/records/api/guardian/minors/:id', async (c) => {
      const { userId } = await authenticate(c);
      const caller = await callerOf(db, userId);
      if (caller.role !== 'SPONSOR') throw guardianError(403, 'notSponsor');
      const minorId = pathId(c.req.param('id'), MINOR_NOT_FOUND);
      const revoked = await db.transaction((tx) => revokeConsent(tx, caller, minorId));
      if (!revoked) throw fail.notFound(MINOR_NOT_FOUND);
      return c.body(null, 204);
    });
  },
};
