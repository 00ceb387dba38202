import { useMemo, type FormEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { STATES_BY_NAME } from '@/domain/brazil-states';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Autocomplete, CepField, EmptyState, InepField, PhoneField, RadioGroup, SelectField, TextField } from '@/ui/components';
import { AlertIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon, SearchOffIcon } from '@/ui/icons';
import { bindFields } from '@/ui/components/field-binding';
import { useFocusFirstError } from '@/ui/components/use-error-focus';
import { InstitutionCard } from './InstitutionCard';
import type { CityChoice, SchoolLinkWizardProps } from './SchoolLinkWizard.types';
import type { SchoolType } from '@/domain/school/school-draft';
import type { EducationLevel } from '@/domain/school/school-link';

const LEVEL_LABELS: Record<EducationLevel, () => string> = {
  PRIMARY_SCHOOL: m.schoolLink_levelPrimary,
  HIGH_SCHOOL: m.schoolLink_levelHigh,
  COLLEGE: m.schoolLink_levelCollege,
  NOT_STUDYING: m.schoolLink_levelNotStudying,
};

export const wizardStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  pair: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column-reverse', sm: 'row' },
    justifyContent: 'space-between',
    alignItems: { base: 'stretch', sm: 'center' },
    gap: '3',
    pt: '4',
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderTopColor: 'border.default',
  }),
  actionsEnd: css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3', ms: { sm: 'auto' } }),
  muted: css({ color: 'fg.muted' }),
  notice: css({
    display: 'flex',
    gap: '2',
    alignItems: 'flex-start',
    p: '3',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'status.error',
    bg: 'bg.surface',
    color: 'fg.default',
    fontWeight: '600',
  }),
  schoolBox: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  label: css({ fontWeight: '700', color: 'fg.default' }),
  hint: css({ fontSize: 'sm', color: 'fg.muted' }),
  error: css({ color: 'status.error', fontSize: 'sm', fontWeight: '600' }),
};

/** A request error shown inside the step. */
export function Notice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div role="alert" className={wizardStyles.notice} data-testid="school-link-notice">
      <span className={css({ color: 'status.error', flexShrink: 0, display: 'inline-flex' })}>
        <AlertIcon size={20} />
      </span>
      <span>{text}</span>
    </div>
  );
}

function submitWith(handler: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    handler();
  };
}

function Field({ name, children }: { name: string; children: ReactNode }) {
  return <div data-field={name}>{children}</div>;
}

const SIMPLE_ORDER = ['stateId', 'cityId', 'educationLevel', 'inepCode', 'schoolId'];

