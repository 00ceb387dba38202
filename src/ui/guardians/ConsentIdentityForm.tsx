import type { FormEvent } from 'react';
import type { ConsentIdentity } from '@/domain/guardians/consent-identity';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { CpfField, TextField } from '@/ui/components';
import { bindFields } from '@/ui/components/field-binding';
import { formLayout } from '@/ui/components/form-layout';
import { useFocusFirstError } from '@/ui/components/use-error-focus';
import { actions, muted, panel, sectionTitle } from './consent-styles';

/*
 * The consent page's form (docs/product/guardians.md, Screens): only a signed-in guardian reaches
 * it, so its fields live apart from the rest of the link's page and come when it is shown.
 */

export interface ConsentIdentityFormProps {
  minorName: string;
  values: ConsentIdentity;
  /** Error texts by field (fullName, cpf). */
  errors: Partial<Record<string, string>>;
  busy: boolean;
  onChange: (change: Partial<ConsentIdentity>) => void;
  onAccept: () => void;
  onRefuse: () => void;
  /** Bumped after each decision that ends with errors, to move focus to the first one. */
  errorRound: number;
}

const FIELD_ORDER = ['fullName', 'cpf'];

/** Signed in as a guardian: the name and CPF the minor gave, then authorise or refuse. */
export function ConsentIdentityForm({ minorName, values, errors, busy, onChange, onAccept, onRefuse, errorRound }: ConsentIdentityFormProps) {
  const formRef = useFocusFirstError(errorRound, errors, FIELD_ORDER);
  const field = bindFields(values, errors, onChange);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onAccept();
  }
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} className={panel} aria-labelledby="consent-form-title" data-testid="consent-form">
      <h2 id="consent-form-title" className={sectionTitle}>
        {m.guardian_consentFormTitle()}
      </h2>
      <p className={muted}>{m.guardian_consentFormText({ name: minorName })}</p>
      <div className={formLayout.pair}>
        <TextField label={m.guardian_consentFullName()} required autoComplete="name" {...field.text('fullName')} />
        <CpfField label={m.guardian_consentCpf()} required {...field.value('cpf')} />
      </div>
      <div className={actions}>
        <button type="submit" className={button({ variant: 'primary' })} disabled={busy} data-testid="consent-accept">
          {busy ? m.guardian_consentSending() : m.guardian_consentAccept()}
        </button>
        <button type="button" className={button({ variant: 'ghost' })} disabled={busy} onClick={onRefuse} data-testid="consent-refuse">
          {m.guardian_consentRefuse()}
        </button>
      </div>
    </form>
  );
}
