import { css } from 'styled-system/css';
import type { OrganiserParticipant } from '@/contract/play';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { CheckIcon } from '@/ui/icons';

export interface ParticipantsTableProps {
  participants: readonly OrganiserParticipant[];
  /** A check-in instant in words. */
  formatTime: (iso: string) => string;
  /** Disqualifying is open while the event runs or is in check-in. */
  canDisqualify: boolean;
  onDisqualify: (participant: OrganiserParticipant) => void;
}

// Width 0 and at least the full width: the table scrolls inside instead of widening the page at 320 px.
const wrap = css({ w: '0', minW: '100%', borderRadius: '2xl', bg: 'bg.surface', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default', overflow: 'hidden' });
// Relative, so the hidden column title stays inside the scrolling box rather than widening the page.
const scroller = css({ position: 'relative', overflowX: 'auto', _focusVisible: { outline: '3px solid token(colors.border.focus)', outlineOffset: '-3px' } });
const table = css({ w: '100%', borderCollapse: 'collapse', minW: '560px', fontSize: 'sm' });
const th = css({ textAlign: 'start', px: '4', py: '3', bg: 'bg.subtle', fontWeight: '700', whiteSpace: 'nowrap' });
const td = css({ px: '4', py: '3', borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.default', verticalAlign: 'middle' });
const tag = css({ display: 'inline-flex', alignItems: 'center', gap: '1', px: '2', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: '700', whiteSpace: 'nowrap' });

function Status({ participant }: { participant: OrganiserParticipant }) {
  if (participant.disqualified) return <span className={`${tag} ${css({ bg: 'bg.subtle', color: 'status.error' })}`}>{m.organiser_statusDisqualified()}</span>;
  if (participant.waitingList) return <span className={`${tag} ${css({ bg: 'bg.subtle', color: 'fg.muted' })}`}>{m.organiser_statusWaitingList()}</span>;
  return <span className={`${tag} ${css({ bg: 'accent.subtle', color: 'accent.emphasis' })}`}>{m.organiser_statusPlaying()}</span>;
}

/** The event's participants with their check-in, waiting list, seed and a disqualify action (docs/product/play.md, Screens: the console). */
export function ParticipantsTable({ participants, formatTime, canDisqualify, onDisqualify }: ParticipantsTableProps) {
  if (participants.length === 0) return <p className={css({ color: 'fg.muted' })}>{m.organiser_participantsEmpty()}</p>;
  return (
    <div className={wrap}>
      <div className={scroller} tabIndex={0} role="region" aria-labelledby="participants-title">
        <table className={table} data-testid="participants">
          <thead>
            <tr>
              <th scope="col" className={th}>
                {m.organiser_colSeed()}
              </th>
              <th scope="col" className={th}>
                {m.organiser_colName()}
              </th>
              <th scope="col" className={th}>
                {m.organiser_colCheckIn()}
              </th>
              <th scope="col" className={th}>
                {m.organiser_colStatus()}
              </th>
              {canDisqualify ? (
                <th scope="col" className={th}>
                  <span className={css({ srOnly: true })}>{m.organiser_colActions()}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {participants.map((participant) => (
              <tr key={participant.participantId} data-testid="participant" data-name={participant.name}>
                <td className={`${td} ${css({ fontVariantNumeric: 'tabular-nums', color: 'fg.muted' })}`}>{participant.seed ?? '–'}</td>
                <td className={td}>
                  <span className={css({ fontWeight: '700', overflowWrap: 'anywhere' })}>{participant.name}</span>
                  {participant.leaderPlayId ? <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{m.organiser_leader({ playId: participant.leaderPlayId })}</span> : null}
                </td>
                <td className={td}>
                  {participant.checkedInAt ? (
                    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: '600' })}>
                      <span className={css({ color: 'status.success', display: 'inline-flex' })}>
                        <CheckIcon size={16} strokeWidth={3} />
                      </span>
                      {formatTime(participant.checkedInAt)}
                    </span>
                  ) : (
                    <span className={css({ color: 'fg.muted' })}>{m.organiser_noCheckIn()}</span>
                  )}
                </td>
                <td className={td}>
                  <Status participant={participant} />
                </td>
                {canDisqualify ? (
                  <td className={`${td} ${css({ textAlign: 'end' })}`}>
                    {participant.disqualified ? null : (
                      <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-label={m.organiser_disqualifyName({ name: participant.name })} onClick={() => onDisqualify(participant)}>
                        {m.organiser_disqualify()}
                      </button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
