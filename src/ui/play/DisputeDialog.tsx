import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { EVIDENCE_TYPES, REASON_MAX, reasonProblem } from '@/domain/play/evidence';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { FieldMessages, fieldMessageIds } from '@/ui/components/FieldMessages';
import { TextArea } from '@/ui/components/TextArea';
import { Modal } from '@/ui/feedback/Modal';

export interface DisputeDialogProps {
  open: boolean;
  busy: boolean;
  /** Error texts by field: `reason`, `image`. */
  errors: Partial<Record<string, string>>;
  onSubmit: (dispute: { reason: string; image: File | null }) => void;
  onCancel: () => void;
}

const label = css({ fontWeight: '700', fontSize: 'sm' });
const chooser = css({ 'input:focus-visible + &': { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' } });

/** The dispute dialog (docs/product/play.md, Screens and Limits): a reason of 10 to 500 characters and an optional screenshot. */
export function DisputeDialog({ open, busy, errors, onSubmit, onCancel }: DisputeDialogProps) {
  const [reason, setReason] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const imageId = useId();
  // A reason fixed since the last try no longer shows its error.
  const reasonError = errors.reason && reasonProblem(reason) ? errors.reason : undefined;
  const imageIds = fieldMessageIds(imageId, { helperText: m.play_dispute_imageHint(), error: errors.image });
  return (
    <Modal
      open={open}
      title={m.play_dispute_title()}
      description={m.play_dispute_text()}
      onDismiss={onCancel}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className={button({ variant: 'secondary' })} onClick={onCancel} disabled={busy}>
            {m.play_dispute_cancel()}
          </button>
          <button type="submit" form="dispute-form" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy || undefined}>
            {busy ? m.common_loading() : m.play_dispute_send()}
          </button>
        </>
      }
    >
      <form
        id="dispute-form"
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ reason, image });
        }}
      >
        <TextArea
          label={m.play_dispute_reason()}
          name="reason"
          value={reason}
          maxLength={REASON_MAX + 50}
          helperText={m.play_dispute_reasonHint()}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label htmlFor={imageId} className={label}>
            {m.play_dispute_image()}
          </label>
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
            <input
              id={imageId}
              name="image"
              type="file"
              accept={EVIDENCE_TYPES.join(',')}
              className={css({ srOnly: true })}
              aria-invalid={errors.image ? true : undefined}
              aria-describedby={imageIds.describedBy}
              onChange={(event) => setImage(event.target.files?.[0] ?? null)}
            />
            {/* The browser's own file button speaks the browser's language: this one says it in Portuguese and takes the input's focus ring. */}
            <label htmlFor={imageId} className={`${button({ variant: 'secondary', size: 'sm' })} ${chooser}`} aria-hidden="true">
              {m.play_dispute_chooseImage()}
            </label>
            <span className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>{image?.name ?? m.play_dispute_noImage()}</span>
          </div>
          <FieldMessages controlId={imageId} helperText={m.play_dispute_imageHint()} error={errors.image} />
        </div>
      </form>
    </Modal>
  );
}
