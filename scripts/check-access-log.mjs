// After a browser run: the access logs its servers wrote (ACCESS_LOG, docs/operations.md, Logs)
// hold one JSON line per request and nothing secret. A whole run signs in with passwords, sends
// access and refresh tokens, CPFs and consent links: none of it may be in a line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What must never be logged, each with what it looks like. */
export const SECRETS = [
  ['a JWT (access or ID token)', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}/],
  ['the demo password', /Demo1234/],
  // A password as a field (JSON or form); a path may name a password page (/change-password).
  ['a password field', /"[a-z]*(?:password|senha)"\s*:|(?:password|senha)=/i],
  ['a CPF', /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/],
  ['a query string', /"path":"[^"]*\?/],
  ['a bearer header', /Bearer/i],
];

const FIELDS = ['time', 'id', 'method', 'path', 'status', 'ms'];

/** The problems of the logs in `dir`: unparseable lines, missing fields, secrets; and how many lines were read. */
export function checkAccessLogs(dir) {
  const problems = [];
  let lines = 0;
  if (!existsSync(dir)) return { lines, problems: [`no access log in ${dir}`] };
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.log'))) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean)) {
      lines += 1;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        problems.push(`${name}: not JSON: ${line.slice(0, 120)}`);
        continue;
      }
      const missing = FIELDS.filter((field) => !(field in entry));
      if (missing.length > 0) problems.push(`${name}: a line without ${missing.join(', ')}`);
      for (const [what, pattern] of SECRETS) if (pattern.test(line)) problems.push(`${name}: ${what} in ${line.slice(0, 200)}`);
    }
  }
  if (lines === 0) problems.push(`the access logs in ${dir} are empty`);
  return { lines, problems };
}
