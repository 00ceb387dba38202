import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from 'styled-system/css';
import { translate } from '@/domain/messages';
import { shownName } from '@/domain/teams/team-name';
import type { PendingTeamAction, TeamFormationLogic } from '@/machines/teams/teamFormation.machine';
import { teamFormationView } from '@/machines/teams/teamFormation.view';
import { m } from '@/paraglide/messages';
import { ErrorState } from '@/ui/components';
import { useMessageTable } from '@/ui/use-message-table';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { CreateTeamForm } from '@/ui/teams/CreateTeamForm';
import { InviteForm } from '@/ui/teams/InviteForm';
import { ManageTeam } from '@/ui/teams/ManageTeam';
import { errorTexts } from '@/ui/components/field-binding';

export type TeamFormationActor = ActorRefFrom<TeamFormationLogic>;

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
  const snapshot = useSelector(actor, (current) => current);
  const { send } = actor;
  const { context } = snapshot;
  const view = teamFormationView(snapshot);

  if (view.screen === 'loadFailed') {
    return <ErrorState description={m.teams_loadFailed()} onRetry={() => send({ type: 'team.retry' })} />;
  }
  if (view.screen === 'create') {
    const errors = errorTexts(context.fieldErrors);
    return (
      <CreateTeamForm
        values={context.values}
        errors={errors}
        askEpicAccount={view.askEpicAccount}
        discordRequired={context.discordRequired}
        discordLinked={view.discordLinked}
        saving={view.saving}
        onChange={(change) => send({ type: 'team.change', change })}
        onSubmit={() => send({ type: 'team.submit' })}
      />
    );
  }
  if (view.screen === 'waiting') {
    return (
      <div aria-busy="true" className={placeholder}>
        <span className={css({ srOnly: true })}>{view.closing ? m.teams_closing() : m.common_loading()}</span>
      </div>
    );
  }

  const { team } = view;
  const dialog = view.confirming ? dialogText(view.confirming, team.name) : null;

  return (
    <>
      <ManageTeam
        name={team.name}
        leaderName={shownName(team.leader)}
        leaderPlayId={team.leader.playId}
        size={team.modeQuantity}
        members={team.teamMembers}
        invites={view.invites}
        viewerId={context.viewerId}
        subscribed={team.subscribed}
        canConfirm={view.canConfirm}
        busy={view.busy}
        invitePanel={
          view.inviting ? (
            <InviteForm
              value={context.inviteValue}
              error={context.inviteError ? translate(context.inviteError) : undefined}
              sending={view.sendingInvite}
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
