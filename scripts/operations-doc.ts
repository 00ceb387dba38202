// The generated tables of docs/operations.md: the configuration table from the server's one list
// of settings (server/config.ts, SETTINGS) and the public endpoints' table from their one list
// (server/http/public-endpoints.ts, PUBLIC_ENDPOINTS). Pure: `npm run docs:config` writes the file
// (scripts/config-docs.ts), tests/server/operations.test.ts checks it is current.
import { settingsTable } from '../server/config';
import { publicEndpointsTable } from '../server/http/public-endpoints';

const TABLES = [
  { start: '<!-- settings table: npm run docs:config -->', end: '<!-- end of settings table -->', table: settingsTable },
  { start: '<!-- public endpoints table: npm run docs:config -->', end: '<!-- end of public endpoints table -->', table: publicEndpointsTable },
] as const;

/** The guide's text with each generated table as the code declares it now. */
export function withGeneratedTables(text: string): string {
  let result = text;
  for (const { start, end, table } of TABLES) {
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/operations.md lacks the markers ${start} … ${end}`);
    result = `${result.slice(0, from + start.length)}\n${table()}\n${result.slice(to)}`;
  }
  return result;
}
