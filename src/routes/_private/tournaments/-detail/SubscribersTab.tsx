import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { participantsQuery } from '@/api/tournaments/participants';
import { splitPlayId } from '@/domain/format';
import { m } from '@/paraglide/messages.js';
import { EmptyState, ErrorState, Pager } from '@/ui/components';
import { UsersIcon } from '@/ui/icons';
import { ReportMenu } from '@/ui/moderation/ReportMenu';
import { useReport } from '@/routes/-moderation/use-report';

const route = getRouteApi('/_private/tournaments/detail');
const PAGE_SIZE = 20;

const row = css({ display: 'flex', alignItems: 'center', gap: '3', py: '2.5', px: '3', borderRadius: 'xl', _odd: { bg: 'bg.subtle' } });
const avatar = css({
  flexShrink: 0,
  w: '10',
  h: '10',
  borderRadius: 'full',
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  bg: 'accent.subtle',
  color: 'accent.emphasis',
  fontWeight: '800',
});

/** The Subscribers tab: the completed subscriptions, a page at a time, or an empty state. */
export function SubscribersTab({ eventId }: { eventId: number }) {
  const { http, user } = route.useRouteContext();
  const [page, setPage] = useState(0);
  const report = useReport(http);
  const list = useQuery({ ...participantsQuery(http, eventId, page, PAGE_SIZE), placeholderData: keepPreviousData });

  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (!list.data) return <p aria-busy="true">{m.common_loading()}</p>;
  const data = list.data;
  if (data.totalElements === 0) {
    return <EmptyState title={m.event_subscribersEmptyTitle()} description={m.event_subscribersEmptyText()} icon={<UsersIcon size={32} />} />;
  }
  return (
    <section aria-labelledby="subscribers-title" className={css({ borderRadius: '2xl', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', p: { base: '3', md: '5' } })}>
      <h2 id="subscribers-title" className={css({ textStyle: 'sectionTitle', mb: '3', px: '1' })}>
        {m.event_subscribersTotal({ count: String(data.totalElements) })}
      </h2>
      <ul aria-busy={list.isPlaceholderData || undefined}>
        {data.content.map((p) => {
          const { name, number } = splitPlayId(p.playId);
          return (
            <li key={p.userId} className={row}>
              <span className={avatar} aria-hidden="true">
                {p.avatarImageUrl ? <img src={p.avatarImageUrl} alt="" width={40} height={40} /> : (name[0] ?? '?').toUpperCase()}
              </span>
              <span className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
                <span className={css({ fontWeight: '700', overflowWrap: 'anywhere' })}>
                  {name}
                  {number ? <span className={css({ color: 'fg.muted', fontWeight: '600' })}>#{number}</span> : null}
                </span>
                {p.teamName ? <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.event_subscribersTeam({ name: p.teamName })}</span> : null}
              </span>
              {String(p.userId) !== user?.id ? (
                // Anyone may report another subscriber, or their team's name (docs/product/moderation.md, Reports).
                <span className={css({ ms: 'auto' })}>
                  <ReportMenu
                    playId={p.playId}
                    teamName={p.teamId !== null ? p.teamName : null}
                    onReportPlayer={() => report.open({ target: { kind: 'PLAYER', playId: p.playId }, label: p.playId })}
                    onReportTeam={() => p.teamId !== null && p.teamName && report.open({ target: { kind: 'TEAM', teamId: p.teamId }, label: p.teamName })}
                  />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Pager label={m.event_tabSubscribers()} page={data.number} totalPages={data.totalPages} onPage={setPage} />
      {report.dialog}
    </section>
  );
}
