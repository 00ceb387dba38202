// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectRoot } from './import-graph';
import { projectTexts } from './project-files';

/**
 * The product is documented in docs/product/ (one page per feature). Nothing may point to a
 * specification kept outside the repository, and every pointer into docs/product must land on a
 * page and, when it names one, a section that exist.
 */

// Built from parts so that this file does not match what it looks for.
const OUTSIDE = [new RegExp(`SPEC\\s*${'§'}`), new RegExp(`\\.\\./${'shared'}/`)];
const ROOTS = ['src', 'server', 'tests', 'scripts', 'docs'];
const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|md|json|html|css|sql)$/;
const SECTIONS = ['Screens', 'States', 'Rules', 'Roles', 'API', 'Errors', 'Limits'];
const POINTER = /docs\/product\/([a-z-]+)\.md(?:#([a-z-]+))?/g;

/** The `## ` headings of a product page, or null when there is no such page. */
function headingsOf(page: string): string[] | null {
  const file = join(projectRoot, 'docs', 'product', `${page}.md`);
  if (!existsSync(file)) return null;
  return [...readFileSync(file, 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
}

/** Problems with the docs/product pointers of one text, as `file: pointer — why`. */
export function brokenPointers(file: string, text: string, headings: (page: string) => string[] | null): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(POINTER)) {
    const [pointer, page, anchor] = match;
    const found = headings(page!);
    if (!found) {
      problems.push(`${file}: ${pointer} — no such page`);
      continue;
    }
    if (anchor && !found.some((h) => h.toLowerCase() === anchor)) problems.push(`${file}: ${pointer} — no section #${anchor}`);
    // The section words right after the pointer: "docs/product/teams.md, States and Rules".
    const after = text.slice(match.index! + pointer.length, match.index! + pointer.length + 60).split(/[)\n;]/)[0]!;
    const named = /^(?:,|:| \()/.test(after) ? (after.match(/\b[A-Z][A-Za-z]+\b/g) ?? []).filter((word) => SECTIONS.includes(word)) : [];
    for (const section of named) if (!found.includes(section)) problems.push(`${file}: ${pointer}, ${section} — no such section`);
  }
  return problems;
}

describe('the product documentation lives in the repository', () => {
  const files = projectTexts(ROOTS, TEXT);

  test('no file cites a specification kept outside the repository', () => {
    expect(files.size).toBeGreaterThan(300);
    const citing = [...files].filter(([, text]) => OUTSIDE.some((pattern) => pattern.test(text))).map(([file]) => file);
    expect(citing).toEqual([]);
  });

  test('every product page has the seven sections', () => {
    const pages = readdirSync(join(projectRoot, 'docs', 'product')).filter((f) => f.endsWith('.md') && f !== 'README.md');
    expect(pages.length).toBeGreaterThanOrEqual(14);
    const missing = pages.flatMap((page) => SECTIONS.filter((s) => !headingsOf(page.slice(0, -3))!.includes(s)).map((s) => `${page}: ${s}`));
    expect(missing).toEqual([]);
  });

  test('every docs/product pointer names an existing page and section', () => {
    const cache = new Map<string, string[] | null>();
    const headings = (page: string) => (cache.has(page) ? cache.get(page)! : cache.set(page, headingsOf(page)).get(page)!);
    const pointing = [...files].filter(([, text]) => text.includes('docs/product/'));
    expect(pointing.length).toBeGreaterThan(100);
    expect(pointing.flatMap(([file, text]) => brokenPointers(file, text, headings))).toEqual([]);
  });

  test('a pointer to a missing page or section is reported', () => {
    const headings = (page: string) => (page === 'teams' ? ['Screens', 'States', 'Rules'] : null);
    const d = 'docs/' + 'product'; // kept apart so the scan of this file finds no broken pointer
    expect(brokenPointers('x.ts', `/** (${d}/teams.md, States and Rules) */`, headings)).toEqual([]);
    expect(brokenPointers('x.ts', `/** (${d}/teams.md, Limits) */`, headings)).toEqual([`x.ts: ${d}/teams.md, Limits — no such section`]);
    expect(brokenPointers('x.ts', `see ${d}/team.md`, headings)).toEqual([`x.ts: ${d}/team.md — no such page`]);
    expect(brokenPointers('x.md', `${d}/teams.md#states and ${d}/teams.md#api`, headings)).toEqual([`x.md: ${d}/teams.md#api — no section #api`]);
  });
});
