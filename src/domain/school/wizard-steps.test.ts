import { describe, expect, it } from 'vitest';
import { isWizardStep, stepBarLinks, type StepBarFacts, type WizardStep } from './wizard-steps';

const facts = (current: WizardStep, advancedSearchReady = true, hasResults = true): StepBarFacts => ({ current, advancedSearchReady, hasResults });

describe('isWizardStep', () => {
  it.each([1, 2, 3, 4])('accepts step %s', (step) => expect(isWizardStep(step)).toBe(true));
  it.each([0, 5, 9, -1, 1.5, Number.NaN, '2', null, undefined])('refuses %s', (step) => expect(isWizardStep(step)).toBe(false));
});

describe('stepBarLinks', () => {
  // [target, facts, linked]
  it.each<[number, StepBarFacts, boolean]>([
    // Step 1 shown: nothing behind it, nothing ahead is offered.
    [1, facts(1), false],
    [2, facts(1), false],
    [3, facts(1), false],
    [4, facts(1), false],
    // Step 2 shown: back to step 1 only.
    [1, facts(2), true],
    [2, facts(2), false],
    [3, facts(2), false],
    [4, facts(2), false],
    // Step 3 shown: step 1, and step 2 while step 1 could open it.
    [1, facts(3), true],
    [2, facts(3), true],
    [2, facts(3, false), false],
    [3, facts(3), false],
    [4, facts(3), false],
    // Step 4 shown: step 1, step 2 as above, step 3 while its results are kept.
    [1, facts(4, false, false), true],
    [2, facts(4, true, false), true],
    [2, facts(4, false, true), false],
    [3, facts(4, false, true), true],
    [3, facts(4, true, false), false],
    [4, facts(4), false],
    // Out of range: never a link.
    [0, facts(4), false],
    [5, facts(4), false],
    [9, facts(4), false],
    [-1, facts(4), false],
    [2.5, facts(4), false],
  ])('to step %s from %o: %s', (target, given, linked) => {
    expect(stepBarLinks(target, given)).toBe(linked);
  });
});
