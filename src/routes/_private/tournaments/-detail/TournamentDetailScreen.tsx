import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import type { Tournament } from '@/contract/tournaments';
import { gameAccountsQuery } from '@/api/game-accounts/queries';
import { TOURNAMENTS_KEY } from '@/api/tournaments/keys';
import { tournamentQuery } from '@/api/tournaments/tournament';
import { modeLabel } from '@/domain/format';
import { canCancel, joinEnabled, joinLabel, joinShown, type JoinLabel, type JoinTarget } from '@/domain/tournaments/join-button';
import { inspect } from '@/machines/inspector';
import { joinButtonView } from '@/machines/tournaments/joinButton.view';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { EmptyState } from '@/ui/components';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { CheckIcon, ClockIcon, SearchOffIcon } from '@/ui/icons';
import { TournamentBanner } from '@/ui/tournaments/TournamentBanner';
import { afterNextPaint } from '@/ui/use-after-first-paint';
import { GAME_NAMES } from '../../../-tournaments/game-names';
import { profileQuery } from '@/api/profile/queries';
import { provideJoinButton } from './join-button-actors';
import { CheckInContainer } from './CheckInContainer';
import { usePlayLive } from '@/routes/-play/use-play-live';
import type { TournamentDetailTab } from '@/domain/route-search-schemas';

// The modal and the school-link wizard it may run load when the modal opens; each tab's code
// (the details' subscription window on luxon, the rules' dompurify) when the tab is shown.
const TournamentModalContainer = onDemand(() => import('./TournamentModalContainer').then((module) => module.TournamentModalContainer), { placeholder: <PartLoading />, overlay: true });
const DetailsTab = onDemand(() => import('./DetailsTab').then((module) => module.DetailsTab), { placeholder: <PartLoading minHeight={320} /> });
// The tabs and the details tab open every detail page: the route's loader asks for
// their code while the tournament loads, beside it rather than after it.
const Tabs = onDemand(() => import('@/ui/components/Tabs').then((module) => module.Tabs), { placeholder: <PartLoading minHeight={420} /> });
const SubscribersTab = onDemand(() => import('./SubscribersTab').then((module) => module.SubscribersTab), { placeholder: <PartLoading minHeight={240} /> });
// Tournament play (docs/product/play.md, Screens): the bracket and standings tabs load when shown.
const BracketTab = onDemand(() => import('./PlayTabs').then((module) => module.BracketTab), { placeholder: <PartLoading minHeight={320} /> });
const StandingsTab = onDemand(() => import('./PlayTabs').then((module) => module.StandingsTab), { placeholder: <PartLoading minHeight={240} /> });
// The caller's next match shows on a running event only (before, the banner says what to do):
// its code (the play data's labels and checks) comes with it.
const NextMatches = onDemand(() => import('@/routes/-play/NextMatches').then((module) => module.NextMatches), { placeholder: null, quiet: true });
const RulesHtml = onDemand(() => import('@/ui/tournaments/RulesHtml').then((module) => module.RulesHtml), { placeholder: <PartLoading minHeight={240} /> });

const route = getRouteApi('/_private/tournaments/detail');

const JOIN_LABELS: Record<JoinLabel, () => string> = {
  signup: m.event_signup,
  pending: m.event_pendingSubscription,
  completed: m.event_completedSubscription,
};

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2.5',
  py: '1',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: '800',
  letterSpacing: '0.04em',
  bg: 'rgba(255, 255, 255, 0.16)',
  color: 'white',
  '&[data-status=COMPLETED]': { bg: 'green.300', color: 'slate.950' },
  '&[data-status=pending]': { bg: 'amber.300', color: 'slate.950' },
});


const joinTargetOf = (t: Tournament): JoinTarget => ({
  id: t.id,
  status: t.status,
  solo: modeLabel(t.mode) === 'SOLO',
  subscriptionStatus: t.subscriptionStatus,
  eligibility: t.eligibility,
  requiresDiscord: t.requiresDiscord,
});

