import { defineConfig, devices } from '@playwright/test';
import { testChromium } from './scripts/ensure-chromium.mjs';

/** E2E_PORT lets two runs (say, a developer and a helper) use separate preview servers. */
const PORT = Number(process.env.E2E_PORT ?? 4174);
const CI = !!process.env.CI;

/**
 * The system Chromium when there is one (scripts/ensure-chromium.mjs, which also installs it:
 * CHROMIUM_PATH; else Debian's headless shell, else Debian's full browser; Playwright cannot
 * download its own browser on CI), else Playwright's own. The headless shell is what Playwright
 * itself runs for headless tests: the same Chromium without the browser's UI layers, about a
 * fifth less time per test on this suite (decision 024).
 */
const SYSTEM_CHROMIUM = testChromium();

/**
 * End-to-end tests run in Chromium against the production-mode build that includes the sandbox
 * lender (`npm run build:sandbox`).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e-artifacts-${PORT}`,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: PORT === 4174 ? 'test-results/e2e.json' : `test-results/e2e-${PORT}.json` },
    ],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
    // Why on the first retry, not on every run: recording a trace costs about a fifth of a
    // test's CPU (measured on status-routing.spec: 305 s traced, 246 s not). CI retries a
    // failed test once, and that retry is traced; locally, `--trace on` when one is wanted.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: SYSTEM_CHROMIUM,
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
  webServer: {
    command: `npm run build:sandbox -- --outDir dist-sandbox-${PORT} && vite preview --mode sandbox --outDir dist-sandbox-${PORT} --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/account/heloc/favicon.svg`,
    reuseExistingServer: !CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
