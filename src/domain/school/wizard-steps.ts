/**
 * School link wizard (docs/product/school.md, States): its four steps and which of them the step bar links to. The bar and
 * the wizard's flow both follow this rule, so a jump the bar does not offer never happens.
 */

/** Steps 1 to 4 (simple form, advanced search, results, new school); anything else is out of range. */
export const WIZARD_STEPS = 4;

export type WizardStep = 1 | 2 | 3 | 4;

/** Wizard steps run from 1 to the step count; out of range is an error (docs/product/school.md, States). */
export function isWizardStep(step: unknown): step is WizardStep {
  return typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= WIZARD_STEPS;
}

/** What the step bar needs to know besides the step shown. */
export interface StepBarFacts {
  /** The step shown. */
  current: WizardStep;
  /** Step 1 as filled in could open the advanced search (state, city and level, no INEP search). */
  advancedSearchReady: boolean;
  /** A search was made and its page of results is kept. */
  hasResults: boolean;
}

/**
 * Whether the step bar links to `target`: only a step already passed that the user can go back to
 * (step 1 always; step 2 while step 1 could open it; step 3 while its results are kept). Never the
 * step shown, never a step ahead, never a step out of range.
 */
export function stepBarLinks(target: number, facts: StepBarFacts): boolean {
  if (!isWizardStep(target) || target >= facts.current) return false;
  if (target === 2) return facts.advancedSearchReady;
  if (target === 3) return facts.hasResults;
  return true;
}

/** Which of the wizard's screens shows: the four steps, the guardian's and the grades' steps, and the edges. */
export type SchoolLinkScreen = 'loading' | 'loadFailed' | 'blocked' | 'stepError' | 'simple' | 'advanced' | 'results' | 'register' | 'guardian' | 'grades' | 'done';
