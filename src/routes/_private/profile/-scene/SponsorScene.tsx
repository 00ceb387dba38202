import { Link, getRouteApi } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import { config } from '@/api/config';
import type { Profile } from '@/contract/profile';
import { useErrorTexts } from '@/ui/use-message-table';
import { todayInBrazil } from '@/domain/validation/age';
import { inspect } from '@/machines/inspector';
import { sponsorView } from '@/machines/profile/sponsor.view';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { ErrorState } from '@/ui/components';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { SponsorForm } from '@/ui/profile/SponsorForm';
import { SponsorAdultNotice, SponsorSummary } from '@/ui/profile/SponsorStatus';
import { provideSponsor } from './sponsor-actors';
import { GuardianNoticeContainer } from '@/routes/-guardians/GuardianNoticeContainer';
import { useErrorRound } from '@/ui/components/use-error-focus';

const privateRoute = getRouteApi('/_private');

/** Where the shared messages speak to the student ("Informe seu nome"), this form speaks of the guardian. */
const GUARDIAN_TEXTS: Record<string, () => string> = {
  'validation:firstName.required': m.sponsor_firstNameRequired,
  'validation:lastName.required': m.sponsor_lastNameRequired,
  'validation:email.required': m.sponsor_emailRequired,
};

const busy = <div aria-busy="true" className={css({ h: '480px', borderRadius: 'xl', bg: 'bg.subtle' })} />;

/** The sponsor scene: waits for the stored profile, then starts the flow with it. */
export function SponsorScene({ profile }: { profile: UseQueryResult<Profile> }) {
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  if (!profile.data) return busy;
  return <Sponsor profile={profile.data} />;
}

function Sponsor({ profile }: { profile: Profile }) {
  const { http, queryClient } = privateRoute.useRouteContext();
  const [state, send] = useMachine(provideSponsor({ http, queryClient }), { input: { profile, today: todayInBrazil() }, inspect });
  const view = sponsorView(state);
  const { values, fieldErrors } = state.context;
  // Renders again when the server-message table arrives, so the texts below are found in it.
  const errors = useErrorTexts(fieldErrors, GUARDIAN_TEXTS);
  // Each submit that ends with errors is a new round: focus moves to the first of them.
  const errorRound = useErrorRound(fieldErrors);

  if (view.screen === 'adult') {
    return (
      <SponsorAdultNotice
        action={
          <Link to="/profile/$scene" params={{ scene: 'personal-data' }} className={button({ variant: 'secondary' })}>
            {m.sponsor_adultBack()}
          </Link>
        }
      />
    );
  }
  if (view.screen === 'locked') {
    // The guardian shows as stored; right after saving, the refreshed profile brings it.
    return profile.legalRepresentative ? (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <GuardianNoticeContainer always />
        <SponsorSummary guardian={profile.legalRepresentative} />
      </div>
    ) : (
      busy
    );
  }
  return (
    <>
      <SponsorForm
        values={values}
        errors={errors}
        saving={view.saving}
        termsUrl={config.termsUrl}
        onChange={(change) => send({ type: 'sponsor.change', change })}
        onSubmit={() => send({ type: 'sponsor.submit' })}
        errorRound={errorRound}
      />
      <AlertDialog
        open={view.confirmOpen}
        title={m.sponsor_confirmTitle()}
        message={m.sponsor_confirmText()}
        confirmLabel={m.sponsor_confirm()}
        cancelLabel={m.common_cancel()}
        onConfirm={() => send({ type: 'sponsor.confirm' })}
        onCancel={() => send({ type: 'sponsor.cancel' })}
      />
    </>
  );
}
