/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { bundleReport } from './scripts/vite-bundle-report.ts';
import { precompressAssets } from './scripts/vite-precompress.ts';
import { prerenderStartPage } from './scripts/vite-prerender.ts';
import { preloadRouteDiscovery } from './scripts/vite-route-discovery-preload.ts';
import { reactRouterPure } from './scripts/vite-react-router-pure.ts';
import { securityHeadersPlugin } from './scripts/security-headers.ts';
import { sandboxOutsidePages } from './scripts/vite-sandbox-outside.ts';
import { APP_BASE_PATH } from './src/domain/appPaths.ts';

// Fixed locale and timezone for every test run (dates, money and support hours must not depend
// on the machine). Pacific Time because the product shows support hours in Pacific Time.
process.env.TZ = 'America/Los_Angeles';
process.env.LANG = 'en_US.UTF-8';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The app's base path with its trailing slash (src/domain/appPaths.ts). */
export const BASE = `${APP_BASE_PATH}/`;

/**
 * The framework every page runs on: React, the router, xstate, zod and ofetch with their own
 * dependencies. One chunk, so it compresses as one file and stays cached across releases of our
 * own code (decision 009).
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|xstate|@xstate[\\/]react|zod|ofetch|ufo|destr|use-sync-external-store)[\\/]/;

const START_SHARED = [
  /src[\\/]app[\\/](App|RootLayout)\.tsx$/,
  // The entry reads the landing parameters before anything else (issue 14): with the app, not in
  // a route chunk the entry would then depend on.
  /src[\\/]app[\\/]landingParams\.ts$/,
  /src[\\/]ui[\\/](AddressTypeahead|Select|TextField|Field|ProgressBar|ErrorSummary|SubmitRow|RadioGroup|ScreenReaderMessage|useTransientMessage|links|Brand)\.tsx?$/,
  // The modal dialog: the shell's dialogs (the session-expiry warning, the leave survey, feedback,
  // privacy choices) load after the first paint, but most routes use it too; in a chunk of its
  // own it counted against every such route's 30 KiB (decision 023).
  /src[\\/]ui[\\/]Modal\.tsx$/,
  /src[\\/]domain[\\/](dates|phone|states|ids|url|validation[\\/].*)\.ts$/,
  // Shared with the application's screens and the sandbox lender: the form hook, and the
  // registration's tables the income rules read. In the registration chunk they would make every
  // screen (and the sandbox's boot) load the registration.
  /src[\\/]ui[\\/]form[\\/](useForm|errorTitle)\.ts$/,
  /src[\\/]domain[\\/]registration[\\/]types\.ts$/,
  // What the entry reads to decide whether to hydrate the prerendered start page (the tab's draft
  // and pre-auth keys, src/app/hydration.ts): with the entry, so it never depends on `register`.
  /src[\\/]domain[\\/]registration[\\/](draft|savedState)\.ts$/,
  /src[\\/]api[\\/](types|common)\.ts$/,
  /machines[\\/]registration[\\/]address-lookup\.machine\.ts$/,
];

export default defineConfig(({ mode, command }) => {
  // `vite build` (mode production) is the real product: no sandbox, no msw, no staff tools.
  // `vite` (development), `vite build --mode sandbox` and vitest include the embedded sandbox.
  const sandbox = mode !== 'production';
  return {
    base: BASE,
    plugins: [
      react(),
      reactRouterPure(),
      bundleReport(fileURLToPath(new URL('.', import.meta.url))),
      // Deep links (every page but the prerendered start page) preload the route discovery.
      preloadRouteDiscovery(),
      // The CSP and security headers: dist/_headers, and `vite preview` sends them (issue 14).
      securityHeadersPlugin(sandbox ? 'sandbox' : 'production', BASE),
      ...(sandbox ? [msw({ mode: 'worker-only' }), sandboxOutsidePages(BASE)] : []),
      // The product ships its files precompressed (Zopfli gzip and Brotli) for the host to serve.
      // The registration start page rendered to HTML per brand, hydrated by the app (decision 021).
      ...(command === 'build' && mode === 'production'
        ? [prerenderStartPage(), precompressAssets()]
        : []),
    ],
    resolve: {
      alias: [
        // Why: @xstate/react imports the shims for React < 18; React 19 has the hook itself, so
        // the shims' fallback code only added weight to every page (decision 008).
        {
          find: /^use-sync-external-store\/shim\/with-selector$/,
          replacement: 'use-sync-external-store/with-selector',
        },
        { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
      ],
    },
    define: {
      __SANDBOX__: JSON.stringify(sandbox),
      __APP_VERSION__: JSON.stringify(pkg.version),
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4174, strictPort: true },
    build: {
      outDir: mode === 'sandbox' ? 'dist-sandbox' : 'dist',
      sourcemap: command === 'build' && mode === 'sandbox',
      target: 'es2022',
      manifest: true,
      // Why: browsers without modulepreload (Safari before 17) still load the same modules, only
      // without the head start; the polyfill cost every browser 0.5 KiB (decision 008).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Why: the precompression (production only) takes its seconds on purpose, once per
        // release; rolldown would report it as a slow plugin on every build.
        checks: { bundlerTimings: mode !== 'production' },
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK, priority: 3 },
              { name: 'app', test: (id) => START_SHARED.some((re) => re.test(id)), priority: 2 },
              // date-fns that several routes share, in chunks of its own per set of routes using
              // it: in `register` (which takes its pages' dependencies) it made the funding rules,
              // and with them the sandbox's boot, load the registration (decision 020). A route's
              // own date-fns stays in its chunk (minShareCount); sets under 2 kB are merged.
              {
                name: 'date-fns',
                test: /node_modules[\\/]date-fns[\\/]/,
                priority: 1.5,
                minShareCount: 2,
                entriesAware: true,
                entriesAwareMergeThreshold: 2000,
              },
              {
                name: 'register',
                test: /src[\\/]screens[\\/]register-v2[\\/](RegistrationLayout|StartPage)\.tsx$/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    test: {
      // Why every core: vitest's default leaves one free (cores − 1), which on CI's 2-core
      // machine is one worker and a full run of about 13 minutes; `npm test` runs its stages one
      // after another, so nothing else needs that core. Two workers there: about 7 minutes
      // (decision 024).
      maxWorkers: availableParallelism(),
      globals: true,
      restoreMocks: true,
      unstubGlobals: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['machines/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
            setupFiles: ['src/testing/setup-node.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            // Why 30 s, not vitest's 5: a walk through whole screens with user-event (a card
            // typed and paid, an ID uploaded and verified) takes 2-5 s alone and up to 9.4 s with
            // two workers on the 2-core machine (measured, income.views.test.tsx); the limit
            // catches a hang, it does not time the screens.
            testTimeout: 30_000,
            environmentOptions: { jsdom: { url: 'http://127.0.0.1:5173/account/heloc/' } },
            include: ['src/**/*.test.tsx', 'machines/**/*.test.tsx'],
            setupFiles: ['src/testing/setup-dom.ts'],
          },
        },
      ],
    },
  };
});
