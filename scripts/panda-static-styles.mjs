// Rspack loader for production builds: turns Panda style calls whose arguments are fixed in the
// source — `css({…})`, `cva({…})`, `sva({…})` — into the class names they produce, computed at
// build time by the same generated functions the browser would run (styled-system/css). A page
// then ships strings instead of style objects, and no page ships Panda's runtime (the `css`
// function, its shorthand table and condition sorter) unless one of its calls is truly dynamic.
// Panda's stylesheet is generated from the untouched sources, so the CSS is the same either way.
import ts from 'typescript';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const STYLE_MODULE = 'styled-system/css';
/** More variant combinations than this and a recipe keeps its runtime. */
const MAX_COMBINATIONS = 256;
const DYNAMIC = Symbol('dynamic');

/** Top-level `const name = …` initialisers, which a style object may reference or spread. */
function constants(file) {
  const found = new Map();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) found.set(declaration.name.text, declaration.initializer);
    }
  }
  return found;
}

function propertyName(name, evaluate) {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) {
    const key = evaluate(name.expression);
    return typeof key === 'string' || typeof key === 'number' ? String(key) : DYNAMIC;
  }
  return DYNAMIC;
}

/**
 * The value of an expression made only of literals, object and array literals, spreads of those,
 * and module constants holding them; DYNAMIC for anything else (a parameter, a call, a condition).
 */
export function staticValue(node, consts, seen = new Set()) {
  const evaluate = (inner) => staticValue(inner, consts, seen);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node) || ts.isTypeAssertionExpression(node)) return evaluate(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node)) {
    if (node.text === 'undefined') return undefined;
    const initializer = consts.get(node.text);
    if (!initializer || seen.has(node.text)) return DYNAMIC;
    return staticValue(initializer, consts, new Set([...seen, node.text]));
  }
  if (ts.isPropertyAccessExpression(node)) {
    const target = evaluate(node.expression);
    return target !== null && typeof target === 'object' && Object.hasOwn(target, node.name.text) ? target[node.name.text] : DYNAMIC;
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items = [];
    for (const element of node.elements) {
      const value = ts.isSpreadElement(element) ? evaluate(element.expression) : evaluate(element);
      if (value === DYNAMIC) return DYNAMIC;
      if (ts.isSpreadElement(element)) {
        if (!Array.isArray(value)) return DYNAMIC;
        items.push(...value);
      } else items.push(value);
    }
    return items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object = {};
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        const value = evaluate(property.expression);
        if (value === DYNAMIC || (value !== null && typeof value !== 'object' && value !== undefined)) return DYNAMIC;
        Object.assign(object, value);
      } else if (ts.isPropertyAssignment(property)) {
        const key = propertyName(property.name, evaluate);
        const value = evaluate(property.initializer);
        if (key === DYNAMIC || value === DYNAMIC) return DYNAMIC;
        object[key] = value;
      } else if (ts.isShorthandPropertyAssignment(property)) {
        const value = evaluate(property.name);
        if (value === DYNAMIC) return DYNAMIC;
        object[property.name.text] = value;
      } else return DYNAMIC;
    }
    return object;
  }
  return DYNAMIC;
}

/** The local names of `css`, `cva` and `sva` imported from styled-system, unless shadowed. */
function styleImports(file) {
  const names = new Map();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== STYLE_MODULE) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || statement.importClause.isTypeOnly) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (['css', 'cva', 'sva'].includes(imported) && !element.isTypeOnly) names.set(element.name.text, imported);
    }
  }
  // A parameter or variable of the same name somewhere in the file would make a call ambiguous.
  const visit = (node) => {
    const declared = (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node) || ts.isBindingElement(node)) && node.name && ts.isIdentifier(node.name) ? node.name.text : undefined;
    if (declared) names.delete(declared);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/**
 * Every style call of a module: where it is, which function, and its arguments' values (null when
 * one of them is only known at run time, so the call must stay a runtime call).
 */
export function styleCalls(source, fileName = 'module.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names = styleImports(file);
  if (names.size === 0) return [];
  const consts = constants(file);
  const calls = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.has(node.expression.text)) {
      const args = node.arguments.map((argument) => (ts.isSpreadElement(argument) ? DYNAMIC : staticValue(argument, consts)));
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      // The constant a recipe is kept in (`const button = cva(…)`), which other modules call.
      const binding = ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : undefined;
      // A recipe called on the spot (`sva({…})()`): its result may be known too.
      const outer = ts.isCallExpression(node.parent) && node.parent.expression === node ? node.parent : undefined;
      const props = outer?.arguments.map((argument) => (ts.isSpreadElement(argument) ? DYNAMIC : staticValue(argument, consts)));
      const calledAt = outer ? { end: outer.end, args: props.includes(DYNAMIC) ? null : props } : undefined;
      calls.push({ kind: names.get(node.expression.text), start: node.getStart(file), end: node.end, line, binding, calledAt, args: args.includes(DYNAMIC) ? null : args });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}

/** The class names of a class string, as a set. */
const classSet = (classes) => new Set(classes ? classes.split(' ') : []);

/**
 * A recipe's combinations as one class string shared by all of them plus, for each variant, the
 * classes each of its values adds: `{ base, parts }`, or undefined when some combination is not
 * exactly the base and its values' parts (a variant overriding what another one sets). `combos` are
 * `[key, classes]` pairs, key being one value (or '' for none) per variant.
 */