/** No such tournament (or an id that cannot be one): the route's not-found look. */
export function TournamentNotFound() {
  return (
    <>
      <title>{`${m.event_notFoundTitle()} · ${m.common_appName()}`}</title>
      <div className={css({ maxW: '560px', mx: 'auto', mt: '8' })}>
        <EmptyState
          title={m.event_notFoundTitle()}
          description={m.event_notFoundText()}
          icon={<SearchOffIcon size={32} />}
          action={
            <Link to="/tournaments" className={button({ variant: 'primary' })}>
              {m.event_browseAll()}
            </Link>
          }
        />
      </div>
    </>
  );
}

/**
 * The detail's tabs, selected by the URL's `tab`: only this part redraws when the tab changes, and
 * the contents already drawn (each is drawn on its first selection) are the same elements, so
 * React leaves them as they are.
 */
function DetailTabs({ tournament, refetchInterval }: { tournament: Tournament; refetchInterval: number | false }) {
  const navigate = useNavigate();
  const inUrl = route.useSearch({ select: (search) => search.tab }) ?? 'details';
  // A press shows its tab at once; the URL, which keeps it for a reload or a shared link, follows
  // after that paint (the router's navigation is not part of the answer to the press). A URL that
  // changes otherwise (back, a link) selects its tab.
  const [tab, setTab] = useState<string>(inUrl);
  const [followed, setFollowed] = useState(inUrl);
  if (inUrl !== followed) {
    setFollowed(inUrl);
    setTab(inUrl);
  }
  // Only the last press's URL is written (an arrow key held down selects tab after tab), and none
  // once the page is left.
  const pendingUrl = useRef(() => {});
  useEffect(() => () => pendingUrl.current(), []);
  const select = (value: string) => {
    setTab(value);
    pendingUrl.current();
    pendingUrl.current = afterNextPaint(() => void navigate({ to: '.', search: (prev) => ({ ...prev, tab: value === 'details' ? undefined : (value as TournamentDetailTab) }), replace: true }));
  };
  const items = useMemo(
    () => [
      { value: 'details', label: m.event_tabDetails(), content: <DetailsTab tournament={tournament} /> },
      { value: 'subscribers', label: m.event_tabSubscribers(), content: <SubscribersTab eventId={tournament.id} /> },
      { value: 'rules', label: m.event_tabRules(), content: <RulesHtml html={tournament.terms} emptyText={m.event_rulesEmpty()} /> },
      { value: 'bracket', label: m.play_tabBracket(), content: <BracketTab eventId={tournament.id} refetchInterval={refetchInterval} /> },
      { value: 'standings', label: m.play_tabStandings(), content: <StandingsTab eventId={tournament.id} refetchInterval={refetchInterval} /> },
    ],
    [tournament, refetchInterval],
  );
  return (
    <Tabs
      label={m.event_tabsLabel()}
      value={tab}
      onValueChange={select}
      items={items}
    />
  );
}