/** Step 1: the simple form. */
export function SimpleStep(props: SchoolLinkWizardProps) {
  const { values, errors, school, showLevel, showSchool, onChange } = props;
  const formRef = useFocusFirstError(props.errorRound, errors, SIMPLE_ORDER);
  const stateOptions = useMemo(() => STATES_BY_NAME.map((state) => ({ value: String(state.id), label: state.name })), []);
  const levelOptions = useMemo(() => (Object.keys(LEVEL_LABELS) as EducationLevel[]).map((level) => ({ value: level, label: LEVEL_LABELS[level]() })), []);
  const byInep = values.mode === 'inep';
  const noSchoolNeeded = values.educationLevel === 'COLLEGE' || values.educationLevel === 'NOT_STUDYING';
  const askSchool = showSchool && !(showLevel && noSchoolNeeded);

  return (
    <form ref={formRef} noValidate onSubmit={submitWith(() => !props.saving && props.onSubmit())} className={wizardStyles.form} aria-busy={props.saving || props.lookingUp} data-testid="school-link-simple">
      {showSchool ? (
        <RadioGroup
          label={m.schoolLink_modeLabel()}
          name="searchMode"
          options={[
            { value: 'city', label: m.schoolLink_modeCity() },
            { value: 'inep', label: m.schoolLink_modeInep() },
          ]}
          value={values.mode}
          onValueChange={(mode) => onChange({ mode: mode as 'city' | 'inep' })}
        />
      ) : null}
      {byInep && askSchool ? (
        <div className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3', alignItems: { base: 'stretch', sm: 'flex-start' } })}>
          <div data-field="inepCode" className={css({ flex: '1', minW: '0' })}>
            <InepField
              label={m.schoolLink_inep()}
              name="inepCode"
              required
              helperText={m.schoolLink_inepHint()}
              value={values.inepCode}
              onValueChange={(digits) => onChange({ inepCode: digits })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  props.onLookupInep();
                }
              }}
              error={errors.inepCode}
            />
          </div>
          <button type="button" className={cx(button({ variant: 'secondary' }), css({ mt: { sm: '1' } }))} onClick={props.onLookupInep} disabled={props.lookingUp}>
            {props.lookingUp ? m.schoolLink_inepSearching() : m.schoolLink_inepSearch()}
          </button>
        </div>
      ) : null}
      <div className={wizardStyles.pair}>
        <Field name="stateId">
          <SelectField
            label={m.schoolLink_state()}
            placeholder={m.schoolLink_stateChoose()}
            name="stateId"
            required={!byInep}
            disabled={byInep}
            options={stateOptions}
            value={values.stateId}
            onChange={(event) => onChange({ stateId: event.target.value })}
            helperText={byInep ? m.schoolLink_placeLockedByInep() : undefined}
            error={errors.stateId}
          />
        </Field>
        <Field name="cityId">
          <Autocomplete<CityChoice>
            key={`${values.stateId}-${byInep ? values.cityId : ''}`}
            label={m.schoolLink_city()}
            name="cityId"
            required={!byInep}
            disabled={byInep || !values.stateId}
            defaultInputValue={values.cityName}
            helperText={byInep ? undefined : values.stateId ? m.schoolLink_cityHint() : m.schoolLink_cityNeedsState()}
            search={props.searchCities}
            itemToString={(city) => city.name}
            itemToValue={(city) => String(city.id)}
            onInputChange={(text) => onChange({ cityId: '', cityName: text })}
            onSelect={(city) => onChange(city ? { cityId: String(city.id), cityName: city.name } : { cityId: '' })}
            error={errors.cityId}
          />
        </Field>
      </div>
      {showLevel ? (
        <div className={wizardStyles.pair}>
          <Field name="educationLevel">
            <SelectField
              label={m.schoolLink_level()}
              placeholder={m.schoolLink_levelChoose()}
              name="educationLevel"
              required
              options={levelOptions}
              value={values.educationLevel}
              onChange={(event) => onChange({ educationLevel: event.target.value as EducationLevel | '' })}
              error={errors.educationLevel}
            />
          </Field>
        </div>
      ) : null}
      {showSchool ? (
        <div className={wizardStyles.schoolBox} data-field="schoolId">
          <span className={wizardStyles.label} id="school-link-school-label">
            {m.schoolLink_school()}
            {askSchool ? (
              <span aria-hidden="true" className={css({ color: 'status.error', ms: '0.5' })}>
                *
              </span>
            ) : null}
          </span>
          {!askSchool ? (
            <p className={wizardStyles.hint}>{m.schoolLink_schoolNotNeeded()}</p>
          ) : school ? (
            <div data-testid="school-link-chosen">
              <InstitutionCard
                name={school.name}
                aliasName={school.aliasName}
                inepCode={school.inepCode}
                type={school.type}
                address={school.address}
                badge={school.kind === 'school' ? undefined : school.kind === 'draft' ? m.schoolLink_newSchoolBadge() : m.schoolLink_draftBadge()}
                action={
                  <button
                    type="button"
                    className={cx(button({ variant: 'ghost', size: 'sm' }), css({ minW: '9', px: '2' }))}
                    onClick={props.onClearSchool}
                    aria-label={m.schoolLink_removeSchool()}
                    title={m.schoolLink_removeSchool()}
                  >
                    <CloseIcon size={18} />
                  </button>
                }
              />
              {school.kind !== 'school' ? (
                <p className={cx(wizardStyles.hint, css({ mt: '2' }))}>{school.kind === 'draft' ? m.schoolLink_draftNote() : m.schoolLink_savedDraftNote()}</p>
              ) : null}
            </div>
          ) : (
            <>
              <p className={wizardStyles.hint}>{m.schoolLink_schoolNone()}</p>
              {!byInep ? (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
                  <button
                    type="button"
                    className={cx(button({ variant: 'secondary' }), css({ w: { base: '100%', sm: 'auto' } }))}
                    onClick={props.onOpenAdvanced}
                    disabled={!props.canSearchAdvanced}
                    aria-describedby={props.canSearchAdvanced ? undefined : 'school-link-advanced-needs'}
                  >
                    {m.schoolLink_findSchool()}
                  </button>
                  {!props.canSearchAdvanced ? (
                    <span id="school-link-advanced-needs" className={wizardStyles.hint}>
                      {showLevel ? m.schoolLink_advancedNeeds() : m.schoolLink_advancedNeedsPlace()}
                    </span>
                  ) : null}
                </div>
              ) : null}
            </>
          )}
          {errors.schoolId ? (
            <span role="alert" className={wizardStyles.error}>
              {errors.schoolId}
            </span>
          ) : null}
        </div>
      ) : null}
      <Notice text={props.notice} />
      <div className={wizardStyles.actions}>
        <span />
        <button type="submit" className={cx(button({ variant: 'primary' }), css({ w: { base: '100%', sm: 'auto' } }))} disabled={props.saving} data-testid="school-link-save">
          {props.saving ? m.schoolLink_saving() : m.schoolLink_save()}
        </button>
      </div>
    </form>
  );
}

