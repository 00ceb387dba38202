import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { css, cx } from 'styled-system/css';
import { ApiError } from '@/api/errors';
import type { Tournament } from '@/api/tournaments/contract';
import { gameAccountsQuery } from '@/api/accounts/queries';
import { TOURNAMENTS_KEY, tournamentQuery, unsubscribe } from '@/api/tournaments/queries';
import { modeLabel } from '@/domain/format';
import { translate } from '@/domain/messages';
import { canCancel, joinEnabled, joinLabel, type JoinLabel, type JoinTarget } from '@/domain/tournaments/join-button';
import type { EligibilityEvent } from '@/domain/tournaments/eligibility';
import { formatEventDate } from '@/domain/tournaments/subscription-window';
import { inspect } from '@/machines/inspector';
import { joinButtonMachine } from '@/machines/tournaments/joinButton.machine';
import { opensAtOf, secondsLeftOf, subscriptionWindowMachine } from '@/machines/tournaments/subscriptionWindow.machine';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Countdown, EmptyState, ErrorState, Tabs } from '@/ui/components';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { showToast } from '@/ui/feedback/show-toast';
import { CalendarIcon, CheckIcon, ClockIcon, SearchOffIcon } from '@/ui/icons';
import { TournamentBanner } from '@/ui/tournaments/TournamentBanner';
import { RulesHtml } from '@/ui/tournaments/RulesHtml';
import { GAME_NAMES } from './game-names';
import { SubscribersTab } from './SubscribersTab';
import { profileQuery } from '@/api/profile/queries';

// The modal and the school-link wizard it may run load when the modal opens.
const TournamentModalHost = lazy(() => import('./TournamentModalHost').then((module) => ({ default: module.TournamentModalHost })));

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
  fontSize: '0.75rem',
  fontWeight: '800',
  letterSpacing: '0.04em',
  bg: 'rgba(255, 255, 255, 0.16)',
  color: 'white',
  '&[data-status=COMPLETED]': { bg: 'green.300', color: 'slate.950' },
  '&[data-status=pending]': { bg: 'amber.300', color: 'slate.950' },
});

const panel = css({ borderRadius: '2xl', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', p: { base: '4', md: '6' } });
const panelTitle = css({ textStyle: 'sectionTitle', mb: '3' });

const joinTargetOf = (t: Tournament): JoinTarget => ({
  id: t.id,
  status: t.status,
  solo: modeLabel(t.mode) === 'SOLO',
  subscriptionStatus: t.subscriptionStatus,
  eligibility: t.eligibility,
  requiresDiscord: t.requiresDiscord,
});

/** The part of the event the subscription window reads. */
const windowEventOf = (t: Tournament): EligibilityEvent => ({
  status: t.status,
  restrictions: { subscriptionStartDate: t.restrictions.subscriptionStartDate ?? null, subscriptionEndDate: t.restrictions.subscriptionEndDate ?? null },
  subscriptionsStart: t.subscriptionsStart,
  subscriptionsEnd: t.subscriptionsEnd,
});

function WindowPanel({ tournament }: { tournament: Tournament }) {
  const event = windowEventOf(tournament);
  const [state, send] = useMachine(subscriptionWindowMachine, { input: { event, now: Date.now() }, inspect });
  const eventKey = JSON.stringify(event);
  // The detail reloads (after a subscription, or the event changed): the window follows it.
  useEffect(() => {
    send({ type: 'window.eventChanged', event: JSON.parse(eventKey) as EligibilityEvent });
  }, [eventKey, send]);
  // Timers sleep in hidden tabs: when the page comes back into view the clock catches up, and the
  // detail reloads in case the event changed meanwhile (closed early, new dates).
  const queryClient = useQueryClient();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      send({ type: 'window.clockChecked', now: Date.now() });
      void queryClient.invalidateQueries({ queryKey: [TOURNAMENTS_KEY, 'detail', tournament.id], exact: true });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [send, queryClient, tournament.id]);
  const opensAt = opensAtOf(state.context);
  return (
    <section className={cx(panel, css({ order: { base: -1, lg: 0 } }))} aria-labelledby="window-title">
      <h2 id="window-title" className={panelTitle}>
        {m.event_windowTitle()}
      </h2>
      {state.matches('open') ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })} data-window="open">
          <p className={css({ color: 'fg.muted' })}>{m.event_windowOpen()}</p>
          <Countdown secondsLeft={secondsLeftOf(state.context)} />
        </div>
      ) : state.matches('notYetOpen') && opensAt !== null ? (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })} data-window="notYetOpen">
          <CalendarIcon size={18} />
          {m.event_windowNotOpen({ date: formatEventDate(opensAt) })}
        </p>
      ) : (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })} data-window="closed">
          <ClockIcon size={18} />
          {m.event_windowClosed()}
        </p>
      )}
    </section>
  );
}

