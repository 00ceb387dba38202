import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { AccreditationValues } from '@/domain/school/accreditation-values';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { CepField, Checkbox, CpfField, MaskedField, PhoneField, TextField } from '@/ui/components';
import { bindFields } from '@/ui/components/field-binding';
import { useFocusFirstError } from '@/ui/components/use-error-focus';
import { accreditationStyles } from './InepLookupForm';

/** Landlines show as '99 9999-9999', mobiles as '99 9 9999-9999'; both keep their digits only. */
const LANDLINE_MASK = '99 9999-99999';
const MOBILE_MASK = '99 9 9999-9999';

/** A pasted +55 (or 0055) is not part of the number. */
function schoolPhoneEdit(digits: string): string {
  if (digits.length > 11 && digits.startsWith('55')) return digits.slice(2);
  if (digits.length > 11 && digits.startsWith('0055')) return digits.slice(4);
  return digits;
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={accreditationStyles.fieldset}>
      <legend className={accreditationStyles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export interface AccreditationFormProps {
  values: AccreditationValues;
  /** Error texts by field (firstName, rg, cpf, whatsapp, personalEmail, schoolEmail, schoolPhone, inepCode, address, cep, acceptTerms). */
  errors: Partial<Record<string, string>>;
  submitting: boolean;
  /** Where the terms of use are read. */
  termsUrl: string;
  /** The school the request is about (an InstitutionCard with its change button). */
  school: ReactNode;
  onChange: (change: Partial<AccreditationValues>) => void;
  onSubmit: () => void;
  onBack: () => void;
  errorRound: number;
}

const FIELD_ORDER = ['inepCode', 'firstName', 'lastName', 'rg', 'cpf', 'whatsapp', 'personalEmail', 'schoolEmail', 'schoolPhone', 'address', 'cep', 'acceptTerms'] as const;

/** Step 2 of /school-authorize (docs/product/school.md, Screens): the director extras and the terms. */
export function AccreditationForm({ values, errors, submitting, termsUrl, school, onChange, onSubmit, onBack, errorRound }: AccreditationFormProps) {
  const formRef = useFocusFirstError(errorRound, errors, FIELD_ORDER);
  const field = bindFields(values, errors, onChange);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The lookup gave way to this step: focus starts at the school found, then the first field.
  useEffect(() => headingRef.current?.focus(), []);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!submitting && values.acceptTerms) onSubmit();
  }
  const text = (name: 'firstName' | 'lastName' | 'rg' | 'personalEmail' | 'schoolEmail' | 'address', label: string, extra: { type?: string; autoComplete?: string; helperText?: string } = {}) => (
    <TextField label={label} required type={extra.type ?? 'text'} autoComplete={extra.autoComplete ?? 'off'} helperText={extra.helperText} {...field.text(name)} />
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={submitting} className={accreditationStyles.form} data-testid="accreditation-form">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h3 ref={headingRef} tabIndex={-1} className={cx(accreditationStyles.legend, css({ outline: 'none' }))}>
          {m.accreditation_schoolFound()}
        </h3>
        {school}
        {errors.inepCode ? (
          <p role="alert" className={css({ color: 'status.error', fontWeight: '600', fontSize: 'sm' })} data-field="inepCode">
            {errors.inepCode}
          </p>
        ) : null}
      </div>
      <Section legend={m.accreditation_directorSection()}>
        <div className={accreditationStyles.pair}>
          {text('firstName', m.accreditation_firstName(), { autoComplete: 'given-name' })}
          {text('lastName', m.accreditation_lastName(), { autoComplete: 'family-name' })}
        </div>
        <div className={accreditationStyles.pair}>
          {text('rg', m.accreditation_rg(), { helperText: m.accreditation_rgHint() })}
          <CpfField label={m.accreditation_cpf()} required {...field.value('cpf')} />
        </div>
        <div className={accreditationStyles.pair}>
          <PhoneField label={m.accreditation_whatsapp()} required helperText={m.accreditation_whatsappHint()} {...field.value('whatsapp')} />
          {text('personalEmail', m.accreditation_personalEmail(), { type: 'email', autoComplete: 'email' })}
        </div>
      </Section>
      <Section legend={m.accreditation_schoolSection()}>
        <div className={accreditationStyles.pair}>
          {text('schoolEmail', m.accreditation_schoolEmail(), { type: 'email' })}
          <MaskedField
            type="tel"
            autoComplete="off"
            label={m.accreditation_schoolPhone()}
            required
            helperText={m.accreditation_schoolPhoneHint()}
            mask={values.schoolPhone.length > 10 ? MOBILE_MASK : LANDLINE_MASK}
            normalize={schoolPhoneEdit}
            {...field.value('schoolPhone')}
          />
        </div>
        <div className={accreditationStyles.address}>
          {text('address', m.accreditation_address(), { autoComplete: 'street-address' })}
          <CepField label={m.accreditation_cep()} required helperText={m.accreditation_cepHint()} {...field.value('cep')} />
        </div>
      </Section>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <Checkbox required {...field.checked('acceptTerms')}>
          {m.accreditation_terms()}
        </Checkbox>
        <a className={cx(accreditationStyles.link, css({ ms: '9', alignSelf: 'flex-start' }))} href={termsUrl} target="_blank" rel="noreferrer noopener">
          {m.accreditation_termsLink()}
          <span className={css({ srOnly: true })}> {m.accreditation_opensInNewTab()}</span>
        </a>
      </div>
      <div className={accreditationStyles.actions}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={onBack} disabled={submitting}>
          {m.accreditation_otherSchool()}
        </button>
        <div className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'stretch', sm: 'center' }, gap: '3' })}>
          {!values.acceptTerms ? (
            <p id="accreditation-terms-needed" className={accreditationStyles.hint}>
              {m.accreditation_termsNeeded()}
            </p>
          ) : null}
          <button
            type="submit"
            className={button({ variant: 'primary' })}
            disabled={submitting || !values.acceptTerms}
            aria-describedby={!values.acceptTerms ? 'accreditation-terms-needed' : undefined}
            data-testid="accreditation-submit"
          >
            {submitting ? m.accreditation_submitting() : m.accreditation_submit()}
          </button>
        </div>
      </div>
    </form>
  );
}
