#!/usr/bin/env node
// `npm run bench`: measured, not guessed.
//  1. Production build: JavaScript per route (gzip) against scripts/budgets.json
//     (scripts/budgets.mjs, also a stage of `npm test`: pages, lazy chunks, no chat, Twilio or
//     Plaid Link in a first load), and proof that no sandbox, msw or staff-tool code ships.
//  2. Lighthouse (mobile emulation, the default) on the pages of budgets.json's `lighthouse`
//     (the registration start page, and product/select for a signed-in borrower choosing an
//     offer) of the production build, its API answered by the sandbox lender in Node
//     (scripts/product-preview.mjs): performance, accessibility, best practices, LCP, TBT and
//     CLS, median of several runs; a run Lighthouse fails is retried (scripts/bench-lighthouse.mjs).
//  3. Browser benchmarks (e2e/bench/*.bench.ts, playwright.bench.config.ts) on the sandbox build:
//     web chat renders each new message of a 1,000-message conversation in under 100 ms.
// Exits non-zero when any budget is broken. `--no-lighthouse` skips part 2, `--no-browser` part 3.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { tool } from './bin.mjs';
import { ensureChromium, systemChromium } from './ensure-chromium.mjs';
import { startProductPreview } from './product-preview.mjs';
import { lighthouseRuns } from './bench-lighthouse.mjs';
import { kib, measureBudgets } from './budgets.mjs';
import { purityFailures } from './purity.mjs';

const budgets = JSON.parse(readFileSync('scripts/budgets.json', 'utf8'));
const failures = [];
/** The hosted login's session cookie, as the sandbox lender reads it (src/sandbox/session.ts). */
const SESSION_COOKIE = 'sandbox_session';
const fmt = (bytes) => `${kib(bytes).toFixed(1).padStart(7)} KiB`;

function build(mode) {
  console.log(`\n━━ vite build${mode ? ` --mode ${mode}` : ''} ━━`);
  execFileSync(
    ...tool('vite', ['build', '--logLevel', 'warn', ...(mode ? ['--mode', mode] : [])]),
    {
      stdio: 'inherit',
    },
  );
}

// ── 1. Bundle sizes ───────────────────────────────────────────────────────────────────────
// The same measure as `npm test`'s budgets stage (scripts/budgets.mjs).
build();
const dist = 'dist';
const sizes = measureBudgets(dist, budgets);
console.log(`\n${sizes.lines.join('\n')}`);
failures.push(...sizes.failures);
const { startFiles, sizeOf } = sizes;

// Production purity: no sandbox part anywhere in dist/ (scripts/purity.mjs, also a stage of npm test).
const purity = purityFailures(dist, budgets.forbiddenInProduction);
for (const failure of purity) failures.push(`production ${failure}`);
console.log(
  `\nProduction purity: ${purity.length ? 'FAILED' : 'ok (no sandbox, msw or staff tools)'}`,
);

// ── 2. Lighthouse ─────────────────────────────────────────────────────────────────────────
if (!process.argv.includes('--no-lighthouse')) {
  if (!ensureChromium()) {
    failures.push('Lighthouse: Chromium is not available');
  } else {
    await lighthouse();
  }
}

// ── 3. Browser benchmarks ─────────────────────────────────────────────────────────────────
if (!process.argv.includes('--no-browser')) {
  if (!ensureChromium()) {
    failures.push('browser benchmarks: Chromium is not available');
  } else {
    console.log('\n━━ browser benchmarks (playwright.bench.config.ts) ━━');
    rmSync('test-results/chat-render.json', { force: true });
    const { status } = spawnSync(
      ...tool('playwright', ['test', '-c', 'playwright.bench.config.ts']),
      {
        stdio: 'inherit',
      },
    );
    const chat = existsSync('test-results/chat-render.json')
      ? JSON.parse(readFileSync('test-results/chat-render.json', 'utf8'))
      : null;
    if (!chat) failures.push('chat render benchmark: no result (see the Playwright output above)');
    else {
      const line = (name, s) =>
        `${s.max < chat.maxRenderMs ? 'ok  ' : 'SLOW'} ${name.padEnd(44)} p50 ${String(s.p50).padStart(5)} ms  p95 ${String(s.p95).padStart(5)} ms  max ${String(s.max).padStart(5)} ms  (${s.count})`;
      console.log(
        `\nWeb chat, ${chat.messagesShown} messages shown; each new message from its cause to the first paint (max ${chat.maxRenderMs} ms):`,
      );
      console.log(line('agent messages 1–100', chat.agent.first100));
      console.log(line('agent messages 901–1,000', chat.agent.last100));
      console.log(line('all agent messages', chat.agent.all));
      console.log(line('borrower messages typed after them', chat.typedAfter));
      for (const [name, s] of [
        ['agent message', chat.agent.all],
        ['typed message', chat.typedAfter],
      ]) {
        if (s.max >= chat.maxRenderMs)
          failures.push(`chat render: slowest ${name} ${s.max} ms ≥ ${chat.maxRenderMs} ms`);
      }
    }
    if (status !== 0 && chat) failures.push('browser benchmarks: Playwright failed (see above)');
  }
}