const TYPE_OPTIONS = () => [
  { value: 'PUBLIC', label: m.schoolLink_typePublic() },
  { value: 'PRIVATE', label: m.schoolLink_typePrivate() },
];

/** Step 2: advanced search within the chosen state and city. */
export function AdvancedStep(props: SchoolLinkWizardProps) {
  const { filters, errors, onChangeFilters } = props;
  const formRef = useFocusFirstError(props.errorRound, errors, ['name', 'address', 'cep', 'type']);
  return (
    <form ref={formRef} noValidate onSubmit={submitWith(props.onSearch)} className={wizardStyles.form} data-testid="school-link-advanced">
      <p className={wizardStyles.muted}>{m.schoolLink_advancedIntro({ place: props.placeLabel })}</p>
      <div className={wizardStyles.pair}>
        <Field name="name">
          <TextField
            label={m.schoolLink_filterName()}
            name="name"
            helperText={m.schoolLink_filterNameHint()}
            value={filters.name}
            maxLength={100}
            onChange={(event) => onChangeFilters({ name: event.target.value })}
            error={errors.name}
          />
        </Field>
        <Field name="address">
          <TextField
            label={m.schoolLink_filterAddress()}
            name="address"
            value={filters.address}
            maxLength={100}
            onChange={(event) => onChangeFilters({ address: event.target.value })}
            error={errors.address}
          />
        </Field>
      </div>
      <div className={wizardStyles.pair}>
        <Field name="cep">
          <TextField
            label={m.schoolLink_filterCep()}
            name="cep"
            inputMode="numeric"
            autoComplete="postal-code"
            helperText={m.schoolLink_filterCepHint()}
            value={filters.cep}
            maxLength={8}
            onChange={(event) => onChangeFilters({ cep: event.target.value.replace(/\D/g, '').slice(0, 8) })}
            error={errors.cep}
          />
        </Field>
        <Field name="type">
          <RadioGroup
            label={m.schoolLink_type()}
            name="type"
            required
            options={TYPE_OPTIONS()}
            value={filters.type || null}
            onValueChange={(type) => onChangeFilters({ type: type as SchoolType })}
            error={errors.type}
          />
        </Field>
      </div>
      <div className={wizardStyles.actions}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={props.onBack}>
          <ChevronLeftIcon size={18} />
          {m.schoolLink_back()}
        </button>
        <button type="submit" className={cx(button({ variant: 'primary' }), css({ w: { base: '100%', sm: 'auto' } }))}>
          {m.schoolLink_search()}
        </button>
      </div>
    </form>
  );
}

