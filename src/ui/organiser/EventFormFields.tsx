import type { ChangeEvent, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { EventFormValues } from '@/domain/organiser/event-form';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/components';
import { formLayout } from '@/ui/components/form-layout';
import { FieldMessages } from '@/ui/components/FieldMessages';
import { PlusIcon, TrashIcon } from '@/ui/icons';
import { Switch } from '@/ui/components/Switch';
import { TextArea } from '@/ui/components/TextArea';

type Option = { value: string; label: string };

export interface EventFormFieldsProps {
  values: EventFormValues;
  errors: Partial<Record<string, string>>;
  onChange: (change: Partial<EventFormValues>) => void;
  games: readonly Option[];
  formats: readonly Option[];
  bestOf: readonly Option[];
  seedings: readonly Option[];
  /** Battle royale's fields show only for that format. */
  royale: boolean;
  lobbySizeMax: number;
  /** ADMIN chooses; educators are told their events are the school's. */
  canChooseSchool: boolean;
  /** The rules as the event page will show them (cleaned by the allow-list). */
  rulesPreview: ReactNode;
}

const section = css({ bg: 'bg.surface', borderRadius: '2xl', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default', p: { base: '4', sm: '6' } });
// Floated, the legend is a heading inside the card instead of a caption cut into its border.
const legend = cx(formLayout.legend, css({ float: 'left', w: '100%' }));
const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' });
const points = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' }, listStyle: 'none', p: '0', m: '0' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const note = css({ display: 'flex', gap: '2', alignItems: 'flex-start', p: '3', borderRadius: 'xl', bg: 'bg.subtle', color: 'fg.default', fontSize: 'sm' });

const NUMERIC = { inputMode: 'numeric' as const, pattern: '[0-9]*' };

/** The event form's fields in sections (docs/product/play.md, Screens: /organiser/new); the screen holds the values. */
export function EventFormFields({ values, errors, onChange, games, formats, bestOf, seedings, royale, lobbySizeMax, canChooseSchool, rulesPreview }: EventFormFieldsProps) {
  const text = (name: keyof EventFormValues & string) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange({ [name]: event.target.value } as Partial<EventFormValues>),
  });
  const setPlace = (index: number, value: string) => onChange({ placementPoints: values.placementPoints.map((old, at) => (at === index ? value : old)) });
  return (
    <>
      <fieldset className={`${formLayout.fieldset} ${section}`}>
        <legend className={legend}>{m.organiser_sectionEvent()}</legend>
        <div className={grid}>
          <TextField label={m.organiser_fieldName()} id="event-name" required maxLength={100} autoComplete="off" {...text('name')} rootClassName={css({ gridColumn: { sm: 'span 2' } })} />
          <SelectField label={m.organiser_fieldGame()} id="event-game" required placeholder={m.organiser_fieldChoose()} options={games} {...text('game')} />
        </div>
        <TextField label={m.organiser_fieldSubTitle()} id="event-subtitle" maxLength={200} autoComplete="off" {...text('subTitle')} />
        {canChooseSchool ? (
          <Switch name="schoolEvent" checked={values.schoolEvent} onCheckedChange={(schoolEvent) => onChange({ schoolEvent })}>
            {m.organiser_fieldSchoolEvent()}
          </Switch>
        ) : (
          <p className={note} data-testid="school-event-note">
            {m.organiser_schoolAlways()}
          </p>
        )}
      </fieldset>

      <fieldset className={`${formLayout.fieldset} ${section}`}>
        <legend className={legend}>{m.organiser_sectionPlay()}</legend>
        <div className={grid}>
          <SelectField label={m.organiser_fieldFormat()} id="event-format" required placeholder={m.organiser_fieldChoose()} options={formats} {...text('format')} />
          <TextField label={m.organiser_fieldTeamSize()} id="event-team-size" required {...NUMERIC} helperText={m.organiser_fieldTeamSizeHint()} {...text('teamSize')} />
          {royale ? null : <SelectField label={m.organiser_fieldBestOf()} id="event-best-of" required placeholder={m.organiser_fieldChoose()} options={bestOf} {...text('bestOf')} />}
          <SelectField label={m.organiser_fieldSeeding()} id="event-seeding" required placeholder={m.organiser_fieldChoose()} options={seedings} {...text('seeding')} />
          <TextField label={m.organiser_fieldCapacity()} id="event-capacity" {...NUMERIC} helperText={m.organiser_fieldCapacityHint()} {...text('capacity')} />
        </div>
        {values.format === 'SINGLE_ELIMINATION' ? (
          <Switch name="thirdPlaceMatch" checked={values.thirdPlaceMatch} onCheckedChange={(thirdPlaceMatch) => onChange({ thirdPlaceMatch })}>
            {m.organiser_fieldThirdPlace()}
          </Switch>
        ) : null}
      </fieldset>

      {royale ? (
        <fieldset className={`${formLayout.fieldset} ${section}`} data-testid="royale-fields">
          <legend className={legend}>{m.organiser_sectionRoyale()}</legend>
          <div className={grid}>
            <TextField label={m.organiser_fieldLobbySize()} id="event-lobby-size" required {...NUMERIC} helperText={m.organiser_fieldLobbySizeHint({ max: lobbySizeMax })} {...text('lobbySize')} />
            <TextField label={m.organiser_fieldRounds()} id="event-rounds" required {...NUMERIC} helperText={m.organiser_fieldRoundsHint()} {...text('royaleRounds')} />
          </div>
          <div role="group" data-field="pointsTable" aria-labelledby="points-table-title" aria-describedby="points-table-hint" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <h3 id="points-table-title" className={css({ fontWeight: '800' })}>
              {m.organiser_pointsTable()}
            </h3>
            <p id="points-table-hint" className={formLayout.hint}>
              {m.organiser_pointsHint()}
            </p>
            <ol className={points}>
              {values.placementPoints.map((value, index) => (
                // The list only grows or shrinks at its end, so a place's index is its identity.
                <li key={index}>
                  <TextField label={m.organiser_pointsPlace({ place: index + 1 })} id={`event-place-${index + 1}`} {...NUMERIC} value={value} onChange={(event) => setPlace(index, event.target.value)} />
                </li>
              ))}
            </ol>
            <div className={row}>
              <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => onChange({ placementPoints: [...values.placementPoints, '0'] })} disabled={values.placementPoints.length >= 100}>
                <PlusIcon size={16} />
                {m.organiser_pointsAddPlace()}
              </button>
              <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => onChange({ placementPoints: values.placementPoints.slice(0, -1) })} disabled={values.placementPoints.length <= 1}>
                <TrashIcon size={16} />
                {m.organiser_pointsRemovePlace()}
              </button>
            </div>
            <div className={css({ maxW: { sm: '280px' } })}>
              <TextField label={m.organiser_pointsPerElimination()} id="event-per-elimination" required {...NUMERIC} value={values.perElimination} onChange={(event) => onChange({ perElimination: event.target.value })} />
            </div>
            <FieldMessages controlId="event-points-table" error={errors.pointsTable} />
          </div>
        </fieldset>
      ) : null}

      <fieldset className={`${formLayout.fieldset} ${section}`}>
        <legend className={legend}>{m.organiser_sectionDates()}</legend>
        <div className={grid}>
          <TextField label={m.organiser_fieldSubscriptionsStart()} id="event-subscriptions-start" type="datetime-local" required {...text('subscriptionsStart')} />
          <TextField label={m.organiser_fieldSubscriptionsEnd()} id="event-subscriptions-end" type="datetime-local" required {...text('subscriptionsEnd')} />
          <TextField label={m.organiser_fieldStartDate()} id="event-start" type="datetime-local" required {...text('startDate')} />
        </div>
      </fieldset>

      <fieldset className={`${formLayout.fieldset} ${section}`}>
        <legend className={legend}>{m.organiser_sectionMatches()}</legend>
        <div className={grid}>
          <TextField label={m.organiser_fieldCheckIn()} id="event-check-in" required {...NUMERIC} helperText={m.organiser_fieldCheckInHint()} {...text('checkInMinutes')} />
          <TextField label={m.organiser_fieldAutoConfirm()} id="event-auto-confirm" required {...NUMERIC} helperText={m.organiser_fieldAutoConfirmHint()} {...text('autoConfirmMinutes')} />
          <TextField label={m.organiser_fieldNoShow()} id="event-no-show" required {...NUMERIC} helperText={m.organiser_fieldNoShowHint()} {...text('noShowGraceMinutes')} />
        </div>
      </fieldset>

      <fieldset className={`${formLayout.fieldset} ${section}`}>
        <legend className={legend}>{m.organiser_sectionRules()}</legend>
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' })}>
          <TextArea label={m.organiser_fieldRules()} id="event-rules" rows={10} helperText={m.organiser_fieldRulesHint()} {...text('rules')} />
          <section aria-labelledby="rules-preview-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
            <h3 id="rules-preview-title" className={css({ fontWeight: '800', fontSize: 'sm', color: 'fg.muted' })}>
              {m.organiser_rulesPreview()}
            </h3>
            {rulesPreview}
          </section>
        </div>
      </fieldset>
    </>
  );
}
