/** The import graph of src/ and server/: every static, type-only and dynamic import between project modules. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../../..');
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
// Paraglide's compiled messages import nothing of ours; the route trees do, so they stay in the graph.
const GENERATED = /^src\/paraglide\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && statSync(f).isFile());
}

const toProject = (path: string) => relative(projectRoot, path).split(sep).join('/');

export function resolveImport(fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier === '@route-tree') base = join(projectRoot, 'src', 'routeTree.gen.ts');
  else if (specifier.startsWith('@/')) base = join(projectRoot, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(join(projectRoot, fromFile)), specifier);
  else return undefined;
  for (const ext of ['', ...EXTENSIONS]) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return toProject(candidate);
  }
  return undefined;
}

const projectFiles = () => ['src', 'server'].flatMap((dir) => sourceFiles(join(projectRoot, dir))).map(toProject).filter((f) => !GENERATED.test(f));

export function importGraph(files = projectFiles()): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(projectRoot, file), 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]!);
      if (target && !GENERATED.test(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Every import circle, each as the list of modules around it (found by depth-first search). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