/** Step 3: the results, ten a page. */
export function ResultsStep(props: SchoolLinkWizardProps) {
  const results = props.results;
  const loading = !results || results.loading;
  return (
    <div className={wizardStyles.form} data-testid="school-link-results" aria-busy={loading}>
      {results?.failed ? (
        <>
          <Notice text={props.notice ?? m.schoolLink_searchFailed()} />
          <button type="button" className={cx(button({ variant: 'secondary' }), css({ alignSelf: 'flex-start' }))} onClick={props.onRetry}>
            {m.schoolLink_retry()}
          </button>
        </>
      ) : loading && !results?.items.length ? (
        <div role="status" aria-label={m.schoolLink_loading()} className={css({ h: '300px', borderRadius: 'xl', bg: 'bg.subtle' })} />
      ) : results.total === 0 ? (
        <EmptyState title={m.schoolLink_noResults()} description={m.schoolLink_noResultsText()} icon={<SearchOffIcon size={30} />} />
      ) : (
        <>
          <p className={css({ fontWeight: '700' })} aria-live="polite" data-testid="school-link-count">
            {results.total === 1 ? m.schoolLink_resultsOne() : m.schoolLink_resultsCount({ count: results.total.toLocaleString('pt-BR') })}
          </p>
          <ul className={cx(css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', m: '0', p: '0' }), loading && css({ opacity: 0.6 }))}>
            {results.items.map((school) => (
              <li key={school.id}>
                <InstitutionCard
                  name={school.name}
                  aliasName={school.aliasName}
                  inepCode={school.inepCode}
                  type={school.type}
                  address={school.address}
                  headingLevel={4}
                  action={
                    <button
                      type="button"
                      className={cx(button({ variant: 'secondary', size: 'sm' }), css({ alignSelf: 'center', w: { base: '100%', sm: 'auto' } }))}
                      onClick={() => props.onSelect(school.id)}
                      aria-label={m.schoolLink_chooseNamed({ name: school.aliasName || school.name })}
                      disabled={loading}
                    >
                      {m.schoolLink_choose()}
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
          {results.totalPages > 1 ? (
            <nav
              aria-label={m.schoolLink_pagination()}
              className={css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr', sm: 'auto 1fr auto' }, alignItems: 'center', gap: '2' })}
            >
              <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => props.onPage(results.page - 1)} disabled={loading || results.page === 0}>
                <ChevronLeftIcon size={18} />
                {m.schoolLink_previousPage()}
              </button>
              <span
                className={css({ gridColumn: { base: '1 / -1', sm: 'auto' }, gridRow: { base: '1', sm: 'auto' }, fontSize: 'sm', fontWeight: '600', color: 'fg.muted', textAlign: 'center' })}
                data-testid="school-link-page"
              >
                {m.schoolLink_pageOf({ page: results.page + 1, total: results.totalPages })}
              </span>
              <button
                type="button"
                className={cx(button({ variant: 'secondary', size: 'sm' }), css({ justifySelf: 'end' }))}
                onClick={() => props.onPage(results.page + 1)}
                disabled={loading || results.page >= results.totalPages - 1}
              >
                {m.schoolLink_nextPage()}
                <ChevronRightIcon size={18} />
              </button>
            </nav>
          ) : null}
        </>
      )}
      <div className={wizardStyles.actions}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={props.onBack}>
          <ChevronLeftIcon size={18} />
          {m.schoolLink_back()}
        </button>
        <div className={cx(wizardStyles.actionsEnd, css({ alignItems: { base: 'stretch', sm: 'center' } }))}>
          <span className={cx(wizardStyles.hint, css({ textAlign: { base: 'center', sm: 'end' } }))}>{m.schoolLink_notListed()}</span>
          <button type="button" className={button({ variant: 'primary' })} onClick={props.onRegister}>
            {m.schoolLink_registerSchool()}
          </button>
        </div>
      </div>
    </div>
  );
}

const DRAFT_ORDER = ['name', 'address', 'zipCode', 'type', 'phone', 'coordinatorName', 'inepCode'];

/** Step 4: register a school that is not in the catalogue (a draft). */
export function RegisterStep(props: SchoolLinkWizardProps) {
  const { draft, errors, onChangeDraft } = props;
  const formRef = useFocusFirstError(props.errorRound, errors, DRAFT_ORDER);
  const field = bindFields(draft, errors, onChangeDraft);
  // The inputs keep names of their own, so the browser does not offer a person's name or phone.
  return (
    <form ref={formRef} noValidate onSubmit={submitWith(props.onSubmitDraft)} className={wizardStyles.form} data-testid="school-link-register">
      <p className={wizardStyles.muted}>{m.schoolLink_registerIntro({ place: props.placeLabel })}</p>
      <Field name="name">
        <TextField label={m.schoolLink_draftName()} required maxLength={150} {...field.text('name')} name="schoolName" />
      </Field>
      <div className={wizardStyles.pair}>
        <Field name="address">
          <TextField label={m.schoolLink_draftAddress()} required autoComplete="street-address" maxLength={200} {...field.text('address')} />
        </Field>
        <Field name="zipCode">
          <CepField label={m.schoolLink_draftZip()} required {...field.value('zipCode')} />
        </Field>
      </div>
      <Field name="type">
        <RadioGroup label={m.schoolLink_type()} required options={TYPE_OPTIONS()} {...field.value('type')} name="draftType" />
      </Field>
      <div className={wizardStyles.pair}>
        <Field name="phone">
          <PhoneField label={m.schoolLink_draftPhone()} required {...field.value('phone')} name="schoolPhone" />
        </Field>
        <Field name="coordinatorName">
          <TextField label={m.schoolLink_draftCoordinator()} required maxLength={120} {...field.text('coordinatorName')} />
        </Field>
      </div>
      <div className={wizardStyles.pair}>
        <Field name="inepCode">
          <InepField label={m.schoolLink_draftInep()} {...field.value('inepCode')} name="draftInep" />
        </Field>
      </div>
      <div className={wizardStyles.actions}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={props.onBack}>
          <ChevronLeftIcon size={18} />
          {m.schoolLink_back()}
        </button>
        <button type="submit" className={cx(button({ variant: 'primary' }), css({ w: { base: '100%', sm: 'auto' } }))}>
          {m.schoolLink_draftSubmit()}
        </button>
      </div>
    </form>
  );
}
