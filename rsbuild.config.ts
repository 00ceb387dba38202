import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/rspack';
import { paraglideRspackPlugin } from '@inlang/paraglide-js';
import typia from '@ryoppippi/unplugin-typia/rspack';
import pkg from './package.json' with { type: 'json' };
import messages from './messages/pt.json' with { type: 'json' };
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Chunk, Compiler } from '@rspack/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { precompress } from './scripts/precompress.mjs';
import { PRERENDER_BUNDLE_DIR, PRERENDER_ENVIRONMENT, writePrerenderedPages } from './scripts/prerender';
import { typiaOptions } from './scripts/typia-options.mjs';
import { MACHINE_FILE } from './scripts/strip-machine-descriptions.mjs';
import { isPublicPageChunk, productionRouteFiles, routePreloadMap } from './scripts/route-chunks.mjs';
import { ROUTE_PRELOAD_FILE } from './server/http/route-preload';
import { isBackendPath } from './scripts/dev-proxy.mjs';

/** The chunk graph: chunks, every module in them (concatenated ones too) and their siblings. */
const CHUNK_GRAPH = { all: false, chunks: true, chunkModules: true, nestedModules: true, chunkModulesSpace: Infinity, nestedModulesSpace: Infinity, chunkRelations: true, ids: true } as const;

class WriteStatsPlugin {
  constructor(private readonly path: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('WriteStatsPlugin', (stats) => {
      // Every module, those concatenated into others too (orphan and dependent ones), unabridged:
      // without them the bench cannot tell which pages carry a given library.
      const json = stats.toJson({ ...CHUNK_GRAPH, orphanModules: true, dependentModules: true, entrypoints: true, assets: true });
      writeFileSync(this.path, JSON.stringify(json));
    });
  }
}

/**
 * Writes route-preload.json beside index.html: for each page, the script files its split parts
 * need, which the server announces as preload hints so they load alongside the entry's instead
 * of after it (server/http/route-preload.ts).
 */
class RoutePreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('RoutePreloadPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const routesDir = join(root, 'src', 'routes');
      const files = productionRouteFiles(routesDir, readFileSync(join(root, routeTreeFile), 'utf8'));
      const map = routePreloadMap(stats.toJson(CHUNK_GRAPH), files);
      writeFileSync(join(compiler.options.output.path ?? join(root, 'dist'), ROUTE_PRELOAD_FILE), JSON.stringify(map));
    });
  }
}

const isProduction = process.env.NODE_ENV === 'production';

/** Production builds ship gzip and Brotli copies of their text files (served by server/http/spa.ts). */
const precompressPlugin: RsbuildPlugin = {
  name: 'precompress',
  setup(api) {
    api.onAfterBuild(async ({ environments }) => {
      if (environments.web) await precompress(environments.web.distPath);
    });
  },
};

/**
 * The two classic scripts of public/ (the theme's bootstrap and the start after the first paint)
 * are copied as written, comments and all; production builds send them minified by the SWC that
 * minifies the rest: start-after-paint.js 1.6 → 0.7 KB gzip, fetched by every page sent as HTML.
 */
const PUBLIC_SCRIPTS = ['theme-init.js', 'start-after-paint.js'];
const publicScriptsPlugin: RsbuildPlugin = {
  name: 'public-scripts',
  setup(api) {
    api.onAfterBuild({
      // Before the precompress plugin, which compresses what they become.
      order: 'pre',
      handler: async ({ environments }) => {
        const web = environments.web;
        if (!web) return;
        for (const name of PUBLIC_SCRIPTS) {
          const path = join(web.distPath, name);
          const { code } = await rspack.experiments.swc.minify(readFileSync(path, 'utf8'), { compress: { passes: 2 }, mangle: true, ecma: 2020 });
          writeFileSync(path, code);
        }
      },
    });
  },
};

const routeTreeFile = isProduction ? './src/routeTree.prod.gen.ts' : './src/routeTree.gen.ts';
const root = fileURLToPath(new URL('.', import.meta.url));

