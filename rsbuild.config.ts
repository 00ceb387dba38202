import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/rspack';
import { paraglideRspackPlugin } from '@inlang/paraglide-js';
import typia from '@ryoppippi/unplugin-typia/rspack';
import pkg from './package.json' with { type: 'json' };

const isProduction = process.env.NODE_ENV === 'production';

/** Deployment settings: every PUBLIC_* variable reaches src/api/config.ts, which holds the defaults. */
const publicVars = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('PUBLIC_')));

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/main.tsx' },
    define: {
      'import.meta.env.APP_VERSION': JSON.stringify(pkg.version),
      'import.meta.env.PUBLIC_VARS': JSON.stringify(publicVars),
    },
  },
  html: {
    template: './src/index.html',
    title: 'Arena Escolar',
  },
  output: {
    // Security headers forbid inline scripts, so the theme bootstrap ships as a file (see public/).
    inlineScripts: false,
    polyfill: 'off',
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  server: { port: Number(process.env.DEV_PORT ?? 5173), historyApiFallback: true },
  tools: {
    rspack: {
      plugins: [
        tanstackRouter({
          // Paths and code splitting come from tsr.config.json, shared with scripts/prepare.mjs.
          // The design-system gallery (/dev/ui) exists on the dev server only.
          routeFileIgnorePattern: isProduction ? '^dev' : undefined,
        }),
        paraglideRspackPlugin({
          project: './project.inlang',
          outdir: './src/paraglide',
          emitGitIgnore: false,
          emitPrettierIgnore: false,
          strategy: ['baseLocale'],
        }),
        typia({ cache: false, log: false }),
      ],
    },
  },
});
