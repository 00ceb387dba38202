import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { syntaxErrors } from './support';
import * as runtime from 'styled-system/css';
import { recipeLookup, staticStyles, styleCalls } from '../../../scripts/panda-static-styles.mjs';

const root = join(__dirname, '..', '..', '..');
/** The app's modules (src/, less tests and Paraglide's output), relative to the project. */
const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .map((path) => join('src', path))
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith(join('src', 'paraglide')));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The values the build sees for the one style call in `code`; null when it stays dynamic. */
function argsOf(code: string, prelude = '') {
  const calls = styleCalls(`import { css } from 'styled-system/css';\n${prelude}\ncss(${code});`, 'm.tsx');
  expect(calls).toHaveLength(1);
  return calls[0].args;
}

describe('style arguments the build can resolve', () => {
  it.each([
    ["{ color: 'fg.muted', p: 4, mt: -2, hidden: false, w: undefined, c: null }", [{ color: 'fg.muted', p: 4, mt: -2, hidden: false, w: undefined, c: null }]],
    ["{ p: { base: '4', sm: '6' }, _hover: { bg: `bg.subtle` } }", [{ p: { base: '4', sm: '6' }, _hover: { bg: 'bg.subtle' } }]],
    ["{ '&[data-invalid]': { borderColor: 'status.error' }, ['&:focus']: { outline: 'none' } }", [{ '&[data-invalid]': { borderColor: 'status.error' }, '&:focus': { outline: 'none' } }]],
    ["{ gridTemplateColumns: ['1fr', 'auto'] as const }", [{ gridTemplateColumns: ['1fr', 'auto'] }]],
    ["{ display: 'flex' }, { gap: '2' }", [{ display: 'flex' }, { gap: '2' }]],
  ])('css(%s)', (code, expected) => {
    expect(argsOf(code)).toEqual(expected);
  });

  it('follows module constants, their spreads and their properties', () => {
    const prelude = "const floated = { top: '0.5rem', fontSize: '0.75rem' } as const;\nconst sizes = { header: '90px' } satisfies Record<string, string>;";
    expect(argsOf("{ '.peer:focus ~ &': { ...floated, color: 'accent' }, h: sizes.header, floated }", prelude)).toEqual([
      { '.peer:focus ~ &': { top: '0.5rem', fontSize: '0.75rem', color: 'accent' }, h: '90px', floated: { top: '0.5rem', fontSize: '0.75rem' } },
    ]);
  });

  it.each([
    ['{ color: props.color }', ''],
    ["wide ? { w: 'full' } : {}", ''],
    ['{ w: `${size}px` }', 'const size = 4;'],
    ['theme', "let theme = { color: 'red' };"],
    ['{ ...base() }', ''],
    ['...list', "const list = [{ color: 'red' }];"],
    ['{ [key]: 1 }', ''],
    ['{ get color() { return "red"; } }', ''],
    ['loop', 'const loop = { a: loop };'],
  ])('leaves css(%s) to run in the browser', (code, prelude) => {
    expect(argsOf(code, prelude)).toBeNull();
  });

  it('ignores a css that is not Panda’s, or that a local binding shadows', () => {
    expect(styleCalls("import { css } from 'other';\ncss({ color: 'red' });", 'm.ts')).toEqual([]);
    expect(styleCalls("import { css } from 'styled-system/css';\nfunction f(css) { return css({ color: 'red' }); }", 'm.ts')).toEqual([]);
    expect(styleCalls("import type { css } from 'styled-system/css';\ncss({ color: 'red' });", 'm.ts')).toEqual([]);
  });

  it('finds renamed imports and the constant a recipe is kept in', () => {
    const calls = styleCalls("import { cva as recipe } from 'styled-system/css';\nexport const chip = recipe({ base: { px: '2' } });", 'm.ts');
    expect(calls).toMatchObject([{ kind: 'cva', binding: 'chip', args: [{ base: { px: '2' } }] }]);
  });
});

