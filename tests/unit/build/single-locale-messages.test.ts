import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { syntaxErrors } from './support';
import { dropLocaleLookup, projectLocales } from '../../../scripts/single-locale-messages.mjs';

const root = join(__dirname, '..', '..', '..');
const messagesDir = join(root, 'src', 'paraglide', 'messages');
const modules = readdirSync(messagesDir).filter((name) => name.endsWith('.js') && name !== '_index.js');

describe('messages of a single-locale build', () => {
  it('applies to this project, which speaks only pt', () => {
    expect(projectLocales(root)).toEqual(['pt']);
  });

  // Fails when a Paraglide upgrade changes the compiled shape, instead of silently doing nothing.
  it('every compiled message loses its locale lookup and nothing else', () => {
    expect(modules.length).toBeGreaterThan(100);
    const wrong = modules.filter((name) => {
      const source = readFileSync(join(messagesDir, name), 'utf8');
      const out = dropLocaleLookup(source);
      const removed = source.split('\n').filter((line) => !out.split('\n').includes(line)).map((line) => line.trim());
      return /getLocale\(\)/.test(out) || removed.join() !== 'experimentalStaticLocale ?? options.locale ?? getLocale()' || syntaxErrors(out, name) > 0;
    });
    expect(wrong).toEqual([]);
  });

  it('leaves a message with several translations as it is', () => {
    const several = [
      'const m = (inputs = {}, options = {}) => {',
      '\tconst locale = experimentalStaticLocale ?? options.locale ?? getLocale()',
      '\tif (locale === "pt") return pt_m(inputs)',
      '\treturn en_m(inputs)',
      '};',
    ].join('\n');
    expect(dropLocaleLookup(several)).toBe(several);
  });
});