async function lighthouse() {
  const { runs, retries, pages } = budgets.lighthouse;
  // The production build (part 1's dist/), its API answered by the sandbox lender in Node.
  const origin = 'http://127.0.0.1:4175';
  const stop = await startProductPreview({ port: 4175 });
  try {
    await waitFor(`${origin}/account/heloc/favicon.svg`);
    mkdirSync('.lighthouse', { recursive: true });
    const summary = {};
    for (const page of pages) {
      const url = `${origin}${page.path}`;
      // A signed-in page: the browser carries the hosted login's session cookie, as it does when
      // the borrower comes back from the lender's login. The app asks figureinfo, which answers
      // that identity's bearer token (src/app/access.ts, docs/sandbox.md "Sessions"), so each run
      // signs in on its own, from a cold cache and empty storage like the start page's.
      const headers = page.signedInAs
        ? { Cookie: `${SESSION_COOKIE}=${page.signedInAs}` }
        : undefined;
      const { reports, retried, givenUp, elsewhere } = await lighthouseRuns({
        url,
        slug: page.name.replace(/\W+/gu, '-'),
        runs,
        retries,
        headers,
        chromePath: systemChromium() ?? chromium.executablePath(),
      });
      const trouble = [
        retried ? `${retried} failed attempt${retried > 1 ? 's' : ''} retried` : '',
        givenUp ? `${givenUp} run${givenUp > 1 ? 's' : ''} given up` : '',
      ].filter(Boolean);
      console.log(
        `\nLighthouse (mobile${reports.length ? `, median of ${reports.length}` : ''}${trouble.length ? `; ${trouble.join(', ')}` : ''}) ${page.name}, ${page.path}:`,
      );
      // The page itself is measured, not where the app sent the browser instead.
      if (elsewhere) {
        failures.push(`Lighthouse ${page.name}: the app went to ${elsewhere}, not ${page.path}`);
        console.log(`FAIL the app went to ${elsewhere}`);
        continue;
      }
      if (reports.length === 0) {
        failures.push(`Lighthouse ${page.name}: every run failed (see above)`);
        console.log('FAIL every run failed');
        continue;
      }
      const figures = medianFigures(reports);
      for (const [name, value] of Object.entries(figures)) {
        const min = page.minScores[name];
        const ok = min === undefined || value >= min;
        if (!ok) failures.push(`Lighthouse ${page.name} ${name}: ${value} < ${min}`);
        console.log(
          `${ok ? 'ok  ' : 'LOW '} ${name.padEnd(16)} ${String(value).padStart(8)}${min !== undefined ? `  (min ${min})` : ''}`,
        );
      }
      summary[page.path] = figures;
      // The start page: what it really fetched, against its bundle budget (part 1).
      if (page.path === budgets.pages[0].path) fetchedOnLoad(reports[0]);
    }
    writeFileSync('.lighthouse/summary.json', JSON.stringify(summary, null, 2));
  } finally {
    await stop();
  }
}

/** Each figure the median of the runs' (separately: the runs need not agree on which is median). */
function medianFigures(reports) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const score = (id) =>
    median(reports.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
  const audit = (id) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    LCP: `${Math.round(audit('largest-contentful-paint'))} ms`,
    TBT: `${Math.round(audit('total-blocking-time'))} ms`,
    CLS: audit('cumulative-layout-shift').toFixed(3),
  };
}

/**
 * What the browser really fetched for the page (Lighthouse's network log), against the same
 * budget as part 1's count of the page's modules: a module behind a dynamic import that the page
 * fetches on load anyway must not look lighter than it is.
 */
function fetchedOnLoad(report) {
  const prefix = '/account/heloc/';
  const scripts = (report.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => new URL(item.url).pathname)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length));
  const page = budgets.pages[0];
  const total = sizeOf(scripts);
  const extra = scripts.filter((file) => !startFiles.has(file));
  const ok = scripts.length > 0 && kib(total) <= page.maxTotalKiB;
  if (!ok) failures.push(`fetched on load: ${kib(total).toFixed(1)} KiB > ${page.maxTotalKiB} KiB`);
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${'JavaScript fetched on load'.padEnd(16)} ${fmt(total)}  (${scripts.length} files${extra.length ? `, beyond the page's modules: ${extra.join(', ')}` : ", the page's modules and no more"})`,
  );
}

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

console.log(
  failures.length ? `\nBUDGETS BROKEN:\n  ${failures.join('\n  ')}` : '\nAll budgets met.',
);
process.exit(failures.length ? 1 : 0);