function DetailsTab({ tournament }: { tournament: Tournament }) {
  const solo = modeLabel(tournament.mode) === 'SOLO';
  const info: [string, string][] = [
    [m.event_startLabel(), m.event_startValue({ date: formatEventDate(tournament.startDate) })],
    [m.event_locationLabel(), tournament.location],
    [m.event_platformLabel(), tournament.platform],
    [m.event_gameLabel(), GAME_NAMES[tournament.game]()],
    [m.event_modeLabel(), solo ? m.event_modeSoloValue() : m.event_modeTeamValue({ count: String(tournament.modeQuantity) })],
  ];
  return (
    <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', lg: '1fr 340px' }, alignItems: 'start' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <section className={panel} aria-labelledby="about-title">
          <h2 id="about-title" className={panelTitle}>
            {m.event_aboutTitle()}
          </h2>
          <p className={css({ lineHeight: '1.6', whiteSpace: 'pre-line' })}>{tournament.description}</p>
        </section>
        <section className={panel} aria-labelledby="info-title">
          <h2 id="info-title" className={panelTitle}>
            {m.event_infoTitle()}
          </h2>
          <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '4' })}>
            {info.map(([label, value]) => (
              <div key={label}>
                <dt className={css({ color: 'fg.muted', fontSize: '0.85rem', fontWeight: '700' })}>{label}</dt>
                <dd className={css({ fontWeight: '700' })}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <WindowPanel tournament={tournament} />
    </div>
  );
}

function NotFoundState() {
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

function Loaded({ tournament }: { tournament: Tournament }) {
  const { http, user } = route.useRouteContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, send] = useMachine(
    joinButtonMachine.provide({
      actors: {
        unsubscribe: fromPromise(({ input }) => unsubscribe(http, input)),
      },
      actions: {
        goToMyClan: () => void navigate({ to: '/profile/$scene', params: { scene: 'my-clan' } }),
        showRestriction: (_, { messageKey }) => showToast('error', translate(messageKey)),
        openModal: () => void navigate({ to: '.', search: (prev) => ({ ...prev, opened: true }) }),
        showUnsubscribed: () => showToast('success', translate('status:event.unsubscribed')),
        showRequestErrors: (_, { messageKeys }) => messageKeys.forEach((key) => showToast('error', translate(key))),
        reload: () => void queryClient.invalidateQueries({ queryKey: [TOURNAMENTS_KEY] }),
      },
    }),
    { inspect },
  );
  const target = joinTargetOf(tournament);
  const busy = state.matches('cancelling');
  const { opened, teamId } = route.useSearch();
  const accounts = useQuery({ ...gameAccountsQuery(http), enabled: opened === true });
  // The school-link prerequisite runs the school feature's wizard inside the modal.
  const needsSchoolLink = opened === true && tournament.eligibility.prerequisites.includes('HAS_SCHOOL_LINK');
  const profile = useQuery({ ...profileQuery(http), enabled: needsSchoolLink });

  // A deleted team, or a team the user is not in, leaves the URL with the modal (SPEC §4).
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
        joinLabel={JOIN_LABELS[joinLabel(target)]()}
        joinDisabled={!joinEnabled(target)}
        busy={busy}
        onJoin={() => send({ type: 'join.press', target, schoolLinkStatus: user.schoolLinkStatus ?? 'NONE' })}
        onCancel={canCancel(target) ? () => send({ type: 'cancel.press', target }) : undefined}
      />
      <Tabs
        label={m.event_tabsLabel()}
        items={[
          { value: 'details', label: m.event_tabDetails(), content: <DetailsTab tournament={tournament} /> },
          { value: 'subscribers', label: m.event_tabSubscribers(), content: <SubscribersTab eventId={tournament.id} /> },
          { value: 'rules', label: m.event_tabRules(), content: <RulesHtml html={tournament.terms} emptyText={m.event_rulesEmpty()} /> },
        ]}
      />
      {opened && (accounts.data || accounts.isError) && (!needsSchoolLink || !profile.isPending) ? (
        <Suspense fallback={null}>
          <TournamentModalHost
            tournament={tournament}
            epicAccountId={accounts.data?.epicAccountId ?? user.epicAccountId ?? null}
            profile={profile.data}
            teamId={teamId}
            onTeamCreated={teamCreated}
            onClose={closeModal}
          />
        </Suspense>
      ) : null}
      <AlertDialog
        open={state.matches('confirmingCancel')}
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

/** SPEC §2 /tournaments/detail: banner with the join button, and the Details, Subscribers and Rules tabs. */
export function TournamentDetailScreen() {
  const { id } = route.useSearch();
  const { http } = route.useRouteContext();
  const detail = useQuery({ ...tournamentQuery(http, id ?? 0), enabled: id !== undefined, retry: (count, error) => !(error instanceof ApiError && error.problem.status < 500) && count < 2 });
  if (id === undefined) return <NotFoundState />;
  if (detail.isError) {
    const error = detail.error;
    if (error instanceof ApiError && (error.problem.status === 404 || error.problem.status === 400)) return <NotFoundState />;
    return <ErrorState onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) {
    return (
      <div aria-busy="true" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <div className={css({ h: { base: '340px', md: '300px' }, borderRadius: '2xl', bg: 'bg.subtle' })} />
        <span className={css({ srOnly: true })}>{m.common_loading()}</span>
      </div>
    );
  }
  return <Loaded key={detail.data.id} tournament={detail.data} />;
}
