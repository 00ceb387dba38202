import { type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { TextField } from '@/ui/components';
import { useFocusFirstError } from '@/ui/components/use-error-focus';
import { GamepadIcon, InfoIcon } from '@/ui/icons';
import { accountCard } from './account-card';

export interface EpicValues {
  epicAccountId: string;
  epicAccountIdConfirmation: string;
}

export interface EpicAccountCardProps {
  status: 'loading' | 'editing' | 'saving' | 'linked';
  linkedId: string | null;
  values: EpicValues;
  /** Error texts by field (epicAccountId, epicAccountIdConfirmation). */
  errors: Partial<Record<keyof EpicValues, string>>;
  /** Why the linked account is unknown and the form shows anyway (docs/product/game-accounts.md, Errors). */
  connectionNote: string | null;
  onChange: (change: Partial<EpicValues>) => void;
  onSubmit: () => void;
  /** Bumped after each submit with errors, to move focus to the first one. */
  errorRound: number;
}

const FIELD_ORDER = ['epicAccountId', 'epicAccountIdConfirmation'] as const;

/** Epic ID on the accounts-link scene (docs/product/game-accounts.md, Rules): the linked id, or the form while none is linked. */
export function EpicAccountCard({ status, linkedId, values, errors, connectionNote, onChange, onSubmit, errorRound }: EpicAccountCardProps) {
  const formRef = useFocusFirstError(errorRound, errors, FIELD_ORDER);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'editing') onSubmit();
  };

  return (
    <section className={accountCard.card} aria-labelledby="epic-title" aria-busy={status === 'loading'} data-testid="epic-card" data-status={status}>
      <div className={accountCard.header}>
        <span className={accountCard.badge} aria-hidden="true">
          <GamepadIcon size={22} />
        </span>
        <h3 id="epic-title" className={accountCard.title}>
          {m.accounts_epicTitle()}
        </h3>
      </div>
      {status === 'loading' ? (
        <div className={accountCard.skeleton} />
      ) : status === 'linked' ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p className={accountCard.text}>{m.accounts_epicLinked()}</p>
          <p className={accountCard.idBox} data-testid="epic-linked-id">
            {linkedId}
          </p>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={submit} aria-busy={status === 'saving'} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="epic-form">
          <p className={accountCard.text}>{m.accounts_epicText()}</p>
          {connectionNote ? (
            <p className={css({ display: 'flex', alignItems: 'flex-start', gap: '2', p: '3', borderRadius: 'lg', bg: 'bg.subtle', color: 'fg.default' })} role="status" data-testid="epic-connection-note">
              <span aria-hidden="true" className={css({ display: 'inline-flex', color: 'status.warning', mt: '0.5' })}>
                <InfoIcon size={18} />
              </span>
              {connectionNote}
            </p>
          ) : null}
          <TextField
            label={m.accounts_epicId()}
            name="epicAccountId"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            value={values.epicAccountId}
            error={errors.epicAccountId}
            helperText={`${m.accounts_epicCharacters({ count: values.epicAccountId.trim().length })} · ${m.accounts_epicHelp()}`}
            disabled={status === 'saving'}
            onChange={(event) => onChange({ epicAccountId: event.target.value })}
          />
          <TextField
            label={m.accounts_epicIdConfirmation()}
            name="epicAccountIdConfirmation"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            value={values.epicAccountIdConfirmation}
            error={errors.epicAccountIdConfirmation}
            disabled={status === 'saving'}
            onChange={(event) => onChange({ epicAccountIdConfirmation: event.target.value })}
          />
          <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
            <button type="submit" className={button({ variant: 'primary' })} disabled={status === 'saving'}>
              {m.accounts_epicSave()}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
