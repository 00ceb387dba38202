import { useEffect } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { MinorGuardianState } from '@/contract/guardians';
import { formatDay } from '@/domain/brazil-time';
import { inspect } from '@/machines/inspector';
import { minorConsentView } from '@/machines/guardians/minorConsent.view';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { GuardianConsentNotice } from '@/ui/guardians/GuardianConsentNotice';
import { provideMinorConsent } from './minor-consent-actors';

const privateRoute = getRouteApi('/_private');

/** The minor's notice and its flow; loaded only for a student whose consent shows. */
export default function MinorConsentNotice({ state }: { state: MinorGuardianState }) {
  const { http, queryClient } = privateRoute.useRouteContext();
  const [snapshot, send] = useMachine(provideMinorConsent({ http, queryClient }), { input: { state }, inspect });
  // Every answer of the query (a refetch, a notification read) moves the notice.
  useEffect(() => send({ type: 'guardian.loaded', state }), [send, state]);
  const view = minorConsentView(snapshot);
  if (view.kind === 'hidden') return null;
  return (
    <GuardianConsentNotice
      kind={view.kind}
      status={view.status}
      restricted={view.restricted}
      invitedEmail={view.invitedEmail}
      expiresOn={formatDay(view.expiresAt)}
      resendsLeft={view.resendsLeft}
      canResend={view.canResend}
      busy={view.busy}
      guardianNames={view.guardianNames}
      onResend={() => send({ type: 'resend.press' })}
      formLink={
        <Link to="/profile/$scene" params={{ scene: 'sponsor' }} className={button({ variant: 'primary', size: 'sm' })}>
          {m.guardian_noticeMissingAction()}
        </Link>
      }
    />
  );
}
