import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/** E2E_PORT lets two runs (say, a developer and a helper) use separate preview servers. */
const PORT = Number(process.env.E2E_PORT ?? 4174);
const CI = !!process.env.CI;

/**
 * The system Chromium when there is one (CHROMIUM_PATH, or Debian's: Playwright cannot download
 * its own browser on CI), else Playwright's own (installed by scripts/ensure-chromium.mjs).
 */
const SYSTEM_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
    trace: 'retain-on-failure',
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