/** Deployment settings: every PUBLIC_* variable reaches src/api/config.ts, which holds the defaults. */
const publicVars = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('PUBLIC_')));

/**
 * Production builds run three source transforms (scripts/), each removing weight the running app
 * would only carry: the same behaviour, computed or dropped at build time. The prerender runs them
 * too, so the HTML it writes carries the class names and texts the browser's code renders.
 */
function productionTransforms(config: { module?: { rules?: unknown[] } }) {
  const rules = ((config.module ??= {}).rules ??= []);
  const before = (test: RegExp, loader: string, exclude?: RegExp) => rules.push({ test, exclude, enforce: 'pre', loader: join(root, 'scripts', loader) });
  // Machine descriptions are documentation for diagrams and tests.
  before(MACHINE_FILE, 'strip-machine-descriptions.mjs');
  // With one locale, a message needs no locale lookup: each becomes its text.
  before(/[\\/]src[\\/]paraglide[\\/]messages[\\/][^\\/]+\.js$/, 'single-locale-messages.mjs');
  // Style calls fixed in the source become their class names, so pages ship no Panda runtime.
  before(/[\\/]src[\\/].+\.tsx?$/, 'panda-static-styles.mjs', /[\\/]src[\\/]paraglide[\\/]/);
}

/** Writes the public pages rendered at build time into the browser's build (scripts/prerender.ts). */
const prerenderPlugin: RsbuildPlugin = {
  name: 'prerender',
  setup(api) {
    api.onAfterBuild({
      // Before the precompress plugin, so the pages get their compressed copies too.
      order: 'pre',
      handler: async ({ environments }) => {
        const web = environments.web;
        const bundle = environments[PRERENDER_ENVIRONMENT];
        if (web && bundle) await writePrerenderedPages(web.distPath, bundle.distPath);
      },
    });
  },
};

const distRoot = process.env.DIST_DIR ?? 'dist';

/**
 * The chunks whose modules may go to chunks split off to be shared: every one but a public page's
 * (docs/decisions.md, A public page's parts in one file).
 */
const sharedFrom = (chunk: Chunk) => !isPublicPageChunk(chunk);

