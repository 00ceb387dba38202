import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { createAccount, type RegistrationValues } from '@/api/account';
import { translate } from '@/domain/messages';
import { todayInBrazil } from '@/domain/validation';
import { inspect } from '@/machines/inspector';
import { registrationMachine } from '@/machines/account/registration.machine';
import { m } from '@/paraglide/messages.js';
import { showToast } from '@/ui/feedback/show-toast';
import { RegisterDone } from './RegisterDone';
import { RegisterForm } from './RegisterForm';

const route = getRouteApi('/_public/register');

const card = css({
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: '2xl',
  boxShadow: '0 24px 60px rgba(20, 6, 48, 0.35)',
  p: { base: '5', sm: '8' },
});

/** SPEC §2 /register: step 1 the form, step 2 the confirmation (the registration machine decides). */
export function RegisterScreen() {
  const { http, session } = route.useRouteContext();
  const search = route.useSearch();
  const [values, setValues] = useState<RegistrationValues>(() => ({
    userName: '',
    email: '',
    password: '',
    passwordConfirmation: '',
    firstName: '',
    lastName: '',
    birthDate: '',
    stateId: '',
    cityId: '',
    role: 'student',
    acceptUseTerms: false,
    acceptReceiveNews: false,
    activationCode: search.activationCode ?? '',
    referrerId: search.referrer_id ?? '',
  }));
  const [state, send] = useMachine(
    registrationMachine.provide({
      actors: { createAccount: fromPromise(({ input }) => createAccount(http, input)) },
      actions: {
        showRequestErrors: (_, { messageKeys }) => messageKeys.forEach((key) => showToast('error', translate(key))),
        goToLogin: () => session.signIn(),
      },
    }),
    { input: { showActivationCode: search.showActivationCode === true, today: todayInBrazil() }, inspect },
  );
  const registered = state.matches('registered');

  return (
    <div className={css({ w: '100%', maxW: '760px', mx: 'auto', px: { base: '3', sm: '6' }, py: { base: '6', sm: '10' } })}>
      <title>{`${m.common_pageRegister()} · ${m.common_appName()}`}</title>
      <div className={card}>
        {registered ? (
          <RegisterDone email={state.context.email ?? values.email} onSignIn={() => send({ type: 'registration.signIn' })} />
        ) : (
          <>
            <header className={css({ display: 'flex', flexDirection: 'column', gap: '1', mb: '6' })}>
              <p className={css({ color: 'accent.secondary', fontWeight: '700', fontSize: 'sm', textTransform: 'uppercase', letterSpacing: '0.04em' })}>
                {m.common_registerStepOf({ step: '1' })}
              </p>
              <h1 className={css({ textStyle: 'pageTitle' })}>{m.common_registerTitle()}</h1>
              <p className={css({ color: 'fg.muted' })}>{m.common_registerSubtitle()}</p>
              {values.referrerId ? <p className={css({ color: 'fg.default', fontWeight: '600', mt: '2' })}>{m.common_registerInvited()}</p> : null}
            </header>
            <RegisterForm
              http={http}
              values={values}
              onChange={setValues}
              fieldErrors={state.context.fieldErrors}
              activationCodeVisible={state.context.activationCodeVisible}
              submitting={state.matches('submitting')}
              onRevealActivationCode={() => send({ type: 'registration.revealActivationCode' })}
              onSubmit={() => send({ type: 'registration.submit', values })}
              onSignIn={() => session.signIn()}
            />
          </>
        )}
      </div>
    </div>
  );
}
