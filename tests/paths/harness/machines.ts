/** The machine files of the product and where their path suites live (by convention). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');
export const machinesDir = join(root, 'src/machines');

export interface MachineFile {
  /** `<name>` of `src/machines/<name>.machine.ts`. */
  name: string;
  file: string;
  /** The suite that runs its paths, if one exists. */
  suite: string | undefined;
}

export function machineFiles(): MachineFile[] {
  return readdirSync(machinesDir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort()
    .map((f) => {
      const name = basename(f, '.machine.ts');
      const suite = [join(root, 'tests/paths', `${name}.paths.test.ts`), join(machinesDir, `${name}.paths.test.ts`)].find((p) =>
        existsSync(p),
      );
      return { name, file: join(machinesDir, f), suite };
    });
}

/** A suite counts when it imports the machine's file and hands a machine to `describePaths`. */
export function suiteProblem(machine: MachineFile): string | undefined {
  if (!machine.suite) return `src/machines/${machine.name}.machine.ts has no path suite (tests/paths/${machine.name}.paths.test.ts)`;
  const text = readFileSync(machine.suite, 'utf8');
  if (!text.includes(`${machine.name}.machine`)) return `${machine.suite} does not import ${machine.name}.machine`;
  if (!/describePaths\(/.test(text)) return `${machine.suite} does not call describePaths(...)`;
  return undefined;
}
