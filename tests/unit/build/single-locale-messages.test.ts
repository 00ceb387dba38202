import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '@inlang/paraglide-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntaxErrors } from './support';
import { dropLocaleLookup, projectLocales } from '../../../scripts/single-locale-messages.mjs';

const root = join(__dirname, '..', '..', '..');
// The messages as a production build compiles them (one module each, as rsbuild.config.ts asks);
// src/paraglide may hold the dev server's per-locale modules instead.
const outdir = mkdtempSync(join(tmpdir(), 'paraglide-'));
const messagesDir = join(outdir, 'messages');
let modules: string[] = [];
beforeAll(async () => {
  await compile({ project: join(root, 'project.inlang'), outdir, outputStructure: 'message-modules', strategy: ['baseLocale'], emitGitIgnore: false, emitPrettierIgnore: false, emitReadme: false });
  modules = readdirSync(messagesDir).filter((name) => name.endsWith('.js') && name !== '_index.js');
}, 30_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

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
    // Parses every message module of the product: seconds of work on a busy machine.
  }, 60_000);

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
