import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import { supervisedMinorsQuery } from '@/api/guardians/queries';
import { formatDay } from '@/domain/brazil-time';
import { inspect } from '@/machines/inspector';
import { revokeConsentView } from '@/machines/guardians/revokeConsent.view';
import { m } from '@/paraglide/messages';
import { EmptyState, ErrorState } from '@/ui/components';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { formatMinutes, formatUsage } from '@/ui/guardians/duration';
import { SupervisedMinorCard } from '@/ui/guardians/SupervisedMinorCard';
import { UsersIcon } from '@/ui/icons';
import { PageHeading } from '@/ui/pages/PageHeading';
import { provideRevokeConsent } from './revoke-actors';

const privateRoute = getRouteApi('/_private');

const styles = {
  intro: css({ color: 'fg.muted', mt: '-3', mb: '6', maxW: '60ch' }),
  grid: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 }),
  skeleton: css({ h: '180px', borderRadius: '2xl', bg: 'bg.subtle' }),
};

/** /guardian: the minors the guardian supervises, each with "Retirar autorização". */
export function GuardianScreen() {
  const { http, queryClient } = privateRoute.useRouteContext();
  const minors = useQuery(supervisedMinorsQuery(http));
  const [state, send] = useMachine(provideRevokeConsent({ http, queryClient }), { inspect });
  const view = revokeConsentView(state);

  return (
    <>
      <title>{`${m.guardian_panelTitle()} · ${m.common_appName()}`}</title>
      <PageHeading>{m.guardian_panelTitle()}</PageHeading>
      <p className={styles.intro}>{m.guardian_panelIntro()}</p>
      {minors.isError ? (
        <ErrorState onRetry={() => void minors.refetch()} />
      ) : !minors.data ? (
        <div aria-busy="true" aria-label={m.guardian_panelTitle()} className={styles.grid}>
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      ) : minors.data.length === 0 ? (
        <EmptyState icon={<UsersIcon size={32} />} title={m.guardian_emptyTitle()} description={m.guardian_emptyText()} />
      ) : (
        <ul className={styles.grid}>
          {minors.data.map((minor) => (
            <li key={minor.id}>
              <SupervisedMinorCard
                id={minor.id}
                firstName={minor.firstName}
                lastName={minor.lastName}
                playId={minor.playId}
                age={minor.age}
                since={formatDay(minor.since)}
                coGuardian={minor.coGuardian}
                today={
                  minor.controls.dailyLimitMinutes === null
                    ? m.guardian_minorTodayNoLimit({ used: formatUsage(minor.usedTodaySeconds) })
                    : m.guardian_minorToday({ used: formatUsage(minor.usedTodaySeconds), limit: formatMinutes(minor.controls.dailyLimitMinutes) })
                }
                purchasesBlocked={minor.controls.purchasesBlocked}
                premiumUntil={minor.premium.active ? formatDay(minor.premium.until) : null}
                busy={view.busyMinorId === minor.id}
                onRevoke={() => send({ type: 'revoke.press', target: { minorId: minor.id, firstName: minor.firstName } })}
              />
            </li>
          ))}
        </ul>
      )}
      <AlertDialog
        open={view.asking !== null}
        title={m.guardian_revokeTitle({ name: view.asking?.firstName ?? '' })}
        message={m.guardian_revokeText({ name: view.asking?.firstName ?? '' })}
        confirmLabel={m.guardian_revoke()}
        cancelLabel={m.common_cancel()}
        onConfirm={() => send({ type: 'revoke.confirm' })}
        onCancel={() => send({ type: 'revoke.cancel' })}
      />
    </>
  );
}