describe('the module the build ships', () => {
  it('puts the class names where the calls were, and keeps dynamic calls', () => {
    const source = [
      "import { css, cx } from 'styled-system/css';",
      "const title = css({ textStyle: 'pageTitle', _dark: { color: 'white' } });",
      "export const Box = ({ w }: { w: string }) => <div className={cx(title, css({ width: w }))} />;",
    ].join('\n');
    const out = staticStyles(source, 'm.tsx', runtime);
    expect(out).toContain(`const title = ${JSON.stringify(runtime.css({ textStyle: 'pageTitle', _dark: { color: 'white' } }))};`);
    expect(out).toContain('css({ width: w })');
    expect(syntaxErrors(out, 'm.tsx')).toBe(0);
  });

  // The rule that keeps Panda's runtime out of every page: scripts/panda-static-styles.mjs.
  it('every style call of the app is resolved at build time', () => {
    const dynamic = sources.flatMap((path) => styleCalls(read(path), path).filter((call) => !call.args).map((call) => `${path}:${call.line} ${call.kind}(…)`));
    expect(dynamic, 'write these with values fixed in the source (cx() two static classes for a condition)').toEqual([]);
  });

  it.each(sources.filter((path) => styleCalls(read(path), path).length > 0))('%s stays valid once transformed', (path) => {
    const out = staticStyles(read(path), path, runtime);
    expect(syntaxErrors(out, path)).toBe(0);
    expect(styleCalls(out, path)).toEqual([]);
  });
});

const recipes = sources.flatMap((path) =>
  styleCalls(read(path), path)
    .filter((call) => call.kind !== 'css' && call.args)
    .map((call) => ({ name: `${call.binding ?? call.kind} (${path}:${call.line})`, path, kind: call.kind as 'cva' | 'sva', config: call.args![0], binding: call.binding })),
);

/**
 * Where a module reads a member of a recipe (`button.raw`), following imports and their aliases
 * with the TypeScript checker; and how many uses of recipes it saw in all.
 */
