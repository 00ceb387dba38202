import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { ResolveValues } from '@/domain/organiser/resolve';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { TextField } from '@/ui/components';
import { FieldMessages } from '@/ui/components/FieldMessages';
import { Modal } from '@/ui/feedback/Modal';
import { PlusIcon, TrashIcon } from '@/ui/icons';
import { TextArea } from '@/ui/components/TextArea';

export interface ResolveDialogProps {
  open: boolean;
  title: string;
  intro: string;
  /** The two sides' names (duels). */
  sides: [string, string];
  /** Null while the match loads. */
  values: ResolveValues | null;
  onChange: (values: ResolveValues) => void;
  errors: Partial<Record<'games' | 'scores' | 'placement' | 'eliminations' | 'note', string>>;
  /** Why the last send failed, shown above the buttons. */
  failure: string[];
  failed: boolean;
  submitting: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onEdit: () => void;
}

const NUMERIC = { inputMode: 'numeric' as const, pattern: '[0-9]*' };
const gameRow = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '5rem 1fr 1fr' }, gap: '3', alignItems: 'center' });

/** The organiser's result for a match: games and scores, or every lobby entry, and a note (docs/product/play.md, Screens: the console). */
export function ResolveDialog({ open, title, intro, sides, values, onChange, errors, failure, failed, submitting, onSubmit, onCancel, onRetry, onEdit }: ResolveDialogProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) onSubmit();
  }
  const footer = failed ? (
    <>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onEdit}>
        {m.organiser_resolveEdit()}
      </button>
      <button type="button" className={button({ variant: 'primary' })} onClick={onRetry}>
        {m.organiser_retry()}
      </button>
    </>
  ) : (
    <>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onCancel} disabled={submitting}>
        {m.common_cancel()}
      </button>
      <button type="submit" form="resolve-form" className={button({ variant: 'primary' })} disabled={submitting || values === null} data-testid="resolve-submit">
        {submitting ? m.organiser_resolveSaving() : m.organiser_resolveSubmit()}
      </button>
    </>
  );
  return (
    <Modal open={open} locked={submitting} title={title} description={intro} onDismiss={onCancel} onClose={onCancel} footer={footer}>
      {values === null ? (
        <p aria-busy="true">{m.organiser_loadingMatch()}</p>
      ) : (
        <form id="resolve-form" noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="resolve-form">
          {values.kind === 'DUEL' ? (
            <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0', minW: '0' })} disabled={failed}>
              <legend className={css({ srOnly: true })}>{title}</legend>
              {/* The sides' names in full above their columns (the fields' own labels are cut short when the names are long). */}
              <div aria-hidden="true" className={`${gameRow} ${css({ display: { base: 'none', sm: 'grid' }, fontSize: 'sm', fontWeight: '800', color: 'fg.muted', overflowWrap: 'anywhere' })}`}>
                <span />
                <span>{sides[0]}</span>
                <span>{sides[1]}</span>
              </div>
              {values.games.map(([a, b], index) => {
                const setScore = (side: 0 | 1, score: string) =>
                  onChange({ ...values, games: values.games.map((game, at) => (at === index ? (side === 0 ? [score, game[1]] : [game[0], score]) : game)) });
                return (
                  // Games are only added or removed at the end, so a game's index is its identity.
                  <div key={index} className={gameRow} role="group" aria-label={m.organiser_game({ n: index + 1 })}>
                    <span className={css({ fontWeight: '800' })}>{m.organiser_game({ n: index + 1 })}</span>
                    <TextField label={m.organiser_scoreOf({ name: sides[0], n: index + 1 })} {...NUMERIC} value={a} onChange={(event) => setScore(0, event.target.value)} name={`game-${index}-a`} />
                    <TextField label={m.organiser_scoreOf({ name: sides[1], n: index + 1 })} {...NUMERIC} value={b} onChange={(event) => setScore(1, event.target.value)} name={`game-${index}-b`} />
                  </div>
                );
              })}
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => onChange({ ...values, games: [...values.games, ['', '']] })} disabled={values.games.length >= values.bestOf}>
                  <PlusIcon size={16} />
                  {m.organiser_addGame()}
                </button>
                <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => onChange({ ...values, games: values.games.slice(0, -1) })} disabled={values.games.length <= 1}>
                  <TrashIcon size={16} />
                  {m.organiser_removeGame()}
                </button>
              </div>
              <FieldMessages controlId="resolve-games" error={errors.scores ?? errors.games} />
            </fieldset>
          ) : (
            <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0', minW: '0' })} disabled={failed}>
              <legend className={css({ srOnly: true })}>{title}</legend>
              {values.entries.map((entry, index) => {
                const set = (change: Partial<typeof entry>) => onChange({ ...values, entries: values.entries.map((old, at) => (at === index ? { ...old, ...change } : old)) });
                return (
                  <div key={entry.participantId} role="group" aria-label={entry.name} className={css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr', sm: 'minmax(0, 1.4fr) 1fr 1fr' }, gap: '3', alignItems: 'center' })}>
                    <span className={css({ fontWeight: '800', overflowWrap: 'anywhere', gridColumn: { base: 'span 2', sm: 'auto' } })}>{entry.name}</span>
                    <TextField label={m.organiser_placementOf()} {...NUMERIC} value={entry.placement} onChange={(event) => set({ placement: event.target.value })} />
                    <TextField label={m.organiser_eliminationsOf()} {...NUMERIC} value={entry.eliminations} onChange={(event) => set({ eliminations: event.target.value })} />
                  </div>
                );
              })}
              <FieldMessages controlId="resolve-entries" error={errors.placement ?? errors.eliminations} />
            </fieldset>
          )}
          <TextArea label={m.organiser_resolveNote()} id="resolve-note" name="note" required rows={3} maxLength={500} helperText={m.organiser_resolveNoteHint()} value={values.note} error={errors.note} readOnly={failed} onChange={(event) => onChange({ ...values, note: event.target.value })} />
          {failure.length > 0 ? (
            <div role="alert" className={css({ p: '3', borderRadius: 'xl', borderWidth: '2px', borderStyle: 'solid', borderColor: 'status.error' })} data-testid="resolve-failure">
              {failed ? <p className={css({ fontWeight: '700' })}>{m.organiser_resolveFailed()}</p> : null}
              {failure.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
