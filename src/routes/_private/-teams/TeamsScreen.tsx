import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Page } from '@/contract/page';
import type { PendingInvitation, Team } from '@/contract/teams';
import { pendingInvitationsQuery, teamListQuery, TEAMS_PAGE_SIZE } from '@/api/teams/lists';
import { canConfirmTeam, shownName } from '@/domain/teams/team-name';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { EmptyState, ErrorState, Pager } from '@/ui/components';
import { MailIcon, UsersIcon } from '@/ui/icons';
import { PageHeading } from '@/ui/pages/PageHeading';
import { TeamSummaryCard, type TeamSummaryCardProps } from '@/ui/teams/TeamSummaryCard';

const privateRoute = getRouteApi('/_private');

const styles = {
  intro: css({ color: 'fg.muted', mt: '-3', mb: '6', maxW: '60ch' }),
  sections: css({ display: 'flex', flexDirection: 'column', gap: '10' }),
  title: css({ textStyle: 'sectionTitle', mb: '3', display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' }),
  count: css({ color: 'fg.muted', fontSize: 'sm', fontWeight: '700' }),
  grid: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 }),
  skeleton: css({ h: '104px', borderRadius: '2xl', bg: 'bg.subtle' }),
};

/** The tournament detail with this team open in the subscription modal (docs/product/teams.md, Screens). */
const teamHref = (eventId: number, teamId: number) => `/tournaments/detail?id=${eventId}&teamId=${teamId}&opened=true`;

const teamStatus = (team: Team): TeamSummaryCardProps['status'] =>
  team.subscribed ? 'subscribed' : canConfirmTeam(team.teamMembers.length, team.modeQuantity) ? 'full' : 'forming';

interface SectionProps<T> {
  id: string;
  title: string;
  list: UseQueryResult<Page<T>>;
  onPage: (page: number) => void;
  empty: { title: string; text: string; icon: ReactNode; action?: ReactNode };
  render: (item: T) => TeamSummaryCardProps & { key: number };
}

/** One paged section of /teams: loading placeholders, an error with retry, the empty state or the cards. */
function TeamSection<T>({ id, title, list, onPage, empty, render }: SectionProps<T>) {
  const navigate = useNavigate();
  const heading = (
    <h2 id={id} className={styles.title}>
      {title}
      {list.data && list.data.totalElements > 0 ? <span className={styles.count}> ({list.data.totalElements})</span> : null}
    </h2>
  );
  if (list.isError) {
    return (
      <section aria-labelledby={id}>
        {heading}
        <ErrorState onRetry={() => void list.refetch()} />
      </section>
    );
  }
  if (!list.data) {
    return (
      <section aria-labelledby={id} aria-busy="true">
        {heading}
        <div className={styles.grid}>
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
        <span className={css({ srOnly: true })}>{m.common_loading()}</span>
      </section>
    );
  }
  const data = list.data;
  if (data.totalElements === 0) {
    return (
      <section aria-labelledby={id}>
        {heading}
        <EmptyState title={empty.title} description={empty.text} icon={empty.icon} action={empty.action} />
      </section>
    );
  }
  return (
    <section aria-labelledby={id} data-testid={`${id}-section`}>
      {heading}
      <ul className={styles.grid} aria-busy={list.isPlaceholderData || undefined}>
        {data.content.map((item) => {
          const { key, ...card } = render(item);
          return (
            <li key={key} className={css({ minW: 0 })}>
              <TeamSummaryCard
                {...card}
                onNavigate={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  void navigate({ href: card.href });
                }}
              />
            </li>
          );
        })}
      </ul>
      <Pager label={m.teams_pagination({ section: title })} page={data.number} totalPages={data.totalPages} onPage={onPage} />
    </section>
  );
}

const teamCard = (team: Team) => ({
  key: team.id,
  name: team.name,
  eventName: team.eventName,
  byline: m.teams_leaderName({ name: shownName(team.leader) }),
  members: team.teamMembers.length,
  size: team.modeQuantity,
  status: teamStatus(team),
  href: teamHref(team.eventId, team.id),
});

const inviteCard = (invite: PendingInvitation) => ({
  key: invite.id,
  name: invite.team.name,
  eventName: invite.team.eventName,
  byline: m.teams_invitedBy({ name: shownName(invite.team.leader) }),
  members: invite.team.membersCount,
  size: invite.team.modeQuantity,
  status: invite.awaitingGuardian ? ('inviteAwaiting' as const) : ('invite' as const),
  href: teamHref(invite.team.eventId, invite.team.id),
});

/** /teams (docs/product/teams.md, Screens): my teams, teams I lead and pending invites, each paged (20) with its empty state. */
export function TeamsScreen() {
  const { http } = privateRoute.useRouteContext();
  const [pages, setPages] = useState({ mine: 0, leading: 0, pending: 0 });
  const mine = useQuery({ ...teamListQuery(http, { page: pages.mine, pageSize: TEAMS_PAGE_SIZE }), placeholderData: keepPreviousData });
  const leading = useQuery({ ...teamListQuery(http, { page: pages.leading, pageSize: TEAMS_PAGE_SIZE, leading: true }), placeholderData: keepPreviousData });
  const pending = useQuery({ ...pendingInvitationsQuery(http, { page: pages.pending, pageSize: TEAMS_PAGE_SIZE }), placeholderData: keepPreviousData });
  const browse = (
    <Link to="/tournaments" className={button({ variant: 'primary' })}>
      {m.teams_browseTournaments()}
    </Link>
  );
  return (
    <>
      <title>{`${m.common_pageTeams()} · ${m.common_appName()}`}</title>
      <PageHeading>{m.common_pageTeams()}</PageHeading>
      <p className={styles.intro}>{m.teams_intro()}</p>
      <div className={styles.sections}>
        <TeamSection
          id="my-teams"
          title={m.teams_myTeamsTitle()}
          list={mine}
          onPage={(page) => setPages((p) => ({ ...p, mine: page }))}
          empty={{ title: m.teams_myTeamsEmpty(), text: m.teams_myTeamsEmptyText(), icon: <UsersIcon size={32} />, action: browse }}
          render={teamCard}
        />
        <TeamSection
          id="leading-teams"
          title={m.teams_leadingTitle()}
          list={leading}
          onPage={(page) => setPages((p) => ({ ...p, leading: page }))}
          empty={{ title: m.teams_leadingEmpty(), text: m.teams_leadingEmptyText(), icon: <UsersIcon size={32} /> }}
          render={teamCard}
        />
        <TeamSection
          id="pending-invites"
          title={m.teams_pendingTitle()}
          list={pending}
          onPage={(page) => setPages((p) => ({ ...p, pending: page }))}
          empty={{ title: m.teams_pendingEmpty(), text: m.teams_pendingEmptyText(), icon: <MailIcon size={32} /> }}
          render={inviteCard}
        />
      </div>
    </>
  );
}
