import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import type { RegistrationValues } from '@/domain/account/registration';
import { todayInBrazil } from '@/domain/validation/age';
import { inspect } from '@/machines/inspector';
import { registrationView } from '@/machines/account/registration.view';
import { m } from '@/paraglide/messages.js';
import { publicCard } from '@/ui/shell/public-card';
import { RegisterDone } from './RegisterDone';
import { RegisterForm } from './RegisterForm';
import { provideRegistration } from './registration-actors';

const route = getRouteApi('/_public/register');


/** /register (docs/product/account.md, Screens): step 1 the form, step 2 the confirmation (the registration machine decides). */
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
    role: search.role ?? 'student',
    acceptUseTerms: false,
    acceptReceiveNews: false,
    activationCode: search.activationCode ?? '',
    referrerId: search.referrer_id ?? '',
  }));
  const [state, send] = useMachine(provideRegistration({ http, signIn: () => session.signIn(search.redirect) }), {
    input: { showActivationCode: search.showActivationCode === true, today: todayInBrazil() },
    inspect,
  });
  const view = registrationView(state);

  return (
    <div className={css({ w: '100%', maxW: '760px', mx: 'auto', px: { base: '3', sm: '6' }, py: { base: '6', sm: '10' } })}>
      <title>{`${m.common_pageRegister()} · ${m.common_appName()}`}</title>
      <div className={publicCard}>
        {view.step === 2 ? (
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
              submitting={view.submitting}
              onRevealActivationCode={() => send({ type: 'registration.revealActivationCode' })}
              onSubmit={() => send({ type: 'registration.submit', values })}
              onSignIn={() => session.signIn(search.redirect)}
            />
          </>
        )}
      </div>
    </div>
  );
}
