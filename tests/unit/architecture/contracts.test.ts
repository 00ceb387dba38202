// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { importGraph, projectRoot } from './import-graph';

const DECLARATION = /^export\s+(?:declare\s+)?(?:interface|type)\s+([A-Za-z_$][\w$]*)/gm;

/** The type names each file declares and exports (re-exports such as `export type { X }` are not declarations). */
export function exportedTypeNames(files: Map<string, string>): Map<string, string[]> {
  const declaredIn = new Map<string, string[]>();
  for (const [file, text] of files) {
    for (const match of text.matchAll(DECLARATION)) declaredIn.set(match[1]!, [...(declaredIn.get(match[1]!) ?? []), file]);
  }
  return declaredIn;
}

/** Contract type names that more than one file declares, each with the files that do. */
export function twiceDeclaredContractTypes(files: Map<string, string>): Record<string, string[]> {
  const declaredIn = exportedTypeNames(files);
  const contractNames = [...declaredIn].filter(([, where]) => where.some((file) => file.startsWith('src/contract/'))).map(([name]) => name);
  return Object.fromEntries(contractNames.filter((name) => declaredIn.get(name)!.length > 1).map((name) => [name, declaredIn.get(name)!]));
}

const graph = importGraph();
const sources = new Map([...graph.keys()].map((file) => [file, readFileSync(join(projectRoot, file), 'utf8')]));

describe('contracts have one home', () => {
  test('every request and answer type of the API is declared once, in src/contract', () => {
    expect([...sources.keys()].filter((file) => file.startsWith('src/contract/')).length).toBeGreaterThan(10);
    expect(twiceDeclaredContractTypes(sources)).toEqual({});
  });

  test('a contract type declared again elsewhere is named with both files', () => {
    const files = new Map([
      ['src/contract/page.ts', 'export interface Page<T> {\n  content: T[];\n}\n'],
      ['src/contract/school.ts', "import type { Page } from '@/contract/page';\nexport type SchoolPage = Page<School>;\n"],
      ['src/api/school/requests.ts', 'export interface Page<T> { items: T[] }\nexport type { SchoolPage } from "@/contract/school";\n'],
      ['server/http/paging.ts', 'export type Local = number;\n'],
    ]);
    expect(twiceDeclaredContractTypes(files)).toEqual({ Page: ['src/contract/page.ts', 'src/api/school/requests.ts'] });
  });

  test('the server imports nothing from the client’s api layer', () => {
    const serverFiles = [...graph.keys()].filter((file) => file.startsWith('server/'));
    expect(serverFiles.length).toBeGreaterThan(50);
    const reachesApi = serverFiles.flatMap((file) => graph.get(file)!.filter((target) => target.startsWith('src/api/')).map((target) => `${file} → ${target}`));
    expect(reachesApi).toEqual([]);
    // The server does use the contract: the check above looks at real edges.
    expect(serverFiles.some((file) => graph.get(file)!.some((target) => target.startsWith('src/contract/')))).toBe(true);
  });
});
