import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { ModerationReport } from '@/contract/moderation';
import { formatInBrazil } from '@/domain/brazil-time';
import { DECISION_ACTIONS, RULING_MAX, SUSPENSION_DAYS_MAX } from '@/domain/moderation/reports';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Quote } from '@/ui/components/Quote';
import { RadioGroup } from '@/ui/components/RadioGroup';
import { TextField } from '@/ui/components/TextField';
import { useErrorRound, useFocusFirstError } from '@/ui/components/use-error-focus';
import type { FieldMessage } from '@/domain/validation/rules';
import { WrittenAndSend } from './WrittenAndSend';
import { ACTION_LABELS, CATEGORY_LABELS, STATUS_LABELS, TARGET_TEXTS } from './labels';
import { useErrorTexts } from '@/ui/use-message-table';

const card = css({ display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', md: '5' }, borderRadius: '2xl', bg: 'bg.surface', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default' });
const badge = css({ display: 'inline-flex', alignItems: 'center', px: '2.5', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: '800', bg: 'accent.subtle', color: 'accent.emphasis' });
const warnBadge = css({ bg: 'bg.subtle', color: 'fg.default', borderWidth: '1px', borderStyle: 'solid', borderColor: 'status.warning' });
const facts = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', rowGap: '1', columnGap: '4', color: 'fg.muted', fontSize: 'sm' });
const formBox = css({ display: 'flex', flexDirection: 'column', gap: '4', pt: '3', borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.default' });

/** A decision as the form has it: the days as typed, null when not a whole number. */
export interface DecisionDraft {
  action: string;
  ruling: string;
  days: number | null;
}

export interface ReportCardProps {
  report: ModerationReport;
  busy: boolean;
  /** Field errors of this report's form, when the last try was on it. */
  fieldErrors: FieldMessage[];
  onReview: () => void;
  onDecide: (draft: DecisionDraft) => void;
  onAnswerAppeal: (outcome: string, ruling: string) => void;
}

function DecisionForm({ report, busy, fieldErrors, onDecide }: Pick<ReportCardProps, 'report' | 'busy' | 'fieldErrors' | 'onDecide'>) {
  const [action, setAction] = useState('');
  const [ruling, setRuling] = useState('');
  const [days, setDays] = useState('7');
  const errors = useErrorTexts(fieldErrors);
  const formRef = useFocusFirstError(useErrorRound(fieldErrors), errors, ['action', 'days', 'ruling']);
  const formId = `decision-${report.id}`;
  return (
    <form
      ref={formRef}
      id={formId}
      noValidate
      className={formBox}
      aria-label={m.moderation_decision_formLabel({ id: String(report.id) })}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = /^\d{1,4}$/.test(days.trim()) ? Number(days.trim()) : null;
        onDecide({ action, ruling, days: parsed });
      }}
    >
      <div data-field="action">
        <RadioGroup
          label={m.moderation_decision_action()}
          name={`action-${report.id}`}
          required
          value={action || null}
          options={DECISION_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value]() }))}
          onValueChange={setAction}
          error={errors.action}
        />
      </div>
      {action === 'SUSPEND' ? (
        <TextField
          label={m.moderation_decision_days()}
          name="days"
          inputMode="numeric"
          value={days}
          required
          helperText={m.moderation_decision_daysHint({ max: String(SUSPENSION_DAYS_MAX) })}
          error={errors.days}
          onChange={(event) => setDays(event.target.value)}
        />
      ) : null}
      <WrittenAndSend label={m.moderation_decision_ruling()} name="ruling" max={RULING_MAX} value={ruling} onChange={setRuling} error={errors.ruling} hint={m.moderation_decision_rulingHint()} send={m.moderation_decision_submit()} busy={busy} />
    </form>
  );
}

function AppealAnswerForm({ report, busy, fieldErrors, onAnswerAppeal }: Pick<ReportCardProps, 'report' | 'busy' | 'fieldErrors' | 'onAnswerAppeal'>) {
  const [outcome, setOutcome] = useState('');
  const [ruling, setRuling] = useState('');
  const errors = useErrorTexts(fieldErrors);
  const formRef = useFocusFirstError(useErrorRound(fieldErrors), errors, ['outcome', 'ruling']);
  return (
    <form
      ref={formRef}
      noValidate
      className={formBox}
      aria-label={m.moderation_appealAnswer_formLabel({ id: String(report.id) })}
      onSubmit={(event) => {
        event.preventDefault();
        onAnswerAppeal(outcome, ruling);
      }}
    >
      <div data-field="outcome">
        <RadioGroup
          label={m.moderation_appealAnswer_outcome()}
          name={`outcome-${report.id}`}
          required
          value={outcome || null}
          options={[
            { value: 'UPHOLD', label: m.moderation_appealAnswer_UPHOLD() },
            { value: 'OVERTURN', label: m.moderation_appealAnswer_OVERTURN() },
          ]}
          onValueChange={setOutcome}
          error={errors.outcome}
        />
      </div>
      <WrittenAndSend label={m.moderation_decision_ruling()} name="ruling" max={RULING_MAX} value={ruling} onChange={setRuling} error={errors.ruling} hint={m.moderation_appealAnswer_rulingHint()} send={m.moderation_appealAnswer_submit()} busy={busy} />
    </form>
  );
}

