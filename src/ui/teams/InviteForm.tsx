import { useEffect, useRef, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { TextField } from '@/ui/components';
import { SendIcon } from '@/ui/icons';

export interface InviteFormProps {
  value: string;
  /** The message under the field: a rule broken or the server's refusal, in pt-BR. */
  error?: string;
  sending: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
  /** Focus the field when the form opens and after each refusal (default); off for static showcases. */
  autoFocus?: boolean;
}

const styles = {
  form: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: { base: '3', sm: '4' },
    borderRadius: 'xl',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'accent.default',
    bg: 'bg.surface',
  }),
  title: css({ fontWeight: '800', fontSize: '1.05rem' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2' }),
};

/** The leader invites by Play ID or e-mail. Escape closes the form (docs/product/teams.md, States). */
export function InviteForm({ value, error, sending, onChange, onSubmit, onClose, autoFocus = true }: InviteFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [error, autoFocus]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className={styles.form}
      aria-busy={sending}
      aria-labelledby="invite-form-title"
      data-testid="invite-form"
    >
      <h3 id="invite-form-title" className={styles.title}>
        {m.teams_inviteTitle()}
      </h3>
      <TextField
        ref={inputRef}
        label={m.teams_inviteLabel()}
        name="userIdentification"
        required
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error}
        helperText={m.teams_inviteHint()}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <div className={styles.actions}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
          {m.teams_inviteClose()}
        </button>
        <button type="submit" className={button({ variant: 'primary' })} disabled={sending}>
          <SendIcon size={18} />
          {m.teams_inviteSend()}
        </button>
      </div>
    </form>
  );
}
