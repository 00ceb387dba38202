import { useId } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/ui/icons';
import { iconButton } from '@/ui/icon-button';

export interface InvitedFriendRow {
  invitedPlayId: string;
  /** Already formatted (pt-BR date). */
  registerDate: string;
  isRewardEligible: boolean;
  isRewardReceived: boolean;
  isProfileCompleted: boolean;
  isFirstCourseRegistered: boolean;
  isAcquiredVip: boolean;
}

export interface InvitedFriendsTableProps {
  rows: InvitedFriendRow[];
  loading: boolean;
  page: number;
  totalPages: number;
  size: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

const FLAGS = [
  ['isRewardEligible', m.invitedFriends_rewardEligible],
  ['isRewardReceived', m.invitedFriends_rewardReceived],
  ['isProfileCompleted', m.invitedFriends_profileCompleted],
  ['isFirstCourseRegistered', m.invitedFriends_firstCourse],
  ['isAcquiredVip', m.invitedFriends_vip],
] as const;

const wrap = css({
  borderRadius: '2xl',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  overflow: 'hidden',
});
const scroller = css({ overflowX: 'auto' });
const table = css({ w: '100%', borderCollapse: 'collapse', minW: '720px', fontSize: 'sm' });
const th = css({ textAlign: 'start', verticalAlign: 'bottom', px: '4', py: '3', bg: 'bg.subtle', color: 'fg.default', fontWeight: '700' });
const td = css({ px: '4', py: '3', whiteSpace: 'nowrap', borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.default', color: 'fg.default' });
const yes = css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'fg.default', fontWeight: '700' });
const yesIcon = css({ display: 'inline-flex', color: 'status.success' });
const no = css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'fg.muted' });
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border.default',
});
const sizeSelect = css({
  minH: '11',
  px: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.default',
  fontWeight: '600',
  cursor: 'pointer',
});

function Flag({ value }: { value: boolean }) {
  return value ? (
    <span className={yes}>
      <span className={yesIcon}>
        <CheckIcon size={16} strokeWidth={3} />
      </span>
      {m.invitedFriends_yes()}
    </span>
  ) : (
    <span className={no}>
      <CloseIcon size={14} />
      {m.invitedFriends_no()}
    </span>
  );
}

/** /invited-friends (docs/product/friends.md, Screens): the paged table of invited friends with their flags. */
export function InvitedFriendsTable({ rows, loading, page, totalPages, size, sizes, onPage, onSize }: InvitedFriendsTableProps) {
  const sizeId = useId();
  const pages = Math.max(totalPages, 1);
  return (
    <div className={wrap} data-testid="invited-friends">
      <div className={scroller} tabIndex={0} role="region" aria-label={m.invitedFriends_caption({ page: page + 1 })}>
        <table className={table} aria-busy={loading}>
          <caption className={css({ srOnly: true })}>{m.invitedFriends_caption({ page: page + 1 })}</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                {m.invitedFriends_playId()}
              </th>
              <th scope="col" className={th}>
                {m.invitedFriends_registerTime()}
              </th>
              {FLAGS.map(([key, label]) => (
                <th key={key} scope="col" className={th}>
                  {label()}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className={td} colSpan={2 + FLAGS.length} data-testid="invited-friends-empty">
                  {m.invitedFriends_empty()}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={`${row.invitedPlayId}-${index}`} data-testid="invited-friend-row">
                  <th scope="row" className={css({ textAlign: 'start', px: '4', py: '3', borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.default', fontWeight: '700', whiteSpace: 'nowrap' })}>
                    {row.invitedPlayId}
                  </th>
                  <td className={td}>{row.registerDate}</td>
                  {FLAGS.map(([key]) => (
                    <td key={key} className={td}>
                      <Flag value={row[key]} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className={footer}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <label htmlFor={sizeId} className={css({ fontWeight: '600', color: 'fg.default' })}>
            {m.invitedFriends_pageSize()}
          </label>
          <select id={sizeId} className={sizeSelect} value={size} onChange={(event) => onSize(Number(event.target.value))}>
            {sizes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <button type="button" className={iconButton()} onClick={() => onPage(page - 1)} disabled={page <= 0} aria-label={m.invitedFriends_previous()} title={m.invitedFriends_previous()}>
            <ChevronLeftIcon size={20} />
          </button>
          <span className={css({ fontWeight: '600', color: 'fg.default', whiteSpace: 'nowrap' })} aria-live="polite">
            {m.invitedFriends_pageOf({ page: Math.min(page + 1, pages), total: pages })}
          </span>
          <button type="button" className={iconButton()} onClick={() => onPage(page + 1)} disabled={page + 1 >= pages} aria-label={m.invitedFriends_next()} title={m.invitedFriends_next()}>
            <ChevronRightIcon size={20} />
          </button>
        </div>
      </div>
    </div>
  );
}
