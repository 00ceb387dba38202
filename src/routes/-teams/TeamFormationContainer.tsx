import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from 'styled-system/css';
import { translate } from '@/domain/messages';
import { canConfirmTeam } from '@/domain/teams/team-name';
import type { PendingTeamAction, teamFormationMachine } from '@/machines/teams/teamFormation.machine';
import { m } from '@/paraglide/messages';
import { ErrorState } from '@/ui/components';
import { useMessageTable } from '@/ui/use-message-table';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { CreateTeamForm } from '@/ui/teams/CreateTeamForm';
import { InviteForm } from '@/ui/teams/InviteForm';
import { ManageTeam, type ManageTeamInvite } from '@/ui/teams/ManageTeam';

export type TeamFormationActor = ActorRefFrom<typeof teamFormationMachine>;

const BUSY_STATES = ['sendingInvite', 'kicking', 'cancellingInvite', 'accepting', 'declining', 'leaving', 'deleting', 'confirmingTeam', 'refreshing'] as const;

function dialogText(pending: PendingTeamAction, teamName: string) {
  switch (pending.kind) {
    case 'kick':
      return { title: m.teams_kickTitle(), message: m.teams_kickText({ name: pending.name }), confirm: m.teams_kickConfirm() };
    case 'cancelInvite':
      return { title: m.teams_cancelInviteTitle(), message: m.teams_cancelInviteText({ name: pending.name }), confirm: m.teams_cancelInviteConfirm() };
    case 'accept':
      return { title: m.teams_acceptTitle(), message: m.teams_acceptText({ team: teamName }), confirm: m.teams_acceptConfirm() };
    case 'decline':
      return { title: m.teams_declineTitle(), message: m.teams_declineText({ team: teamName }), confirm: m.teams_declineConfirm() };
    case 'delete':
      return { title: m.teams_deleteTitle(), message: m.teams_deleteText({ team: teamName }), confirm: m.teams_deleteConfirm() };
    case 'leave':
      return { title: m.teams_leaveTitle(), message: m.teams_leaveText({ team: teamName }), confirm: m.teams_leaveConfirm() };
  }
}

const placeholder = css({ h: '320px', borderRadius: 'xl', bg: 'bg.subtle' });

/**
 * Renders the team formation flow from its running actor: the create form, the team with its
 * rows, the invite form and the confirmation dialogs. The host owns the actor (and its output).
 */
export function TeamFormationContainer({ actor }: { actor: TeamFormationActor }) {
  // Field and invite errors are server messages translated while rendering.
  useMessageTable();
  const state = useSelector(actor, (snapshot) => snapshot);
  const { send } = actor;
  const { context } = state;

  if (state.matches('loadFailed')) {
    return <ErrorState description={m.teams_loadFailed()} onRetry={() => send({ type: 'team.retry' })} />;
  }
  if (state.matches('create')) {
    const errors = Object.fromEntries(context.fieldErrors.map((error) => [error.field, translate(error.messageKey)]));
    return (
      <CreateTeamForm
        values={context.values}
        errors={errors}
        askEpicAccount={!context.hasEpicAccount}
        discordRequired={context.discordRequired}
        discordLinked={context.discord !== null}
        saving={state.matches({ create: 'creating' })}
        onChange={(change) => send({ type: 'team.change', change })}
        onSubmit={() => send({ type: 'team.submit' })}
      />
    );
  }
  const team = context.team;
  if (!state.matches('manage') || !team) {
    const closing = state.matches('closing') || state.status === 'done';
    return (
      <div aria-busy="true" className={placeholder}>
        <span className={css({ srOnly: true })}>{closing ? m.teams_closing() : m.common_loading()}</span>
      </div>
    );
  }

  const viewerIsLeader = team.leader.id === context.viewerId;
  const invites: ManageTeamInvite[] = team.invites.map((invite) => ({
    id: invite.id,
    userId: invite.userId,
    // What the leader typed (maybe an e-mail) stays between the leader and the invitee.
    label: viewerIsLeader || invite.userId === context.viewerId ? invite.userIdentification : invite.playId,
  }));
  const busy = BUSY_STATES.some((name) => state.matches({ manage: name }));
  const inviting = state.matches({ manage: 'inviting' }) || state.matches({ manage: 'sendingInvite' });
  const dialog = context.pending && state.matches({ manage: 'confirming' }) ? dialogText(context.pending, team.name) : null;

  return (
    <>
      <ManageTeam
        name={team.name}
        leaderName={`${team.leader.firstName} ${team.leader.lastName}`.trim()}
        leaderPlayId={team.leader.playId}
        size={team.modeQuantity}
        members={team.teamMembers}
        invites={invites}
        viewerId={context.viewerId}
        subscribed={team.subscribed}
        canConfirm={canConfirmTeam(team.teamMembers.length, team.modeQuantity)}
        busy={busy}
        invitePanel={
          inviting ? (
            <InviteForm
              value={context.inviteValue}
              error={context.inviteError ? translate(context.inviteError) : undefined}
              sending={state.matches({ manage: 'sendingInvite' })}
              onChange={(value) => send({ type: 'team.inviteChange', value })}
              onSubmit={() => send({ type: 'team.sendInvite' })}
              onClose={() => send({ type: 'team.closeInvite' })}
            />
          ) : undefined
        }
        onSendInvite={() => send({ type: 'team.openInvite' })}
        onAcceptInvite={() => send({ type: 'team.accept' })}
        onDeclineInvite={() => send({ type: 'team.decline' })}
        onKick={(member) => send({ type: 'team.kick', memberId: member.id, name: member.playId })}
        onCancelInvite={(invite) => send({ type: 'team.cancelInvite', inviteId: invite.id, name: invite.label })}
        onLeave={() => send({ type: 'team.leave' })}
        onDelete={() => send({ type: 'team.delete' })}
        onConfirm={() => send({ type: 'team.confirmTeam' })}
        onRefresh={() => send({ type: 'team.refresh' })}
      />
      <AlertDialog
        open={dialog !== null}
        title={dialog?.title}
        message={dialog?.message ?? ''}
        confirmLabel={dialog?.confirm}
        cancelLabel={m.teams_dialogBack()}
        onConfirm={() => send({ type: 'team.dialogConfirm' })}
        onCancel={() => send({ type: 'team.dialogDismiss' })}
      />
    </>
  );
}
