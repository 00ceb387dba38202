import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe has no `wcag22a` rule yet; it is listed for when it does). */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every axe rule carrying one of those tags, taken from axe's own metadata so a newer axe adds its
 * rules by itself. A `runOnly` tag list would miss some of them: axe leaves out rules tagged
 * `experimental` (label-in-name, 2.5.3, is one) unless the list names that tag, and naming it would
 * bring in the experimental best-practice rules too. A list of rule ids runs exactly those rules,
 * enabled by default or not (`target-size`, 2.5.8, is off in axe's defaults), and rules axe marks
 * `deprecated` (still WCAG checks, kept until axe removes them) run as well.
 * The list goes in the same options object as everything else: AxeBuilder's `options()` replaces
 * the whole object, so a `withRules()` or `withTags()` before it would be silently dropped.
 */
export const A11Y_RULES = axe
  .getRules()
  .filter((rule) => rule.tags.some((tag) => A11Y_TAGS.includes(tag)))
  .map((rule) => rule.ruleId);

/**
 * Waits for the page's finite animations (a dialog fading in, a step sliding in) to end. Axe blends
 * colours through an element's opacity, so a check taken mid-fade measures colours nobody reads.
 * Endless ones (the bell's ring) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The serious and critical violations inside `include` (the whole page without it), one line each. */
export async function seriousA11yViolations(page: Page, include?: string): Promise<string[]> {
  // @axe-core/playwright types its page with its own playwright-core copy; the object is the same.
  // Legacy mode runs axe.run() in the page itself (and its same-origin frames), where the default
  // runs each frame's part and then finishes in a blank page of its own: 0.6 s a check against
  // 1.7 s on the app's pages, with the same findings (cross-origin frames, which only the default
  // reaches, are third parties' pages). Only violations are reported back: their nodes are all
  // this helper reads, and the passes' nodes were most of what crossed from the page.
  let builder = new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
    .options({ runOnly: { type: 'rule', values: A11Y_RULES }, resultTypes: ['violations'] })
    .setLegacyMode();
  if (include) builder = builder.include(include);
  await settleAnimations(page);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ');
      // The first node's own words (for contrast: the colours and ratio axe measured).
      const why = v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
      return `${v.id} (${v.impact}): ${v.help} → ${nodes}${why ? ` (${why})` : ''}`;
    });
}

/** Fails on any serious or critical violation of WCAG 2.2 A/AA, target size and label-in-name included. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  const report = await seriousA11yViolations(page, include);
  expect(report, report.join('\n')).toEqual([]);
}
