/**
 * Flow documents for product owners: a Mermaid stateDiagram-v2 of a machine (nested and parallel
 * states, initial and final states, guards, delays, always transitions, invoked actors and
 * descriptions) and a table of every transition.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventOf } from './coverage';
import { stateNodesOf, transitionsOf, type TransitionInfo } from './model';

export interface FlowDocument {
  /** `<folder>/<name>` of `src/machines/<folder>/<name>.machine.ts`; its page is `docs/flows/<name>.md`. */
  name: string;
  machine: AnyStateMachine;
  /** The product pages (docs/product/<page>.md) the machine's file points to, e.g. `school`. */
  pages: string[];
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'provide' in value && 'implementations' in value;

/**
 * The flow documents of machine modules (as `import.meta.glob` gives them, keyed by file path):
 * one per exported machine, named after the file's path below `machinesDir`, feature folders included.
 */
export function flowDocuments(modules: Record<string, Record<string, unknown>>, machinesDir: string, readSource: (path: string) => string): FlowDocument[] {
  return Object.entries(modules)
    .map(([file, exports]) => [file.split('/machines/').pop()!, exports] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, exports]) => {
      const name = path.slice(0, -'.machine.ts'.length);
      const source = readSource(`${machinesDir}/${path}`);
      const machines = Object.values(exports).filter(isMachine);
      return machines.map((machine) => ({ name: machines.length > 1 ? `${name}.${machine.id}` : name, machine, pages: productPages(machine, source) }));
    });
}

/**
 * The product pages a machine documents: its `meta.docs` when given, otherwise every
 * `docs/product/<page>.md` its file names (comments and descriptions), in order of first mention.
 */
export function productPages(machine: AnyStateMachine, sourceText: string): string[] {
  const meta = (machine.root.config.meta as { docs?: string | string[] } | undefined)?.docs;
  if (meta) return Array.isArray(meta) ? meta : [meta];
  return [...new Set([...sourceText.matchAll(/docs\/product\/([a-z-]+)\.md/g)].map((match) => match[1]!))];
}

/** Markdown links to product pages, from a page `depth` folders below docs/flows. */
const pageLinks = (pages: readonly string[], depth: number) => pages.map((page) => `[${page}](${'../'.repeat(depth + 1)}product/${page}.md)`).join(', ');

/** Readable Mermaid ids: the state's path below the machine, joined with `_`. */
const mermaidId = (node: AnyStateNode) => (node.path.length ? node.path.join('_') : node.machine.id).replace(/[^A-Za-z0-9_]/g, '_');
/** Stands for "any state inside" a compound state that declares transitions of its own. */
const anyId = (node: AnyStateNode) => `${mermaidId(node)}_any`;

/** Mermaid breaks on a few characters inside labels; these look the same and do not. */
const text = (value: string) =>
  value.replace(/\s+/g, ' ').replace(/:/g, '∶').replace(/;/g, ',').replace(/#/g, '').replace(/[{}]/g, (c) => (c === '{' ? '(' : ')')).trim();

function delayText(machine: AnyStateMachine, delay: string | undefined): string {
  if (delay === undefined) return '';
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof named === 'number') return `${delay} (${named} ms)`;
  if (/^\d+$/.test(delay)) return `${delay} ms`;
  return delay;
}

function eventText(machine: AnyStateMachine, t: TransitionInfo): string {
  if (t.kind === 'after') return `after ${delayText(machine, t.delay)}`;
  if (t.kind === 'always') return 'always';
  return eventOf(t);
}

function label(machine: AnyStateMachine, t: TransitionInfo): string {
  const guard = t.guard ? ` [${t.guard}]` : '';
  const actions = t.actions.length ? ` / ${t.actions.join(', ')}` : '';
  return text(`${eventText(machine, t)}${guard}${actions}`);
}

/**
 * Mermaid has known limits this layout avoids: a composite state cannot carry a description or
 * an alias, a state mentioned inside two composites moves to the last one, and edges from the
 * second region of a parallel state fail at the top level. So composites are plain ids, and each
 * edge is written inside the innermost compound state that holds both of its ends.
 */
