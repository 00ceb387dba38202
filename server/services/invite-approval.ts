import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { guardianLinks, notifications, teamInvites, teams, tournaments } from '../db/schema';
import { t } from '../messages';
import { consentingGuardianIds, lockMinor } from './guardians';

/**
 * A guardian's approval of an adult's team invitation to a student of 16 or under
 * (docs/product/guardians.md, Safe defaults): the guardians are asked when the invitation is sent;
 * one of them approves it (the minor may then accept) or refuses it (it is withdrawn).
 */

/** Tells each guardian who consents for the minor now that an adult's invitation waits for them. */
async function askGuardians(tx: Executor, minor: { id: number; firstName: string }, invitation: { leader: string; team: string; event: string }): Promise<void> {
  const guardians = await consentingGuardianIds(tx, minor.id);
  if (guardians.length === 0) return;
  await tx.insert(notifications).values(
    guardians.map((guardianId) => ({
      userId: guardianId,
      title: t('notification_guardianInvite_title'),
      text: t('notification_guardianInvite_text', { leader: invitation.leader, minor: minor.firstName, team: invitation.team, event: invitation.event }),
      targetKey: `/guardian/${minor.id}`,
    })),
  );
}

/**
 * Tells the invited player of a new team invitation (docs/product/teams.md); one that waits for a
 * guardian says so, and each guardian who consents now is asked.
 */
export async function noticeInvitation(
  tx: Executor,
  guest: { id: number; firstName: string },
  invitation: { leader: string; team: string; event: { id: number; name: string }; awaitingGuardian: boolean },
): Promise<void> {
  const { team, event } = invitation;
  await tx.insert(notifications).values({
    userId: guest.id,
    title: 'Convite para time',
    text: invitation.awaitingGuardian
      ? t('notification_teamInvite_awaitingGuardian', { team, event: event.name })
      : `Você foi convidado para o time ${team} no torneio ${event.name}.`,
    targetKey: `tournament:${event.id}`,
  });
  if (invitation.awaitingGuardian) await askGuardians(tx, guest, { leader: invitation.leader, team, event: event.name });
}

export type InviteDecision = 'APPROVED' | 'REFUSED' | 'GONE' | 'NOT_SUPERVISED';

/**
 * Approves or refuses an invitation still waiting for a guardian, inside a transaction. The minor's
 * row lock orders it against the guardian's consent being withdrawn (then NOT_SUPERVISED); its
 * team's row lock against a leader's cancel or a second guardian's answer: the first answer wins
 * and a later one finds it GONE.
 */
export async function decideInvite(tx: Executor, guardian: { id: number; firstName: string }, minorId: number, inviteId: number, approve: boolean): Promise<InviteDecision> {
  await lockMinor(tx, minorId);
  const [link] = await tx
    .select({ minorId: guardianLinks.minorId })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.minorId, minorId), eq(guardianLinks.guardianId, guardian.id), isNull(guardianLinks.revokedAt)));
  if (!link) return 'NOT_SUPERVISED';
  const [found] = await tx
    .select({ teamId: teamInvites.teamId })
    .from(teamInvites)
    .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.userId, minorId)));
  if (!found) return 'GONE';
  const [team] = await tx
    .select({ id: teams.id, name: teams.name, leaderId: teams.leaderId, eventId: teams.eventId })
    .from(teams)
    .where(eq(teams.id, found.teamId))
    .for('update');
  const [invite] = await tx
    .select({ awaitingGuardian: teamInvites.awaitingGuardian })
    .from(teamInvites)
    .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.userId, minorId)));
  if (!team || !invite?.awaitingGuardian) return 'GONE';
  const [event] = await tx.select({ name: tournaments.name }).from(tournaments).where(eq(tournaments.id, team.eventId));
  const names = { guardian: guardian.firstName, team: team.name, event: event?.name ?? '' };
  if (approve) {
    await tx.update(teamInvites).set({ awaitingGuardian: false }).where(eq(teamInvites.id, inviteId));
    await tx.insert(notifications).values({
      userId: minorId,
      title: t('notification_inviteApproved_title'),
      text: t('notification_inviteApproved_text', names),
      targetKey: `tournament:${team.eventId}`,
    });
    return 'APPROVED';
  }
  await tx.delete(teamInvites).where(eq(teamInvites.id, inviteId));
  await tx.insert(notifications).values([
    { userId: minorId, title: t('notification_inviteRefused_title'), text: t('notification_inviteRefused_text', names), targetKey: `tournament:${team.eventId}` },
    { userId: team.leaderId, title: t('notification_inviteRefused_title'), text: t('notification_inviteRefusedLeader_text', names), targetKey: `tournament:${team.eventId}` },
  ]);
  return 'REFUSED';
}
