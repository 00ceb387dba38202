import { defineGlobalStyles, defineKeyframes, defineSemanticTokens, defineTextStyles, defineTokens } from '@pandacss/dev';

/** Breakpoints (docs/product/shell.md, Limits): mobile 320 (the base), tablet 640, desktop 1280; `wide` for the 110 % font step. */
export const breakpoints = {
  sm: '640px',
  md: '960px',
  lg: '1280px',
  xl: '1400px',
};

export const tokens = defineTokens({
  colors: {
    purple: {
      50: { value: '#f5f0ff' },
      100: { value: '#ebe0ff' },
      200: { value: '#d6c2ff' },
      300: { value: '#b794ff' },
      400: { value: '#9966ff' },
      500: { value: '#7c3aed' },
      600: { value: '#6425d0' },
      700: { value: '#4e1aa8' },
      800: { value: '#371379' },
      900: { value: '#230c4f' },
      950: { value: '#140630' },
    },
    magenta: {
      50: { value: '#fff0fb' },
      100: { value: '#ffd9f4' },
      200: { value: '#ffb0e8' },
      300: { value: '#ff7ad6' },
      400: { value: '#f545c0' },
      500: { value: '#d61fa4' },
      600: { value: '#ad1285' },
      700: { value: '#860d67' },
      800: { value: '#5e0948' },
    },
    slate: {
      50: { value: '#f7f7fb' },
      100: { value: '#eeeef5' },
      200: { value: '#dcdce8' },
      300: { value: '#b9b9cc' },
      400: { value: '#8a8aa3' },
      500: { value: '#64647d' },
      600: { value: '#4a4a60' },
      700: { value: '#34344a' },
      800: { value: '#22223a' },
      900: { value: '#15152a' },
      950: { value: '#0c0c1d' },
    },
    green: { 500: { value: '#1f9d55' }, 300: { value: '#6fe0a0' } },
    amber: { 500: { value: '#b86e00' }, 300: { value: '#ffc766' } },
    red: { 500: { value: '#d0312d' }, 300: { value: '#ff8f8a' } },
    blue: { 500: { value: '#2563c9' }, 300: { value: '#8fb8ff' } },
  },
  /**
   * Type below the body size. Under 600 px the root is 80 % (docs/product/shell.md, Limits), so 1rem is 12.8 px and
   * anything under 0.9375rem would fall below 12 px, the smallest size read without zooming:
   * these sizes keep their rem value wherever that is 12 px or more and stop at 12 px otherwise.
   */
  fontSizes: {
    xs: { value: 'max(12px, 0.75rem)' },
    caption: { value: 'max(12px, 0.8125rem)' },
    sm: { value: 'max(12px, 0.875rem)' },
    compact: { value: 'max(12px, 0.9rem)' },
  },
  fonts: {
    body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    heading: { value: '"Trebuchet MS", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  },
  sizes: {
    headerPrivate: { value: '90px' },
    headerPublic: { value: '48px' },
    sidebarExpanded: { value: '172px' },
    sidebarCollapsed: { value: '68px' },
    content: { value: '1100px' },
    modal: { value: '515px' },
    courseCard: { value: '300px' },
    tournamentCard: { value: '243px' },
    notificationItem: { value: '118px' },
    rankingRow: { value: '69px' },
    /** WCAG 2.2 target size (2.5.8) in CSS px, so the 80 % base font below 600 px cannot shrink it. */
    touchTarget: { value: '24px' },
  },
  zIndex: {
    sidebar: { value: 100 },
    header: { value: 101 },
    backdrop: { value: 200 },
    modal: { value: 201 },
    snackbar: { value: 300 },
    headerMenu: { value: 400 },
  },
  durations: {
    toast: { value: '2000ms' },
    copyToast: { value: '1000ms' },
  },
});

/** Light is the default theme; `[data-theme=dark]` on <html> switches every semantic token. */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.slate.50}', _dark: '{colors.slate.950}' } },
      surface: { value: { base: '#ffffff', _dark: '{colors.slate.900}' } },
      subtle: { value: { base: '{colors.purple.50}', _dark: '{colors.slate.800}' } },
      header: { value: { base: '{colors.purple.800}', _dark: '{colors.purple.950}' } },
      sidebar: { value: { base: '#ffffff', _dark: '{colors.slate.900}' } },
      backdrop: { value: { base: 'rgba(20, 6, 48, 0.55)', _dark: 'rgba(0, 0, 0, 0.7)' } },
      inverse: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.50}' } },
    },
    fg: {
      default: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.50}' } },
      muted: { value: { base: '{colors.slate.600}', _dark: '{colors.slate.300}' } },
      onHeader: { value: { base: '#ffffff', _dark: '#ffffff' } },
      onAccent: { value: { base: '#ffffff', _dark: '#ffffff' } },
      inverse: { value: { base: '#ffffff', _dark: '{colors.slate.900}' } },
      link: { value: { base: '{colors.purple.600}', _dark: '{colors.purple.300}' } },
    },
    accent: {
      default: { value: { base: '{colors.purple.600}', _dark: '{colors.purple.400}' } },
      emphasis: { value: { base: '{colors.purple.700}', _dark: '{colors.purple.300}' } },
      secondary: { value: { base: '{colors.magenta.600}', _dark: '{colors.magenta.400}' } },
      subtle: { value: { base: '{colors.purple.100}', _dark: '{colors.purple.900}' } },
    },
    border: {
      default: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
      strong: { value: { base: '{colors.slate.400}', _dark: '{colors.slate.500}' } },
      focus: { value: { base: '{colors.magenta.600}', _dark: '{colors.magenta.300}' } },
    },
    status: {
      success: { value: { base: '{colors.green.500}', _dark: '{colors.green.300}' } },
      warning: { value: { base: '{colors.amber.500}', _dark: '{colors.amber.300}' } },
      error: { value: { base: '{colors.red.500}', _dark: '{colors.red.300}' } },
      info: { value: { base: '{colors.blue.500}', _dark: '{colors.blue.300}' } },
    },
  },
});

