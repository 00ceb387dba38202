import { useEffect, useRef, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { RegistrationValues } from '@/domain/account/registration';
import type { FieldMessage } from '@/api/field-errors';
import type { HttpClient } from '@/api/http';
import { translate } from '@/domain/messages';
import { useMessageTable } from '@/ui/use-message-table';
import { citiesQuery } from '@/api/places';
import { config } from '@/api/config';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { Checkbox, DateField, PasswordField, RadioGroup, SelectField, TextField } from '@/ui/components';
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
const link = css({ color: 'fg.link', fontWeight: '700', textDecoration: 'underline', textUnderlineOffset: '3px', cursor: 'pointer', bg: 'transparent', p: 0, minH: '11', textAlign: 'start' });

const stateOptions = STATES_BY_NAME.map((state) => ({ value: String(state.id), label: state.name }));

/** Step 1 of SPEC §2 /register: the form. Validation runs in the machine, on submit only. */
export function RegisterForm({ http, values, onChange, fieldErrors, activationCodeVisible, submitting, onRevealActivationCode, onSubmit, onSignIn }: RegisterFormProps) {
  useMessageTable();
  const formRef = useRef<HTMLFormElement>(null);
  const errorOf = (field: keyof RegistrationValues) => {
    const found = fieldErrors.find((e) => e.field === field);
    return found ? translate(found.messageKey) : undefined;
  };
  const set = <K extends keyof RegistrationValues>(field: K, value: RegistrationValues[K]) => onChange({ ...values, [field]: value });

  const stateId = Number(values.stateId) || 0;
  const cities = useQuery({ ...citiesQuery(http, stateId), enabled: stateId > 0 });
  const cityOptions = (cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }));
  const cityPlaceholder = !stateId ? m.common_registerCityNeedsState() : cities.isPending ? m.common_registerCitiesLoading() : m.common_registerCityChoose();

  // The link that reveals the activation-code field goes away: focus moves to the field.
  const codeWasVisible = useRef(activationCodeVisible);
  useEffect(() => {
    if (activationCodeVisible && !codeWasVisible.current) formRef.current?.querySelector<HTMLInputElement>('input[name=activationCode]')?.focus();
    codeWasVisible.current = activationCodeVisible;
  }, [activationCodeVisible]);

  // After a refused submit, focus goes to the first field to fix.
  useEffect(() => {
    const first = fieldErrors[0];
    if (!first || !formRef.current) return;
    const target = formRef.current.querySelector<HTMLElement>(`[data-field="${first.field}"] :is(input:not([type=hidden]), select)`);
    target?.focus();
  }, [fieldErrors]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) onSubmit();
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={submitting} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-testid="register-form">
      <fieldset className={section}>
        <legend className={legend}>{m.common_registerAccountSection()}</legend>
        <div data-field="userName">
          <TextField
            label={m.common_registerUserName()}
            name="userName"
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            helperText={m.common_registerUserNameHint()}
            value={values.userName}
            onChange={(e) => set('userName', e.target.value)}
            error={errorOf('userName')}
          />
        </div>
        <div data-field="email">
          <TextField
            label={m.common_registerEmail()}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            error={errorOf('email')}
          />
        </div>
        <div className={grid}>
          <div data-field="password">
            <PasswordField
              label={m.common_registerPassword()}
              name="password"
              id="register-password"
              required
              autoComplete="new-password"
              helperText={m.common_passwordHint()}
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              error={errorOf('password')}
            />
          </div>
          <div data-field="passwordConfirmation">
            <PasswordField
              label={m.common_registerPasswordConfirmation()}
              name="passwordConfirmation"
              id="register-password-confirmation"
              required
              autoComplete="new-password"
              value={values.passwordConfirmation}
              onChange={(e) => set('passwordConfirmation', e.target.value)}
              error={errorOf('passwordConfirmation')}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className={section}>
        <legend className={legend}>{m.common_registerPersonalSection()}</legend>
        <div className={grid}>
          <div data-field="firstName">
            <TextField
              label={m.common_registerFirstName()}
              name="firstName"
              required
              autoComplete="given-name"
              value={values.firstName}
              onChange={(e) => set('firstName', e.target.value)}
              error={errorOf('firstName')}
            />
          </div>
          <div data-field="lastName">
            <TextField
              label={m.common_registerLastName()}
              name="lastName"
              required
              autoComplete="family-name"
              value={values.lastName}
              onChange={(e) => set('lastName', e.target.value)}
              error={errorOf('lastName')}
            />
          </div>
        </div>
        <div data-field="birthDate">
          <DateField label={m.common_registerBirthDate()} name="birthDate" required value={values.birthDate} onValueChange={(digits) => set('birthDate', digits)} error={errorOf('birthDate')} />
        </div>
        <div className={grid}>
          <div data-field="stateId">
            <SelectField
              label={m.common_registerState()}
              placeholder={m.common_registerStateChoose()}
              name="stateId"
              required
              autoComplete="address-level1"
              options={stateOptions}
              value={values.stateId}
              onChange={(e) => onChange({ ...values, stateId: e.target.value, cityId: '' })}
              error={errorOf('stateId')}
            />
          </div>
          <div data-field="cityId">
            <SelectField
              label={m.common_registerCity()}
              placeholder={cityPlaceholder}
              name="cityId"
              required
              autoComplete="address-level2"
              disabled={!stateId || cities.isPending || cities.isError}
              options={cityOptions}
              value={values.cityId}
              onChange={(e) => set('cityId', e.target.value)}
              error={errorOf('cityId') ?? (cities.isError ? m.common_registerCitiesError() : undefined)}
            />
            {cities.isError ? (
              <button type="button" className={link} onClick={() => void cities.refetch()}>
                {m.common_retry()}
              </button>
            ) : null}
          </div>
        </div>
        <div data-field="role">
          <RadioGroup
            label={m.common_registerRole()}
            name="role"
            required
            value={values.role}
            onValueChange={(role) => set('role', role as RegistrationValues['role'])}
            error={errorOf('role')}
            options={[
              { value: 'student', label: m.common_registerRoleStudent() },
              { value: 'educator', label: m.common_registerRoleEducator() },
              { value: 'director', label: m.common_registerRoleDirector() },
            ]}
          />
        </div>
        {activationCodeVisible ? (
          <div data-field="activationCode">
            <TextField
              label={m.common_registerActivationCode()}
              name="activationCode"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              helperText={m.common_registerActivationCodeHint()}
              value={values.activationCode}
              onChange={(e) => set('activationCode', e.target.value)}
              error={errorOf('activationCode')}
            />
          </div>
        ) : (
          <button type="button" className={link} onClick={onRevealActivationCode} data-testid="reveal-activation-code">
            {m.common_registerHaveActivationCode()}
          </button>
        )}
      </fieldset>

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ fontSize: 'compact', color: 'fg.muted' })}>
          {m.common_registerReadDocuments()}{' '}
          <a href={config.termsUrl} target="_blank" rel="noopener noreferrer" className={link}>
            {m.common_terms()}
            <span className={css({ srOnly: true })}> {m.common_opensInNewTab()}</span>
          </a>
          {' · '}
          <a href={config.privacyUrl} target="_blank" rel="noopener noreferrer" className={link}>
            {m.common_privacyPolicy()}
            <span className={css({ srOnly: true })}> {m.common_opensInNewTab()}</span>
          </a>
        </p>
        <div data-field="acceptUseTerms">
          <Checkbox name="acceptUseTerms" required checked={values.acceptUseTerms} onCheckedChange={(checked) => set('acceptUseTerms', checked)} error={errorOf('acceptUseTerms')}>
            {m.common_registerAcceptTerms()}
          </Checkbox>
        </div>
        <Checkbox name="acceptReceiveNews" checked={values.acceptReceiveNews} onCheckedChange={(checked) => set('acceptReceiveNews', checked)}>
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
          <button type="button" className={link} onClick={onSignIn}>
            {m.common_login()}
          </button>
        </p>
      </div>
    </form>
  );
}
