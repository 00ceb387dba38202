import { defineConfig, devices } from '@playwright/test';
import { testChromiumPath } from './scripts/browser.mjs';

// CHROME_PATH when set; else Debian's headless shell, else Debian's Chromium, where present (CI
// installs both); else Playwright's own browser (`npx playwright install chromium`).
const executablePath = testChromiumPath();
const appPort = Number(process.env.E2E_PORT ?? 4173);
const galleryPort = Number(process.env.E2E_GALLERY_PORT ?? 5174);
/** The reference backend `npm run dev` starts for the dev server's specs. */
const devApiPort = Number(process.env.E2E_DEV_API_PORT ?? 4373);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${appPort}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace of every test costs about a third of the browser suite's CPU (measured on
    // two spec files: 218 s against 152 s): CI records one only when a test is run again after
    // failing; a run on a developer's machine keeps the trace of every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Pages open with reduced motion: looping videos and endless animations would otherwise keep
    // the renderer busy for the whole spec. Specs about motion ask for 'no-preference' themselves.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'app', testIgnore: /(gallery|dev-server)\//, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      // Specs against `npm run dev`: the design-system gallery, and the dev loop itself.
      name: 'gallery',
      testMatch: /(gallery|dev-server)\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${galleryPort}` },
    },
  ],
  // E2E_GALLERY=0 leaves the dev server out when only app specs run (`--project app`), and
  // E2E_APP=0 the app's server when only the gallery's do (`--project gallery`).
  webServer: [
    ...(process.env.E2E_APP === '0' ? [] : [{
      // The production build behind the same server `npm start` runs, on a fresh test database.
      command: `node scripts/start.mjs`,
      // Its access log is checked for secrets after the run (scripts/check-access-log.mjs).
      env: { PORT: String(appPort), E2E: '1', ACCESS_LOG: `.e2e-logs/access-${appPort}.log` },
      url: `http://localhost:${appPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    }]),
    ...(process.env.E2E_GALLERY === '0' ? [] : [{
      // `npm run dev` as a developer runs it: the dev server (the only one serving the gallery)
      // and the reference backend it starts, here on a fresh in-memory database.
      command: `node scripts/dev.mjs`,
      // No source changes during the run, so typia's plugin may keep what it parsed (scripts/typia-options.mjs).
      env: { DEV_PORT: String(galleryPort), DEV_API_PORT: String(devApiPort), E2E: '1', TYPIA_CACHE: '1' },
      url: `http://localhost:${galleryPort}/`,
      reuseExistingServer: !process.env.CI,
      // The first dev build shares the two cores with both app shards' servers and first specs:
      // 9 s alone with typia's cache, over five minutes beside the shards without it on slow cores.
      timeout: 300_000,
    }]),
  ],
});
