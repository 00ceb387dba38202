import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const projectRoot = dirname(fileURLToPath(import.meta.url));

/**
 * Feature folders (README "Where things are"): inside machines/, ui/, api/ and domain/, a folder is
 * a feature (tournaments/, school/…) unless it is one of these shared folders, which any file may use.
 */
export const SHARED_FOLDERS = {
  machines: [],
  ui: ['components', 'feedback', 'shell', 'pages', 'icons', 'assets', 'theme'],
  api: [],
  domain: ['validation'],
};

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
      'src/domain/message-table.gen.ts',
      'playwright-report/**',
      'test-results/**',
      '.data/**',
      'build/**',
    ],
  },
  ...tseslint.configs.recommended,
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  // Accessibility mistakes in the JSX itself (a click on a div, an image without alt, a label tied
  // to nothing), caught as they are written instead of on the pages axe happens to visit.
  { files: ['src/**/*.tsx'], ...jsxA11y.configs.strict },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // A scrolling box (a table, a long list, the rules text) is a named region that takes the
      // focus, or keyboard users could not scroll it (axe's scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // HTML allows a fieldset of native radios to be a radiogroup, so it can be required and invalid.
      'jsx-a11y-x/no-noninteractive-element-to-interactive-role': ['error', { fieldset: ['radiogroup'] }],
      // Keys bubbling up from the controls inside a form or a section (Escape closing an inline form,
      // arrows turning a carousel) are shortcuts: every control still works by itself.
      'jsx-a11y-x/no-noninteractive-element-interactions': [
        'error',
        { body: ['onError', 'onLoad'], iframe: ['onError', 'onLoad'], img: ['onError', 'onLoad'], form: ['onKeyDown'], section: ['onKeyDown'] },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  layer(['src/ui/**'], ['api', 'machines', 'routes', 'server'], 'ui/ renders props and sends events: it never imports api/, machines/ or routes/.'),
  layer(['src/api/**'], ['ui', 'machines', 'routes', 'server'], 'api/ is the way out to the network: it never imports ui/, machines/ or routes/.'),
  layer(['src/domain/**'], ['ui', 'api', 'machines', 'routes', 'server'], 'domain/ is pure rules: it imports nothing from the other layers.'),
  layer(['src/machines/**'], ['ui', 'routes', 'server'], 'machines/ call api/ and domain/ only; views live in ui/ and routes/.'),
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: join(projectRoot, 'tsconfig.json') } },
      'boundaries/root-path': projectRoot,
      'boundaries/elements': [
        ...Object.entries(SHARED_FOLDERS).flatMap(([layer, folders]) => folders.map((folder) => ({ type: 'shared', pattern: `src/${layer}/${folder}` }))),
        { type: 'feature', pattern: 'src/{machines,ui,api,domain}/*', capture: ['layer', 'feature'] },
        { type: 'routes', pattern: 'src/routes' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              disallow: { to: { element: { type: 'feature' } }, dependency: { kind: 'value' } },
              message: 'Features meet only in routes/: a feature or shared code never loads another feature (pass it through the route as a prop or a provided actor, move what both need to a shared folder, or import only its types).',
            },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } } },
            { from: { element: { type: 'routes' } }, allow: { to: { element: { type: 'feature' } } } },
          ],
        },
      ],
    },
  },
  {
    // The files at the top of a layer are shared too (api/http.ts, machines/session.machine.ts…), and
    // eslint-plugin-boundaries sees only files inside an element folder: the same rule, by path.
    files: ['src/{machines,ui,api,domain}/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // gitignore-style patterns (no braces): every folder of a layer, less the shared ones.
              group: [
                ...Object.keys(SHARED_FOLDERS).map((layer) => `@/${layer}/*/**`),
                './*/**',
                ...Object.entries(SHARED_FOLDERS).flatMap(([layer, folders]) => folders.flatMap((folder) => [`!@/${layer}/${folder}/**`, `!./${folder}/**`])),
              ],
              allowTypeImports: true,
              message: 'Shared code imports a feature: move what both need to a shared folder, or wire them in routes/.',
            },
          ],
        },
      ],
    },
  },
  layer(['src/contract/**'], ['ui', 'api', 'machines', 'routes', 'server'], 'contract/ is the neutral home of the API types: it imports only other contract and domain types.'),
  {
    files: ['src/contract/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "ImportDeclaration[importKind='value'] > ImportSpecifier[importKind='value']",
          "ImportDeclaration[importKind='value'] > ImportDefaultSpecifier",
          "ImportDeclaration[importKind='value'] > ImportNamespaceSpecifier",
          ':matches(Program, Program > ExportNamedDeclaration) > :matches(VariableDeclaration, FunctionDeclaration, ClassDeclaration, TSEnumDeclaration)',
        ].map((selector) => ({ selector, message: 'contract/ holds types only: the client and the server both import it, so it never runs.' })),
      ],
    },
  },
  layer(['server/**'], ['src/ui', 'src/machines', 'src/routes', 'src/api'], 'server/ shares src/contract types and src/domain rules, nothing from the browser layers.'),
);
