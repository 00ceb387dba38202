// Rspack loader for production builds: removes the `description` texts from the state machines.
// They document each state and transition for the Stately visualizer, the generated diagrams
// (docs/flows) and the path tests, all of which read the source; the running app never reads them.
import ts from 'typescript';

/** The files the loader applies to: every machine under src/machines, feature folders included. */
export const MACHINE_FILE = /[\\/]src[\\/]machines[\\/](?:[^\\/]+[\\/])*[^\\/]+\.machine\.ts$/;

/** `createMachine(config)` or `setup({…}).createMachine(config)`. */
function isCreateMachine(node) {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  return (ts.isIdentifier(callee) && callee.text === 'createMachine') || (ts.isPropertyAccessExpression(callee) && callee.name.text === 'createMachine');
}

/** Where the comma after `end` is, past spaces and comments; -1 when none follows. */
function commaAfter(source, end) {
  let at = end;
  for (;;) {
    while (at < source.length && /\s/.test(source[at])) at += 1;
    if (source.startsWith('/*', at)) at = source.indexOf('*/', at + 2) + 2;
    else if (source.startsWith('//', at)) at = source.indexOf('\n', at);
    else break;
    if (at <= 0) return -1;
  }
  return source[at] === ',' ? at : -1;
}

/**
 * The [start, end) ranges of `description: '…'` properties (with their comma) in the configs
 * given to createMachine: only in objects reached through objects and arrays from the config
 * (states, transitions), never inside a function or a call such as `raise({ … })`.
 */
export function descriptionRanges(source, fileName = 'machine.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges = [];
  const walkConfig = (node) => {
    if (ts.isArrayLiteralExpression(node)) return node.elements.forEach(walkConfig);
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return walkConfig(node.expression);
    if (!ts.isObjectLiteralExpression(node)) return;
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : '';
      const value = property.initializer;
      if (name === 'description' && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) {
        const comma = commaAfter(source, property.end);
        ranges.push([property.getStart(file), comma === -1 ? property.end : comma + 1]);
      } else {
        walkConfig(value);
      }
    }
  };
  const visit = (node) => {
    if (isCreateMachine(node) && node.arguments[0]) walkConfig(node.arguments[0]);
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return ranges;
}

export function stripDescriptions(source, fileName) {
  let out = source;
  for (const [start, end] of descriptionRanges(source, fileName).sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

export default function loader(source) {
  return stripDescriptions(source, this.resourcePath);
}
