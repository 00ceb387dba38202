import { useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { stepBarLinks, type WizardStep } from '@/domain/school/wizard-steps';
import { m } from '@/paraglide/messages';
import { ErrorState } from '@/ui/components';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { CheckIcon } from '@/ui/icons';
import type { SchoolLinkWizardProps, WizardView } from './SchoolLinkWizard.types';
import { AdvancedStep, RegisterStep, ResultsStep, SimpleStep } from './SchoolLinkWizardSteps';
import { BlockedView, DoneView, GradesStep, GuardianStep, StepErrorView } from './SchoolLinkWizardFollowUp';

export type * from './SchoolLinkWizard.types';

const STEP_OF: Partial<Record<WizardView, WizardStep>> = { simple: 1, advanced: 2, results: 3, register: 4 };
const STEP_TITLES = [m.schoolLink_step1, m.schoolLink_step2, m.schoolLink_step3, m.schoolLink_step4];

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  steps: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: '2',
    listStyle: 'none',
    m: '0',
    p: '0',
    counterReset: 'step',
  }),
  step: css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' }),
  bar: css({ h: '1.5', borderRadius: 'full', bg: 'border.default', '&[data-reached]': { bg: 'accent.default' } }),
  stepLabel: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    minH: '6',
    fontSize: 'sm',
    fontWeight: '600',
    color: 'fg.muted',
    bg: 'transparent',
    border: 'none',
    p: '0',
    textAlign: 'start',
    '&[data-current]': { color: 'accent.emphasis', fontWeight: '800' },
  }),
  stepButton: css({ cursor: 'pointer', color: 'fg.link', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'accent.emphasis' } }),
  stepNumber: css({
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    w: '6',
    h: '6',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: '800',
    bg: 'bg.subtle',
    color: 'fg.default',
    '[data-current] > &': { bg: 'accent.default', color: 'fg.onAccent' },
  }),
  stepName: css({ display: { base: 'none', lg: 'inline' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  stepCaption: css({ fontSize: 'sm', color: 'fg.muted', fontWeight: '600' }),
  heading: css({ textStyle: 'sectionTitle', fontSize: '1.15rem', outline: 'none' }),
};

function Stepper({ step, facts, onGoToStep }: { step: WizardStep; facts: SchoolLinkWizardProps['stepBar']; onGoToStep: (step: number) => void }) {
  const reachable = (target: number) => stepBarLinks(target, { current: step, ...facts });
  return (
    <nav aria-label={m.schoolLink_steps()}>
      <ol className={styles.steps}>
        {STEP_TITLES.map((title, index) => {
          const number = index + 1;
          const current = number === step;
          const label = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {number < step ? <CheckIcon size={14} strokeWidth={3} /> : number}
              </span>
              <span aria-hidden="true" className={styles.stepName}>
                {title()}
              </span>
              <span className={css({ srOnly: true })}>{`${number}. ${title()}`}</span>
            </>
          );
          return (
            <li key={number} className={styles.step}>
              <span className={styles.bar} data-reached={number <= step ? '' : undefined} aria-hidden="true" />
              {reachable(number) ? (
                <button type="button" className={cx(styles.stepLabel, styles.stepButton)} onClick={() => onGoToStep(number)}>
                  {label}
                </button>
              ) : (
                <span className={styles.stepLabel} data-current={current ? '' : undefined} aria-current={current ? 'step' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * School link wizard, as a view (docs/product/school.md, States): steps 1 to 4 with a stepper, the irreversible-save
 * confirmation, the draft info dialog, then the guardian and grades steps. Props in, callbacks out.
 */
export function SchoolLinkWizard(props: SchoolLinkWizardProps) {
  const { view } = props;
  const step = STEP_OF[view];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // A new step moves the focus to its title, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [view]);

  if (view === 'loading') return <div role="status" aria-busy="true" aria-label={m.schoolLink_loading()} className={css({ h: '420px', borderRadius: 'xl', bg: 'bg.subtle' })} />;
  if (view === 'loadFailed') return <ErrorState description={props.notice ?? undefined} onRetry={props.onRetry} />;

  return (
    <div className={styles.root} data-testid="school-link-wizard" data-view={view}>
      {step ? (
        <>
          <p className={css({ color: 'fg.muted' })}>{m.schoolLink_intro()}</p>
          <Stepper step={step} facts={props.stepBar} onGoToStep={props.onGoToStep} />
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <span className={styles.stepCaption}>{m.schoolLink_stepLabel({ step, total: 4 })}</span>
            <h3 ref={headingRef} tabIndex={-1} className={styles.heading} data-testid="school-link-step-title">
              {STEP_TITLES[step - 1]!()}
            </h3>
          </div>
        </>
      ) : null}
      {view === 'simple' ? <SimpleStep {...props} /> : null}
      {view === 'advanced' ? <AdvancedStep {...props} /> : null}
      {view === 'results' ? <ResultsStep {...props} /> : null}
      {view === 'register' ? <RegisterStep {...props} /> : null}
      {view === 'guardian' ? <GuardianStep {...props} headingRef={headingRef} /> : null}
      {view === 'grades' ? <GradesStep {...props} headingRef={headingRef} /> : null}
      {view === 'blocked' ? <BlockedView {...props} /> : null}
      {view === 'done' ? <DoneView {...props} headingRef={headingRef} /> : null}
      {view === 'stepError' ? <StepErrorView {...props} /> : null}
      <AlertDialog
        open={props.confirmOpen}
        title={m.schoolLink_confirmTitle()}
        message={m.schoolLink_confirmText()}
        confirmLabel={m.schoolLink_confirm()}
        cancelLabel={m.common_cancel()}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
      <AlertDialog
        open={props.draftInfoOpen}
        title={m.schoolLink_draftInfoTitle()}
        message={m.schoolLink_draftInfoText()}
        confirmLabel={m.schoolLink_draftInfoOk()}
        cancelLabel={m.schoolLink_back()}
        onConfirm={props.onAcknowledge}
        onCancel={props.onCancel}
      />
    </div>
  );
}
