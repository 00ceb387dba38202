// Rspack loader for production builds: removes the `description` texts from the state machines.
// They document each state and transition for the Stately visualizer, the generated diagrams
// (docs/flows) and the path tests, all of which read the source; the running app never reads them.
import ts from 'typescript';

// A description is dropped only from an object that is clearly a state or transition config.
const CONFIG_KEYS = new Set(['id', 'initial', 'states', 'on', 'after', 'always', 'invoke', 'entry', 'exit', 'tags', 'type', 'target', 'actions', 'guard', 'reenter', 'onDone', 'onError', 'src', 'context', 'meta']);

/** The [start, end) ranges of `description: '…'` properties (with their comma) in a machine file. */
export function descriptionRanges(source, fileName = 'machine.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges = [];
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : ''));
      const isConfig = names.some((name) => CONFIG_KEYS.has(name));
      node.properties.forEach((property, index) => {
        const text = ts.isPropertyAssignment(property) && names[index] === 'description' ? property.initializer : null;
        if (!isConfig || !text || !(ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text))) return;
        let end = property.end;
        while (end < source.length && /\s/.test(source[end])) end += 1;
        ranges.push([property.getStart(file), source[end] === ',' ? end + 1 : property.end]);
      });
    }
    ts.forEachChild(node, visit);
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
