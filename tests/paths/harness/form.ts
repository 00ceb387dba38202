/**
 * Checks a machine file keeps the form the Stately visualizer (and the VS Code extension) can
 * open as it is: `setup({...}).createMachine({...})` with an inline config, an `id`, a
 * `description` on every state, named actions/guards/actors/delays, and nothing imported or
 * spread into the config.
 */
import ts from 'typescript';

/** Properties whose inline functions compute data, which the visualizer tolerates. */
const DATA_FUNCTIONS = new Set(['context', 'input', 'output', 'params']);
/** Higher-order guards compose named guards and stay readable in the visualizer. */
const GUARD_COMBINATORS = new Set(['and', 'or', 'not', 'stateIn']);

export function checkMachineForm(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  const at = (node: ts.Node, message: string) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${fileName}:${line + 1}:${character + 1} ${message}`);
  };

  const imported = new Set<string>();
  let setupName: string | undefined;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const clause = statement.importClause;
    if (clause.name) imported.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) imported.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        imported.add(element.name.text);
        const original = (element.propertyName ?? element.name).text;
        if (original === 'setup' && (statement.moduleSpecifier as ts.StringLiteral).text === 'xstate') setupName = element.name.text;
      }
    }
  }

  const calls: ts.CallExpression[] = [];
  const findCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : undefined;
      if (name === 'createMachine') calls.push(node);
    }
    ts.forEachChild(node, findCalls);
  };
  findCalls(source);
  if (!calls.length) problems.push(`${fileName}: no createMachine(...) call`);

  for (const call of calls) {
    const callee = call.expression;
    const onSetup =
      ts.isPropertyAccessExpression(callee) &&
      ts.isCallExpression(callee.expression) &&
      ts.isIdentifier(callee.expression.expression) &&
      callee.expression.expression.text === setupName;
    if (!onSetup) {
      at(call, 'createMachine must be called directly on setup({...}) imported from xstate');
      continue;
    }
    const config = call.arguments[0];
    if (!config || !ts.isObjectLiteralExpression(config)) {
      at(call, 'the machine config must be an inline object literal');
      continue;
    }
    const id = property(config, 'id');
    if (!id || !ts.isStringLiteralLike(id.initializer)) at(config, 'the machine needs an `id` (a string literal)');
    checkStateNode(config, '(root)');
    checkValues(config);
  }
  return problems;

  function property(object: ts.ObjectLiteralExpression, name: string): ts.PropertyAssignment | undefined {
    return object.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p.name) === name);
  }

  function checkStateNode(node: ts.ObjectLiteralExpression, path: string) {
    const description = property(node, 'description');
    if (!description || !ts.isStringLiteralLike(description.initializer)) {
      at(node, `state ${path} needs a \`description\` (a string literal)`);
    }
    const after = property(node, 'after');
    if (after && ts.isObjectLiteralExpression(after.initializer)) {
      for (const delay of after.initializer.properties) {
        if (delay.name && ts.isNumericLiteral(delay.name)) {
          at(delay, `state ${path}: after ${delay.name.text} — name the delay in setup({ delays })`);
        }
      }
    }
    const states = property(node, 'states');
    if (!states) return;
    if (!ts.isObjectLiteralExpression(states.initializer)) {
      at(states, `state ${path}: \`states\` must be an inline object literal`);
      return;
    }
    for (const child of states.initializer.properties) {
      const name = child.name ? propertyName(child.name) : '?';
      const childPath = path === '(root)' ? name : `${path}.${name}`;
      if (ts.isPropertyAssignment(child) && ts.isObjectLiteralExpression(child.initializer)) {
        checkStateNode(child.initializer, childPath);
      } else if (!ts.isSpreadAssignment(child)) {
        at(child, `state ${childPath} must be an inline object literal`);
      }
    }
  }

  /** Spreads, imported values, inline behaviour anywhere in the config. */
  function checkValues(node: ts.Node) {
    if (ts.isSpreadAssignment(node) || ts.isSpreadElement(node)) {
      at(node, 'nothing may be spread into the machine config');
      return;
    }
    if (ts.isShorthandPropertyAssignment(node)) {
      at(node, `\`${node.name.text}\` is a value from outside the config; write it inline`);
      return;
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
      const owner = owningProperty(node);
      if (!owner || !DATA_FUNCTIONS.has(owner)) {
        at(node, `inline function${owner ? ` in \`${owner}\`` : ''} — name it in setup({ actions, guards, actors, delays })`);
      }
      return; // data functions may compute freely
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (!(ts.isIdentifier(callee) && GUARD_COMBINATORS.has(callee.text))) {
        at(node, `inline call ${callee.getText(source)}(...) — name it in setup({ actions, guards, actors, delays })`);
        return;
      }
    }
    if (ts.isIdentifier(node) && imported.has(node.text) && isValueReference(node)) {
      const owner = owningProperty(node);
      const combinator = GUARD_COMBINATORS.has(node.text) && ts.isCallExpression(node.parent) && node.parent.expression === node;
      if (!combinator) at(node, `\`${node.text}\` is imported into the config${owner ? ` (in \`${owner}\`)` : ''}; keep the config self-contained`);
    }
    ts.forEachChild(node, checkValues);
  }

  function owningProperty(node: ts.Node): string | undefined {
    if (ts.isMethodDeclaration(node)) return propertyName(node.name);
    for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
      if (ts.isPropertyAssignment(current)) return propertyName(current.name);
    }
    return undefined;
  }
}

function propertyName(name: ts.PropertyName): string {
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  return name.getText();
}

function isValueReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isParameter(parent) || ts.isBindingElement(parent)) return false;
  return true;
}
