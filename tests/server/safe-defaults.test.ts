import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteDecisionResponse, MinorActivity } from '@/contract/guardians';
import type { PendingInvitationPage, Team, TeamChangeResponse } from '@/contract/teams';
import { guardianLinks, notifications, teamInvites, teamMembers } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { createEvent, fieldsOf, keysOf } from './support/events';
import { jsonCaller, onPostgres, startTestServer } from './support/harness';
import { newAccount } from './support/users';

/** Safe defaults for minors (docs/product/guardians.md, Safe defaults): the real name, and adults' team invitations. */

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;
const call = jsonCaller(() => server);
const T = '/educational/api/teams';

type Account = Awaited<ReturnType<typeof newAccount>>;

const createTeam = (token: string, eventId: number) => call<TeamChangeResponse>('POST', T, token, { name: 'Time Seguro', eventId });
const invite = (teamId: number, token: string, playId: string) => call<TeamChangeResponse>('POST', `${T}/${teamId}/invite`, token, { userIdentification: playId });
const accept = (inviteId: number, token: string) => call<TeamChangeResponse>('POST', `${T}/invitations/${inviteId}/accept`, token);
const cancel = (inviteId: number, token: string) => call('DELETE', `${T}/invitations/${inviteId}/cancel`, token);
const teamOf = async (id: number, token: string) => (await call<Team>('GET', `${T}/${id}`, token)).json;
const pending = async (token: string) => (await call<PendingInvitationPage>('GET', `${T}/pending`, token)).json;
const decide = (token: string, minorId: number, inviteId: number | string, body: unknown) =>
  call<InviteDecisionResponse>('POST', `/records/api/guardian/minors/${minorId}/invites/${inviteId}`, token, body);
const activity = async (token: string, minorId: number) => (await call<MinorActivity>('GET', `/records/api/guardian/minors/${minorId}/activity`, token)).json;
const putControls = (token: string, minorId: number, showRealName: boolean) =>
  call('PUT', `/records/api/guardian/minors/${minorId}/controls`, token, { dailyLimitMinutes: null, purchasesBlocked: true, showRealName });
const texts = async (userId: number) => (await db().select({ text: notifications.text }).from(notifications).where(eq(notifications.userId, userId))).map((row) => row.text);

/** A guardian who can sign in (SPONSOR) consenting for a new minor of `age`. */
async function family(age: number, firstName = 'Clara'): Promise<{ guardian: Account; minor: Account }> {
  const guardian = await newAccount(server, { role: 'SPONSOR', age: 40, firstName });
  const minor = await newAccount(server, { age, guardian: false, firstName: `Menor${age}`, lastName: 'Silva' });
  await db().insert(guardianLinks).values({ minorId: minor.userId, guardianId: guardian.userId });
  return { guardian, minor };
}

const playIdOf = async (account: Account) => (await call<{ playId: string }>('GET', '/records/api/user/profile', account.access_token)).json.playId;

/** A team of `leader` in a new squad event, with `guest` invited; answers the team and the invitation. */
async function invited(leader: Account, guest: Account) {
  const eventId = await createEvent(server, { modeQuantity: 4 });
  const created = await createTeam(leader.access_token, eventId);
  expect(created.status).toBe(201);
  const sent = await invite(created.json.team.id, leader.access_token, await playIdOf(guest));
  expect(sent.status).toBe(201);
  const row = sent.json.team.invites.find((entry) => entry.userId === guest.userId)!;
  return { teamId: created.json.team.id, inviteId: row.id, awaitingGuardian: row.awaitingGuardian };
}