function Loaded({ tournament }: { tournament: Tournament }) {
  const { http, user } = route.useRouteContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, send] = useMachine(
    provideJoinButton({
      http,
      goToMyClan: () => void navigate({ to: '/profile/$scene', params: { scene: 'my-clan' } }),
      openModal: () => void navigate({ to: '.', search: (prev) => ({ ...prev, opened: true }) }),
      reload: () => void queryClient.invalidateQueries({ queryKey: [TOURNAMENTS_KEY] }),
    }),
    { inspect },
  );
  const target = joinTargetOf(tournament);
  const view = joinButtonView(state);
  const { busy } = view;
  // Each part of the page reads only the search values it shows, so a tab change redraws the tabs alone.
  const opened = route.useSearch({ select: (search) => search.opened });
  const teamId = route.useSearch({ select: (search) => search.teamId });
  // Check-in and a running event change by themselves: their play is live (docs/product/play.md, Rules, "Live").
  const live = tournament.status === 'CHECK_IN' || tournament.status === 'RUNNING';
  const refetchInterval = usePlayLive(http, live ? tournament.id : null);
  // Check-in is announced once subscriptions are open and ends when the event starts (docs/product/play.md, States).
  const showCheckIn = tournament.status === 'OPEN' || tournament.status === 'WAITING_START' || tournament.status === 'CHECK_IN';
  const accounts = useQuery({ ...gameAccountsQuery(http), enabled: opened === true });
  // The school-link prerequisite runs the school feature's wizard inside the modal.
  const needsSchoolLink = opened === true && tournament.eligibility.prerequisites.includes('HAS_SCHOOL_LINK');
  const profile = useQuery({ ...profileQuery(http), enabled: needsSchoolLink });

  // A deleted team, or a team the user is not in, leaves the URL with the modal (docs/product/tournaments.md, States).
  const closeModal = (options?: { dropTeamId: boolean }) =>
    void navigate({ to: '.', search: ({ opened: _opened, teamId: keptTeamId, ...rest }) => (options?.dropTeamId ? rest : { ...rest, teamId: keptTeamId }), replace: true });
  const teamCreated = useCallback((created: number) => void navigate({ to: '.', search: (prev) => ({ ...prev, teamId: created }), replace: true }), [navigate]);
  const status = tournament.subscriptionStatus;
  const badge =
    status === 'COMPLETED' ? (
      <span className={chip} data-status="COMPLETED">
        <CheckIcon size={14} strokeWidth={3} />
        {m.event_subscribed()}
      </span>
    ) : status === 'NOT_SUBSCRIBED' ? (
      // A member of a team the leader has not confirmed yet: not subscribed, but on the way.
      tournament.teamId !== null ? (
        <span className={chip} data-status="pending">
          <ClockIcon size={14} />
          {m.event_teamForming()}
        </span>
      ) : null
    ) : (
      <span className={chip} data-status="pending">
        <ClockIcon size={14} />
        {m.event_subscriptionPending()}
      </span>
    );

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <title>{`${tournament.name} · ${m.common_appName()}`}</title>
      <TournamentBanner
        title={tournament.name}
        subtitle={tournament.subTitle}
        desktopImage={tournament.coverImages.desktop}
        mobileImage={tournament.coverImages.mobile}
        chips={
          <>
            <span className={chip}>{GAME_NAMES[tournament.game]()}</span>
            <span className={chip}>{modeLabel(tournament.mode) === 'SOLO' ? m.event_modeSolo() : m.event_modeSquad()}</span>
            {badge}
          </>
        }
        join={
          joinShown(target)
            ? {
                label: JOIN_LABELS[joinLabel(target)](),
                disabled: !joinEnabled(target),
                onPress: () => send({ type: 'join.press', target, schoolLinkStatus: user.schoolLinkStatus ?? 'NONE' }),
              }
            : undefined
        }
        busy={busy}
        onCancel={canCancel(target) ? () => send({ type: 'cancel.press', target }) : undefined}
        extra={showCheckIn ? <CheckInContainer eventId={tournament.id} refetchInterval={live ? refetchInterval : false} /> : null}
      />
      {tournament.status === 'RUNNING' ? <NextMatches eventId={tournament.id} /> : null}
      <DetailTabs tournament={tournament} refetchInterval={live ? refetchInterval : false} />
      {opened && (accounts.data || accounts.isError) && (!needsSchoolLink || !profile.isPending) ? (
        <TournamentModalContainer
          tournament={tournament}
          epicAccountId={accounts.data?.epicAccountId ?? user.epicAccountId ?? null}
          profile={profile.data}
          teamId={teamId}
          onTeamCreated={teamCreated}
          onClose={closeModal}
        />
      ) : null}
      <AlertDialog
        open={view.confirmCancelOpen}
        title={m.event_cancelConfirmTitle()}
        message={m.event_cancelConfirmText()}
        confirmLabel={m.event_cancelConfirm()}
        cancelLabel={m.event_cancelKeep()}
        onConfirm={() => send({ type: 'cancel.confirm' })}
        onCancel={() => send({ type: 'cancel.dismiss' })}
      />
    </div>
  );
}

/** /tournaments/detail: banner with the join button, and the Details, Subscribers and Rules tabs (the route loads the tournament first). */
export function TournamentDetailScreen() {
  const { id } = route.useLoaderData();
  const { http } = route.useRouteContext();
  const { data: tournament } = useSuspenseQuery(tournamentQuery(http, id));
  return <Loaded key={tournament.id} tournament={tournament} />;
}
