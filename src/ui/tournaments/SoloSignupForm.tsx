import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { SOCIAL_MEDIA_TYPES, emptyCreativeDetails, type CreativeDetails, type SoloSignupValues } from '@/domain/tournaments/solo-signup';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Checkbox, SelectField, TextField } from '@/ui/components';
import { CheckIcon, InfoIcon } from '@/ui/icons';
import { RulesHtml } from './RulesHtml';

export interface SoloSignupFormProps {
  values: SoloSignupValues;
  onChange: (values: SoloSignupValues) => void;
  /** Translated error per field name. */
  errors: Partial<Record<string, string>>;
  /** The linked Epic account id: the field is read-only; null while none is linked. */
  linkedEpicId: string | null;
  discordRequired: boolean;
  discordLinked: boolean;
  /** Starts the Discord connection (docs/product/game-accounts.md, States); the student comes back to this modal. */
  onConnectDiscord?: () => void;
  creative: boolean;
  rulesHtml: string;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

const section = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const sectionTitle = css({ fontWeight: '800', fontSize: '1rem' });
const note = css({
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
});
const rulesBox = css({
  maxHeight: '200px',
  overflowY: 'auto',
  borderRadius: '2xl',
  _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  '& > div': { p: '4', fontSize: 'compact' },
});
const summary = css({ color: 'status.error', fontWeight: '700', fontSize: 'compact' });

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Reads a chosen video's length in the browser; nothing is uploaded here. */
function readVideoSeconds(file: File): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.onloadedmetadata = () => {
      URL.revokeObjectURL(url);
      resolve(video.duration);
    };
    video.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable video'));
    };
    video.src = url;
  });
}

function CreativeFields({ details, errors, disabled, onChange }: { details: CreativeDetails; errors: SoloSignupFormProps['errors']; disabled: boolean; onChange: (details: CreativeDetails) => void }) {
  const [videoState, setVideoState] = useState<'idle' | 'reading' | 'unreadable'>('idle');
  const set = (change: Partial<CreativeDetails>) => onChange({ ...details, ...change });
  return (
    <fieldset className={section}>
      <legend className={sectionTitle}>{m.tournamentModal_creativeTitle()}</legend>
      <SelectField
        label={m.tournamentModal_socialMediaType()}
        placeholder={m.tournamentModal_socialMediaTypePlaceholder()}
        options={SOCIAL_MEDIA_TYPES.map((type) => ({ value: type, label: type.charAt(0) + type.slice(1).toLowerCase() }))}
        value={details.socialMediaType}
        onChange={(event) => set({ socialMediaType: event.currentTarget.value as CreativeDetails['socialMediaType'] })}
        error={errors.socialMediaType}
        required
        disabled={disabled}
      />
      <TextField
        label={m.tournamentModal_socialMediaUrl()}
        type="url"
        inputMode="url"
        value={details.socialMediaUrl}
        onChange={(event) => set({ socialMediaUrl: event.currentTarget.value })}
        error={errors.socialMediaUrl}
        required
        disabled={disabled}
      />
      <TextField
        label={m.tournamentModal_channelUrl()}
        type="url"
        inputMode="url"
        value={details.channelUrl}
        onChange={(event) => set({ channelUrl: event.currentTarget.value })}
        error={errors.channelUrl}
        disabled={disabled}
      />
      <TextField
        label={m.tournamentModal_fortniteMapId()}
        inputMode="numeric"
        maxLength={14}
        value={details.fortniteMapId}
        onChange={(event) => set({ fortniteMapId: event.currentTarget.value })}
        error={errors.fortniteMapId}
        required
        disabled={disabled}
      />
      <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontWeight: '700', fontSize: 'compact' })}>
        <span>
          {m.tournamentModal_video()}
          <span aria-hidden="true" className={css({ color: 'status.error', ms: '0.5' })}>
            *
          </span>
        </span>
        <input
          type="file"
          accept="video/*"
          disabled={disabled}
          aria-invalid={errors.video ? true : undefined}
          className={css({ fontWeight: '400', minHeight: '11', py: '2' })}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return set({ video: null });
            setVideoState('reading');
            readVideoSeconds(file).then(
              (seconds) => {
                setVideoState('idle');
                set({ video: { name: file.name, seconds } });
              },
              () => {
                setVideoState('unreadable');
                set({ video: { name: file.name, seconds: Number.NaN } });
              },
            );
          }}
        />
      </label>
      <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {videoState === 'reading'
          ? m.tournamentModal_videoReading()
          : videoState === 'unreadable'
            ? m.tournamentModal_videoUnreadable()
            : details.video
              ? m.tournamentModal_videoChosen({ name: details.video.name, duration: formatDuration(details.video.seconds) })
              : ''}
      </p>
      {errors.video ? (
        <span role="alert" className={css({ color: 'status.error', fontSize: 'sm', fontWeight: '600' })}>
          {errors.video}
        </span>
      ) : null}
    </fieldset>
  );
}

