import { useEffect, useRef, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Checkbox, TextField } from '@/ui/components';
import { CheckIcon, InfoIcon } from '@/ui/icons';

export interface CreateTeamFormValues {
  name: string;
  termsAccepted: boolean;
  epicAccountId: string;
}

export interface CreateTeamFormProps {
  values: CreateTeamFormValues;
  /** Error texts by field: name, acceptTerms, epicAccountId, discord. */
  errors: Partial<Record<'name' | 'acceptTerms' | 'epicAccountId' | 'discord', string>>;
  /** The user has no Epic account linked: the optional Epic id field shows. */
  askEpicAccount: boolean;
  /** The event needs Discord (Fortnite): whether the user's Discord account is linked shows. */
  discordRequired?: boolean;
  discordLinked?: boolean;
  saving: boolean;
  onChange: (change: Partial<CreateTeamFormValues>) => void;
  onSubmit: () => void;
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  title: css({ textStyle: 'sectionTitle' }),
  intro: css({ color: 'fg.muted' }),
  actions: css({ display: 'flex', justifyContent: 'flex-end', pt: '2' }),
  submit: css({ w: { base: 'full', sm: 'auto' } }),
  note: css({
    display: 'flex',
    gap: '2',
    alignItems: 'flex-start',
    p: '3',
    borderRadius: 'xl',
    bg: 'bg.subtle',
    fontSize: 'compact',
    lineHeight: '1.45',
    '& svg': { flexShrink: 0, mt: '0.5' },
    '&[data-tone=ok] svg': { color: 'status.success' },
    '&[data-tone=error]': { borderWidth: '1px', borderColor: 'status.error' },
  }),
};

/**
 * Create team (docs/product/teams.md, States): the team name (required), the optional Epic id of a user who has none, and
 * the terms. Save stays disabled until the terms are accepted and a name is given (docs/product/teams.md, Rules).
 */
export function CreateTeamForm({ values, errors, askEpicAccount, discordRequired = false, discordLinked = false, saving, onChange, onSubmit }: CreateTeamFormProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const canSave = values.termsAccepted && values.name.trim() !== '';
  // A submit refused on the name moves focus there (not on first render: the page keeps its focus).
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current && errors.name) nameRef.current?.focus();
    mounted.current = true;
  }, [errors.name]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !saving) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-busy={saving} data-testid="create-team-form" aria-labelledby="create-team-title">
      <h2 id="create-team-title" className={styles.title}>
        {m.teams_createTitle()}
      </h2>
      <p className={styles.intro}>{m.teams_createIntro()}</p>
      <TextField
        ref={nameRef}
        label={m.teams_nameLabel()}
        name="teamName"
        required
        autoComplete="off"
        value={values.name}
        error={errors.name}
        helperText={m.teams_nameHint()}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      {askEpicAccount ? (
        <TextField
          label={m.teams_epicLabel()}
          name="epicAccountId"
          autoComplete="off"
          spellCheck={false}
          value={values.epicAccountId}
          error={errors.epicAccountId}
          helperText={m.teams_epicHint()}
          onChange={(event) => onChange({ epicAccountId: event.currentTarget.value })}
        />
      ) : null}
      {discordRequired ? (
        <p className={styles.note} data-tone={discordLinked ? 'ok' : errors.discord ? 'error' : undefined} data-testid="create-team-discord">
          {discordLinked ? <CheckIcon size={16} strokeWidth={3} /> : <InfoIcon size={16} />}
          {discordLinked ? m.teams_discordLinked() : m.teams_discordMissing()}
        </p>
      ) : null}
      <Checkbox checked={values.termsAccepted} onCheckedChange={(termsAccepted) => onChange({ termsAccepted })} name="acceptTerms" required error={errors.acceptTerms}>
        {m.teams_termsLabel()}
      </Checkbox>
      <div className={styles.actions}>
        <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`} disabled={!canSave || saving}>
          {saving ? m.teams_createSaving() : m.teams_createSubmit()}
        </button>
      </div>
    </form>
  );
}
