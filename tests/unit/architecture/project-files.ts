/** The project's own text files, read once by the architecture tests that scan the whole tree. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './import-graph';

/** Build output, dependencies and generated code: never the project's own words. */
const NOT_OURS = /(^|\/)(node_modules|dist|\.data|test-results|playwright-report|paraglide)(\/|$)|\.gen\.ts$/;

/**
 * The files under `roots` whose path matches `include`, by project path (`src/main.tsx`), with
 * their text; plus the top-level files named in `topLevel`.
 */
export function projectTexts(roots: readonly string[], include: RegExp, topLevel: RegExp = /$^/): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(projectRoot)) {
    if (topLevel.test(name) && statSync(join(projectRoot, name)).isFile()) files.set(name, readFileSync(join(projectRoot, name), 'utf8'));
  }
  for (const root of roots) {
    for (const entry of readdirSync(join(projectRoot, root), { recursive: true, encoding: 'utf8' })) {
      const path = `${root}/${entry.split('\\').join('/')}`;
      if (NOT_OURS.test(path) || !include.test(path)) continue;
      const full = join(projectRoot, path);
      if (statSync(full).isFile()) files.set(path, readFileSync(full, 'utf8'));
    }
  }
  return files;
}