/** Solo subscribe form (docs/product/tournaments.md, States): Epic ID with confirmation, Discord for Fortnite, the rules, and the creative event's details. */
export function SoloSignupForm({ values, onChange, errors, linkedEpicId, discordRequired, discordLinked, onConnectDiscord, creative, rulesHtml, busy, onSubmit, onCancel }: SoloSignupFormProps) {
  const set = (change: Partial<SoloSignupValues>) => onChange({ ...values, ...change });
  const hasErrors = Object.values(errors).some(Boolean);
  const blocked = discordRequired && !discordLinked;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })} aria-busy={busy || undefined}>
      <p className={css({ color: 'fg.muted' })}>{m.tournamentModal_formIntro()}</p>
      {hasErrors ? (
        <p role="alert" className={summary}>
          {m.tournamentModal_errorSummary()}
        </p>
      ) : null}

      <fieldset className={section}>
        <legend className={sectionTitle}>{m.tournamentModal_epicTitle()}</legend>
        {linkedEpicId ? (
          <>
            <dl className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
              <dt className={css({ color: 'fg.muted', fontSize: 'sm', fontWeight: '700' })}>{m.tournamentModal_epicAccountId()}</dt>
              <dd className={css({ fontFamily: 'mono', fontSize: 'compact', wordBreak: 'break-all' })} data-testid="linked-epic-id">
                {linkedEpicId}
              </dd>
            </dl>
            <p className={note} data-tone="ok">
              <CheckIcon size={16} strokeWidth={3} />
              {m.tournamentModal_epicLinked()}
            </p>
          </>
        ) : (
          <>
            <TextField
              label={m.tournamentModal_epicAccountId()}
              name="epicAccountId"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              value={values.epicAccountId}
              onChange={(event) => set({ epicAccountId: event.currentTarget.value })}
              error={errors.epicAccountId}
              helperText={m.tournamentModal_epicHelp()}
              disabled={busy}
            />
            <TextField
              label={m.tournamentModal_epicAccountIdConfirmation()}
              name="epicAccountIdConfirmation"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              value={values.epicAccountIdConfirmation}
              onChange={(event) => set({ epicAccountIdConfirmation: event.currentTarget.value })}
              onPaste={(event) => event.preventDefault()}
              error={errors.epicAccountIdConfirmation}
              disabled={busy}
            />
          </>
        )}
      </fieldset>

      {discordRequired ? (
        <section className={section} aria-labelledby="signup-discord-title">
          <h3 id="signup-discord-title" className={sectionTitle}>
            {m.tournamentModal_discordTitle()}
          </h3>
          {discordLinked ? (
            <p className={note} data-tone="ok">
              <CheckIcon size={16} strokeWidth={3} />
              {m.tournamentModal_discordLinked()}
            </p>
          ) : (
            <>
              <p className={note} data-tone={errors.discord ? 'error' : undefined}>
                <InfoIcon size={16} />
                {onConnectDiscord ? m.tournamentModal_discordConnectHint() : m.tournamentModal_discordMissing()}
              </p>
              {onConnectDiscord ? (
                <button type="button" className={button({ variant: 'secondary' })} onClick={onConnectDiscord} disabled={busy}>
                  {m.tournamentModal_discordConnect()}
                </button>
              ) : null}
            </>
          )}
        </section>
      ) : null}

      {creative ? (
        <CreativeFields details={values.details ?? emptyCreativeDetails()} errors={errors} disabled={busy} onChange={(details) => set({ details })} />
      ) : null}

      <section className={section} aria-labelledby="signup-rules-title">
        <h3 id="signup-rules-title" className={sectionTitle}>
          {m.tournamentModal_rulesTitle()}
        </h3>
        <div className={rulesBox} tabIndex={0} role="region" aria-labelledby="signup-rules-title">
          <RulesHtml html={rulesHtml} emptyText={m.tournamentModal_rulesEmpty()} />
        </div>
        <Checkbox checked={values.rulesAccepted} onCheckedChange={(rulesAccepted) => set({ rulesAccepted })} required error={errors.rulesAccepted} disabled={busy}>
          {m.tournamentModal_rulesAccept()}
        </Checkbox>
      </section>

      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3' })}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={onCancel} disabled={busy}>
          {m.tournamentModal_cancel()}
        </button>
        <button type="submit" className={button({ variant: 'primary' })} disabled={busy || blocked}>
          {busy ? m.tournamentModal_submitting() : m.tournamentModal_submit()}
        </button>
      </div>
    </form>
  );
}
