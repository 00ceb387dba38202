/** The machine files of the product and where their suites live (by convention). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');
export const machinesDir = join(root, 'src/machines');
export const suitesDir = join(root, 'tests/paths');

export interface MachineFile {
  /** `<folder>/<name>` of `src/machines/<folder>/<name>.machine.ts` (`session`, `account/registration`). */
  name: string;
  file: string;
  /** The generated path suite, `tests/paths/<name>.paths.test.ts`, if it exists. */
  suite: string | undefined;
  /** The hand-written suite pinning key outcomes, `tests/paths/<name>.transitions.test.ts`, if it exists. */
  transitions: string | undefined;
}

/** Every `*.machine.ts` below `dir`, feature folders included, as paths relative to it. */
export function machinePaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.machine.ts'))
    .map((f) => f.split(sep).join('/'))
    .sort();
}

export function machineFiles(dir = machinesDir, suites = suitesDir): MachineFile[] {
  return machinePaths(dir).map((path) => {
    const name = path.slice(0, -'.machine.ts'.length);
    const found = (kind: string) => {
      const candidate = join(suites, `${name}.${kind}.test.ts`);
      return existsSync(candidate) ? candidate : undefined;
    };
    return { name, file: join(dir, path), suite: found('paths'), transitions: found('transitions') };
  });
}

/** Paths inside the project are shown from its root. */
const shown = (path: string) => (path.startsWith(root) ? relative(root, path) : path);

/**
 * What keeps a machine from counting as tested: no path suite, a suite that does not import the
 * machine's file or runs no paths, or no hand-written transitions test beside it.
 */
export function suiteProblem(machine: MachineFile): string | undefined {
  const file = shown(machine.file);
  const base = machine.name.split('/').pop()!;
  if (!machine.suite) return `${file} has no path suite (${machine.name}.paths.test.ts)`;
  const text = readFileSync(machine.suite, 'utf8');
  if (!text.includes(`${base}.machine`)) return `${shown(machine.suite)} does not import ${base}.machine`;
  if (!/describePaths\(/.test(text)) return `${shown(machine.suite)} does not call describePaths(...)`;
  if (!machine.transitions) return `${file} has no transitions test (${machine.name}.transitions.test.ts)`;
  if (!readFileSync(machine.transitions, 'utf8').includes(`${base}.machine`)) return `${shown(machine.transitions)} does not import ${base}.machine`;
  return undefined;
}
