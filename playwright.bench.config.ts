import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run bench`'s browser benchmarks (e2e/bench/*.bench.ts): the e2e setup (Debian Chromium,
 * the sandbox build) on its own port, one worker so nothing else competes for the CPU, no retries
 * (a slow run is a result, not a flake).
 */
const PORT = Number(process.env.BENCH_PORT ?? 4176);

export default defineConfig({
  ...base,
  testDir: 'e2e/bench',
  testMatch: '*.bench.ts',
  outputDir: `test-results/bench-artifacts-${PORT}`,
  retries: 0,
  workers: 1,
  timeout: 240_000,
  reporter: [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}`, trace: 'off' },
  webServer: {
    ...base.webServer,
    command: `npm run build:sandbox -- --outDir dist-sandbox-${PORT} && vite preview --mode sandbox --outDir dist-sandbox-${PORT} --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/account/heloc/favicon.svg`,
    reuseExistingServer: false,
  },
});
