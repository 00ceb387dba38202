import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { MinorReport } from '@/contract/moderation';
import { css, cx } from 'styled-system/css';
import { minorActivityQuery } from '@/api/guardians/minor-activity';
import { formatDay } from '@/domain/brazil-time';
import { DAILY_LIMIT_CHOICES } from '@/domain/guardians/supervision';
import { inspect } from '@/machines/inspector';
import { guardianControlsView } from '@/machines/guardians/guardianControls.view';
import { inviteApprovalView } from '@/machines/guardians/inviteApproval.view';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { EmptyState } from '@/ui/components';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';
import { WhenNear } from '@/ui/components/WhenNear';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { ControlsForm } from '@/ui/guardians/ControlsForm';
import { MinorCircles } from '@/ui/guardians/MinorCircles';
import { MinorInvites } from '@/ui/guardians/MinorInvites';
import { MinorReports, type MinorReportLine } from '@/ui/guardians/MinorReports';
import { ACTION_LABELS, CATEGORY_LABELS, STATUS_LABELS } from '@/ui/moderation/labels';
import { UsageChart } from '@/ui/guardians/UsageChart';
import { ChevronLeftIcon, SearchOffIcon } from '@/ui/icons';
import { PageHeading } from '@/ui/pages/PageHeading';
import { provideGuardianControls } from './controls-actors';
import { provideInviteApproval } from './invite-actors';

const route = getRouteApi('/_private/guardian/$minorId');

// The data rights' sections close the page: their code and the erasure request's read come when
// the guardian scrolls near them.
const dataRightsPlaceholder = <PartLoading minHeight={220} />;
const MinorDataRights = onDemand(() => import('./MinorDataRights').then((module) => module.MinorDataRights), { placeholder: dataRightsPlaceholder });

const styles = {
  back: css({ display: 'inline-flex', alignItems: 'center', gap: '1', minH: '11', color: 'fg.link', fontWeight: '700', mb: '2', _hover: { textDecoration: 'underline' } }),
  meta: css({ color: 'fg.muted', fontWeight: '600', mt: '-3', mb: '6', overflowWrap: 'anywhere' }),
  layout: css({ display: 'grid', gap: '5', gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }),
  panel: css({ display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', md: '6' }, borderRadius: '2xl', bg: 'bg.surface', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default', minW: '0' }),
  wide: css({ gridColumn: '1 / -1' }),
  panelTitle: css({ textStyle: 'sectionTitle' }),
  intro: css({ color: 'fg.muted' }),
};

/** No such minor among the guardian's: the route's not-found look. */
export function MinorNotFound() {
  return (
    <>
      <title>{`${m.guardian_minorMissingTitle()} · ${m.common_appName()}`}</title>
      <div className={css({ maxW: '560px', mx: 'auto', mt: '8' })}>
        <EmptyState
          title={m.guardian_minorMissingTitle()}
          description={m.guardian_minorMissingText()}
          icon={<SearchOffIcon size={32} />}
          action={
            <Link to="/guardian" className={button({ variant: 'primary' })}>
              {m.guardian_backToMinors()}
            </Link>
          }
        />
      </div>
    </>
  );
}

/** A report in the guardian's words: who reported whom for what, when, and how it stands. */
function minorReportLine(report: MinorReport, firstName: string): MinorReportLine {
  const category = CATEGORY_LABELS[report.category]();
  const outcome = report.outcome === 'OVERTURN' ? m.guardian_reportOverturned() : report.outcome ? m.guardian_reportOutcome({ outcome: ACTION_LABELS[report.outcome]() }) : null;
  return {
    id: report.id,
    title: report.role === 'REPORTER' ? m.guardian_reportMade({ name: firstName, category }) : m.guardian_reportReceived({ name: firstName, category }),
    detail: [formatDay(report.createdAt), STATUS_LABELS[report.status](), outcome].filter(Boolean).join(' · '),
  };
}

