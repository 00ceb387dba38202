// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SETTINGS } from '../../../server/config';
import { projectRoot } from './import-graph';
import { projectTexts } from './project-files';

/**
 * The README is a newcomer's map, so everything it names must exist: each `npm run` script, each
 * file or folder, each environment variable. And its configuration section lists every variable
 * the code reads, so no setting is found only by reading the source.
 */

/** Code spans of a Markdown text (inline `…`, not fenced blocks). */
export function codeSpans(markdown: string): string[] {
  const withoutFences = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...withoutFences.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
}

/** `npm run x` and `npm run x -- …` inside the spans. */
export function scriptNames(spans: string[]): string[] {
  return spans.flatMap((span) => [...span.matchAll(/\bnpm run ([\w:-]+)/g)].map((m) => m[1]!));
}

/** Words of the spans that name a file or folder of the repository (not URLs, routes or patterns). */
export function repoPaths(spans: string[]): string[] {
  const words = spans.flatMap((span) => span.split(/\s+/));
  return words
    .map((word) => word.replace(/[),.;:]+$/, ''))
    .filter((word) => !/^[a-z]+:\/\//.test(word) && !word.startsWith('/') && !/[<>{}*$?=]/.test(word) && !word.startsWith('-'))
    .filter((word) => /^\.?[\w.-]+\/[\w./-]*$/.test(word) || /^\.?[\w-]+\.(ts|tsx|mjs|js|json|md|sh|html|css|config\.ts)$/.test(word) || /^\.[a-z]+rc$/.test(word));
}

/** Upper-case words of the spans that look like environment variables (VAR or VAR=value). */
export function variableNames(spans: string[]): string[] {
  return spans.flatMap((span) => span.split(/[\s,]+/)).map((word) => word.split('=')[0]!).filter((word) => /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$|^(CI|E2E|LOG|PORT|HOST|TZ)$/.test(word));
}

/** Every environment variable the code reads: process.env.X, env.X of a process environment, PUBLIC_* through the build. */
export function variablesRead(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?<!meta\.)\b(?:process\.env|env|vars)\.([A-Z][A-Z0-9_]+)|process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g)) found.add((match[1] ?? match[2])!);
  return [...found];
}

/** The code that may read settings: src, server, scripts, tests and the top-level configs. */
const codeSources = () =>
  [...projectTexts(['src', 'server', 'scripts', 'tests'], /\.(ts|tsx|mjs|js)$/, /\.config\.(ts|js)$/)]
    .filter(([path]) => !path.endsWith('readme-names.test.ts'))
    .map(([, text]) => text)
    .join('\n');

/** Folders git does not keep (build output, data, reports): the README may name them before they exist. */
function ignoredTops(): string[] {
  return readFileSync(join(projectRoot, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line && !line.startsWith('#') && !line.includes('*') && !line.includes('/'));
}

/** Defines the build puts on import.meta.env: not environment variables. */
const BUILD_DEFINES = new Set(['APP_VERSION', 'PUBLIC_VARS']);

describe('the README names only what exists', () => {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
  const spans = codeSpans(readme);
  const configuration = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const sources = codeSources();
  // The server reads its settings through one list (server/config.ts, SETTINGS), documented in docs/operations.md.
  const settings = Object.keys(SETTINGS);
  const read = [...new Set([...variablesRead(sources), ...settings])].filter((name) => !BUILD_DEFINES.has(name));

  test('every npm script it names', () => {
    const scripts = Object.keys((JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
    const named = scriptNames(spans);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  test('every file and folder it names', () => {
    const ignored = ignoredTops();
    const named = repoPaths(spans).filter((path) => !ignored.includes(path.split('/')[0]!));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((path) => !existsSync(join(projectRoot, path)))).toEqual([]);
  });

  test('every variable it names is read by the code (or is a constant it declares)', () => {
    const named = [...new Set(variableNames(spans))];
    const declared = (name: string) => new RegExp(`\\bconst ${name}\\b`).test(sources);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((name) => !read.includes(name) && !declared(name))).toEqual([]);
  });

  test('its configuration lists every variable the code reads, the server settings by pointing to docs/operations.md', () => {
    const listed = new Set(variableNames(codeSpans(configuration)));
    expect(read.length).toBeGreaterThan(20);
    expect(configuration).toContain('docs/operations.md');
    expect(read.filter((name) => !listed.has(name) && !settings.includes(name))).toEqual([]);
  });
});

describe('the README checks', () => {
  test('find scripts, paths and variables in code spans, and skip URLs, routes and fenced blocks', () => {
    const spans = codeSpans('Run `npm run dev` or `npm run bench -- scale`, see `docs/product/` and `server/README.md`, set `DEV_PORT=5174` and `CI`; not `/home`, `http://x/y`, `src/*/tournaments/` or `<feature>.md`.\n```\nnpm run nothing\n```');
    expect(scriptNames(spans)).toEqual(['dev', 'bench']);
    expect(repoPaths(spans)).toEqual(['docs/product/', 'server/README.md']);
    expect(variableNames(spans)).toEqual(['DEV_PORT', 'CI']);
  });

  test('find the variables code reads, not the build defines of import.meta.env', () => {
    const source = 'const a = process.env.PORT; const b = env.DATA_DIR; const c = vars.PUBLIC_TERMS_URL; const d = import.meta.env.APP_VERSION; process.env["E2E_PORT"];';
    expect(variablesRead(source).sort()).toEqual(['DATA_DIR', 'E2E_PORT', 'PORT', 'PUBLIC_TERMS_URL']);
  });
});