describe("a minor's real name", () => {
  it('reaches other players only when a consenting guardian shows it; the minor always sees their own', async () => {
    const { guardian, minor } = await family(15);
    const adult = await newAccount(server, { age: 30, firstName: 'Adulta', lastName: 'Líder' });
    const { teamId } = await invited(minor, adult);

    // The adult invitee sees the minor leader by Play ID only; the minor sees their name.
    expect((await teamOf(teamId, adult.access_token)).leader).toMatchObject({ id: minor.userId, firstName: '', lastName: '' });
    expect((await pending(adult.access_token)).content[0]!.team.leader).toMatchObject({ firstName: '', lastName: '' });
    expect((await teamOf(teamId, minor.access_token)).leader).toMatchObject({ firstName: 'Menor15', lastName: 'Silva' });

    // Shown by the guardian: everyone sees it; hidden again, nobody does.
    expect((await putControls(guardian.access_token, minor.userId, true)).status).toBe(200);
    expect((await teamOf(teamId, adult.access_token)).leader).toMatchObject({ firstName: 'Menor15', lastName: 'Silva' });
    expect((await pending(adult.access_token)).content[0]!.team.leader).toMatchObject({ firstName: 'Menor15' });
    expect(await texts(minor.userId)).toContain('Clara permitiu que seus colegas de time vejam seu nome.');

    // Consent withdrawn: the guardian's choice no longer counts.
    expect((await call('DELETE', `/records/api/guardian/minors/${minor.userId}`, guardian.access_token)).status).toBe(204);
    expect((await teamOf(teamId, adult.access_token)).leader).toMatchObject({ firstName: '', lastName: '' });
  });

  it('is hidden for a minor nobody supervises, and shown for an adult student', async () => {
    const seventeen = await newAccount(server, { age: 17, guardian: false, firstName: 'Dezessete' });
    const nineteen = await newAccount(server, { age: 19, firstName: 'Dezenove', lastName: 'Anos' });
    const { teamId } = await invited(nineteen, seventeen);
    expect((await accept((await teamOf(teamId, seventeen.access_token)).invites[0]!.id, seventeen.access_token)).status).toBe(200);
    const seen = await teamOf(teamId, nineteen.access_token);
    expect(seen.teamMembers.find((member) => member.id === seventeen.userId)).toMatchObject({ firstName: '', lastName: '' });
    const fromMinor = await teamOf(teamId, seventeen.access_token);
    expect(fromMinor.leader).toMatchObject({ firstName: 'Dezenove', lastName: 'Anos' });
    expect(fromMinor.teamMembers.find((member) => member.id === seventeen.userId)).toMatchObject({ firstName: 'Dezessete' });
  });
});

