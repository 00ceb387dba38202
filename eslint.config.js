import tseslint from 'typescript-eslint';

/**
 * Imports flow one way (DESIGN.md): routes → machines / ui → api / domain.
 * ui never reaches api or machines; api never reaches ui, machines or routes; domain is pure.
 */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((group) => ({
          group: [`**/${group}`, `**/${group}/**`],
          message,
        })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'styled-system/**',
      'src/paraglide/**',
      'src/routeTree.gen.ts',
      'src/routeTree.prod.gen.ts',
      'src/api/message-table.gen.ts',
      'playwright-report/**',
      'test-results/**',
      '.data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  layer(['src/ui/**'], ['api', 'machines', 'routes', 'server'], 'ui/ renders props and sends events: it never imports api/, machines/ or routes/.'),
  layer(['src/api/**'], ['ui', 'machines', 'routes', 'server'], 'api/ is the way out to the network: it never imports ui/, machines/ or routes/.'),
  layer(['src/domain/**'], ['ui', 'api', 'machines', 'routes', 'server'], 'domain/ is pure rules: it imports nothing from the other layers.'),
  layer(['src/machines/**'], ['ui', 'routes', 'server'], 'machines/ call api/ and domain/ only; views live in ui/ and routes/.'),
  layer(['server/**'], ['src/ui', 'src/machines', 'src/routes', 'src/api/http', 'src/api/session'], 'server/ may share src/domain rules and src/api types, nothing from the browser layers.'),
);
