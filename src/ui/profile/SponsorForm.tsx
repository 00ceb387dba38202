import { type FormEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { SponsorValues } from '@/domain/profile/sponsor-values';
import { m } from '@/paraglide/messages';
import { formLayout } from '@/ui/components/form-layout';
import { button } from '@/ui/button';
import { Checkbox, CpfField, PhoneField, TextField } from '@/ui/components';
import { bindFields } from '@/ui/components/field-binding';
import { useFocusFirstError } from '@/ui/components/use-error-focus';

export interface SponsorFormProps {
  values: SponsorValues;
  /** Error texts by field (userName, firstName, lastName, cpf, whatsapp, email, acceptImageStudentTerms). */
  errors: Partial<Record<string, string>>;
  saving: boolean;
  /** Where the terms of use are read. */
  termsUrl: string;
  onChange: (change: Partial<SponsorValues>) => void;
  onSubmit: () => void;
  /** Bumped after each submit with errors, to move focus to the first one. */
  errorRound: number;
}

/** In the order the form shows them, so focus goes to the first field to fix. */
const FIELD_ORDER = ['firstName', 'lastName', 'cpf', 'userName', 'whatsapp', 'email', 'acceptImageStudentTerms'];

export const sponsorStyles = {
  ...formLayout,
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'stretch', sm: 'center' },
    justifyContent: 'flex-end',
    gap: '3',
    pt: '4',
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderTopColor: 'border.default',
  }),
};

export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={sponsorStyles.fieldset}>
      <legend className={sponsorStyles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The sponsor scene: a minor's legal representative (docs/product/profile.md, Screens, API and Rules). */
export function SponsorForm({ values, errors, saving, termsUrl, onChange, onSubmit, errorRound }: SponsorFormProps) {
  const formRef = useFocusFirstError(errorRound, errors, FIELD_ORDER);
  const field = bindFields(values, errors, onChange);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!saving && values.acceptImageStudentTerms) onSubmit();
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={saving} className={sponsorStyles.form} data-testid="sponsor-form">
      <p className={css({ color: 'fg.muted' })}>{m.sponsor_intro()}</p>
      <FormSection legend={m.sponsor_personSection()}>
        <div className={sponsorStyles.pair}>
          <TextField label={m.sponsor_firstName()} required autoComplete="off" {...field.text('firstName')} />
          <TextField label={m.sponsor_lastName()} required autoComplete="off" {...field.text('lastName')} />
        </div>
        <div className={sponsorStyles.pair}>
          <CpfField label={m.sponsor_cpf()} required helperText={m.sponsor_cpfHint()} {...field.value('cpf')} />
          <TextField label={m.sponsor_userName()} required autoComplete="off" autoCapitalize="none" spellCheck={false} helperText={m.sponsor_userNameHint()} {...field.text('userName')} />
        </div>
      </FormSection>
      <FormSection legend={m.sponsor_contactSection()}>
        <div className={sponsorStyles.pair}>
          <PhoneField label={m.sponsor_whatsapp()} required autoComplete="off" helperText={m.sponsor_whatsappHint()} {...field.value('whatsapp')} />
          <TextField label={m.sponsor_email()} type="email" required autoComplete="off" helperText={m.sponsor_emailHint()} {...field.text('email')} />
        </div>
      </FormSection>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <Checkbox required {...field.checked('acceptImageStudentTerms')}>
          {m.sponsor_terms()}
        </Checkbox>
        <a className={cx(sponsorStyles.link, css({ ms: '9', alignSelf: 'flex-start' }))} href={termsUrl} target="_blank" rel="noreferrer noopener">
          {m.sponsor_termsLink()}
          <span className={css({ srOnly: true })}> {m.accreditation_opensInNewTab()}</span>
        </a>
      </div>
      <div className={sponsorStyles.actions}>
        {!values.acceptImageStudentTerms ? (
          <p id="sponsor-terms-needed" className={sponsorStyles.hint}>
            {m.sponsor_termsNeeded()}
          </p>
        ) : null}
        <button
          type="submit"
          className={button({ variant: 'primary' })}
          disabled={saving || !values.acceptImageStudentTerms}
          aria-describedby={!values.acceptImageStudentTerms ? 'sponsor-terms-needed' : undefined}
          data-testid="sponsor-submit"
        >
          {saving ? m.sponsor_saving() : m.sponsor_save()}
        </button>
      </div>
    </form>
  );
}