export function renderMermaid(machine: AnyStateMachine): string {
  const byId = new Map(stateNodesOf(machine).map((n) => [n.id, n]));
  const transitions = transitionsOf(machine);
  const root = machine.root;

  // Where each edge is written: the id of the enclosing compound state ('' for the top level).
  const edges = new Map<string, string[]>();
  const anyNodes = new Set<AnyStateNode>();
  const isAncestor = (a: AnyStateNode, b: AnyStateNode) => b.path.length >= a.path.length && a.path.every((k, i) => b.path[i] === k);
  const lowestCommon = (a: AnyStateNode, b: AnyStateNode): AnyStateNode => {
    let node: AnyStateNode | undefined = a;
    while (node && !isAncestor(node, b)) node = node.parent;
    return node ?? root;
  };
  const blockOf = (container: AnyStateNode): string => {
    // Inside a parallel state every line belongs to a region; cross-region edges go to the top.
    if (container === root && root.type !== 'parallel') return '';
    if (container.type === 'parallel') return '';
    return container.id;
  };
  for (const t of transitions) {
    const source = byId.get(t.source)!;
    const compoundSource = source.type === 'compound' || source.type === 'parallel';
    if (compoundSource) anyNodes.add(source);
    const from = compoundSource ? anyId(source) : mermaidId(source);
    const fromContainer = compoundSource ? source : (source.parent ?? root);
    const targets = t.targets.map((id) => byId.get(id)!);
    for (const target of targets.length ? targets : [undefined]) {
      const to = target ? mermaidId(target) : from;
      const container = target ? lowestCommon(fromContainer, target.parent ?? root) : fromContainer;
      const block = blockOf(container);
      edges.set(block, [...(edges.get(block) ?? []), `${from} --> ${to} : ${label(machine, t)}`]);
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const emit = (depth: number, line: string) => lines.push(`${'  '.repeat(depth)}${line}`);
  const renderChildren = (node: AnyStateNode, depth: number) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) emit(depth, '--');
        renderNode(child, depth);
      });
      return;
    }
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) emit(depth, `[*] --> ${mermaidId(initial)}`);
    for (const child of children) renderNode(child, depth);
    if (anyNodes.has(node)) emit(depth, `state "any state of ${text(node === root ? machine.id : node.key)}" as ${anyId(node)}`);
    for (const edge of edges.get(node === root ? '' : node.id) ?? []) emit(depth, edge);
  };
  const renderNode = (node: AnyStateNode, depth: number) => {
    const id = mermaidId(node);
    const children = Object.values(node.states) as AnyStateNode[];
    if (children.length) {
      emit(depth, `state ${id} {`);
      renderChildren(node, depth + 1);
      emit(depth, '}');
    } else {
      emit(depth, id === node.key ? `state ${id}` : `state "${text(node.key)}" as ${id}`);
      if (node.description) emit(depth, `${id} : ${text(node.description)}`);
      for (const invoke of node.invoke) {
        const src = typeof invoke.src === 'string' ? invoke.src : 'inline actor';
        emit(depth, `${id} : invokes ${text(src)}${invoke.id !== src ? ` as ${text(invoke.id)}` : ''}`);
      }
    }
    if (node.type === 'final') emit(depth, `${id} --> [*]`);
  };

  if (root.type === 'parallel') {
    emit(1, `state ${mermaidId(root)} {`);
    renderChildren(root, 2);
    emit(1, '}');
    if (anyNodes.has(root)) emit(1, `state "any state of ${text(machine.id)}" as ${anyId(root)}`);
    for (const edge of edges.get('') ?? []) emit(1, edge);
  } else {
    renderChildren(root, 1);
  }
  return lines.join('\n');
}

const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const stateName = (machine: AnyStateMachine, id: string) => (id === machine.id ? '(machine)' : id.slice(machine.id.length + 1));

export function renderTransitionTable(machine: AnyStateMachine): string {
  const rows = transitionsOf(machine).map((t) =>
    [
      stateName(machine, t.source),
      eventText(machine, t),
      t.guard ?? '',
      t.targets.length ? t.targets.map((id) => stateName(machine, id)).join(', ') : '(stays)',
      t.actions.join(', '),
      t.description ?? '',
    ].map((v) => cell(v)),
  );
  return [
    '| From | Event | Guard | To | Actions | Description |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

function stateList(machine: AnyStateMachine): string {
  return stateNodesOf(machine)
    .filter((n) => n !== machine.root)
    .map((n) => {
      const kind = n.type === 'atomic' ? '' : ` (${n.type})`;
      return `- \`${stateName(machine, n.id)}\`${kind}: ${n.description ?? '—'}`;
    })
    .join('\n');
}

export function stateCount(machine: AnyStateMachine): number {
  return stateNodesOf(machine).length - 1;
}

export function renderFlow(doc: FlowDocument): string {
  const { machine } = doc;
  return [
    `# ${machine.id}`,
    '',
    '<!-- Generated by `npm run flows` from src/machines/' + doc.name + '.machine.ts. Do not edit. -->',
    '',
    machine.root.description ?? '',
    '',
    `Documented in ${doc.pages.length ? pageLinks(doc.pages, doc.name.split('/').length - 1) : '(no product page named)'} · ${stateCount(machine)} states · ${transitionsOf(machine).length} transitions`,
    '',
    '```mermaid',
    renderMermaid(machine),
    '```',
    '',
    '## States',
    '',
    stateList(machine),
    '',
    '## Transitions',
    '',
    renderTransitionTable(machine),
    '',
  ].join('\n');
}

export function renderIndex(docs: readonly FlowDocument[]): string {
  const rows = docs.map(
    (d) =>
      `| [${d.machine.id}](${d.name}.md) | ${cell(d.machine.root.description ?? '')} | ${stateCount(d.machine)} | ${transitionsOf(d.machine).length} | ${pageLinks(d.pages, 0) || '—'} |`,
  );
  return [
    '# Flows',
    '',
    '<!-- Generated by `npm run flows`. Do not edit. -->',
    '',
    'Every stateful flow of the product is an XState machine in `src/machines`. Each page shows its',
    'statechart and every transition; `npm run flows:check` fails when a page is out of date.',
    '',
    '| Machine | What it does | States | Transitions | Product page |',
    '| --- | --- | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
}
