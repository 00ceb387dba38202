import { css } from 'styled-system/css';
import type { MinorInvite } from '@/contract/guardians';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { MailIcon } from '@/ui/icons';
import { AdultTag } from './AdultTag';

export interface MinorInvitesProps {
  firstName: string;
  /** Each with its sending day already formatted for reading. */
  invites: Array<MinorInvite & { createdAtText: string }>;
  /** The invitation whose answer is under way: its buttons wait. */
  busyInviteId: number | null;
  onApprove: (invite: MinorInvite) => void;
  onRefuse: (invite: MinorInvite) => void;
}

const styles = {
  list: css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '3' }),
  item: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
    p: '3',
    borderRadius: 'lg',
    // The surface, not the subtle tint: the secondary button's text keeps its contrast in dark.
    bg: 'bg.surface',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    minW: '0',
    '&[data-awaiting]': { borderColor: 'status.warning' },
  }),
  icon: css({ flexShrink: 0, display: 'grid', placeItems: 'center', w: '10', h: '10', borderRadius: 'full', bg: 'accent.subtle', color: 'accent.default' }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '12rem' }),
  name: css({ fontWeight: '700', overflowWrap: 'anywhere' }),
  meta: css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' }),
  from: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5', fontSize: 'sm' }),
  status: css({ fontSize: 'sm', fontWeight: '700' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', ms: 'auto' }),
  empty: css({ color: 'fg.muted' }),
};

/**
 * The team invitations waiting for the minor (docs/product/guardians.md, Safe defaults): an adult's
 * waits for the guardian, who approves or refuses it here; any other is the minor's to answer.
 */
export function MinorInvites({ firstName, invites, busyInviteId, onApprove, onRefuse }: MinorInvitesProps) {
  if (invites.length === 0) return <p className={styles.empty}>{m.guardian_noInvites({ name: firstName })}</p>;
  return (
    <ul className={styles.list}>
      {invites.map((invite) => {
        const busy = busyInviteId === invite.id;
        return (
          <li key={invite.id} className={styles.item} data-awaiting={invite.awaitingGuardian ? '' : undefined} data-testid="minor-invite" aria-busy={busy || undefined}>
            <span className={styles.icon} aria-hidden="true">
              <MailIcon size={20} />
            </span>
            <span className={styles.body}>
              <span className={styles.name}>{invite.teamName}</span>
              <span className={styles.meta}>{m.guardian_teamTournament({ name: invite.tournamentName })}</span>
              <span className={styles.from}>
                <span>{m.guardian_inviteFrom({ name: invite.leader.name, date: invite.createdAtText })}</span>
                {invite.leader.adult ? <AdultTag /> : null}
              </span>
              <span className={styles.status}>{invite.awaitingGuardian ? m.guardian_inviteAwaiting() : m.guardian_inviteApprovedStatus({ name: firstName })}</span>
            </span>
            {invite.awaitingGuardian ? (
              <span className={styles.actions}>
                <button
                  type="button"
                  className={button({ variant: 'secondary', size: 'sm' })}
                  disabled={busyInviteId !== null}
                  onClick={() => onRefuse(invite)}
                  aria-label={m.guardian_inviteRefuseLabel({ team: invite.teamName })}
                >
                  {m.guardian_inviteRefuse()}
                </button>
                <button
                  type="button"
                  className={button({ variant: 'primary', size: 'sm' })}
                  disabled={busyInviteId !== null}
                  onClick={() => onApprove(invite)}
                  aria-label={m.guardian_inviteApproveLabel({ team: invite.teamName })}
                >
                  {busy ? m.guardian_inviteSending() : m.guardian_inviteApprove()}
                </button>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
