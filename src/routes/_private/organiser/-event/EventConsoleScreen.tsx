import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import type { OrganiserEvent, OrganiserParticipant, PlayPhase } from '@/contract/play';
import { organiserEventQuery, type EventAction } from '@/api/organiser/event';
import { ORGANISER_KEY } from '@/api/organiser/keys';
import { organiserMatchQuery } from '@/api/organiser/matches';
import { translate } from '@/domain/messages';
import { formatInBrazil } from '@/domain/brazil-time';
import { inspect } from '@/machines/inspector';
import { eventRunView } from '@/machines/organiser/eventRun.view';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { formLayout } from '@/ui/components/form-layout';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { ChevronLeftIcon } from '@/ui/icons';
import { FORMAT_LABELS } from '@/ui/organiser/labels';
import { ParticipantsTable } from '@/ui/organiser/ParticipantsTable';
import { PhasePanel } from '@/ui/organiser/PhasePanel';
import { WaitingMatches, type WaitingMatchItem } from '@/ui/organiser/WaitingMatches';
import { roundText } from '@/routes/_private/-organiser/round-names';
import { GAME_NAMES } from '@/routes/-tournaments/game-names';
import { provideEventRun } from './event-run-actors';

// The resolve and disqualify dialogs (their forms, flows and rules) come with the press that opens them.
const ResolveDialogContainer = onDemand(() => import('./ResolveDialogContainer').then((module) => module.ResolveDialogContainer), { placeholder: <PartLoading />, overlay: true });
const DisqualifyContainer = onDemand(() => import('./DisqualifyContainer').then((module) => module.DisqualifyContainer), { placeholder: <PartLoading />, overlay: true });

const route = getRouteApi('/_private/organiser/event');
const privateRoute = getRouteApi('/_private');

const ACTION_LABELS: Record<EventAction, () => string> = {
  publish: m.organiser_action_publish,
  'open-check-in': m.organiser_action_openCheckIn,
  start: m.organiser_action_start,
  conclude: m.organiser_action_conclude,
};

function phaseHint(event: OrganiserEvent): string {
  const texts: Record<PlayPhase, () => string> = {
    DRAFT: m.organiser_hint_DRAFT,
    OPEN: () => m.organiser_hint_OPEN({ date: formatInBrazil(event.settings.checkInOpensAt) }),
    WAITING_START: () => m.organiser_hint_OPEN({ date: formatInBrazil(event.settings.checkInOpensAt) }),
    CHECK_IN: () => m.organiser_hint_CHECK_IN({ checkedIn: event.checkedInCount, count: event.participantsCount }),
    RUNNING: m.organiser_hint_RUNNING,
    CONCLUDED: m.organiser_hint_CONCLUDED,
  };
  return texts[event.phase]();
}

const section = css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' });
const sectionTitle = css({ textStyle: 'sectionTitle' });
const facts = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, m: '0' });
const fact = css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: '3', borderRadius: 'xl', bg: 'bg.subtle', minW: '0' });

/** The public page's tabs (the bracket and the standings) of this event. */
function TabLink({ eventId, tab, children }: { eventId: number; tab: 'bracket' | 'standings'; children: string }) {
  // The tab is read by the event page; the id is all this route's types know of its search.
  const search = { id: eventId, tab };
  return (
    <Link to="/tournaments/detail" search={search} className={button({ variant: 'ghost', size: 'sm' })} data-testid={`link-${tab}`}>
      {children}
    </Link>
  );
}

