import { defineConfig } from 'vitest/config';
import typia from '@ryoppippi/unplugin-typia/vite';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { typiaOptions } from './scripts/typia-options.mjs';

const styledSystem = fileURLToPath(new URL('./styled-system', import.meta.url));

// Three suites: unit (domain, api, ui logic), paths (model-generated machine paths) and server
// (HTTP-level tests of the reference backend). `npm test` runs them all.
//
// Workers, measured on two cores: vitest's default (one worker per core but one, for its main
// process) suits the server suite, whose every file runs a server and a database in its worker
// (211 s with one worker, 240 s with two). The unit and path suites want one per core, the main
// process's work (transforms) being mostly done once their first files run (258 s with one
// worker, 156 s with two). Projects with different worker counts run one after the other.
//
// The server files share their worker's modules (no isolation): each file starts its own server
// on its own database, and what a server module keeps in memory is kept per database. Isolated,
// every file imported the whole backend again: 323 s against 227 s for the suite.
//
// The unit files share their worker's modules too: isolated, each of them evaluated again what it
// imports (the messages alone are some 2,200 modules), 128 s for the suite against 67–91 s shared
// (three shuffled orders passed). A test that needs a module's first load (the toasts, loaded
// with the first toast) asks for it with vi.resetModules(). The path suites stay isolated: the
// replays' check loads the path files again to read their machines, which a shared worker's module
// cache would answer without running them.
const cores = availableParallelism();
const lightWorkers = { maxWorkers: cores, sequence: { groupOrder: 0 } };
const serverWorkers = { maxWorkers: Math.max(cores - 1, 1), sequence: { groupOrder: 1 } };
export default defineConfig({
  // `vitest run` reads the sources once; watch mode (plain `vitest`) reads them again on change.
  plugins: [typia(typiaOptions(process.argv.includes('run')))],
  resolve: { alias: { 'styled-system': styledSystem, '@': fileURLToPath(new URL('./src', import.meta.url)), '@route-tree': fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)) } },
  define: { 'import.meta.env.APP_VERSION': JSON.stringify('test'), 'import.meta.env.PUBLIC_VARS': JSON.stringify({}) },
  test: {
    // In CI a failed test runs once more, as a browser spec does; one that then passes is named at
    // the end of the run (tests/support/retried-reporter.ts), for its cause to be found.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...lightWorkers,
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.paths.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'paths',
          ...lightWorkers,
          include: ['tests/paths/**/*.test.ts', 'src/**/*.paths.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          ...serverWorkers,
          isolate: false,
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
