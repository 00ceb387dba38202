import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import { moderationQueueQuery } from '@/api/moderation/queries';
import { MODERATION_VIEWS } from '@/domain/route-search-schemas';
import { inspect } from '@/machines/inspector';
import { moderationDecisionView } from '@/machines/moderation/moderationDecision.view';
import { m } from '@/paraglide/messages';
import { EmptyState, Pager } from '@/ui/components';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { ShieldIcon } from '@/ui/icons';
import { ReportCard } from '@/ui/moderation/ReportCard';
import { provideModerationDecision } from './decision-actors';

const route = getRouteApi('/_private/admin/reports');

const tab = css({
  px: '4',
  py: '2',
  borderRadius: 'full',
  fontWeight: '700',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  '&[aria-current=page]': { borderColor: 'accent.default', bg: 'accent.subtle', color: 'accent.emphasis' },
});

/** /admin/reports: open reports oldest first, each taken, decided with a written reason, or its appeal answered (docs/product/moderation.md, Screens). */
export function ModerationScreen() {
  const { view, page } = route.useSearch();
  const { http } = route.useRouteContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate({ from: '/admin/reports' });
  const { data } = useSuspenseQuery(moderationQueueQuery(http, view, page));
  const [snapshot, send] = useMachine(provideModerationDecision({ http, queryClient }), { inspect });
  const work = moderationDecisionView(snapshot);
  const title = m.moderation_queue_title();

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '880px', mx: 'auto', width: '100%' })}>
      <title>{`${title} · ${m.common_appName()}`}</title>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={css({ textStyle: 'pageTitle' })}>{title}</h1>
        <p className={css({ color: 'fg.muted' })}>{m.moderation_queue_intro()}</p>
      </header>
      <nav aria-label={m.moderation_queue_views()} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {MODERATION_VIEWS.map((each) => (
          <Link key={each} to="/admin/reports" search={{ view: each, page: 0 }} className={tab} aria-current={view === each ? 'page' : undefined}>
            {each === 'open' ? m.moderation_queue_open({ count: String(data.openCount) }) : m.moderation_queue_decided()}
          </Link>
        ))}
      </nav>

      {data.reports.length === 0 ? (
        <EmptyState
          title={view === 'open' ? m.moderation_queue_emptyOpenTitle() : m.moderation_queue_emptyDecidedTitle()}
          description={view === 'open' ? m.moderation_queue_emptyOpenText() : m.moderation_queue_emptyDecidedText()}
          icon={<ShieldIcon size={32} />}
        />
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {data.reports.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              busy={work.busyReportId === report.id}
              fieldErrors={work.errorsFor === report.id ? work.fieldErrors : []}
              onReview={() => send({ type: 'review.press', reportId: report.id })}
              onDecide={(draft) => send({ type: 'decision.submit', reportId: report.id, draft })}
              onAnswerAppeal={(outcome, ruling) => send({ type: 'appeal.submit', reportId: report.id, outcome, ruling })}
            />
          ))}
        </div>
      )}

      <Pager label={m.moderation_queue_pages()} page={page} totalPages={data.totalPages} onPage={(next) => void navigate({ search: { view, page: next } })} />

      <AlertDialog
        open={work.askingBan !== null}
        title={m.moderation_ban_title()}
        message={m.moderation_ban_text()}
        confirmLabel={m.moderation_ban_confirm()}
        cancelLabel={m.moderation_ban_cancel()}
        onConfirm={() => send({ type: 'ban.confirm' })}
        onCancel={() => send({ type: 'ban.cancel' })}
      />
    </div>
  );
}
