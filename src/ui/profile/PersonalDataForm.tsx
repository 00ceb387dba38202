import { useMemo, type FormEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { BRAZIL_STATES } from '@/domain/brazil-states';
import { countries, countryByAlpha2 } from '@/domain/countries';
import type { PersonalDataValues } from '@/domain/profile/personal-data-values';
import type { Gender } from '@/domain/validation';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Autocomplete, DateField, PhoneField, SelectField, TextField } from '@/ui/components';
import { bindFields } from '@/ui/components/field-binding';
import { useFocusFirstError } from '@/ui/components/use-error-focus';


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
  /** A birth date on record cannot change (docs/product/profile.md, Rules). */
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

/** Personal-data scene (docs/product/profile.md, Screens): read-only account, names, birth date, phone with country, gender, state and city. */
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
  const formRef = useFocusFirstError(errorRound, errors, FIELD_ORDER);
  const field = bindFields(values, errors, onChange);
  const countryOptions = useMemo(
    () => countries().map((country) => ({ value: country.alpha2, label: `${country.emoji} ${country.name} (+${country.callingCodes[0]})` })),
    [],
  );
  const stateOptions = useMemo(() => BRAZIL_STATES.map((state) => ({ value: String(state.id), label: state.name })), []);
  const genderOptions = useMemo(() => (Object.keys(GENDER_LABELS) as Gender[]).map((gender) => ({ value: gender, label: GENDER_LABELS[gender]() })), []);
  const callingCode = countryByAlpha2(values.phoneCountry)?.callingCodes[0] ?? '55';

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
          <TextField label={m.common_profileFirstName()} required autoComplete="given-name" {...field.text('firstName')} />
          <TextField label={m.common_profileLastName()} required autoComplete="family-name" {...field.text('lastName')} />
        </div>
        <div className={styles.pair}>
          <DateField
            label={m.common_profileBirthDate()}
            required
            readOnly={birthDateLocked}
            helperText={birthDateLocked ? m.common_profileBirthDateLocked() : undefined}
            {...field.value('birthDate')}
          />
          <SelectField label={m.common_profileGender()} placeholder={m.common_profileGenderChoose()} required autoComplete="sex" options={genderOptions} {...field.text('gender')} />
        </div>
      </Section>
      <Section legend={m.common_profileContactSection()}>
        <div className={styles.phone}>
          {/* The server names the country's field phoneIdd. */}
          <SelectField
            label={m.common_profilePhoneCountry()}
            placeholder={m.common_profilePhoneCountryChoose()}
            required
            autoComplete="tel-country-code"
            options={countryOptions}
            {...field.text('phoneCountry')}
            name="phoneIdd"
            error={errors.phoneIdd}
          />
          <PhoneField label={m.common_profilePhone()} required callingCode={callingCode} helperText={m.common_profilePhoneHint()} {...field.value('phone')} />
        </div>
      </Section>
      <Section legend={m.common_profilePlaceSection()}>
        <div className={styles.pair}>
          <SelectField label={m.common_profileState()} placeholder={m.common_profileStateChoose()} required autoComplete="address-level1" options={stateOptions} {...field.text('stateId')} />
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