/** One report in the moderation queue: what was reported and why, who is involved, and what the admin may do now. */
export function ReportCard({ report, busy, fieldErrors, onReview, onDecide, onAnswerAppeal }: ReportCardProps) {
  const titleId = `report-${report.id}-title`;
  const { decision, appeal } = report;
  return (
    <article className={card} aria-labelledby={titleId}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <span className={cx(badge, report.status === 'APPEALED' ? warnBadge : undefined)}>{STATUS_LABELS[report.status]()}</span>
        <h2 id={titleId} className={css({ fontWeight: '800', fontSize: 'lg', overflowWrap: 'anywhere' })}>
          {m.moderation_card_title({ id: String(report.id), category: CATEGORY_LABELS[report.category]() })}
        </h2>
      </div>
      <p className={css({ fontWeight: '700', overflowWrap: 'anywhere' })}>{TARGET_TEXTS[report.targetKind]({ name: report.targetLabel })}</p>
      <div className={facts}>
        {report.targetKind === 'TEAM' && report.reportedPlayId ? <span>{m.moderation_card_leader({ name: report.reportedPlayId })}</span> : null}
        {report.reportedIsMinor ? <span className={cx(badge, warnBadge)}>{m.moderation_card_minor()}</span> : null}
        {report.earlierSanctions > 0 ? <span>{m.moderation_card_earlier({ count: String(report.earlierSanctions) })}</span> : null}
        <span>{m.moderation_card_reporter({ name: report.reporterPlayId ?? m.moderation_card_gone(), date: formatInBrazil(report.createdAt) })}</span>
      </div>
      {report.details ? <Quote>{report.details}</Quote> : <p className={facts}>{m.moderation_card_noDetails()}</p>}
      {report.evidenceUrl ? (
        <a href={report.evidenceUrl} target="_blank" rel="noopener noreferrer" className={css({ alignSelf: 'flex-start' })} aria-label={m.moderation_card_evidenceOpen()}>
          <img src={report.evidenceUrl} alt={m.moderation_card_evidence()} className={css({ maxW: '100%', maxH: '200px', borderRadius: 'lg', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default' })} />
        </a>
      ) : null}
      {decision ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <p className={css({ fontWeight: '700' })}>
            {decision.action === 'SUSPEND' ? m.moderation_card_decidedSuspend({ days: String(decision.days ?? 0) }) : m.moderation_card_decided({ action: ACTION_LABELS[decision.action]() })}
            {' · '}
            {formatInBrazil(decision.at)}
          </p>
          <Quote>{decision.ruling}</Quote>
        </div>
      ) : null}
      {appeal ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <p className={css({ fontWeight: '700' })}>{m.moderation_card_appeal({ date: formatInBrazil(appeal.at) })}</p>
          <Quote>{appeal.text}</Quote>
          {appeal.outcome ? (
            <p>
              {appeal.outcome === 'UPHOLD' ? m.moderation_card_appealUpheld() : m.moderation_card_appealOverturned()} {appeal.ruling}
            </p>
          ) : null}
        </div>
      ) : null}
      {report.status === 'RECEIVED' ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <button type="button" className={button({ variant: 'primary' })} disabled={busy} aria-busy={busy || undefined} onClick={onReview}>
            {busy ? m.common_loading() : m.moderation_card_review()}
          </button>
          <span className={facts}>{m.moderation_card_reviewHint()}</span>
        </div>
      ) : null}
      {report.status === 'UNDER_REVIEW' ? <DecisionForm report={report} busy={busy} fieldErrors={fieldErrors} onDecide={onDecide} /> : null}
      {report.status === 'APPEALED' ? <AppealAnswerForm report={report} busy={busy} fieldErrors={fieldErrors} onAnswerAppeal={onAnswerAppeal} /> : null}
    </article>
  );
}
