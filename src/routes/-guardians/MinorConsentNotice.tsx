import { useEffect } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { createActor } from 'xstate';
import type { MinorGuardianState } from '@/contract/guardians';
import { formatDay } from '@/domain/brazil-time';
import { inspect } from '@/machines/inspector';
import { minorConsentMachine } from '@/machines/guardians/minorConsent.machine';
import { minorConsentView, type MinorConsentView } from '@/machines/guardians/minorConsent.view';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { GuardianConsentNotice } from '@/ui/guardians/GuardianConsentNotice';
import { provideMinorConsent } from './minor-consent-actors';

const privateRoute = getRouteApi('/_private');

/** The notice as a view of its flow shows it. */
function NoticeOf({ view, onResend }: { view: MinorConsentView; onResend: () => void }) {
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
      onResend={onResend}
      formLink={
        <Link to="/profile/$scene" params={{ scene: 'sponsor' }} className={button({ variant: 'primary', size: 'sm' })}>
          {m.guardian_noticeMissingAction()}
        </Link>
      }
    />
  );
}

/** The minor's notice and its flow; loaded only for a student whose consent shows. */
export default function MinorConsentNotice({ state }: { state: MinorGuardianState }) {
  const { http, queryClient } = privateRoute.useRouteContext();
  const [snapshot, send] = useMachine(provideMinorConsent({ http, queryClient }), { input: { state }, inspect });
  // Every answer of the query (a refetch, a notification read) moves the notice.
  useEffect(() => send({ type: 'guardian.loaded', state }), [send, state]);
  return <NoticeOf view={minorConsentView(snapshot)} onResend={() => send({ type: 'resend.press' })} />;
}

const nothing = () => {};

/**
 * The notice for `state` as the page first shows it, with nothing running: /home's first frame
 * (HomeShell), drawn by the server before the app has the page, which then draws the same notice
 * in its place.
 */
export function MinorConsentNoticeFrame({ state }: { state: MinorGuardianState }) {
  return <NoticeOf view={minorConsentView(createActor(minorConsentMachine, { input: { state } }).getSnapshot())} onResend={nothing} />;
}