export default defineConfig({
  // Production builds also compile src/prerender.tsx for Node, after the browser's build (it reads
  // the route tree and messages that build generates), and write the public pages it renders.
  plugins: [pluginReact(), ...(isProduction ? [publicScriptsPlugin, prerenderPlugin, precompressPlugin] : [])],
  environments: {
    web: { source: { entry: { index: './src/main.tsx' } } },
    ...(isProduction
      ? {
          [PRERENDER_ENVIRONMENT]: {
            source: { entry: { prerender: './src/prerender.tsx' } },
            output: { target: 'node', distPath: { root: join(distRoot, PRERENDER_BUNDLE_DIR) }, minify: false, sourceMap: false },
          },
        }
      : {}),
  },
  resolve: {
    alias: { '@route-tree': join(root, routeTreeFile), '@': join(root, 'src'), 'styled-system': join(root, 'styled-system') },
    aliasStrategy: 'prefer-alias',
  },
  source: {
    define: {
      'import.meta.env.APP_VERSION': JSON.stringify(pkg.version),
      'import.meta.env.PUBLIC_VARS': JSON.stringify(publicVars),
    },
  },
  html: {
    template: './src/index.html',
    title: messages.common_appName,
  },
  output: {
    // DIST_DIR lets parallel builds (and the server serving them) use their own folder.
    distPath: { root: distRoot },
    // Security headers forbid inline scripts, so the theme bootstrap ships as a file (see public/).
    inlineScripts: false,
    polyfill: 'off',
  },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        cacheGroups: {
          // rspack's own two groups, but for public pages (isPublicPageChunk).
          default: { chunks: sharedFrom, minChunks: 2, priority: -20, reuseExistingChunk: true },
          defaultVendors: { chunks: sharedFrom, test: /[\\/]node_modules[\\/]/i, priority: -10, reuseExistingChunk: true },
          // The shared answer contracts (the profile's) are imported by the session's account check,
          // the top bar's avatar and several pages. Too small for a split chunk of their own, they were
          // copied into each importer's chunk, and a signed-in page fetched them twice (0.7 KB). Kept
          // in one chunk, every signed-in first visit fetches 0.7–1.7 KB less (docs/decisions.md).
          contracts: { test: /[\\/]src[\\/]api[\\/]contract-checks\.ts$/, name: 'contracts', chunks: 'all', enforce: true, priority: 10 },
        },
      },
    },
  },
  dev: {
    // The dev server compiles every page when it starts rather than on its first visit: compiling
    // on demand made the dev client reload the page when an update it asked for was already
    // replaced by a newer one, cutting short whatever the developer (or a spec) had started.
    lazyCompilation: false,
  },
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    // A busy port is an error rather than a silent move: the backend's public origin names this one.
    strictPort: true,
    historyApiFallback: true,
    // `npm run dev` (scripts/dev.mjs) names the reference backend it started or found; the dev
    // server then passes it the APIs, the token server, the stand-ins and the media, so the app
    // signs in and loads data on its own origin, as it does in production.
    ...(process.env.DEV_API_ORIGIN
      ? {
          proxy: [
            {
              target: process.env.DEV_API_ORIGIN,
              pathFilter: (path: string) => isBackendPath(path.split('?')[0]!),
              // The Host header stays the dev server's, so the token server's redirects and
              // cookies stay on the origin the browser sees (rsbuild rewrites it by default).
              changeOrigin: false,
            },
          ],
        }
      : {}),
  },
  tools: {
    rspack: (config, { appendPlugins, environment }) => {
      if (environment.name === PRERENDER_ENVIRONMENT) {
        // After the browser's build, whose plugins generate the route tree and the messages it reads.
        config.dependencies = ['web'];
        appendPlugins([
          // The same route files as the browser's, whole: a page rendered here needs no split parts.
          tanstackRouter({ enableRouteGeneration: false, autoCodeSplitting: false, routeFileIgnorePattern: '^dev$', generatedRouteTree: routeTreeFile }),
          typia(typiaOptions(true)),
        ]);
        productionTransforms(config);
        return config;
      }
      appendPlugins([
        tanstackRouter({
          // Paths come from tsr.config.json, shared with scripts/prepare.mjs.
          // A route's loader travels with its component: the data requests it names (and their
          // contracts' validators) then stay out of the entry every page downloads. A first visit
          // loses nothing, the server preloading the page's chunks beside the entry.
          codeSplittingOptions: {
            defaultBehavior: [
              ['loader', 'component'],
              ['errorComponent', 'notFoundComponent', 'pendingComponent'],
            ],
          },
          // The design-system gallery (/dev/ui) exists on the dev server only. Production builds
          // write their own tree, so a dev server running beside them can never leak it in.
          ...(isProduction ? { routeFileIgnorePattern: '^dev$', generatedRouteTree: routeTreeFile } : {}),
        }),
        paraglideRspackPlugin({
          project: './project.inlang',
          outdir: './src/paraglide',
          emitGitIgnore: false,
          emitPrettierIgnore: false,
          strategy: ['baseLocale'],
        }),
        // A dev server whose sources never change while it runs (the test run's) keeps the cache too.
        typia(typiaOptions(isProduction || process.env.TYPIA_CACHE === '1')),
      ]);
      if (isProduction) {
        productionTransforms(config);
        appendPlugins(new RoutePreloadPlugin());
      }
      // `npm run bench` reads the chunk graph to size each route's first load.
      if (process.env.BUNDLE_STATS) appendPlugins(new WriteStatsPlugin(process.env.BUNDLE_STATS));
      return config;
    },
  },
});
