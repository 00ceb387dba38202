import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const projectRoot = dirname(fileURLToPath(import.meta.url));

/**
 * Feature folders (README "Where things are"): inside machines/, ui/, api/ and domain/, a folder is
 * a feature (tournaments/, school/…) unless it is one of these shared folders, which any file may use.
 */
export const SHARED_FOLDERS = {
  machines: [],
  ui: ['components', 'feedback', 'shell', 'pages', 'icons', 'assets', 'theme'],
  api: ['contract'],
  domain: ['validation'],
};

/** The feature a project path (relative to the root, with /) belongs to, or null for shared code. */
export function featureOf(path) {
  const match = /^src\/(machines|ui|api|domain)\/([^/]+)\/./.exec(path);
  if (!match || SHARED_FOLDERS[match[1]].includes(match[2])) return null;
  return match[2];
}

/** Where an import specifier of `fromFile` points, relative to the root; null outside the project. */
export function importTarget(fromFile, specifier) {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith('.')) return join(dirname(fromFile), specifier).split('\\').join('/');
  return null;
}

/**
 * Features meet only in routes/: a feature folder never imports another feature's folder, and
 * shared code never imports a feature (it would drag the feature into every user of the shared code).
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherFeature: "The {{own}} feature imports the {{target}} feature: features meet only in routes/ (pass it through the route, e.g. as a prop or a provided actor).",
      sharedToFeature: 'Shared code imports the {{target}} feature: move what both need to a shared folder, or wire them in routes/.',
    },
  },
  create(context) {
    const file = relative(projectRoot, context.filename).split('\\').join('/');
    if (!file.startsWith('src/') || file.startsWith('src/routes/')) return {};
    const own = featureOf(file);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = importTarget(file, source.value);
      const targetFeature = target && featureOf(target);
      if (!targetFeature || targetFeature === own) return;
      context.report({ node: source, messageId: own ? 'otherFeature' : 'sharedToFeature', data: { own, target: targetFeature } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
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
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { architecture: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'architecture/feature-boundaries': 'error' },
  },
  layer(['server/**'], ['src/ui', 'src/machines', 'src/routes', 'src/api/http', 'src/api/session'], 'server/ may share src/domain rules and src/api types, nothing from the browser layers.'),
);