/** /guardian/{id}: a supervised minor's use over 30 days, the guardian's controls, teams and tournaments (docs/product/guardians.md, Supervision). */
export function MinorScreen() {
  const { minorId } = route.useLoaderData();
  const { http, queryClient } = route.useRouteContext();
  const { data } = useSuspenseQuery(minorActivityQuery(http, minorId));
  const { minor } = data;
  const [state, send] = useMachine(provideGuardianControls({ http, queryClient, firstName: minor.firstName }), {
    input: { minorId, controls: minor.controls },
    inspect,
  });
  const controls = guardianControlsView(state);
  const [approvalState, sendApproval] = useMachine(provideInviteApproval({ http, queryClient, firstName: minor.firstName }), { input: { minorId }, inspect });
  const approval = inviteApprovalView(approvalState);
  const target = (invite: { id: number; teamName: string }) => ({ inviteId: invite.id, teamName: invite.teamName });
  return (
    <>
      <title>{`${m.guardian_minorPageTitle({ name: minor.firstName })} · ${m.common_appName()}`}</title>
      <Link to="/guardian" className={styles.back}>
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {m.guardian_backToMinors()}
      </Link>
      <PageHeading>{m.guardian_minorPageTitle({ name: `${minor.firstName} ${minor.lastName}` })}</PageHeading>
      <p className={styles.meta}>
        {minor.playId} · {m.guardian_minorAge({ age: String(minor.age) })} · {m.guardian_minorSince({ date: formatDay(minor.since) })}
      </p>
      <div className={styles.layout}>
        <section aria-labelledby="minor-usage" className={styles.panel}>
          <h2 id="minor-usage" className={styles.panelTitle}>
            {m.guardian_usageTitle()}
          </h2>
          <p className={styles.intro}>{m.guardian_usageIntro({ name: minor.firstName })}</p>
          <UsageChart days={data.days} dailyLimitMinutes={minor.controls.dailyLimitMinutes} />
        </section>
        <section aria-labelledby="minor-controls" className={styles.panel}>
          <h2 id="minor-controls" className={styles.panelTitle}>
            {m.guardian_controlsTitle()}
          </h2>
          <p className={styles.intro}>{m.guardian_controlsIntro({ name: minor.firstName })}</p>
          <ControlsForm
            firstName={minor.firstName}
            limitChoices={DAILY_LIMIT_CHOICES}
            draft={controls.draft}
            dirty={controls.dirty}
            saving={controls.saving}
            premiumUntil={minor.premium.active ? formatDay(minor.premium.until) : null}
            onLimitChange={(minutes) => send({ type: 'limit.change', minutes })}
            onPurchasesChange={(blocked) => send({ type: 'purchases.change', blocked })}
            onNameChange={(shown) => send({ type: 'name.change', shown })}
            onSave={() => send({ type: 'save' })}
            onDiscard={() => send({ type: 'discard' })}
          />
        </section>
        <section aria-labelledby="minor-invites" className={cx(styles.panel, styles.wide)}>
          <h2 id="minor-invites" className={styles.panelTitle}>
            {m.guardian_invitesTitle()}
          </h2>
          <p className={styles.intro}>{m.guardian_invitesIntro({ name: minor.firstName })}</p>
          <MinorInvites
            firstName={minor.firstName}
            invites={data.invites.map((invite) => ({ ...invite, createdAtText: formatDay(invite.createdAt) }))}
            busyInviteId={approval.busyInviteId}
            onApprove={(invite) => sendApproval({ type: 'approve.press', target: target(invite) })}
            onRefuse={(invite) => sendApproval({ type: 'refuse.press', target: target(invite) })}
          />
        </section>
        <section aria-labelledby="minor-reports" className={cx(styles.panel, styles.wide)}>
          <h2 id="minor-reports" className={styles.panelTitle}>
            {m.guardian_reportsTitle()}
          </h2>
          <p className={styles.intro}>{m.guardian_reportsIntro({ name: minor.firstName })}</p>
          <MinorReports firstName={minor.firstName} reports={data.reports.map((report) => minorReportLine(report, minor.firstName))} />
        </section>
        <section aria-labelledby="minor-circles" className={cx(styles.panel, styles.wide)}>
          <h2 id="minor-circles" className={styles.panelTitle}>
            {m.guardian_circlesTitle()}
          </h2>
          <p className={styles.intro}>{m.guardian_circlesIntro({ name: minor.firstName })}</p>
          <MinorCircles
            firstName={minor.firstName}
            teams={data.teams}
            tournaments={data.tournaments.map((tournament) => ({ ...tournament, startsAtText: formatDay(tournament.startsAt) }))}
          />
        </section>
        <WhenNear testId="minor-data-rights" className={cx(styles.layout, styles.wide)} placeholder={dataRightsPlaceholder}>
          <MinorDataRights http={http} queryClient={queryClient} minorId={minorId} name={minor.firstName} wide={styles.wide} />
        </WhenNear>
      </div>
      <AlertDialog
        open={approval.askingRefusal !== null}
        title={m.guardian_inviteRefuseTitle({ team: approval.askingRefusal?.teamName ?? '' })}
        message={m.guardian_inviteRefuseText({ name: minor.firstName })}
        confirmLabel={m.guardian_inviteRefuse()}
        cancelLabel={m.common_cancel()}
        onConfirm={() => sendApproval({ type: 'refuse.confirm' })}
        onCancel={() => sendApproval({ type: 'refuse.cancel' })}
      />
    </>
  );
}
