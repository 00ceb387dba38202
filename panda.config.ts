import { defineConfig } from '@pandacss/dev';
import { tokens, semanticTokens, textStyles, keyframes, breakpoints, globalCss } from './src/ui/theme/tokens';

// The sizes of docs/product/shell.md (Limits) live in src/ui/theme: palette, breakpoints, layers and sizes.
export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/paraglide/**'],
  outdir: 'styled-system',
  conditions: {
    extend: {
      dark: '[data-theme=dark] &',
      light: '[data-theme=light] &',
    },
  },
  theme: {
    extend: { tokens, semanticTokens, textStyles, keyframes, breakpoints },
  },
  globalCss,
  hooks: {
    // Panda's base preset declares 33 custom properties on every element and pseudo-element (the
    // resets its transform, filter and gradient utilities compose from), which every style
    // computation of every element then carries: a restyle of all of /home took 10–15 % less
    // without them (docs/decisions.md, The app starts in stages). Our styles read three, the
    // gradients' positions, declared once on the root instead (src/ui/theme/tokens.ts); a test
    // fails when the styles read one declared nowhere (tests/unit/build/panda-resets.test.ts).
    'preset:resolved': ({ preset, name }) => (name === '@pandacss/preset-base' ? { ...preset, globalCss: undefined } : preset),
  },
});
