import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { CheckIcon, ClockIcon, InfoIcon, RefreshIcon, TrashIcon } from '@/ui/icons';
import { TeamMemberRow } from './TeamMemberRow';

export interface ManageTeamMember {
  /** The member's user id (what kick takes). */
  id: number;
  playId: string;
  isLeader: boolean;
}

export interface ManageTeamInvite {
  /** The invitation id (what accept, decline and cancel take). */
  id: number;
  /** The invited user's id. */
  userId: number;
  /** What the row shows: the Play ID, or the e-mail the leader typed. */
  label: string;
  /** An adult's invitation waiting for the invitee's guardian (docs/product/guardians.md, Safe defaults). */
  awaitingGuardian: boolean;
}

export interface ManageTeamProps {
  /** User text, shown as plain text. */
  name: string;
  leaderName: string;
  leaderPlayId: string;
  /** The team size (the event's modeQuantity). */
  size: number;
  members: readonly ManageTeamMember[];
  invites: readonly ManageTeamInvite[];
  viewerId: number;
  subscribed: boolean;
  /** Members excluding the leader equal size minus one (docs/product/teams.md, Roles). */
  canConfirm: boolean;
  /** A request is under way: the actions wait. */
  busy: boolean;
  /** The invite form, shown in place of the first empty slot while open. */
  invitePanel?: ReactNode;
  onSendInvite: () => void;
  onAcceptInvite: () => void;
  onDeclineInvite: () => void;
  onKick: (member: ManageTeamMember) => void;
  onCancelInvite: (invite: ManageTeamInvite) => void;
  onLeave: () => void;
  onDelete: () => void;
  onConfirm: () => void;
  /** Loads the team again (other players act at the same time); the button shows when given. */
  onRefresh?: () => void;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 }),
  header: css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2', minW: 0 }),
  heading: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 }),
  refresh: css({ flexShrink: 0, display: 'grid', placeItems: 'center', w: '11', h: '11', borderRadius: 'full', color: 'fg.muted', cursor: 'pointer', _hover: { bg: 'bg.subtle', color: 'fg.default' }, _disabled: { opacity: 0.5, cursor: 'not-allowed' } }),
  name: css({ textStyle: 'sectionTitle', overflowWrap: 'anywhere', minW: 0, lineClamp: '3' }),
  facts: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', color: 'fg.muted', fontWeight: '600' }),
  leader: css({ overflowWrap: 'anywhere', minW: 0 }),
  counter: css({
    display: 'inline-flex',
    alignItems: 'center',
    px: '3',
    py: '1',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.emphasis',
    fontWeight: '800',
    fontSize: 'sm',
    fontVariantNumeric: 'tabular-nums',
  }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 }),
  notice: css({ display: 'flex', gap: '3', alignItems: 'flex-start', p: '3', borderRadius: 'xl', bg: 'bg.subtle', color: 'fg.default', fontWeight: '600' }),
  noticeIcon: css({ flexShrink: 0, mt: '0.5' }),
  footer: css({ display: 'flex', flexDirection: { base: 'column-reverse', sm: 'row' }, gap: '3', justifyContent: 'space-between', alignItems: { base: 'stretch', sm: 'center' } }),
  danger: css({ color: 'status.error', whiteSpace: 'nowrap', flexShrink: 0 }),
};

const toneColor = {
  info: css({ color: 'status.info' }),
  success: css({ color: 'status.success' }),
  warning: css({ color: 'status.warning' }),
};

function Notice({ icon, children, tone }: { icon: ReactNode; children: ReactNode; tone: keyof typeof toneColor }) {
  return (
    <p className={styles.notice} role="status">
      <span className={cx(styles.noticeIcon, toneColor[tone])}>{icon}</span>
      <span>{children}</span>
    </p>
  );
}

/**
 * Team formation screen (docs/product/teams.md, Screens): team name, leader, members counter and member rows with the
 * row actions (docs/product/teams.md, States); the leader's confirm (enabled only when the team is full) and delete; a
 * member's 'waiting team confirm'; the locked, subscribed team.
 */
