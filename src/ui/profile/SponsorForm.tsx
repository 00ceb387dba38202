import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { SponsorValues } from '@/domain/profile/sponsor-values';
import { m } from '@/paraglide/messages';
import { formLayout } from '@/ui/components/form-layout';
import { button } from '@/ui/button';
import { Checkbox, CpfField, PhoneField, TextField } from '@/ui/components';

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

/** SPEC §2 sponsor scene: a minor's legal representative (SPEC §3, §5). */
export function SponsorForm({ values, errors, saving, termsUrl, onChange, onSubmit, errorRound }: SponsorFormProps) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (errorRound === 0) return;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] input:not([type=hidden])`)?.focus();
    // Only a new round of errors moves the focus, not every keystroke.
  }, [errorRound]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!saving && values.acceptImageStudentTerms) onSubmit();
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={saving} className={sponsorStyles.form} data-testid="sponsor-form">
      <p className={css({ color: 'fg.muted' })}>{m.sponsor_intro()}</p>
      <FormSection legend={m.sponsor_personSection()}>
        <div className={sponsorStyles.pair}>
          <div data-field="firstName">
            <TextField
              label={m.sponsor_firstName()}
              name="firstName"
              required
              autoComplete="off"
              value={values.firstName}
              onChange={(event) => onChange({ firstName: event.target.value })}
              error={errors.firstName}
            />
          </div>
          <div data-field="lastName">
            <TextField
              label={m.sponsor_lastName()}
              name="lastName"
              required
              autoComplete="off"
              value={values.lastName}
              onChange={(event) => onChange({ lastName: event.target.value })}
              error={errors.lastName}
            />
          </div>
        </div>
        <div className={sponsorStyles.pair}>
          <div data-field="cpf">
            <CpfField
              label={m.sponsor_cpf()}
              name="cpf"
              required
              helperText={m.sponsor_cpfHint()}
              value={values.cpf}
              onValueChange={(digits) => onChange({ cpf: digits })}
              error={errors.cpf}
            />
          </div>
          <div data-field="userName">
            <TextField
              label={m.sponsor_userName()}
              name="userName"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              helperText={m.sponsor_userNameHint()}
              value={values.userName}
              onChange={(event) => onChange({ userName: event.target.value })}
              error={errors.userName}
            />
          </div>
        </div>
      </FormSection>
      <FormSection legend={m.sponsor_contactSection()}>
        <div className={sponsorStyles.pair}>
          <div data-field="whatsapp">
            <PhoneField
              label={m.sponsor_whatsapp()}
              name="whatsapp"
              required
              autoComplete="off"
              helperText={m.sponsor_whatsappHint()}
              value={values.whatsapp}
              onValueChange={(digits) => onChange({ whatsapp: digits })}
              error={errors.whatsapp}
            />
          </div>
          <div data-field="email">
            <TextField
              label={m.sponsor_email()}
              name="email"
              type="email"
              required
              autoComplete="off"
              helperText={m.sponsor_emailHint()}
              value={values.email}
              onChange={(event) => onChange({ email: event.target.value })}
              error={errors.email}
            />
          </div>
        </div>
      </FormSection>
      <div data-field="acceptImageStudentTerms" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <Checkbox
          name="acceptImageStudentTerms"
          required
          checked={values.acceptImageStudentTerms}
          onCheckedChange={(checked) => onChange({ acceptImageStudentTerms: checked })}
          error={errors.acceptImageStudentTerms}
        >
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
