// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectRoot } from './import-graph';

/** The names the README's "Where things are" map lists: at the top (no indent) and inside src/ (two spaces). */
export function layoutEntries(readme: string): { top: string[]; src: string[] } {
  const section = readme.split(/^## Where things are$/m)[1]?.split(/^## /m)[0] ?? '';
  const block = section.split(/^```$/m)[1] ?? '';
  const top: string[] = [];
  const src: string[] = [];
  for (const line of block.split('\n')) {
    const match = /^( {0,2})(\S+)/.exec(line);
    if (!match) continue;
    const [, indent, name] = match;
    if (indent === '') top.push(name!.split('/')[0]!);
    else if (indent === '  ') src.push(name!.replace(/\/$/, ''));
  }
  return { top, src };
}

const tracked = execFileSync('git', ['ls-files'], { cwd: projectRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
const folders = (paths: string[]) => [...new Set(paths.filter((path) => path.includes('/')).map((path) => path.split('/')[0]!))].filter((name) => !name.startsWith('.'));

describe("the README's map of the code matches the tree", () => {
  const map = layoutEntries(readFileSync(join(projectRoot, 'README.md'), 'utf8'));

  test('every folder at the top is on the map, and nothing else is', () => {
    expect(map.top.sort()).toEqual(folders(tracked).sort());
  });

  test('every folder and file of src/ is on the map, and nothing else is', () => {
    const inSrc = [...new Set(tracked.filter((path) => path.startsWith('src/')).map((path) => path.split('/')[1]!))];
    expect(map.src.sort()).toEqual(inSrc.sort());
  });

  test('the map is read the way it is written', () => {
    const readme = '## Where things are\n\n```\nsrc/\n  main.tsx   x\n  ui/        y\n             z\nserver/     w\n```\n\n## Next\n```\nother/\n```\n';
    expect(layoutEntries(readme)).toEqual({ top: ['src', 'server'], src: ['main.tsx', 'ui'] });
  });
});

describe('a route keeps its screen beside it', () => {
  const routeFiles = tracked.filter((path) => path.startsWith('src/routes/'));

  test('every file under src/routes is a route, in a -<route>/ folder beside that route, or in a -<feature>/ folder at the top', () => {
    const misplaced = routeFiles.filter((path) => {
      const parts = path.slice('src/routes/'.length).split('/');
      const privateAt = parts.findIndex((part) => part.startsWith('-'));
      if (privateAt === -1) return false; // a route file
      if (privateAt === 0) return false; // src/routes/-<feature>/…: shared by several routes
      const folder = parts[privateAt]!.slice(1);
      const dir = ['src/routes', ...parts.slice(0, privateAt)].join('/');
      const routeNames = [`${folder}.tsx`, `$${folder}.tsx`, folder === 'index' ? 'index.tsx' : null];
      return !routeNames.some((name) => name && routeFiles.includes(`${dir}/${name}`));
    });
    expect(routeFiles.length).toBeGreaterThan(40);
    expect(misplaced).toEqual([]);
  });
});
