// `npm run docs:config`: writes the configuration table of docs/operations.md from the server's
// one list of settings (server/config.ts, SETTINGS); tests/server/operations.test.ts fails when
// the two disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot, settingsTable } from '../server/config';

export const TABLE_START = '<!-- settings table: npm run docs:config -->';
export const TABLE_END = '<!-- end of settings table -->';

const path = join(projectRoot, 'docs', 'operations.md');
const text = readFileSync(path, 'utf8');
const start = text.indexOf(TABLE_START);
const end = text.indexOf(TABLE_END);
if (start < 0 || end < start) throw new Error(`docs/operations.md lacks the markers ${TABLE_START} … ${TABLE_END}`);
writeFileSync(path, `${text.slice(0, start + TABLE_START.length)}\n${settingsTable()}\n${text.slice(end)}`);
console.log('docs/operations.md: settings table written');