/** /organiser/event?id=… (docs/product/play.md, Screens: the console): the phase and its next action, participants, matches waiting, links. */
export function EventConsoleScreen() {
  const { id } = route.useLoaderData();
  const { http } = privateRoute.useRouteContext();
  const queryClient = useQueryClient();
  const query = useQuery(organiserEventQuery(http, id));
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: [ORGANISER_KEY] }), [queryClient]);
  const machine = useMemo(() => provideEventRun({ http, refresh }), [http, refresh]);
  // The loader put the event in the cache before this screen rendered.
  const event = query.data as OrganiserEvent;
  const [state, send] = useMachine(machine, { input: { eventId: id, phase: event.phase }, inspect });
  useEffect(() => send({ type: 'eventRun.sync', phase: event.phase }), [event.phase, send]);
  const run = eventRunView(state);
  const [resolving, setResolving] = useState<{ matchId: number; force: boolean } | null>(null);
  const [disqualifying, setDisqualifying] = useState<OrganiserParticipant | null>(null);
  const closeResolve = useCallback(() => setResolving(null), []);

  const disputed = event.matchesWaiting.filter((match) => match.status === 'DISPUTED');
  const details = useQueries({ queries: disputed.map((match) => organiserMatchQuery(http, match.id)) });
  const detailOf = (matchId: number) => details.find((detail) => detail.data?.id === matchId)?.data;
  const ordered = [...disputed, ...event.matchesWaiting.filter((match) => match.status !== 'DISPUTED')];
  const items: WaitingMatchItem[] = ordered.map((match) => {
    const detail = detailOf(match.id);
    const sides: [string, string] = [match.sides[0] ?? m.organiser_tbd(), match.sides[1] ?? m.organiser_tbd()];
    const dispute = detail?.dispute ? { by: sides[detail.dispute.side], reason: detail.dispute.reason, evidenceUrl: detail.dispute.evidenceUrl } : null;
    const isDisputed = match.status === 'DISPUTED';
    const canForce = match.status === 'READY' || match.status === 'REPORTED';
    return {
      id: match.id,
      status: match.status,
      round: roundText(match.roundName, match.roundNameParams),
      sides,
      since: match.since ? formatInBrazil(match.since, 'dd/MM HH:mm') : null,
      dispute,
      actions: (
        <>
          {isDisputed || canForce ? (
            <button
              type="button"
              className={button({ variant: isDisputed ? 'primary' : 'secondary', size: 'sm' })}
              onClick={() => setResolving({ matchId: match.id, force: !isDisputed })}
              data-testid={isDisputed ? 'resolve-match' : 'force-match'}
            >
              {isDisputed ? m.organiser_resolve() : m.organiser_force()}
            </button>
          ) : null}
          <a href={`/matches/${match.id}`} className={button({ variant: 'ghost', size: 'sm' })}>
            {m.organiser_openMatch()}
          </a>
        </>
      ),
    };
  });

  const live = event.phase === 'CHECK_IN' || event.phase === 'RUNNING';
  const next = run.next;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', w: '100%', minW: '0', maxW: 'content' })} data-testid="organiser-console">
      <title>{`${event.name} · ${m.common_appName()}`}</title>
      <Link to="/organiser" className={formLayout.link}>
        <ChevronLeftIcon size={18} />
        {m.organiser_backToList()}
      </Link>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ color: 'fg.muted', fontWeight: '700', fontSize: 'sm' })}>{GAME_NAMES[event.game]()}</p>
        <h1 className={css({ textStyle: 'pageTitle', overflowWrap: 'anywhere' })}>{event.name}</h1>
      </div>
      <PhasePanel
        phase={event.phase}
        hint={phaseHint(event)}
        actionLabel={next ? ACTION_LABELS[next]() : null}
        busy={run.busy}
        onAction={() => {
          const events = { publish: 'eventRun.publish', 'open-check-in': 'eventRun.openCheckIn', start: 'eventRun.start', conclude: 'eventRun.conclude' } as const;
          if (next) send({ type: events[next] });
        }}
        failure={run.failed ? run.failureKeys.map(translate) : null}
        onRetry={() => send({ type: 'eventRun.retry' })}
        onDismiss={() => send({ type: 'eventRun.dismiss' })}
        live={live}
        facts={
          <dl className={facts}>
            <div className={fact}>
              <dt className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '700' })}>{m.organiser_summaryFormat()}</dt>
              <dd className={css({ fontWeight: '700' })}>
                {FORMAT_LABELS[event.settings.format]()}
                {event.settings.format === 'BATTLE_ROYALE' ? '' : ` · ${m.organiser_bestOf({ n: event.settings.bestOf })}`}
              </dd>
            </div>
            <div className={fact}>
              <dt className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '700' })}>{m.organiser_summaryStart()}</dt>
              <dd className={css({ fontWeight: '700' })}>{formatInBrazil(event.settings.startDate)}</dd>
            </div>
            <div className={fact}>
              <dt className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '700' })}>{m.organiser_summaryCapacity()}</dt>
              <dd className={css({ fontWeight: '700' })}>{event.settings.capacity ?? m.organiser_noLimit()}</dd>
            </div>
          </dl>
        }
        links={
          event.phase === 'DRAFT' ? null : (
            <>
              <TabLink eventId={event.id} tab="bracket">
                {m.organiser_linkBracket()}
              </TabLink>
              <TabLink eventId={event.id} tab="standings">
                {m.organiser_linkStandings()}
              </TabLink>
            </>
          )
        }
      />
      <AlertDialog
        open={run.confirming !== null}
        title={run.confirming === 'conclude' ? m.organiser_confirmConcludeTitle() : m.organiser_confirmStartTitle()}
        message={run.confirming === 'conclude' ? m.organiser_confirmConcludeText() : m.organiser_confirmStartText({ checkedIn: event.checkedInCount })}
        confirmLabel={run.confirming === 'conclude' ? m.organiser_confirmConclude() : m.organiser_confirmStart()}
        cancelLabel={m.organiser_notNow()}
        onConfirm={() => send({ type: 'eventRun.confirm' })}
        onCancel={() => send({ type: 'eventRun.cancel' })}
      />
      {event.phase === 'RUNNING' || event.matchesWaiting.length > 0 ? (
        <section className={section} aria-labelledby="matches-title" data-testid="matches-waiting">
          <h2 id="matches-title" className={sectionTitle}>
            {m.organiser_matchesTitle()}
          </h2>
          <WaitingMatches items={items} />
        </section>
      ) : null}
      <section className={section} aria-labelledby="participants-title">
        <div>
          <h2 id="participants-title" className={sectionTitle}>
            {m.organiser_participantsTitle()}
          </h2>
          <p className={css({ fontSize: 'sm', fontWeight: '600', color: 'fg.muted' })}>{m.organiser_listPeople({ count: event.participantsCount, checkedIn: event.checkedInCount })}</p>
        </div>
        <ParticipantsTable
          participants={event.participants}
          formatTime={(iso) => formatInBrazil(iso, 'dd/MM HH:mm')}
          canDisqualify={live}
          onDisqualify={setDisqualifying}
        />
      </section>
      {resolving ? <ResolveDialogContainer key={resolving.matchId} matchId={resolving.matchId} force={resolving.force} onRefresh={refresh} onClose={closeResolve} /> : null}
      {disqualifying ? <DisqualifyContainer eventId={event.id} participant={disqualifying} onRefresh={refresh} onClose={() => setDisqualifying(null)} /> : null}
    </div>
  );
}
