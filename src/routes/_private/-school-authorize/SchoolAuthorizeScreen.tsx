import { useEffect, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { config, supportChatUrl } from '@/api/config';
import { useErrorTexts } from '@/ui/use-message-table';
import { inspect } from '@/machines/inspector';
import { accreditationView } from '@/machines/school/accreditation.view';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { NoticeBanner } from '@/ui/components/NoticeBanner';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { formatInBrazil } from '@/domain/brazil-time';
import { InfoIcon, MailIcon, WarningIcon } from '@/ui/icons';
import { PageHeading } from '@/ui/pages/PageHeading';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';
import { InepLookupForm } from '@/ui/school/InepLookupForm';
import { InstitutionCard } from '@/ui/school/InstitutionCard';
import { SupportChatLink } from '@/ui/school/SupportChatLink';
import { provideAccreditation } from './accreditation-actors';
import { useErrorRound } from '@/ui/components/use-error-focus';

// Step 2, the director's form, loads once a school is found.
const AccreditationForm = onDemand(() => import('@/ui/school/AccreditationForm').then((module) => module.AccreditationForm), { placeholder: <PartLoading minHeight={640} /> });

const privateRoute = getRouteApi('/_private');

const panel = css({
  bg: 'bg.surface',
  borderRadius: '2xl',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  p: { base: '4', sm: '6', lg: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  minW: '0',
});

/** The results that refuse the request, each with its words; both offer the support chat. */
const REFUSALS = {
  inProgress: { testId: 'accreditation-in-progress', title: m.accreditation_inProgressTitle, text: m.accreditation_inProgressText },
  withoutEmail: { testId: 'accreditation-without-email', title: m.accreditation_withoutEmailTitle, text: m.accreditation_withoutEmailText },
} as const;

const resultBox = css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start', outline: 'none' });

/**
 * /school-authorize (docs/product/school.md, Screens): a director accredits a school: INEP lookup, the director extras
 * and the terms, then the request. The support chat link carries the accreditation message.
 */
export function SchoolAuthorizeScreen() {
  const { http, user } = privateRoute.useRouteContext();
  const [state, send] = useMachine(provideAccreditation(http), {
    input: { director: { firstName: user.firstName, lastName: user.lastName ?? '', email: user.email ?? '' } },
    inspect,
  });
  const view = accreditationView(state);
  const { values, fieldErrors, school, inep } = state.context;
  // Renders again when the server-message table arrives, so the texts below are found in it.
  const errors = useErrorTexts(fieldErrors);
  // Each submit that ends with errors is a new round: focus moves to the first of them.
  const errorRound = useErrorRound(fieldErrors);

  // A result replaces the form: focus moves to it so it is read, and the keyboard starts there.
  const { result } = view;
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const inLookup = view.step === 1;
  // Once the director has left the lookup, coming back puts the keyboard in the INEP field.
  const [leftLookup, setLeftLookup] = useState(false);
  if (!inLookup && !leftLookup) setLeftLookup(true);
  const inForm = view.step === 2;
  const step = view.step ?? 2;
  const schoolCard = school ? <InstitutionCard name={school.name} aliasName={school.aliasName} inepCode={school.inepCode ?? inep} type={school.type} address={`${school.address} · ${school.cityName}/${school.stateAcronym}`} /> : null;
  const another = (
    <button type="button" className={button({ variant: 'secondary' })} onClick={() => send({ type: 'accreditation.restart' })}>
      {m.accreditation_another()}
    </button>
  );
  const chat = <SupportChatLink href={supportChatUrl(m.whatsapp_schoolAuthorize())} testId="accreditation-support-chat" />;

  return (
    <div className={css({ w: '100%', maxW: '880px', display: 'flex', flexDirection: 'column', gap: '5' })}>
      <title>{`${m.common_pageSchoolAuthorize()} · ${m.common_appName()}`}</title>
      <div>
        <PageHeading>{m.common_pageSchoolAuthorize()}</PageHeading>
        <p className={css({ color: 'fg.muted', mt: '-2' })}>{m.accreditation_intro()}</p>
      </div>
      <section className={panel} aria-labelledby="accreditation-step-title" data-testid="accreditation">
        {inLookup || inForm ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <span className={css({ fontSize: 'sm', fontWeight: '700', color: 'accent.emphasis', textTransform: 'uppercase', letterSpacing: '0.04em' })}>
              {m.accreditation_stepLabel({ current: String(step), total: '2' })}
            </span>
            <h2 id="accreditation-step-title" className={css({ textStyle: 'sectionTitle' })}>
              {inLookup ? m.accreditation_stepLookup() : m.accreditation_stepForm()}
            </h2>
            <div aria-hidden="true" className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', mt: '2' })}>
              <span className={css({ h: '1.5', borderRadius: 'full', bg: 'accent.default' })} />
              <span className={cx(css({ h: '1.5', borderRadius: 'full' }), step === 2 ? css({ bg: 'accent.default' }) : css({ bg: 'border.default' }))} />
            </div>
          </div>
        ) : (
          <h2 id="accreditation-step-title" className={css({ srOnly: true })}>
            {m.common_pageSchoolAuthorize()}
          </h2>
        )}
        {inLookup ? (
          <InepLookupForm
            inep={inep}
            error={errors.inepCode}
            searching={view.searching}
            onInepChange={(digits) => send({ type: 'accreditation.inepChange', inep: digits })}
            onSearch={() => send({ type: 'accreditation.lookup' })}
            errorRound={errorRound}
            focusOnMount={leftLookup}
          />
        ) : null}
        {inForm ? (
          <AccreditationForm
            values={values}
            errors={errors}
            submitting={view.submitting}
            termsUrl={config.termsUrl}
            school={schoolCard}
            onChange={(change) => send({ type: 'accreditation.change', change })}
            onSubmit={() => send({ type: 'accreditation.submit' })}
            onBack={() => send({ type: 'accreditation.back' })}
            errorRound={errorRound}
          />
        ) : null}
        {result === 'done' ? (
          <div className={resultBox} data-testid="accreditation-done" ref={resultRef} tabIndex={-1}>
            <NoticeBanner tone="success" icon={<MailIcon size={22} />} title={m.accreditation_doneTitle()}>
              {view.confirmation ? m.accreditation_doneText({ email: view.confirmation.sentTo, until: formatInBrazil(view.confirmation.expiresAt) }) : null}
            </NoticeBanner>
            <p className={css({ color: 'fg.muted' })}>{m.accreditation_doneNext()}</p>
            {schoolCard}
            {another}
          </div>
        ) : null}
        {result === 'inProgress' || result === 'withoutEmail' ? (
          <div className={resultBox} data-testid={REFUSALS[result].testId} ref={resultRef} tabIndex={-1}>
            <NoticeBanner tone="warning" icon={<WarningIcon size={22} />} title={REFUSALS[result].title()}>
              <span role="alert">{REFUSALS[result].text()}</span>
            </NoticeBanner>
            {schoolCard}
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
              {another}
              {chat}
            </div>
          </div>
        ) : null}
        {result === 'accredited' ? (
          <div className={resultBox} data-testid="accreditation-accredited" ref={resultRef} tabIndex={-1}>
            <NoticeBanner tone="info" icon={<InfoIcon size={22} />} title={m.accreditation_accreditedTitle()}>
              {m.accreditation_accreditedText()}
            </NoticeBanner>
            {schoolCard}
            {another}
          </div>
        ) : null}
      </section>
      {result === 'inProgress' || result === 'withoutEmail' ? null : (
        <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', color: 'fg.muted' })}>
          {m.accreditation_supportHint()} {chat}
        </p>
      )}
      <AlertDialog
        open={view.confirmOpen}
        title={m.accreditation_confirmTitle()}
        message={m.accreditation_confirmText()}
        confirmLabel={m.accreditation_confirm()}
        cancelLabel={m.common_cancel()}
        onConfirm={() => send({ type: 'accreditation.confirm' })}
        onCancel={() => send({ type: 'accreditation.cancel' })}
      />
    </div>
  );
}
