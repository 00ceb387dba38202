import { css } from 'styled-system/css';
import type { GuardianControls } from '@/contract/guardians';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { SelectField } from '@/ui/components/SelectField';
import { Switch } from '@/ui/components/Switch';
import { formatMinutes } from './duration';

export interface ControlsFormProps {
  firstName: string;
  /** The limits offered, in minutes. */
  limitChoices: readonly number[];
  draft: GuardianControls;
  dirty: boolean;
  saving: boolean;
  /** The minor's premium, as said under the switch; null without premium. */
  premiumUntil: string | null;
  onLimitChange: (minutes: number | null) => void;
  onPurchasesChange: (blocked: boolean) => void;
  onNameChange: (shown: boolean) => void;
  onSave: () => void;
  onDiscard: () => void;
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  help: css({ color: 'fg.muted', fontSize: 'sm', mt: '1' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' }),
};

/**
 * A guardian's controls for one minor (docs/product/guardians.md, Supervision and Safe defaults):
 * the daily limit, the purchase block and whether other players see the real name.
 */
export function ControlsForm(props: ControlsFormProps) {
  const { firstName, draft } = props;
  // A limit saved elsewhere that is not among the choices still shows as itself.
  const choices = draft.dailyLimitMinutes === null || props.limitChoices.includes(draft.dailyLimitMinutes) ? props.limitChoices : [...props.limitChoices, draft.dailyLimitMinutes].sort((a, b) => a - b);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave();
      }}
      aria-busy={props.saving}
    >
      <SelectField
        label={m.guardian_limitLabel()}
        placeholder={m.guardian_limitNone()}
        options={choices.map((minutes) => ({ value: String(minutes), label: formatMinutes(minutes) }))}
        value={draft.dailyLimitMinutes === null ? '' : String(draft.dailyLimitMinutes)}
        onChange={(event) => props.onLimitChange(event.target.value === '' ? null : Number(event.target.value))}
        helperText={m.guardian_limitHelp({ name: firstName })}
        disabled={props.saving}
        name="dailyLimitMinutes"
      />
      <div>
        <Switch checked={draft.purchasesBlocked} onCheckedChange={props.onPurchasesChange} name="purchasesBlocked" disabled={props.saving}>
          {m.guardian_purchasesLabel()}
        </Switch>
        <p className={styles.help}>
          {m.guardian_purchasesHelp({ name: firstName })}{' '}
          {props.premiumUntil ? m.guardian_premiumActive({ name: firstName, date: props.premiumUntil }) : m.guardian_premiumInactive({ name: firstName })}
        </p>
      </div>
      <div>
        <Switch checked={draft.showRealName} onCheckedChange={props.onNameChange} name="showRealName" disabled={props.saving}>
          {m.guardian_nameLabel()}
        </Switch>
        <p className={styles.help}>{draft.showRealName ? m.guardian_nameShownHelp({ name: firstName }) : m.guardian_nameHiddenHelp({ name: firstName })}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={button({ variant: 'secondary' })} disabled={!props.dirty || props.saving} onClick={props.onDiscard}>
          {m.guardian_controlsDiscard()}
        </button>
        <button type="submit" className={button({ variant: 'primary' })} disabled={!props.dirty || props.saving}>
          {props.saving ? m.guardian_controlsSaving() : m.guardian_controlsSave()}
        </button>
      </div>
    </form>
  );
}
