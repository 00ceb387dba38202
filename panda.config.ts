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
});
