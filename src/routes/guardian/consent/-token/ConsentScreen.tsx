import { useEffect } from 'react';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { inspect } from '@/machines/inspector';
import type { ConsentViewer } from '@/machines/guardians/guardianConsent.machine';
import { guardianConsentView } from '@/machines/guardians/guardianConsent.view';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { ErrorState } from '@/ui/components';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';
import { ConsentEnding, ConsentExplainer, ConsentSignedOut, ConsentWrongAccount, problemTexts } from '@/ui/guardians/ConsentLink';
import { publicCard } from '@/ui/shell/public-card';
import { PublicFrame } from '@/routes/-shell/PublicFrame';
import { provideGuardianConsent } from './consent-actors';

const route = getRouteApi('/guardian/consent/$token');

/**
 * The guardian's decision (the form, its fields and their messages): only a signed-in guardian
 * sees it, so a visitor who must sign in first never downloads it; a guardian's visit starts
 * fetching it as the page starts reading the link.
 */
const ConsentDecision = onDemand(() => import('./ConsentDecision').then((module) => module.ConsentDecision), {
  placeholder: <PartLoading minHeight={300} />,
});

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
  useEffect(() => {
    if (viewer === 'guardian') void ConsentDecision.preload();
  }, [viewer]);

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
            <ConsentDecision
              minorName={view.link.minor.firstName}
              identity={state.context.identity}
              fieldErrors={state.context.fieldErrors}
              busy={view.busy}
              refusalAsked={view.refusalAsked}
              onChange={(change) => send({ type: 'identity.change', change })}
              onAccept={() => send({ type: 'consent.accept' })}
              onRefuse={() => send({ type: 'consent.refuse' })}
              onRefuseConfirm={() => send({ type: 'refuse.confirm' })}
              onRefuseCancel={() => send({ type: 'refuse.cancel' })}
            />
          )}
        </>
      );
  }
}
