import { useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { BRAZIL_STATES } from '@/domain/brazil-states';
import { COUNTRIES, countryByAlpha2 } from '@/domain/countries';
import type { PersonalDataValues } from '@/domain/profile/personal-data-values';
import type { Gender } from '@/domain/validation';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Autocomplete, DateField, PhoneField, SelectField, TextField } from '@/ui/components';


export interface CityOption {
  id: number;
  name: string;
}

export interface PersonalDataFormProps {
  userName: string;
  email: string;
  values: PersonalDataValues;
  /** Error texts by field (firstName, birthDate, phoneIdd, phone, gender, stateId, cityId…). */
  errors: Partial<Record<string, string>>;
  /** A birth date on record cannot change (SPEC §5). */
  birthDateLocked: boolean;
  saving: boolean;
  onChange: (change: Partial<PersonalDataValues>) => void;
  onSubmit: () => void;
  /** The cities of the chosen state whose names start with the query. */
  searchCities: (query: string, signal: AbortSignal) => Promise<readonly CityOption[]>;
  /** Bumped after each submit with errors, to move focus to the first one. */
  errorRound: number;
}

const GENDER_LABELS: Record<Gender, () => string> = {
  MALE: m.common_profileGenderMale,
  FEMALE: m.common_profileGenderFemale,
  NON_BINARY: m.common_profileGenderNonBinary,
  DO_NOT_INFORM: m.common_profileGenderDoNotInform,
};

const FIELD_ORDER = ['firstName', 'lastName', 'birthDate', 'phoneIdd', 'phone', 'gender', 'stateId', 'cityId'];

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  fieldset: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    m: '0',
    p: '0',
    border: 'none',
    minW: '0',
  }),
  legend: css({ textStyle: 'sectionTitle', fontSize: '1.05rem', mb: '3', p: '0' }),
  pair: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }),
  phone: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }),
  actions: css({
    display: 'flex',
    justifyContent: 'flex-end',
    pt: '4',
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderTopColor: 'border.default',
  }),
  submit: css({ w: { base: '100%', sm: 'auto' } }),
};

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** SPEC §2 personal-data scene: read-only account, names, birth date, phone with country, gender, state and city. */
export function PersonalDataForm({
  userName,
  email,
  values,
  errors,
  birthDateLocked,
  saving,
  onChange,
  onSubmit,
  searchCities,
  errorRound,
}: PersonalDataFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const countryOptions = useMemo(
    () => COUNTRIES.map((country) => ({ value: country.alpha2, label: `${country.emoji} ${country.name} (+${country.callingCodes[0]})` })),
    [],
  );
  const stateOptions = useMemo(() => BRAZIL_STATES.map((state) => ({ value: String(state.id), label: state.name })), []);
  const genderOptions = useMemo(() => (Object.keys(GENDER_LABELS) as Gender[]).map((gender) => ({ value: gender, label: GENDER_LABELS[gender]() })), []);
  const callingCode = countryByAlpha2(values.phoneCountry)?.callingCodes[0] ?? '55';

  useEffect(() => {
    if (errorRound === 0) return;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input:not([type=hidden]), select)`)?.focus();
    // Only a new round of errors moves the focus, not every keystroke.
  }, [errorRound]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!saving) onSubmit();
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={saving} className={styles.form} data-testid="personal-data-form">
      <p className={css({ color: 'fg.muted' })}>{m.common_profilePersonalDataIntro()}</p>
      <Section legend={m.common_profileAccountSection()}>
        <div className={styles.pair}>
          <TextField label={m.common_profileUserName()} name="userName" value={userName} readOnly helperText={m.common_profileReadOnlyHint()} />
          <TextField label={m.common_profileEmail()} name="email" type="email" value={email} readOnly helperText={m.common_profileReadOnlyHint()} />
        </div>
      </Section>
      <Section legend={m.common_profileAboutSection()}>
        <div className={styles.pair}>
          <div data-field="firstName">
            <TextField
              label={m.common_profileFirstName()}
              name="firstName"
              required
              autoComplete="given-name"
              value={values.firstName}
              onChange={(event) => onChange({ firstName: event.target.value })}
              error={errors.firstName}
            />
          </div>
          <div data-field="lastName">
            <TextField
              label={m.common_profileLastName()}
              name="lastName"
              required
              autoComplete="family-name"
              value={values.lastName}
              onChange={(event) => onChange({ lastName: event.target.value })}
              error={errors.lastName}
            />
          </div>
        </div>
        <div className={styles.pair}>
          <div data-field="birthDate">
            <DateField
              label={m.common_profileBirthDate()}
              name="birthDate"
              required
              readOnly={birthDateLocked}
              helperText={birthDateLocked ? m.common_profileBirthDateLocked() : undefined}
              value={values.birthDate}
              onValueChange={(digits) => onChange({ birthDate: digits })}
              error={errors.birthDate}
            />
          </div>
          <div data-field="gender">
            <SelectField
              label={m.common_profileGender()}
              placeholder={m.common_profileGenderChoose()}
              name="gender"
              required
              autoComplete="sex"
              options={genderOptions}
              value={values.gender}
              onChange={(event) => onChange({ gender: event.target.value as Gender | '' })}
              error={errors.gender}
            />
          </div>
        </div>
      </Section>
      <Section legend={m.common_profileContactSection()}>
        <div className={styles.phone}>
          <div data-field="phoneIdd">
            <SelectField
              label={m.common_profilePhoneCountry()}
              placeholder={m.common_profilePhoneCountryChoose()}
              name="phoneIdd"
              required
              autoComplete="tel-country-code"
              options={countryOptions}
              value={values.phoneCountry}
              onChange={(event) => onChange({ phoneCountry: event.target.value })}
              error={errors.phoneIdd}
            />
          </div>
          <div data-field="phone">
            <PhoneField
              label={m.common_profilePhone()}
              name="phone"
              required
              callingCode={callingCode}
              helperText={m.common_profilePhoneHint()}
              value={values.phone}
              onValueChange={(digits) => onChange({ phone: digits })}
              error={errors.phone}
            />
          </div>
        </div>
      </Section>
      <Section legend={m.common_profilePlaceSection()}>
        <div className={styles.pair}>
          <div data-field="stateId">
            <SelectField
              label={m.common_profileState()}
              placeholder={m.common_profileStateChoose()}
              name="stateId"
              required
              autoComplete="address-level1"
              options={stateOptions}
              value={values.stateId}
              onChange={(event) => onChange({ stateId: event.target.value })}
              error={errors.stateId}
            />
          </div>
          <div data-field="cityId">
            {/* A new state starts the city afresh (changing state clears city). */}
            <Autocomplete<CityOption>
              key={values.stateId}
              label={m.common_profileCity()}
              name="cityId"
              required
              disabled={!values.stateId}
              defaultInputValue={values.cityName}
              helperText={values.stateId ? m.common_profileCityHint() : m.common_profileCityNeedsState()}
              search={searchCities}
              itemToString={(city) => city.name}
              itemToValue={(city) => String(city.id)}
              onInputChange={(text) => onChange({ cityId: '', cityName: text })}
              onSelect={(city) => onChange(city ? { cityId: String(city.id), cityName: city.name } : { cityId: '' })}
              error={errors.cityId}
            />
          </div>
        </div>
      </Section>
      <div className={styles.actions}>
        <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`} disabled={saving} data-testid="personal-data-submit">
          {saving ? m.common_profileSaving() : m.common_profileSave()}
        </button>
      </div>
    </form>
  );
}
