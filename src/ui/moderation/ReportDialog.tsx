import { useState } from 'react';
import { css } from 'styled-system/css';
import { CATEGORIES_BY_TARGET, DETAILS_MAX } from '@/domain/moderation/reports';
import type { ReportTargetKind } from '@/domain/moderation/reports';
import type { FieldMessage } from '@/domain/validation/rules';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { RadioGroup } from '@/ui/components/RadioGroup';
import { TextArea } from '@/ui/components/TextArea';
import { useErrorRound, useFocusFirstError } from '@/ui/components/use-error-focus';
import { Modal } from '@/ui/feedback/Modal';
import { SuccessIcon } from '@/ui/icons';
import { CATEGORY_LABELS } from './labels';
import { useErrorTexts } from '@/ui/use-message-table';

export interface ReportForm {
  category: string;
  details: string;
}

/** What the dialog shows: open about a subject (a kind and a name), the form or the thanks. */
export interface ReportDialogState {
  subject: { target: { kind: ReportTargetKind }; label: string } | null;
  sent: boolean;
  busy: boolean;
  form: ReportForm;
  fieldErrors: FieldMessage[];
}

export interface ReportDialogProps {
  view: ReportDialogState;
  onSubmit: (form: ReportForm) => void;
  onClose: () => void;
}

const TITLES = { PLAYER: m.moderation_report_titlePlayer, TEAM: m.moderation_report_titleTeam, EVIDENCE: m.moderation_report_titleEvidence } as const;
const ORDER = ['category', 'details'] as const;

function ReportFields({ view, onSubmit }: Pick<ReportDialogProps, 'view' | 'onSubmit'>) {
  const [form, setForm] = useState<ReportForm>(view.form);
  const errors = useErrorTexts(view.fieldErrors);
  const formRef = useFocusFirstError(useErrorRound(view.fieldErrors), errors, ORDER);
  const kind = view.subject!.target.kind;
  return (
    <form
      id="report-form"
      ref={formRef}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(form);
      }}
    >
      <div data-field="category">
        <RadioGroup
          label={m.moderation_report_category()}
          name="category"
          required
          value={form.category || null}
          options={CATEGORIES_BY_TARGET[kind].map((value) => ({ value, label: CATEGORY_LABELS[value]() }))}
          onValueChange={(category) => setForm((current) => ({ ...current, category }))}
          error={errors.category}
        />
      </div>
      <TextArea
        label={form.category === 'OTHER' ? m.moderation_report_detailsRequired() : m.moderation_report_details()}
        name="details"
        value={form.details}
        maxLength={DETAILS_MAX + 50}
        required={form.category === 'OTHER'}
        helperText={m.moderation_report_detailsHint()}
        error={errors.details}
        onChange={(event) => setForm((current) => ({ ...current, details: event.target.value }))}
      />
    </form>
  );
}

/** The report dialog (docs/product/moderation.md, Reports): a reason for this kind of target, details, and thanks once sent. */
export function ReportDialog({ view, onSubmit, onClose }: ReportDialogProps) {
  const subject = view.subject;
  const title = subject ? TITLES[subject.target.kind]({ name: subject.label }) : '';
  return (
    <Modal
      open={subject !== null}
      title={view.sent ? m.moderation_report_sentTitle() : title}
      description={view.sent ? undefined : m.moderation_report_text()}
      onDismiss={onClose}
      onClose={onClose}
      footer={
        view.sent ? (
          <button type="button" className={button({ variant: 'primary' })} onClick={onClose}>
            {m.moderation_report_close()}
          </button>
        ) : (
          <>
            <button type="button" className={button({ variant: 'secondary' })} onClick={onClose} disabled={view.busy}>
              {m.moderation_report_cancel()}
            </button>
            <button type="submit" form="report-form" className={button({ variant: 'primary' })} disabled={view.busy} aria-busy={view.busy || undefined}>
              {view.busy ? m.common_loading() : m.moderation_report_send()}
            </button>
          </>
        )
      }
    >
      {view.sent ? (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })} role="status">
          <SuccessIcon size={28} />
          <p>{m.moderation_report_sentText()}</p>
        </div>
      ) : subject ? (
        <ReportFields key={`${subject.target.kind}:${subject.label}`} view={view} onSubmit={onSubmit} />
      ) : null}
    </Modal>
  );
}
