import { useMemo, type RefObject } from 'react';
import { css, cx } from 'styled-system/css';
import { GRADE_SUBJECTS, GRADING_SYSTEMS, PERIOD_TYPES } from '@/domain/school/grades';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Checkbox, SelectField, TextField } from '@/ui/components';
import { ClockIcon, SchoolIcon, SuccessIcon, WarningIcon } from '@/ui/icons';
import type { SchoolLinkWizardProps } from './SchoolLinkWizard.types';
import type { GradeSubject, PeriodType } from '@/domain/school/grades';
import { useFocusFirstError } from '@/ui/components/use-error-focus';
import { Notice, wizardStyles } from './SchoolLinkWizardSteps';

const SUBJECT_LABELS: Record<GradeSubject, () => string> = {
  portuguese: m.schoolLink_subject_portuguese,
  mathematics: m.schoolLink_subject_mathematics,
  history: m.schoolLink_subject_history,
  geography: m.schoolLink_subject_geography,
  science: m.schoolLink_subject_science,
  arts: m.schoolLink_subject_arts,
  physicalEducation: m.schoolLink_subject_physicalEducation,
  foreignLanguage: m.schoolLink_subject_foreignLanguage,
};

const PERIOD_LABELS: Record<PeriodType, () => string> = {
  BIMESTER: m.schoolLink_period_BIMESTER,
  TRIMESTER: m.schoolLink_period_TRIMESTER,
  SEMESTER: m.schoolLink_period_SEMESTER,
  YEAR: m.schoolLink_period_YEAR,
};

const GRADING_LABELS: Record<keyof typeof GRADING_SYSTEMS, () => string> = { 1: m.schoolLink_grading_1, 2: m.schoolLink_grading_2 };

const heading = css({ textStyle: 'sectionTitle', fontSize: '1.15rem', outline: 'none' });

const statusCard = css({
  display: 'flex',
  gap: '4',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: 'flex-start',
  p: { base: '4', sm: '5' },
  borderRadius: 'xl',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderInlineStartWidth: '6px',
  bg: 'bg.surface',
});
const statusIcon = css({ display: 'grid', placeItems: 'center', w: '12', h: '12', flexShrink: 0, borderRadius: 'full', bg: 'bg.subtle' });
/** Each tone's border and icon colour, fixed in the source so the build resolves them. */
const STATUS_TONES = {
  warning: { card: css({ borderColor: 'status.warning' }), icon: css({ color: 'status.warning' }) },
  success: { card: css({ borderColor: 'status.success' }), icon: css({ color: 'status.success' }) },
  error: { card: css({ borderColor: 'status.error' }), icon: css({ color: 'status.error' }) },
} as const;

/** A status panel: an icon, a title and a text (blocked, done, step error). */
function StatusPanel({
  tone,
  title,
  text,
  headingRef,
  children,
  testId,
}: {
  tone: 'warning' | 'success' | 'error';
  title: string;
  text: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children?: React.ReactNode;
  testId: string;
}) {
  const Icon = tone === 'warning' ? ClockIcon : tone === 'success' ? SuccessIcon : WarningIcon;
  return (
    <section
      role={tone === 'warning' ? 'status' : undefined}
      data-testid={testId}
      className={cx(statusCard, STATUS_TONES[tone].card)}
    >
      <span
        className={cx(statusIcon, STATUS_TONES[tone].icon)}
      >
        <Icon size={26} />
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
        <h3 ref={headingRef} tabIndex={-1} className={heading}>
          {title}
        </h3>
        <p className={css({ color: 'fg.muted' })}>{text}</p>
        {children}
      </div>
    </section>
  );
}

function LinkedSchool({ name }: { name: string | null }) {
  if (!name) return null;
  return (
    <p className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: '700', color: 'fg.default' })} data-testid="school-link-linked-name">
      <span className={css({ color: 'accent.default', display: 'inline-flex' })}>
        <SchoolIcon size={20} />
      </span>
      {name}
    </p>
  );
}

/** Editing is blocked while the institution awaits approval (docs/product/school.md, States). */
export function BlockedView(props: SchoolLinkWizardProps) {
  return (
    <StatusPanel tone="warning" title={m.schoolLink_blockedTitle()} text={m.schoolLink_blockedText()} testId="school-link-blocked">
      <LinkedSchool name={props.linkedSchoolName} />
    </StatusPanel>
  );
}

export function DoneView({ headingRef, ...props }: SchoolLinkWizardProps & { headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <StatusPanel
      tone={props.complete ? 'success' : 'warning'}
      title={m.schoolLink_doneTitle()}
      text={props.complete ? m.schoolLink_doneComplete() : m.schoolLink_doneIncomplete()}
      headingRef={headingRef}
      testId="school-link-done"
    >
      <LinkedSchool name={props.linkedSchoolName} />
    </StatusPanel>
  );
}

export function StepErrorView(props: SchoolLinkWizardProps) {
  return (
    <StatusPanel tone="error" title={m.schoolLink_stepErrorTitle()} text={m.schoolLink_stepErrorText()} testId="school-link-step-error">
      <button type="button" className={cx(button({ variant: 'primary' }), css({ alignSelf: 'flex-start' }))} onClick={props.onRetry}>
        {m.schoolLink_stepErrorRetry()}
      </button>
    </StatusPanel>
  );
}

