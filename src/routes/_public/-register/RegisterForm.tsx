import { useEffect, useRef, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { RegistrationValues } from '@/domain/account/registration';
import type { FieldMessage } from '@/api/field-errors';
import type { HttpClient } from '@/api/http';
import { onFirstTouch, useErrorTexts } from '@/ui/use-message-table';
import { config } from '@/api/config';
import { m } from '@/paraglide/messages.js';
import { textButton } from './register-styles';
import { button } from '@/ui/button';
import { Checkbox, DateField, PasswordField, RadioGroup, SelectField, TextField } from '@/ui/components';
import { onDemand } from '@/ui/components/OnDemand';
import { bindFields } from '@/ui/components/field-binding';
import { useErrorRound, useFocusFirstError } from '@/ui/components/use-error-focus';
import { STATES_BY_NAME } from '@/domain/brazil-states';

export interface RegisterFormProps {
  http: HttpClient;
  values: RegistrationValues;
  onChange: (values: RegistrationValues) => void;
  fieldErrors: FieldMessage[];
  activationCodeVisible: boolean;
  submitting: boolean;
  onRevealActivationCode: () => void;
  onSubmit: () => void;
  onSignIn: () => void;
}

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' });
const section = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none', p: 0, m: 0, minW: 0 });
const legend = css({ textStyle: 'sectionTitle', fontSize: '1.05rem', mb: '1', color: 'accent.emphasis' });

/** In the order the form shows them, so focus goes to the first field to fix. */
const FIELD_ORDER = ['userName', 'email', 'password', 'passwordConfirmation', 'firstName', 'lastName', 'birthDate', 'stateId', 'cityId', 'role', 'activationCode', 'acceptUseTerms'];

const stateOptions = STATES_BY_NAME.map((state) => ({ value: String(state.id), label: state.name }));

/** The city select before a state is chosen, and while its code arrives: a disabled select that says why. */
function CityPlaceholder({ placeholder, id, name, error }: { placeholder: string; id?: string; name?: string; error?: string }) {
  return <SelectField label={m.common_registerCity()} placeholder={placeholder} required disabled options={[]} id={id} name={name} value="" onChange={() => undefined} error={error} />;
}

// The cities come once a state is chosen, with the code that asks for them: the form's first view
// has no city to show, so that code is fetched at the first press, key or focus on the page.
const CityField = onDemand(() => import('./CityField').then((module) => module.CityField), {
  placeholder: ({ id, name, error }) => <CityPlaceholder placeholder={m.common_registerCitiesLoading()} id={id} name={name} error={error} />,
});

/** Step 1 of /register (docs/product/account.md, Screens): the form. Validation runs in the machine, on submit only. */
export function RegisterForm({ http, values, onChange, fieldErrors, activationCodeVisible, submitting, onRevealActivationCode, onSubmit, onSignIn }: RegisterFormProps) {
  // Renders again when the server-message table arrives, so the texts below are found in it. The
  // form's first view has none (they follow a submit): the table comes at the first press, key or focus.
  const errors = useErrorTexts(fieldErrors);
  const field = bindFields(values, errors, (change) => onChange({ ...values, ...change }));
  // After a refused submit, focus goes to the first field to fix.
  const formRef = useFocusFirstError(useErrorRound(fieldErrors), errors, FIELD_ORDER);

  const stateId = Number(values.stateId) || 0;
  useEffect(() => onFirstTouch(() => void CityField.preload()), []);

  // The link that reveals the activation-code field goes away: focus moves to the field.
  const codeWasVisible = useRef(activationCodeVisible);
  useEffect(() => {
    if (activationCodeVisible && !codeWasVisible.current) formRef.current?.querySelector<HTMLInputElement>('input[name=activationCode]')?.focus();
    codeWasVisible.current = activationCodeVisible;
  }, [activationCodeVisible, formRef]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) onSubmit();
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={submitting} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-testid="register-form">
      <fieldset className={section}>
        <legend className={legend}>{m.common_registerAccountSection()}</legend>
        <TextField
          label={m.common_registerUserName()}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          helperText={m.common_registerUserNameHint()}
          {...field.text('userName')}
        />
        <TextField label={m.common_registerEmail()} type="email" required autoComplete="email" inputMode="email" {...field.text('email')} />
        <div className={grid}>
          <PasswordField label={m.common_registerPassword()} id="register-password" required autoComplete="new-password" helperText={m.common_passwordHint()} {...field.text('password')} />
          <PasswordField label={m.common_registerPasswordConfirmation()} id="register-password-confirmation" required autoComplete="new-password" {...field.text('passwordConfirmation')} />
        </div>
      </fieldset>

      <fieldset className={section}>
        <legend className={legend}>{m.common_registerPersonalSection()}</legend>
        <div className={grid}>
          <TextField label={m.common_registerFirstName()} required autoComplete="given-name" {...field.text('firstName')} />
          <TextField label={m.common_registerLastName()} required autoComplete="family-name" {...field.text('lastName')} />
        </div>
        <DateField label={m.common_registerBirthDate()} required {...field.value('birthDate')} />
        <div className={grid}>
          <SelectField
            label={m.common_registerState()}
            placeholder={m.common_registerStateChoose()}
            required
            autoComplete="address-level1"
            options={stateOptions}
            {...field.text('stateId')}
            // A new state starts the city afresh.
            onChange={(e) => onChange({ ...values, stateId: e.target.value, cityId: '' })}
          />
          {stateId ? (
            // A new state is a new select, so the previous state's cities never show under it.
            <CityField key={stateId} http={http} stateId={stateId} {...field.text('cityId')} />
          ) : (
            <CityPlaceholder placeholder={m.common_registerCityNeedsState()} {...field.text('cityId')} />
          )}
        </div>
        <RadioGroup
          label={m.common_registerRole()}
          required
          {...field.value('role')}
          options={[
            { value: 'student', label: m.common_registerRoleStudent() },
            { value: 'educator', label: m.common_registerRoleEducator() },
            { value: 'director', label: m.common_registerRoleDirector() },
            { value: 'guardian', label: m.common_registerRoleGuardian() },
          ]}
        />
        {activationCodeVisible ? (
          <TextField
            label={m.common_registerActivationCode()}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            helperText={m.common_registerActivationCodeHint()}
            {...field.text('activationCode')}
          />
        ) : (
          <button type="button" className={textButton} onClick={onRevealActivationCode} data-testid="reveal-activation-code">
            {m.common_registerHaveActivationCode()}
          </button>
        )}
      </fieldset>

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ fontSize: 'compact', color: 'fg.muted' })}>
          {m.common_registerReadDocuments()}{' '}
          <a href={config.termsUrl} target="_blank" rel="noopener noreferrer" className={textButton}>
            {m.common_terms()}
            <span className={css({ srOnly: true })}> {m.common_opensInNewTab()}</span>
          </a>
          {' · '}
          <a href={config.privacyUrl} target="_blank" rel="noopener noreferrer" className={textButton}>
            {m.common_privacyPolicy()}
            <span className={css({ srOnly: true })}> {m.common_opensInNewTab()}</span>
          </a>
        </p>
        <Checkbox required {...field.checked('acceptUseTerms')}>
          {m.common_registerAcceptTerms()}
        </Checkbox>
        <Checkbox {...field.checked('acceptReceiveNews')}>
          {m.common_registerAcceptNews()}
        </Checkbox>
      </div>

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: { base: 'stretch', sm: 'flex-start' } })}>
        {fieldErrors.length > 0 ? (
          <p role="alert" className={css({ color: 'status.error', fontWeight: '700' })}>
            {m.common_errorSummary()}
          </p>
        ) : null}
        {!values.acceptUseTerms ? (
          <p id="register-terms-needed" className={css({ fontSize: 'compact', color: 'fg.muted' })}>
            {m.common_registerTermsNeeded()}
          </p>
        ) : null}
        <button
          type="submit"
          className={button({ variant: 'primary' })}
          disabled={!values.acceptUseTerms || submitting}
          aria-describedby={!values.acceptUseTerms ? 'register-terms-needed' : undefined}
          data-testid="register-submit"
        >
          {submitting ? m.common_registerSubmitting() : m.common_registerSubmit()}
        </button>
        <p className={css({ color: 'fg.muted' })}>
          {m.common_registerHaveAccount()}{' '}
          <button type="button" className={textButton} onClick={onSignIn}>
            {m.common_login()}
          </button>
        </p>
      </div>
    </form>
  );
}
