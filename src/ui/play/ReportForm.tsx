import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { BestOf, GameScore } from '@/contract/play';
import { canAddGame, canRemoveGame, initialRows, readRows, winsNeeded, type GameRow } from '@/domain/play/scores';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { TextField } from '@/ui/components/TextField';
import { iconButton } from '@/ui/icon-button';
import { AlertIcon, PlusIcon, TrashIcon } from '@/ui/icons';

export interface ReportFormProps {
  bestOf: BestOf;
  names: [string, string];
  /** Error texts by field: `games` (the whole result) and `scores` (a score out of range). */
  errors: Partial<Record<string, string>>;
  busy: boolean;
  onSubmit: (games: GameScore[]) => void;
  onCancel: () => void;
}

const row = css({ display: 'grid', gridTemplateColumns: 'auto 1fr auto 1fr auto', alignItems: 'center', gap: '2' });
const scoreInput = css({
  width: '100%',
  minW: '0',
  minH: '11',
  px: '3',
  borderRadius: 'lg',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: '1.1rem',
  fontWeight: '800',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  _focusVisible: { borderColor: 'accent.default', outline: 'none', boxShadow: '0 0 0 3px token(colors.accent.subtle)' },
  '&[aria-invalid]': { borderColor: 'status.error' },
});
const gameLabel = css({ fontWeight: '700', fontSize: 'sm', color: 'fg.muted', minW: '14' });
const errorLine = css({ display: 'flex', alignItems: 'center', gap: '1.5', color: 'status.error', fontWeight: '600', fontSize: 'sm' });
const heads = css({ display: 'grid', gridTemplateColumns: 'auto 1fr auto 1fr auto', gap: '2', fontSize: 'sm', fontWeight: '800', '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'center' } });

/** One side's score in one game; the form's error line describes every score while it shows. */
function ScoreInput({ name, value, label, invalid, onChange }: { name?: string; value: string; label: string; invalid: boolean; onChange: (value: string) => void }) {
  return (
    <input
      className={scoreInput}
      name={name}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={2}
      value={value}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? 'report-error' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Cancel and send, waiting while the report is on its way. */
function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onCancel} disabled={busy}>
        {m.play_report_cancel()}
      </button>
      <button type="submit" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy || undefined}>
        {busy ? m.common_loading() : m.play_report_send()}
      </button>
    </>
  );
}

const toScore = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The report form (docs/product/play.md, Screens and Rules): one score pair per game; games added and removed within best-of-N. */
export function ReportForm({ bestOf, names, errors, busy, onSubmit, onCancel }: ReportFormProps) {
  const [rows, setRows] = useState<GameRow[]>(() => initialRows(bestOf));
  const error = errors.scores ?? errors.games;
  const setScore = (index: number, sideIndex: 0 | 1, value: string) => {
    setRows((current) => current.map((r, i) => (i === index ? (sideIndex === 0 ? [value, r[1]] : [r[0], value]) : r)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A score that is not a whole number goes as NaN: the flow's check refuses it at the field.
    const read = readRows(rows);
    onSubmit('games' in read ? read.games : rows.map(([a, b]) => ({ scores: [toScore(a), toScore(b)] })));
  };
  return (
    <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-labelledby="report-title">
      <h2 id="report-title" className={css({ textStyle: 'sectionTitle' })}>
        {m.play_report_title()}
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.play_report_hint({ count: String(winsNeeded(bestOf)) })}</p>
      <div className={heads} aria-hidden="true">
        <span />
        <span>{names[0]}</span>
        <span>×</span>
        <span>{names[1]}</span>
        <span className={css({ w: '11' })} />
      </div>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' })}>
        {rows.map(([a, b], index) => (
          <li key={index} className={row}>
            <span className={gameLabel}>{m.play_match_game({ number: String(index + 1) })}</span>
            <ScoreInput name={index === 0 ? 'scores' : undefined} value={a} label={m.play_report_score({ name: names[0], number: String(index + 1) })} invalid={Boolean(error)} onChange={(value) => setScore(index, 0, value)} />
            <span aria-hidden="true">×</span>
            <ScoreInput value={b} label={m.play_report_score({ name: names[1], number: String(index + 1) })} invalid={Boolean(error)} onChange={(value) => setScore(index, 1, value)} />
            {canRemoveGame(rows) ? (
              <button
                type="button"
                className={iconButton()}
                aria-label={m.play_report_removeGame({ number: String(index + 1) })}
                onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
              >
                <TrashIcon size={18} />
              </button>
            ) : (
              <span className={css({ w: '11' })} />
            )}
          </li>
        ))}
      </ol>
      {error ? (
        <p id="report-error" className={errorLine} role="alert">
          <AlertIcon size={16} />
          {error}
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between' })}>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} disabled={!canAddGame(rows, bestOf)} onClick={() => setRows((current) => [...current, ['', '']])}>
          <PlusIcon size={18} />
          {m.play_report_addGame()}
        </button>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <FormButtons busy={busy} onCancel={onCancel} />
        </div>
      </div>
    </form>
  );
}

export interface LobbyReportFormProps {
  /** How many entries the lobby has: the last placement. */
  places: number;
  errors: Partial<Record<string, string>>;
  busy: boolean;
  onSubmit: (report: { placement: number; eliminations: number }) => void;
  onCancel: () => void;
}

/** A battle-royale lobby: the caller's own placement and eliminations (docs/product/play.md, Rules). */
export function LobbyReportForm({ places, errors, busy, onSubmit, onCancel }: LobbyReportFormProps) {
  const [placement, setPlacement] = useState('');
  const [eliminations, setEliminations] = useState('0');
  return (
    <form
      noValidate
      aria-labelledby="report-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ placement: toScore(placement), eliminations: toScore(eliminations) });
      }}
    >
      <h2 id="report-title" className={css({ textStyle: 'sectionTitle' })}>
        {m.play_report_title()}
      </h2>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' })}>
        <TextField label={m.play_report_placement()} name="placement" inputMode="numeric" min={1} max={places} value={placement} error={errors.placement} onChange={(event) => setPlacement(event.target.value)} />
        <TextField label={m.play_report_eliminations()} name="eliminations" inputMode="numeric" min={0} value={eliminations} error={errors.eliminations} onChange={(event) => setEliminations(event.target.value)} />
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })}>
        <FormButtons busy={busy} onCancel={onCancel} />
      </div>
    </form>
  );
}