function factorClasses(variants, combos) {
  const sets = combos.map(([key, classes]) => [key, classSet(classes)]);
  const within = (list) => (list.length ? [...list[0]].filter((name) => list.every((set) => set.has(name))) : []);
  const base = within(sets.map(([, set]) => set));
  const shared = new Set(base);
  const parts = variants.map(([, values], index) =>
    Object.fromEntries(
      [...values, ''].map((value) => [value, within(sets.filter(([key]) => key[index] === value).map(([, set]) => set)).filter((name) => !shared.has(name))]),
    ),
  );
  for (const [key, set] of sets) {
    const names = [...base, ...key.flatMap((value, index) => parts[index][value])];
    if (names.length !== set.size || new Set(names).size !== names.length || names.some((name) => !set.has(name))) return undefined;
  }
  const join = (names) => names.join(' ');
  return { base: join(base), parts: parts.map((byValue) => Object.fromEntries(Object.entries(byValue).map(([value, names]) => [value, join(names)]))) };
}

/**
 * A recipe (`cva` or `sva`) replaced by a lookup: every combination of its declared variant values
 * (and "none of them") computed now. The lookup mirrors the runtime: an undefined prop takes the
 * default, and a value is matched by its property-key spelling (so `true` finds the 'true' variant).
 * Where every combination is the classes all of them share plus what each chosen value adds (the
 * usual recipe: its variants set different properties), the lookup ships those pieces and joins
 * them, so each class name is written once rather than in every combination; otherwise it ships
 * the table of combinations. Either way a combination has exactly Panda's class names, in the
 * pieces' order.
 */
export function recipeLookup(runtime, kind, config) {
  if (config === null || typeof config !== 'object' || (config.compoundVariants?.length ?? 0) > 0) return undefined;
  const recipe = runtime[kind](config);
  const variants = Object.entries(config.variants ?? {}).map(([name, values]) => [name, Object.keys(values ?? {})]);
  const combinations = variants.reduce((count, [, values]) => count * (values.length + 1), 1);
  if (combinations > MAX_COMBINATIONS) return undefined;
  const none = '\u0000none';
  let keyed = [[[], {}]];
  for (const [name, values] of variants) {
    keyed = keyed.flatMap(([key, props]) => [...values, none].map((value) => [[...key, value === none ? '' : value], { ...props, [name]: value }]));
  }
  const results = keyed.map(([key, props]) => [key, recipe(props)]);
  const keyOf = 'v.map(([n, o]) => { const x = String(p[n] === undefined ? d[n] : p[n]); return o.includes(x) ? x : \'\'; })';
  const args = `${JSON.stringify(variants)}, ${JSON.stringify(config.defaultVariants ?? {})}`;
  if (variants.length > 0) {
    const factored = factorRecipe(kind, variants, results);
    if (factored) {
      // The shared classes and each chosen value's, joined: for an sva, slot by slot.
      const joined = (slot) => `[b${slot}, ...k.map((x, i) => s[i][x]${slot})].filter(Boolean).join(' ')`;
      const body = kind === 'sva' ? `const r = {}; for (const slot in b) r[slot] = ${joined('[slot]')}; return r;` : `return ${joined('')};`;
      return `/* @__PURE__ */ ((v, d, b, s) => (p = {}) => { const k = ${keyOf}; ${body} })(${args}, ${JSON.stringify(factored.base)}, ${JSON.stringify(factored.parts)})`;
    }
  }
  const table = Object.fromEntries(results.map(([key, value]) => [key.join('|'), value]));
  const copy = kind === 'sva' ? '({ ...t[k] })' : 't[k]';
  return `/* @__PURE__ */ ((v, d, t) => (p = {}) => { const k = ${keyOf}.join('|'); return ${copy}; })(${args}, ${JSON.stringify(table)})`;
}

/** factorClasses for a cva's strings, or slot by slot for an sva's objects (every slot factored, or none). */
function factorRecipe(kind, variants, results) {
  if (kind === 'cva') return factorClasses(variants, results);
  const slots = Object.keys(results[0][1]);
  if (results.some(([, value]) => Object.keys(value).length !== slots.length || slots.some((slot) => typeof value[slot] !== 'string'))) return undefined;
  const base = {};
  const parts = variants.map(([, values]) => Object.fromEntries([...values, ''].map((value) => [value, {}])));
  for (const slot of slots) {
    const factored = factorClasses(variants, results.map(([key, value]) => [key, value[slot]]));
    if (!factored) return undefined;
    base[slot] = factored.base;
    factored.parts.forEach((byValue, index) => {
      for (const [value, classes] of Object.entries(byValue)) if (classes) parts[index][value][slot] = classes;
    });
  }
  return { base, parts };
}

/** The module with its static style calls replaced; `runtime` is styled-system/css itself. */
export function staticStyles(source, fileName, runtime) {
  let out = source;
  for (const call of styleCalls(source, fileName).sort((a, b) => b.start - a.start)) {
    if (!call.args) continue;
    if (call.kind === 'css') {
      out = out.slice(0, call.start) + JSON.stringify(runtime.css(...call.args)) + out.slice(call.end);
    } else if (call.calledAt?.args) {
      out = out.slice(0, call.start) + JSON.stringify(runtime[call.kind](...call.args)(...call.calledAt.args)) + out.slice(call.calledAt.end);
    } else {
      const lookup = call.args.length === 1 ? recipeLookup(runtime, call.kind, call.args[0]) : undefined;
      if (lookup !== undefined) out = out.slice(0, call.start) + lookup + out.slice(call.end);
    }
  }
  return out;
}

let runtimeLoading;
/** styled-system/css as generated by `panda codegen` for this project. */
export function loadRuntime(root) {
  runtimeLoading ??= import(pathToFileURL(join(root, 'styled-system', 'css', 'index.mjs')).href);
  return runtimeLoading;
}

export default function loader(source) {
  const done = this.async();
  if (!source.includes(STYLE_MODULE)) return done(null, source);
  loadRuntime(this.rootContext).then(
    (runtime) => done(null, staticStyles(source, this.resourcePath, runtime)),
    (error) => done(error),
  );
}
