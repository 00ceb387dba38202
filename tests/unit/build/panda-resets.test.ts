// @vitest-environment node
import { join } from 'node:path';
import { loadConfigAndCreateContext } from '@pandacss/node';
import { preset as presetBase } from '@pandacss/preset-base';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');

/** The custom properties Panda's base preset resets on every element, for its utilities to compose. */
const RESETS = Object.values(presetBase.globalCss ?? {}).flatMap((declarations) => Object.keys(declarations as object).filter((name) => name.startsWith('--')));

/** The style sheet Panda writes for the app's own sources, as the build gets it. */
let sheet = '';
beforeAll(async () => {
  const ctx = await loadConfigAndCreateContext({ cwd: root });
  ctx.parseFiles();
  const stylesheet = ctx.createSheet();
  ctx.appendBaselineCss(stylesheet);
  ctx.appendParserCss(stylesheet);
  sheet = ctx.getCss(stylesheet);
}, 120_000);

/** The resets `css` reads that it declares nowhere: a utility that would compose an undefined value. */
function undeclaredResets(css: string): string[] {
  const declared = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
  const read = new Set([...css.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)].map((match) => match[1]));
  return RESETS.filter((name) => read.has(name) && !declared.has(name));
}

describe("Panda's per-element resets (panda.config.ts)", () => {
  it('are known (the base preset still declares them)', () => {
    expect(RESETS).toContain('--gradient-from-position');
    expect(RESETS.length).toBeGreaterThan(20);
  });

  it('are declared on no universal selector', () => {
    const perElement = [...sheet.matchAll(/([^{}]*\*[^{}]*)\{([^{}]*)\}/g)].filter(([, , body]) => RESETS.some((name) => body?.includes(`${name}:`)));
    expect(perElement.map(([, selector]) => selector?.trim())).toEqual([]);
  });

  it('each one the styles read is declared once for the page', () => {
    expect(undeclaredResets(sheet)).toEqual([]);
    expect(sheet).toMatch(/:root\s*\{[^}]*--gradient-from-position:/);
  });

  it('a utility reading a reset nobody declares is found', () => {
    expect(undeclaredResets('.x{transform:translate(var(--translate-x),var(--translate-y))}:root{--translate-y:0}')).toEqual(['--translate-x']);
  });
});
