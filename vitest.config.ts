import { defineConfig } from 'vitest/config';
import typia from '@ryoppippi/unplugin-typia/vite';
import { fileURLToPath } from 'node:url';
import { typiaOptions } from './scripts/typia-options.mjs';

const styledSystem = fileURLToPath(new URL('./styled-system', import.meta.url));

// Three suites: unit (domain, api, ui logic), paths (model-generated machine paths) and server
// (HTTP-level tests of the reference backend). `npm test` runs them all.
export default defineConfig({
  // `vitest run` reads the sources once; watch mode (plain `vitest`) reads them again on change.
  plugins: [typia(typiaOptions(process.argv.includes('run')))],
  resolve: { alias: { 'styled-system': styledSystem, '@': fileURLToPath(new URL('./src', import.meta.url)), '@route-tree': fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)) } },
  define: { 'import.meta.env.APP_VERSION': JSON.stringify('test'), 'import.meta.env.PUBLIC_VARS': JSON.stringify({}) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.paths.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'paths',
          include: ['tests/paths/**/*.test.ts', 'src/**/*.paths.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
