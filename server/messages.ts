import { readFileSync } from 'node:fs';
import { projectRoot } from './config';
import { join } from 'node:path';

let catalogue: Record<string, string> | undefined;

function load(): Record<string, string> {
  if (!catalogue) catalogue = JSON.parse(readFileSync(join(projectRoot, 'messages', 'pt.json'), 'utf8')) as Record<string, string>;
  return catalogue;
}

/** A message of messages/pt.json with its {placeholders} filled; the key itself when missing. */
export function t(key: string, params: Record<string, string | number> = {}): string {
  const text = load()[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
