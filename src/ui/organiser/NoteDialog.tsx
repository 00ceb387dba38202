import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Modal } from '@/ui/feedback/Modal';
import { TextArea } from '@/ui/components/TextArea';

export interface NoteDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  /** The error under the note (blank, too long, refused). */
  error?: string;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}

/** A confirmation that asks for a note first (disqualifying a participant; docs/product/play.md, Rules). */
export function NoteDialog({ title, text, confirmLabel, busy, error, onConfirm, onCancel }: NoteDialogProps) {
  const [note, setNote] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onConfirm(note);
  }
  return (
    <Modal
      open
      role="alertdialog"
      locked={busy}
      title={title}
      description={text}
      onDismiss={onCancel}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className={button({ variant: 'secondary' })} onClick={onCancel} disabled={busy}>
            {m.common_cancel()}
          </button>
          <button type="submit" form="note-form" className={button({ variant: 'accent' })} disabled={busy} data-testid="note-confirm">
            {busy ? m.organiser_working() : confirmLabel}
          </button>
        </>
      }
    >
      <form id="note-form" noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column' })}>
        <TextArea label={m.organiser_note()} id="note-text" name="note" required rows={3} maxLength={500} helperText={m.organiser_noteHint()} value={note} error={error} onChange={(event) => setNote(event.target.value)} />
      </form>
    </Modal>
  );
}
