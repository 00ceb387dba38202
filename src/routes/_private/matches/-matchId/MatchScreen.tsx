import { useEffect, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import type { MatchDetail } from '@/contract/play';
import { eventPlayKey, matchesKey } from '@/api/play/keys';
import { matchQuery } from '@/api/play/matches';
import { relativeTo } from '@/domain/play/times';
import { inspect } from '@/machines/inspector';
import { matchReportView, type MatchReportView } from '@/machines/play/matchReport.view';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { EmptyState, Quote } from '@/ui/components';
import { onDemand } from '@/ui/components/OnDemand';
import { ChevronLeftIcon, SearchOffIcon } from '@/ui/icons';
import { ReportButton } from '@/ui/moderation/ReportButton';
import { MatchSummary } from '@/ui/play/MatchSummary';
import { roundLabel } from '@/ui/play/play-labels';
import { LobbyReportForm, ReportForm } from '@/ui/play/ReportForm';
import { usePlayLive } from '@/routes/-play/use-play-live';
import { GAME_NAMES } from '@/routes/-tournaments/game-names';
import { useReport } from '@/routes/-moderation/use-report';
import { provideMatchReport } from './match-actors';
import { useErrorTexts } from '@/ui/use-message-table';

// The dispute dialog (its form, the screenshot's rules and the modal) comes with the first "Contestar".
const DisputeDialog = onDemand(() => import('@/ui/play/DisputeDialog').then((module) => module.DisputeDialog), { placeholder: null, overlay: true });

const route = getRouteApi('/_private/matches/$matchId');

const PLACE_TEXTS: Record<MatchReportView['place'], () => string> = {
  waiting: m.play_place_waiting,
  ready: m.play_place_ready,
  awaitingOther: m.play_place_awaitingOther,
  noShowClaimed: m.play_place_noShowClaimed,
  toAnswer: m.play_place_toAnswer,
  disputed: m.play_place_disputed,
  confirmed: m.play_place_confirmed,
  autoConfirmed: m.play_place_autoConfirmed,
  resolved: m.play_place_resolved,
  bye: m.play_place_bye,
};

const panel = css({ display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', md: '6' }, borderRadius: '2xl', bg: 'bg.surface', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default' });
const facts = css({ display: 'flex', flexDirection: 'column', gap: '1', color: 'fg.muted', fontSize: 'sm' });

/** No such match (or one a student may not see): the route's not-found look. */
export function MatchNotFound() {
  return (
    <>
      <title>{`${m.play_match_notFoundTitle()} · ${m.common_appName()}`}</title>
      <div className={css({ maxW: '560px', mx: 'auto', mt: '8' })}>
        <EmptyState
          title={m.play_match_notFoundTitle()}
          description={m.play_match_notFoundText()}
          icon={<SearchOffIcon size={32} />}
          action={
            <Link to="/tournaments" className={button({ variant: 'primary' })}>
              {m.play_match_browse()}
            </Link>
          }
        />
      </div>
    </>
  );
}

const sideName = (match: MatchDetail, side: 0 | 1) => match.sides[side]?.name ?? m.play_side_unknown();

function Loaded({ match }: { match: MatchDetail }) {
  const { http } = route.useRouteContext();
  const queryClient = useQueryClient();
  const report = useReport(http);
  const reload = (latest: MatchDetail) => {
    // The flow now holds the action's answer: the page's copy takes it too before loading again, or
    // a load equal to the match as it was before the action would change nothing on the page, and
    // the flow would stay where the answer put it.
    queryClient.setQueryData(matchQuery(http, latest.id).queryKey, latest);
    void queryClient.invalidateQueries({ queryKey: matchesKey });
    void queryClient.invalidateQueries({ queryKey: eventPlayKey(match.eventId) });
  };
  const [snapshot, send] = useMachine(provideMatchReport({ http, reload }), { input: { match }, inspect });
  // Every load of the match (a live change, polling, a reload after an action) moves the page.
  useEffect(() => send({ type: 'match.loaded', match }), [match, send]);
  const view = matchReportView(snapshot);
  // Once opened, the dialog stays mounted, so it can close as a dialog does.
  const [disputeShown, setDisputeShown] = useState(false);
  if (view.disputeDialogOpen && !disputeShown) setDisputeShown(true);
  const errors = useErrorTexts(view.fieldErrors);
  const duel = match.sides.length === 2;
  const round = roundLabel(match.roundName, match.roundNameParams, match.roundNumber);
  const title = duel ? m.play_match_title({ round, number: String(match.number) }) : m.play_match_lobbyTitle({ round, number: String(match.number) });
  const reporter = match.report ? sideName(match, match.report.side) : '';
  const disputer = match.dispute ? sideName(match, match.dispute.side) : '';
  const showConfirmBy = match.confirmBy && (match.status === 'REPORTED');
  const showNoShowFrom = match.noShowFrom && match.status === 'READY' && match.you.side !== null;
  const acting = view.canReport || view.canClaimNoShow || view.canConfirm || view.canDispute;

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '880px', mx: 'auto', width: '100%' })}>
      <title>{`${title} · ${match.eventName} · ${m.common_appName()}`}</title>
      <Link to="/tournaments/detail" search={{ id: match.eventId, tab: 'bracket' }} className={button({ variant: 'ghost', size: 'sm' })} style={{ alignSelf: 'flex-start' }}>
        <ChevronLeftIcon size={18} />
        {m.play_match_back()}
      </Link>
      <MatchSummary match={match} title={title} game={GAME_NAMES[match.game]()} stateText={!duel && view.place === 'awaitingOther' ? m.play_place_lobbyReported() : PLACE_TEXTS[view.place]()} />

      {match.report || showConfirmBy || showNoShowFrom || match.readyAt ? (
        <div className={facts}>
          {match.report ? (
            <p>
              {match.report.noShow
                ? m.play_match_noShowBy({ name: reporter, relative: relativeTo(match.report.at) ?? '' })
                : m.play_match_reportedBy({ name: reporter, relative: relativeTo(match.report.at) ?? '' })}
            </p>
          ) : null}
          {showConfirmBy ? <p className={css({ color: 'fg.default', fontWeight: '700' })}>{m.play_match_confirmBy({ relative: relativeTo(match.confirmBy) ?? '' })}</p> : null}
          {showNoShowFrom ? <p>{m.play_match_noShowFrom({ relative: relativeTo(match.noShowFrom) ?? '' })}</p> : null}
          {match.readyAt && match.status === 'READY' ? <p>{m.play_match_readyAt({ relative: relativeTo(match.readyAt) ?? '' })}</p> : null}
        </div>
      ) : null}

      {match.dispute ? (
        <section className={panel} aria-labelledby="dispute-title">
          <h2 id="dispute-title" className={css({ textStyle: 'sectionTitle' })}>
            {m.play_match_disputeTitle()}
          </h2>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.play_match_disputeBy({ name: disputer, relative: relativeTo(match.dispute.at) ?? '' })}</p>
          <Quote>{match.dispute.reason}</Quote>
          {match.dispute.evidenceUrl && match.you.side !== match.dispute.side ? (
            // The other side, or the organiser, may report the screenshot (docs/product/moderation.md, Reports).
            <ReportButton text={m.moderation_report_evidenceButton()} onPress={() => report.open({ target: { kind: 'EVIDENCE', matchId: match.id }, label: disputer })} />
          ) : null}
          {match.dispute.evidenceUrl ? (
            <a href={match.dispute.evidenceUrl} target="_blank" rel="noopener noreferrer" aria-label={m.play_match_evidenceOpen()} className={css({ alignSelf: 'flex-start' })}>
              <img src={match.dispute.evidenceUrl} alt={m.play_match_evidence()} className={css({ maxW: '100%', maxH: '320px', borderRadius: 'lg', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default' })} />
            </a>
          ) : null}
        </section>
      ) : null}

      {match.resolutionNote ? (
        <section className={panel} aria-labelledby="resolution-title">
          <h2 id="resolution-title" className={css({ fontWeight: '800' })}>
            {m.play_match_resolution()}
          </h2>
          <p className={css({ whiteSpace: 'pre-wrap' })}>{match.resolutionNote}</p>
        </section>
      ) : null}

      {view.reportFormOpen ? (
        <section className={panel}>
          {duel ? (
            <ReportForm
              bestOf={match.bestOf}
              names={[sideName(match, 0), sideName(match, 1)]}
              errors={errors}
              busy={view.busy}
              onSubmit={(games) => send({ type: 'report.submit', report: { games } })}
              onCancel={() => send({ type: 'report.cancel' })}
            />
          ) : (
            <LobbyReportForm
              places={match.entries.length}
              errors={errors}
              busy={view.busy}
              onSubmit={(report) => send({ type: 'report.submit', report })}
              onCancel={() => send({ type: 'report.cancel' })}
            />
          )}
        </section>
      ) : acting ? (
        <section className={panel} aria-labelledby="actions-title">
          <h2 id="actions-title" className={css({ fontWeight: '800' })}>
            {m.play_match_actions()}
          </h2>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            {view.canReport ? (
              <button type="button" className={button({ variant: 'primary' })} disabled={view.busy} onClick={() => send({ type: 'report.open' })}>
                {m.play_match_report()}
              </button>
            ) : null}
            {view.canConfirm ? (
              <button type="button" className={button({ variant: 'primary' })} disabled={view.busy} aria-busy={view.busy || undefined} onClick={() => send({ type: 'confirm.press' })}>
                {view.busy ? m.common_loading() : m.play_match_confirm()}
              </button>
            ) : null}
            {view.canDispute ? (
              <button type="button" className={button({ variant: 'secondary' })} disabled={view.busy} onClick={() => send({ type: 'dispute.open' })}>
                {m.play_match_dispute()}
              </button>
            ) : null}
            {view.canClaimNoShow ? (
              <button type="button" className={button({ variant: 'ghost' })} disabled={view.busy} onClick={() => send({ type: 'noShow.claim' })}>
                {m.play_match_noShow()}
              </button>
            ) : null}
          </div>
        </section>
      ) : match.you.side !== null && !match.you.canAct && (match.status === 'READY' || match.status === 'REPORTED') ? (
        <p className={facts}>{m.play_match_memberOnly()}</p>
      ) : match.you.side === null && match.you.canAct === false && (match.status === 'READY' || match.status === 'REPORTED') ? (
        <p className={facts}>{m.play_match_spectator()}</p>
      ) : null}

      {match.you.canResolve && match.status !== 'COMPLETED' && match.status !== 'BYE' ? (
        // Organisers decide results from the event's console (docs/product/play.md, Screens).
        <Link to="/organiser/event" search={{ id: match.eventId }} className={button({ variant: 'secondary' })} style={{ alignSelf: 'flex-start' }}>
          {m.play_match_resolveInConsole()}
        </Link>
      ) : null}

      {report.dialog}
      {disputeShown ? (
        <DisputeDialog
          open={view.disputeDialogOpen}
          busy={view.busy}
          errors={errors}
          onSubmit={(dispute) => send({ type: 'dispute.submit', dispute })}
          onCancel={() => send({ type: 'dispute.cancel' })}
        />
      ) : null}
    </div>
  );
}

/** /matches/{id}: the match page, live (docs/product/play.md, Screens and Rules, "Live"); the route loads the match first. */
export function MatchScreen() {
  const { matchId } = route.useLoaderData();
  const { http } = route.useRouteContext();
  const cached = useSuspenseQuery(matchQuery(http, matchId)).data;
  const refetchInterval = usePlayLive(http, cached.eventId);
  const { data: match } = useSuspenseQuery({ ...matchQuery(http, matchId), refetchInterval });
  return <Loaded key={match.id} match={match} />;
}