function recipeMemberReads(paths: string[]) {
  const defined = paths.flatMap((path) => styleCalls(read(path), path).filter((call) => call.kind !== 'css' && call.binding).map((call) => ({ path, binding: call.binding! })));
  const tsconfig = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(tsconfig, ts.sys, root);
  const program = ts.createProgram(paths.map((path) => join(root, path)), { ...options, noLib: true, types: [] });
  const checker = program.getTypeChecker();
  const isRecipe = (declaration: ts.Declaration | undefined) =>
    !!declaration && ts.isVariableDeclaration(declaration) && defined.some(({ path, binding }) => binding === declaration.name.getText() && declaration.getSourceFile().fileName === join(root, path));
  const reads: string[] = [];
  let uses = 0;
  for (const path of paths) {
    const file = program.getSourceFile(join(root, path))!;
    // Only names that may stand for a recipe need the checker: its own, or an import's alias of it.
    const candidates = new Set(defined.map(({ binding }) => binding));
    const collect = (node: ts.Node) => {
      if (ts.isImportSpecifier(node) && candidates.has((node.propertyName ?? node.name).text)) candidates.add(node.name.text);
      ts.forEachChild(node, collect);
    };
    collect(file);
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && candidates.has(node.text)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        if (isRecipe(symbol?.valueDeclaration) && node.parent !== symbol?.valueDeclaration) {
          uses += 1;
          if (ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node) reads.push(`${path}: ${node.parent.getText(file)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { reads, uses };
}

/**
 * A recipe's answer as the browser applies it: a class string's names, or each slot's, in any
 * order (an atomic class means the same wherever it stands in the attribute).
 */
function classesOf(answer: unknown): unknown {
  if (typeof answer === 'string') return answer.split(' ').filter(Boolean).sort();
  if (answer && typeof answer === 'object') return Object.fromEntries(Object.entries(answer).map(([slot, classes]) => [slot, classesOf(classes)]));
  return answer;
}

describe('recipes as lookups', () => {
  it('the app has recipes to check', () => {
    expect(recipes.map((recipe) => recipe.kind)).toEqual(expect.arrayContaining(['cva', 'sva']));
  });

  it.each(recipes)('$name answers as Panda’s own recipe for every combination', ({ kind, config }) => {
    const real = (runtime[kind] as (c: unknown) => (props?: Record<string, unknown>) => unknown)(config);
    const code = recipeLookup(runtime, kind, config);
    expect(code).toBeTypeOf('string');
    const lookup = new Function(`return ${code}`)() as (props?: Record<string, unknown>) => unknown;
    const variants = Object.entries((config as { variants?: Record<string, object> }).variants ?? {});
    let cases: Record<string, unknown>[] = [{}];
    for (const [name, values] of variants) {
      const tried = [...Object.keys(values), undefined, null, 'not-a-variant', true, 0];
      cases = cases.flatMap((props) => tried.map((value) => ({ ...props, [name]: value })));
    }
    expect(classesOf(lookup())).toEqual(classesOf(real()));
    for (const props of cases) expect(classesOf(lookup(props)), JSON.stringify(props)).toEqual(classesOf(real(props)));
  });

  it('handles boolean variants and defaults the way Panda does', () => {
    const config = { base: { p: '1' }, variants: { active: { true: { color: 'red' }, false: { color: 'gray' } } }, defaultVariants: { active: false } };
    const lookup = new Function(`return ${recipeLookup(runtime, 'cva', config)}`)();
    const real = runtime.cva(config);
    for (const active of [true, false, 'true', undefined, null]) expect(classesOf(lookup({ active }))).toEqual(classesOf(real({ active } as never)));
  });

  it('ships the shared classes once when each variant adds its own, and the table when one overrides another', () => {
    const config = { base: { p: '1', color: 'black' }, variants: { tone: { red: { color: 'red' }, blue: { color: 'blue' } }, size: { sm: { fontSize: 'sm' }, lg: { fontSize: 'lg' } } } };
    const code = recipeLookup(runtime, 'cva', config)!;
    // Each class name once: 'p_1' is not repeated in nine combinations.
    expect(code.split('p_1').length - 1).toBe(1);
    const lookup = new Function(`return ${code}`)();
    expect(lookup({ tone: 'red', size: 'lg' }).split(' ').sort()).toEqual(['c_red', 'fs_lg', 'p_1']);
    expect(lookup({}).split(' ').sort()).toEqual(['c_black', 'p_1']);
    // Both variants set the colour: a combination is not the sum of its parts, so it is looked up whole.
    const clash = { variants: { tone: { red: { color: 'red' } }, muted: { true: { color: 'gray' } } } };
    const table = recipeLookup(runtime, 'cva', clash)!;
    expect(table).toContain('"red|true"');
    expect(new Function(`return ${table}`)()({ tone: 'red', muted: true })).toBe(runtime.cva(clash)({ tone: 'red', muted: true } as never));
  });

  it('keeps the runtime for compound variants and for too many combinations', () => {
    expect(recipeLookup(runtime, 'cva', { variants: { a: { x: {} } }, compoundVariants: [{ a: 'x', css: { color: 'red' } }] })).toBeUndefined();
    const wide = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`v${i}`, { a: {}, b: {}, c: {} }]));
    expect(recipeLookup(runtime, 'cva', { variants: wide })).toBeUndefined();
  });

  // A lookup is called like the recipe, and has none of its other members (raw, variantMap…).
  it('no module reads a recipe’s members, which its lookup does not have', () => {
    const fixture = join('tests', 'unit', 'build', 'fixtures', 'recipe-member-read.ts');
    const { reads, uses } = recipeMemberReads([...sources, fixture]);
    expect(uses).toBeGreaterThan(recipes.length);
    expect(reads).toEqual([`${fixture}: chip.raw`]);
  }, 30_000);
});