/** A minor's guardian authorises the link; it may wait (docs/product/school.md, Screens and Rules). */
export function GuardianStep({ headingRef, ...props }: SchoolLinkWizardProps & { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const needsGuardianForm = props.notice !== null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.sending) props.onAuthorize();
      }}
      className={wizardStyles.form}
      aria-busy={props.sending}
      data-testid="school-link-guardian"
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h3 ref={headingRef} tabIndex={-1} className={heading}>
          {m.schoolLink_guardianTitle()}
        </h3>
        <p className={wizardStyles.muted}>{m.schoolLink_guardianText()}</p>
      </div>
      <Checkbox checked={props.guardianAccepted} onCheckedChange={props.onAcceptGuardian} name="acceptResponsibleTerms" required error={props.errors.acceptResponsibleTerms}>
        {m.schoolLink_guardianTerms()}
      </Checkbox>
      <Notice text={props.notice} />
      {needsGuardianForm ? (
        <a href={props.guardianFormHref} className={cx(button({ variant: 'secondary' }), css({ alignSelf: 'flex-start' }))}>
          {m.schoolLink_guardianRegister()}
        </a>
      ) : null}
      <div className={wizardStyles.actions}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={props.onSkip} disabled={props.sending}>
          {m.schoolLink_later()}
        </button>
        <button type="submit" className={cx(button({ variant: 'primary' }), css({ w: { base: '100%', sm: 'auto' } }))} disabled={props.sending}>
          {props.sending ? m.schoolLink_guardianSending() : m.schoolLink_guardianAuthorize()}
        </button>
      </div>
    </form>
  );
}

const GRADES_ORDER = ['periodType', 'period', 'gradingSystemID', ...GRADE_SUBJECTS, 'acceptGradesVerificationTerms'];

/** The optional grades of one period (docs/product/school.md, API and Rules). */
export function GradesStep({ headingRef, ...props }: SchoolLinkWizardProps & { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { grades, errors, onChangeGrades } = props;
  const formRef = useFocusFirstError(props.errorRound, errors, GRADES_ORDER);
  const periodTypeOptions = useMemo(() => (Object.keys(PERIOD_LABELS) as PeriodType[]).map((type) => ({ value: type, label: PERIOD_LABELS[type]() })), []);
  const periodCount = grades.periodType ? PERIOD_TYPES[grades.periodType] : 0;
  const periodOptions = Array.from({ length: periodCount }, (_, i) => ({ value: String(i + 1), label: m.schoolLink_periodOption({ n: i + 1 }) }));
  const gradingOptions = (Object.keys(GRADING_SYSTEMS) as Array<`${keyof typeof GRADING_SYSTEMS}`>).map((id) => ({ value: id, label: GRADING_LABELS[Number(id) as 1 | 2]() }));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.sending) props.onSendGrades();
      }}
      className={wizardStyles.form}
      aria-busy={props.sending}
      data-testid="school-link-grades"
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h3 ref={headingRef} tabIndex={-1} className={heading}>
          {m.schoolLink_gradesTitle()}
        </h3>
        <p className={wizardStyles.muted}>{m.schoolLink_gradesText()}</p>
      </div>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' })}>
        <div data-field="periodType">
          <SelectField
            label={m.schoolLink_periodType()}
            placeholder={m.schoolLink_periodTypeChoose()}
            name="periodType"
            required
            options={periodTypeOptions}
            value={grades.periodType}
            onChange={(event) => onChangeGrades({ periodType: event.target.value as PeriodType | '', period: '' })}
            error={errors.periodType}
          />
        </div>
        <div data-field="period">
          <SelectField
            label={m.schoolLink_period()}
            placeholder={m.schoolLink_periodChoose()}
            name="period"
            required
            disabled={!grades.periodType}
            options={periodOptions}
            value={grades.period}
            onChange={(event) => onChangeGrades({ period: event.target.value })}
            error={errors.period}
          />
        </div>
        <div data-field="gradingSystemID">
          <SelectField
            label={m.schoolLink_gradingSystem()}
            placeholder={m.schoolLink_gradingChoose()}
            name="gradingSystemID"
            required
            options={gradingOptions}
            value={grades.gradingSystemID}
            onChange={(event) => onChangeGrades({ gradingSystemID: event.target.value })}
            error={errors.gradingSystemID}
          />
        </div>
      </div>
      <fieldset className={css({ border: 'none', m: '0', p: '0', minW: '0' })}>
        <legend className={css({ fontWeight: '700', mb: '3', p: '0' })}>{m.schoolLink_subjects()}</legend>
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }, alignItems: 'start' })}>
          {GRADE_SUBJECTS.map((subject) => (
            <div key={subject} data-field={subject}>
              <TextField
                label={SUBJECT_LABELS[subject]()}
                name={subject}
                required
                inputMode="decimal"
                autoComplete="off"
                maxLength={5}
                value={grades.grades[subject]}
                onChange={(event) => onChangeGrades({ grades: { [subject]: event.target.value } })}
                error={errors[subject]}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div data-field="acceptGradesVerificationTerms">
        <Checkbox
          checked={grades.acceptGradesVerificationTerms}
          onCheckedChange={(accepted) => onChangeGrades({ acceptGradesVerificationTerms: accepted })}
          name="acceptGradesVerificationTerms"
          required
          error={errors.acceptGradesVerificationTerms}
        >
          {m.schoolLink_gradesTerms()}
        </Checkbox>
      </div>
      <Notice text={props.notice} />
      <div className={wizardStyles.actions}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={props.onSkip} disabled={props.sending}>
          {m.schoolLink_gradesSkip()}
        </button>
        <button type="submit" className={cx(button({ variant: 'primary' }), css({ w: { base: '100%', sm: 'auto' } }))} disabled={props.sending}>
          {props.sending ? m.schoolLink_gradesSending() : m.schoolLink_gradesSend()}
        </button>
      </div>
    </form>
  );
}