export function ManageTeam(props: ManageTeamProps) {
  const { name, leaderName, leaderPlayId, size, members, invites, viewerId, subscribed, canConfirm, busy, invitePanel } = props;
  const leaderMember = members.find((member) => member.isLeader);
  const viewerIsLeader = leaderMember?.id === viewerId;
  const ownInvite = invites.find((invite) => invite.userId === viewerId);
  const emptySlots = Math.max(0, size - members.length - invites.length);
  const ordered = [...members].sort((a, b) => Number(b.isLeader) - Number(a.isLeader));

  return (
    <section className={styles.root} aria-labelledby="manage-team-name" aria-busy={busy} data-testid="manage-team">
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id="manage-team-name" className={styles.name}>
            {name}
          </h2>
          <p className={styles.facts}>
            <span className={styles.leader}>
              {m.teams_leader()}: {leaderName === leaderPlayId ? leaderPlayId : `${leaderName} (${leaderPlayId})`}
            </span>
            <span className={styles.counter} data-testid="members-counter">
              {m.teams_membersCounter({ count: String(members.length), size: String(size) })}
            </span>
          </p>
        </div>
        {props.onRefresh ? (
          <button type="button" className={styles.refresh} onClick={props.onRefresh} disabled={busy} aria-label={m.teams_refresh()} title={m.teams_refresh()}>
            <RefreshIcon size={20} />
          </button>
        ) : null}
      </header>

      {subscribed ? (
        <Notice icon={<CheckIcon size={20} strokeWidth={3} />} tone="success">
          {m.teams_subscribedNotice()}
        </Notice>
      ) : ownInvite?.awaitingGuardian ? (
        <Notice icon={<ClockIcon size={20} />} tone="warning">
          {m.teams_invitedAwaitingGuardian({ name: leaderName })}
        </Notice>
      ) : ownInvite ? (
        <Notice icon={<InfoIcon size={20} />} tone="info">
          {m.teams_invitedNotice({ name: leaderName })}
        </Notice>
      ) : !viewerIsLeader ? (
        <Notice icon={<ClockIcon size={20} />} tone="warning">
          {m.teams_waitingConfirm()}
        </Notice>
      ) : null}

      <h3 className={css({ srOnly: true })}>{m.teams_membersHeading()}</h3>
      <ul className={styles.list}>
        {ordered.map((member) => (
          <TeamMemberRow
            key={`member-${member.id}`}
            kind="member"
            identification={member.playId}
            viewerIsLeader={viewerIsLeader}
            isViewerRow={member.id === viewerId}
            isLeaderRow={member.isLeader}
            teamSubscribed={subscribed}
            onKickMember={() => props.onKick(member)}
            onLeaveTeam={props.onLeave}
          />
        ))}
        {invites.map((invite) => (
          <TeamMemberRow
            key={`invite-${invite.id}`}
            kind="invite"
            identification={invite.label}
            viewerIsLeader={viewerIsLeader}
            isViewerRow={invite.userId === viewerId}
            teamSubscribed={subscribed}
            awaitingGuardian={invite.awaitingGuardian}
            onAcceptInvite={props.onAcceptInvite}
            onDeclineInvite={props.onDeclineInvite}
            onCancelInvite={() => props.onCancelInvite(invite)}
          />
        ))}
        {Array.from({ length: emptySlots }, (_, index) =>
          index === 0 && invitePanel ? (
            <li key="invite-panel">{invitePanel}</li>
          ) : (
            <TeamMemberRow key={`empty-${index}`} kind="empty" viewerIsLeader={viewerIsLeader} isViewerRow={false} teamSubscribed={subscribed} onSendInvite={props.onSendInvite} />
          ),
        )}
      </ul>

      {viewerIsLeader && !subscribed ? (
        <>
          <Notice icon={<InfoIcon size={20} />} tone={canConfirm ? 'success' : 'info'}>
            {canConfirm ? m.teams_confirmReady() : m.teams_confirmHint({ needed: String(size - 1) })}
          </Notice>
          <div className={styles.footer}>
            <button type="button" className={cx(button({ variant: 'ghost' }), styles.danger)} onClick={props.onDelete} disabled={busy}>
              <TrashIcon size={18} />
              {m.teams_deleteTeam()}
            </button>
            <button type="button" className={button({ variant: 'primary' })} onClick={props.onConfirm} disabled={!canConfirm || busy}>
              {m.teams_confirmTeam()}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