export const textStyles = defineTextStyles({
  pageTitle: { value: { fontFamily: 'heading', fontSize: '1.75rem', fontWeight: '800', lineHeight: '1.2' } },
  sectionTitle: { value: { fontFamily: 'heading', fontSize: '1.25rem', fontWeight: '700', lineHeight: '1.3' } },
  body: { value: { fontSize: '1rem', lineHeight: '1.5' } },
  small: { value: { fontSize: 'sm', lineHeight: '1.4' } },
});

export const keyframes = defineKeyframes({
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
  slideIn: { from: { transform: 'translateY(-8px)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } },
  toastOut: { to: { transform: 'translateX(16px)', opacity: 0 } },
  /** The bell while notifications wait: a short ring, then still until the next round. */
  bellRing: {
    '0%, 30%, 100%': { transform: 'rotate(0deg)' },
    '6%': { transform: 'rotate(14deg)' },
    '12%': { transform: 'rotate(-12deg)' },
    '18%': { transform: 'rotate(8deg)' },
    '24%': { transform: 'rotate(-4deg)' },
  },
  ring: {
    '0%, 100%': { transform: 'rotate(0deg)' },
    '20%': { transform: 'rotate(14deg)' },
    '40%': { transform: 'rotate(-12deg)' },
    '60%': { transform: 'rotate(8deg)' },
    '80%': { transform: 'rotate(-4deg)' },
  },
  spin: { to: { transform: 'rotate(360deg)' } },
  levelUpPop: {
    '0%, 100%': { transform: 'scale(1)' },
    '30%': { transform: 'scale(1.12) rotate(-4deg)' },
    '60%': { transform: 'scale(0.97) rotate(3deg)' },
  },
  levelUpGlow: { '0%': { opacity: 0 }, '25%': { opacity: 0.9 }, '100%': { opacity: 0 } },
  mascotBob: { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-4px)' } },
});

/** Base font 16 px; 80 % up to 600 px wide, 110 % from 1400 px (docs/product/shell.md, Limits). */
export const globalCss = defineGlobalStyles({
  // The gradient utilities' stop positions, empty unless a utility sets one. Panda declares them on
  // every element; once on the root is enough while no utility of ours sets them (panda.config.ts).
  // Two comments make the empty value Panda itself uses: a blank would be written as 0.
  ':root': { '--gradient-from-position': '/*-*/ /*-*/', '--gradient-to-position': '/*-*/ /*-*/', '--gradient-via-position': '/*-*/ /*-*/' },
  html: {
    fontSize: '100%',
    colorScheme: 'light',
    '@media (max-width: 600px)': { fontSize: '80%' },
    '@media (min-width: 1400px)': { fontSize: '110%' },
    '&[data-theme=dark]': { colorScheme: 'dark' },
  },
  body: {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    textStyle: 'body',
    minHeight: '100dvh',
    WebkitFontSmoothing: 'antialiased',
  },
  'a': { color: 'fg.link' },
  ':focus-visible': { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
});