describe("an adult's team invitation to a student of 16 or under", () => {
  it('waits for the guardian, who is told; the minor cannot accept it before the approval, and can after', async () => {
    const { guardian, minor } = await family(15);
    const adult = await newAccount(server, { age: 22, firstName: 'Adulto' });
    const { teamId, inviteId, awaitingGuardian } = await invited(adult, minor);
    expect(awaitingGuardian).toBe(true);
    expect((await pending(minor.access_token)).content[0]).toMatchObject({ id: inviteId, awaitingGuardian: true });
    expect((await texts(minor.userId)).some((text) => text.includes('seu responsável precisa aprovar'))).toBe(true);
    expect((await texts(guardian.userId)).some((text) => text.includes('que é adulto, convidou Menor15'))).toBe(true);
    expect((await activity(guardian.access_token, minor.userId)).invites).toEqual([
      expect.objectContaining({ id: inviteId, awaitingGuardian: true, leader: expect.objectContaining({ adult: true, role: 'LEADER' }) }),
    ]);

    const early = await accept(inviteId, minor.access_token);
    expect(early.status).toBe(403);
    expect(keysOf(early.json)).toEqual(['requestError:guardian.inviteAwaitingGuardian']);
    expect(await db().select().from(teamMembers).where(eq(teamMembers.teamId, teamId))).toHaveLength(1);

    const approved = await decide(guardian.access_token, minor.userId, inviteId, { approve: true });
    expect(approved.status).toBe(200);
    expect(approved.json).toEqual({ messageKey: 'status:guardian.inviteApproved' });
    expect(await texts(minor.userId)).toContainEqual(expect.stringContaining('Clara aprovou o convite para o time Time Seguro'));
    expect((await decide(guardian.access_token, minor.userId, inviteId, { approve: true })).status).toBe(404);
    expect((await accept(inviteId, minor.access_token)).status).toBe(200);
  });

  it('refused by the guardian, is withdrawn and both the minor and the leader are told', async () => {
    const { guardian, minor } = await family(13);
    const adult = await newAccount(server, { age: 30 });
    const { inviteId } = await invited(adult, minor);
    const refused = await decide(guardian.access_token, minor.userId, inviteId, { approve: false });
    expect(refused.json).toEqual({ messageKey: 'status:guardian.inviteRefused' });
    expect(await db().select().from(teamInvites).where(eq(teamInvites.id, inviteId))).toEqual([]);
    expect((await texts(minor.userId)).some((text) => text.startsWith('Clara recusou o convite'))).toBe(true);
    // The leader is not given the guardian's name.
    expect(await texts(adult.userId)).toEqual([expect.stringMatching(/^O responsável do jogador convidado recusou/)]);
    const again = await decide(guardian.access_token, minor.userId, inviteId, { approve: true });
    expect(again.status).toBe(404);
    expect(keysOf(again.json)).toEqual(['requestError:guardian.inviteGone']);
  });

  it('is not held for a student of 17, nor when the leader is a minor too', async () => {
    const adult = await newAccount(server, { age: 25 });
    const seventeen = await newAccount(server, { age: 17 });
    expect((await invited(adult, seventeen)).awaitingGuardian).toBe(false);
    const sixteenLeader = await newAccount(server, { age: 16 });
    const fourteen = await newAccount(server, { age: 14 });
    expect((await invited(sixteenLeader, fourteen)).awaitingGuardian).toBe(false);
  });

  it('is answered only by a guardian of that minor: another family, a non-guardian and bad bodies change nothing', async () => {
    const { guardian, minor } = await family(15);
    const other = await family(15, 'Outra');
    const adult = await newAccount(server, { age: 30 });
    const { inviteId } = await invited(adult, minor);

    const stranger = await decide(other.guardian.access_token, minor.userId, inviteId, { approve: true });
    expect(stranger.status).toBe(404);
    expect(keysOf(stranger.json)).toEqual(['requestError:guardian.minorNotFound']);
    expect(keysOf((await decide(adult.access_token, minor.userId, inviteId, { approve: true })).json)).toEqual(['requestError:guardian.notSponsor']);
    // Another minor's invitation through this minor's path is not found.
    const { inviteId: otherInvite } = await invited(adult, other.minor);
    expect(keysOf((await decide(guardian.access_token, minor.userId, otherInvite, { approve: true })).json)).toEqual(['requestError:guardian.inviteGone']);
    expect((await decide(guardian.access_token, minor.userId, 'abc', { approve: true })).status).toBe(404);

    for (const [body, field] of [
      [{}, 'validation:approve.required'],
      [{ approve: 'sim' }, 'validation:approve.invalid'],
    ] as const) {
      const answer = await decide(guardian.access_token, minor.userId, inviteId, body);
      expect(answer.status).toBe(422);
      expect(fieldsOf(answer.json)).toEqual({ approve: field });
    }
    const [row] = await db().select({ awaitingGuardian: teamInvites.awaitingGuardian }).from(teamInvites).where(eq(teamInvites.id, inviteId));
    expect(row).toEqual({ awaitingGuardian: true });
  });

  it(`two guardians answering at once give one answer, even with the leader cancelling meanwhile (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    for (let round = 0; round < 6; round += 1) {
      const { guardian, minor } = await family(14);
      const second = await newAccount(server, { role: 'SPONSOR', age: 45, firstName: 'Rui' });
      await db().insert(guardianLinks).values({ minorId: minor.userId, guardianId: second.userId });
      const adult = await newAccount(server, { age: 28 });
      const { inviteId } = await invited(adult, minor);
      const cancelling = round % 2 === 1;
      const [approve, refuse, cancelled] = await Promise.all([
        decide(guardian.access_token, minor.userId, inviteId, { approve: true }),
        decide(second.access_token, minor.userId, inviteId, { approve: false }),
        cancelling ? cancel(inviteId, adult.access_token) : Promise.resolve(null),
      ]);
      const answered = [approve, refuse].filter((answer) => answer.status === 200);
      // Never both; without a cancel, exactly one. The other finds it gone.
      if (!cancelling) expect(answered).toHaveLength(1);
      expect(answered.length).toBeLessThanOrEqual(1);
      for (const answer of [approve, refuse]) if (answer.status !== 200) expect(keysOf(answer.json)).toEqual(['requestError:guardian.inviteGone']);
      const rows = await db().select({ awaitingGuardian: teamInvites.awaitingGuardian }).from(teamInvites).where(eq(teamInvites.id, inviteId));
      if (cancelled?.status === 200 || refuse.status === 200) expect(rows).toEqual([]);
      else expect(rows).toEqual([{ awaitingGuardian: false }]);
      // The minor hears of the one answer given, and only of it.
      const told = (await texts(minor.userId)).filter((text) => text.includes('aprovou o convite') || text.includes('recusou o convite'));
      expect(told).toHaveLength(answered.length);
    }
  });
});
