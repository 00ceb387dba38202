import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';
import type { Theme } from '@/api/preferences';

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
 * Waits for the page's finite animations (a dialog fading in, a step sliding in, colours easing to
 * a new theme) to end. Axe blends colours through an element's opacity, so a check taken mid-fade
 * measures colours nobody reads. One ending can start others (a child's inherited colour eases
 * after its parent's), so it waits until a frame passes with none running. Endless ones (the
 * bell's ring) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 50; round++) {
      await frame();
      const now = running();
      if (now.length === 0) return;
      await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** Whether `frame` already holds axe (it stays until the frame loads another document). */
const hasAxe = (frame: Frame) => frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');

/**
 * Puts axe in `frame` unless it is there already, answering only frames of its own origin, as the
 * app's embedded stand-ins are. A frame that is gone or never answers (a third party's) is skipped
 * after a second, as a frame axe cannot reach.
 */
async function injectAxe(frame: Frame, required: boolean) {
  const inject = async () => {
    if (await hasAxe(frame)) return;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }));
  };
  if (required) return inject();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000)));
  await Promise.race([inject().catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/** The serious and critical violations inside `include` (the whole page without it), one line each. */
export async function seriousA11yViolations(page: Page, include?: string): Promise<string[]> {
  // axe-core runs in the page itself and in each of its frames, put there once per document and
  // reused by every later check of that document. @axe-core/playwright (which this replaces) put
  // axe's 550 KB script in again twice on every check, and its default mode finished each run in a
  // blank page of its own: timed on the app's pages, 1.4–2.6 s a check by default, 0.55–1.0 s in its
  // legacy mode, 0.25–0.55 s here, with the same findings (tests/e2e/a11y-helper.spec.ts).
  await injectAxe(page.mainFrame(), true);
  for (const frame of page.frames().slice(1)) await injectAxe(frame, false);
  await settleAnimations(page);
  // Only violations are reported back: their nodes are all this helper reads.
  const violations = await page.evaluate(
    async ({ selector, rules }) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
      }));
    },
    { selector: include ?? null, rules: A11Y_RULES },
  );
  return violations
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

export type { Theme } from '@/api/preferences';

/**
 * The same check in the light theme, then in the dark one, on the page as it stands (a dialog
 * open, an error shown), leaving it in the theme it had. The theme is the `data-theme` attribute
 * on <html> and nothing else (src/api/preferences.ts; every colour token reads it), so setting the
 * attribute shows exactly what the theme toggle shows, without the reload that would lose the
 * state. `after` runs in each theme once its check passed (a screenshot, say).
 */
export async function expectNoSeriousA11yViolationsInBothThemes(page: Page, { include, after }: { include?: string; after?: (theme: Theme) => Promise<void> } = {}) {
  const themeNow = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  const setTheme = (theme: string | null) => page.evaluate((value) => (value ? document.documentElement.setAttribute('data-theme', value) : document.documentElement.removeAttribute('data-theme')), theme);
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(theme);
    const report = await seriousA11yViolations(page, include);
    expect(report, `${theme} theme:\n${report.join('\n')}`).toEqual([]);
    await after?.(theme);
  }
  await setTheme(themeNow);
}
