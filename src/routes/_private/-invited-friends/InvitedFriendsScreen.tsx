import { useEffect } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { ApiError } from '@/api/errors';
import { formatDay } from '@/domain/brazil-time';
import { invitedFriendsQuery } from '@/api/friends/queries';
import { REFERRAL_PAGE_SIZES } from '@/domain/friends/referrals';
import type { InvitedFriendsSearch } from '@/domain/route-search-schemas';
import { m } from '@/paraglide/messages.js';
import { showMessageToasts } from '@/ui/feedback/show-toast';
import { InvitedFriendsTable } from '@/ui/friends/InvitedFriendsTable';
import { PageHeading } from '@/ui/pages/PageHeading';

const privateRoute = getRouteApi('/_private');

/** /invited-friends (ADMIN; docs/product/friends.md, Screens): the referral monitor, paged; a failed load leaves the table empty with the error toast. */
export function InvitedFriendsScreen({ search }: { search: InvitedFriendsSearch }) {
  const { http } = privateRoute.useRouteContext();
  const navigate = useNavigate({ from: '/invited-friends' });
  const friends = useQuery(invitedFriendsQuery(http, search.page, search.size));

  useEffect(() => {
    if (!friends.isError) return;
    const keys = friends.error instanceof ApiError ? friends.error.problem.requestErrors : ['status:default.error'];
    showMessageToasts('error', keys);
  }, [friends.isError, friends.error]);

  const data = friends.isError ? undefined : friends.data;
  const rows = (data?.content ?? []).map((row) => ({ ...row, registerDate: formatDay(row.registerTime) }));
  return (
    <>
      <title>{`${m.common_pageInvitedFriends()} · ${m.common_appName()}`}</title>
      <PageHeading>{m.common_pageInvitedFriends()}</PageHeading>
      <p className={css({ color: 'fg.muted', mb: '4' })}>{m.invitedFriends_intro()}</p>
      <InvitedFriendsTable
        rows={rows}
        loading={friends.isFetching}
        page={search.page}
        totalPages={data?.totalPages ?? 0}
        size={search.size}
        sizes={REFERRAL_PAGE_SIZES}
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page: Math.max(0, page) }) })}
        onSize={(size) => void navigate({ search: (prev) => ({ ...prev, page: 0, size: size as InvitedFriendsSearch['size'] }) })}
      />
    </>
  );
}
