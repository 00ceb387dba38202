import { css, sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { teamRowActions, type TeamRowKind } from '@/domain/teams/team-row';
import { button } from '@/ui/button';
import { CheckIcon, ClockIcon, SendIcon, TrashIcon, UserIcon } from '@/ui/icons';

export interface TeamMemberRowProps {
  kind: TeamRowKind;
  /** Play id or e-mail of the member or invitee; absent on an empty slot. */
  identification?: string;
  viewerIsLeader: boolean;
  isViewerRow: boolean;
  isLeaderRow?: boolean;
  teamSubscribed: boolean;
  /** An invitation waiting for the invitee's guardian: shown as such, and the invitee cannot accept it yet. */
  awaitingGuardian?: boolean;
  onSendInvite?: () => void;
  onAcceptInvite?: () => void;
  onDeclineInvite?: () => void;
  onKickMember?: () => void;
  onCancelInvite?: () => void;
  onLeaveTeam?: () => void;
}

const styles = sva({
  slots: ['root', 'avatar', 'who', 'name', 'role', 'actions', 'status', 'icon'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: '3',
      minHeight: '16',
      px: '4',
      py: '2',
      borderRadius: 'xl',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      '&[data-kind=empty]': { borderStyle: 'dashed', bg: 'transparent' },
    },
    avatar: { flexShrink: 0, display: 'grid', placeItems: 'center', w: '10', h: '10', borderRadius: 'full', bg: 'accent.subtle', color: 'accent.default' },
    who: { display: 'flex', flexDirection: 'column', flex: '1', minWidth: '8rem' },
    name: { fontWeight: '700', color: 'fg.default', overflowWrap: 'anywhere' },
    role: { fontSize: 'caption', color: 'fg.muted', fontWeight: '600' },
    actions: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', ms: 'auto' },
    status: { display: 'grid', placeItems: 'center', w: '10', h: '10' },
    icon: {
      display: 'grid',
      placeItems: 'center',
      w: '11',
      h: '11',
      borderRadius: 'full',
      color: 'status.error',
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle' },
    },
  },
})();

/** One row of the team formation screen; which actions show follows the row-action table (teamRowActions; docs/product/teams.md, States). */
export function TeamMemberRow(props: TeamMemberRowProps) {
  const { kind, identification = '', isLeaderRow } = props;
  const actions = teamRowActions(props);
  const s = styles;
  const roleText =
    kind === 'empty' ? null : kind === 'invite' ? (props.awaitingGuardian ? m.teams_inviteAwaitingGuardian() : m.event_teamPendingInvite()) : isLeaderRow ? m.event_teamLeader() : m.event_teamConfirmedMember();
  return (
    <li className={s.root} data-kind={kind}>
      <span className={s.avatar} aria-hidden="true">
        <UserIcon size={20} />
      </span>
      <span className={s.who}>
        <span className={s.name}>{kind === 'empty' ? m.event_teamEmptySlot() : identification}</span>
        {roleText ? <span className={s.role}>{roleText}</span> : null}
      </span>
      <span className={s.actions}>
        {actions.includes('sendInvite') ? (
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={props.onSendInvite}>
            <SendIcon size={16} />
            {m.event_teamSendInvite()}
          </button>
        ) : null}
        {actions.includes('acceptInvite') ? (
          <button type="button" className={button({ variant: 'primary', size: 'sm' })} onClick={props.onAcceptInvite}>
            {m.event_teamAcceptInvite()}
          </button>
        ) : null}
        {actions.includes('declineInvite') ? (
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={props.onDeclineInvite}>
            {m.event_teamDeclineInvite()}
          </button>
        ) : null}
        {actions.includes('pendingIcon') ? (
          <span className={css({ display: 'grid', placeItems: 'center', w: '10', h: '10', color: 'status.warning' })} role="img" aria-label={props.awaitingGuardian ? m.teams_inviteAwaitingGuardian() : m.event_teamPendingInvite()}>
            <ClockIcon />
          </span>
        ) : null}
        {actions.includes('memberIcon') ? (
          <span className={css({ display: 'grid', placeItems: 'center', w: '10', h: '10', color: 'status.success' })} role="img" aria-label={m.event_teamConfirmedMember()}>
            <CheckIcon strokeWidth={3} />
          </span>
        ) : null}
        {actions.includes('kickMember') ? (
          <button type="button" className={s.icon} onClick={props.onKickMember} aria-label={m.event_teamKick({ name: identification })}>
            <TrashIcon />
          </button>
        ) : null}
        {actions.includes('cancelInvite') ? (
          <button type="button" className={s.icon} onClick={props.onCancelInvite} aria-label={m.event_teamCancelInvite({ name: identification })}>
            <TrashIcon />
          </button>
        ) : null}
        {actions.includes('leaveTeam') ? (
          <button type="button" className={s.icon} onClick={props.onLeaveTeam} aria-label={m.event_teamLeave()}>
            <TrashIcon />
          </button>
        ) : null}
      </span>
    </li>
  );
}
