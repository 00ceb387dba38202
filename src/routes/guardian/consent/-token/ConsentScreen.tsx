import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { inspect } from '@/machines/inspector';
import type { ConsentViewer } from '@/machines/guardians/guardianConsent.machine';
import { guardianConsentView } from '@/machines/guardians/guardianConsent.view';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { ErrorState } from '@/ui/components';
import { useErrorRound } from '@/ui/components/use-error-focus';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { ConsentEnding, ConsentExplainer, ConsentIdentityForm, ConsentSignedOut, ConsentWrongAccount, problemTexts } from '@/ui/guardians/ConsentLink';
import { publicCard } from '@/ui/shell/public-card';
import { useErrorTexts } from '@/ui/use-message-table';
import { PublicFrame } from '@/routes/-shell/PublicFrame';
import { provideGuardianConsent } from './consent-actors';

const route = getRouteApi('/guardian/consent/$token');

/** The name rules speak to the guardian about their own full name. */
const IDENTITY_TEXTS: Record<string, () => string> = {
  'validation:fullName.required': m.guardian_fullNameRequired,
  'validation:fullName.min': m.guardian_fullNameMin,
  'validation:fullName.max': m.guardian_fullNameMax,
};

const card = cx(publicCard, css({ display: 'flex', flexDirection: 'column', gap: '6' }));

/** The consent page inside the public frame: who is looking decides the flow's start. */
export function ConsentScreen() {
  const { http, session } = route.useRouteContext();
  const { token } = route.useParams();
  const user = session.user();
  const viewer: ConsentViewer = !user ? 'signedOut' : user.role === 'SPONSOR' ? 'guardian' : 'otherAccount';
  return (
    <PublicFrame loginAction={null}>
      <title>{`${m.guardian_consentPageTitle()} · ${m.common_appName()}`}</title>
      <div className={css({ w: '100%', maxW: '760px', mx: 'auto', px: { base: '3', sm: '6' }, py: { base: '6', sm: '10' } })}>
        <div className={card}>
          <ConsentFlow key={`${token}:${viewer}`} token={token} viewer={viewer} http={http} session={session} />
        </div>
      </div>
    </PublicFrame>
  );
}

function ConsentFlow({ token, viewer, http, session }: { token: string; viewer: ConsentViewer } & Pick<ReturnType<typeof route.useRouteContext>, 'http' | 'session'>) {
  const navigate = useNavigate();
  const returnTo = `/guardian/consent/${encodeURIComponent(token)}`;
  const [state, send] = useMachine(
    provideGuardianConsent({ http, session, returnTo, register: () => void navigate({ to: '/register', search: { role: 'guardian', redirect: returnTo } }) }),
    { input: { token, viewer }, inspect },
  );
  const view = guardianConsentView(state);
  // Renders again when the server-message table arrives, so the texts below are found in it.
  const errors = useErrorTexts(state.context.fieldErrors, IDENTITY_TEXTS);
  const errorRound = useErrorRound(state.context.fieldErrors);

  switch (view.screen) {
    case 'loading':
      return <div aria-busy="true" aria-label={m.guardian_consentPageTitle()} className={css({ h: '420px', borderRadius: 'xl', bg: 'bg.subtle' })} />;
    case 'unreadable':
      return <ErrorState description={m.guardian_linkUnreadable()} onRetry={() => send({ type: 'link.retry' })} />;
    case 'unusable': {
      const texts = problemTexts(view.problem);
      return (
        <ConsentEnding
          tone="warning"
          title={texts.title}
          text={texts.text}
          action={
            <Link to="/home" className={button({ variant: 'secondary' })}>
              {m.guardian_homeAction()}
            </Link>
          }
        />
      );
    }
    case 'consented':
      return (
        <ConsentEnding
          tone="success"
          title={m.guardian_consentedTitle({ name: view.minorName })}
          text={m.guardian_consentedText({ name: view.minorName })}
          action={
            <Link to="/guardian" className={button({ variant: 'primary' })}>
              {m.guardian_consentedAction()}
            </Link>
          }
        />
      );
    case 'refused':
      return (
        <ConsentEnding
          tone="info"
          title={m.guardian_refusedTitle()}
          text={m.guardian_refusedText({ name: view.minorName })}
          action={
            <Link to="/home" className={button({ variant: 'secondary' })}>
              {m.guardian_homeAction()}
            </Link>
          }
        />
      );
    default:
      return (
        <>
          <ConsentExplainer link={view.link} />
          {view.screen === 'signedOut' ? (
            <ConsentSignedOut onSignIn={() => send({ type: 'signIn.press' })} onRegister={() => send({ type: 'register.press' })} />
          ) : view.screen === 'wrongAccount' ? (
            <ConsentWrongAccount onSignOut={() => send({ type: 'signOut.press' })} />
          ) : (
            <>
              <ConsentIdentityForm
                minorName={view.link.minor.firstName}
                values={state.context.identity}
                errors={errors}
                busy={view.busy}
                onChange={(change) => send({ type: 'identity.change', change })}
                onAccept={() => send({ type: 'consent.accept' })}
                onRefuse={() => send({ type: 'consent.refuse' })}
                errorRound={errorRound}
              />
              <AlertDialog
                open={view.refusalAsked}
                title={m.guardian_refuseTitle({ name: view.link.minor.firstName })}
                message={m.guardian_refuseText({ name: view.link.minor.firstName })}
                confirmLabel={m.guardian_refuseConfirm()}
                cancelLabel={m.common_cancel()}
                onConfirm={() => send({ type: 'refuse.confirm' })}
                onCancel={() => send({ type: 'refuse.cancel' })}
              />
            </>
          )}
        </>
      );
  }
}
