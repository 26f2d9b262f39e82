#!/usr/bin/env node
// `npm run bench`: measured, not guessed.
//  1. Production build: JavaScript per route (gzip) against scripts/budgets.json, and proof that
//     no sandbox, msw or staff-tool code ships and chat's SDK is not in the first load.
//  2. Lighthouse (mobile emulation, the default) on the registration start page of the
//     production build, its API answered by the sandbox lender in Node
//     (scripts/product-preview.mjs): performance, accessibility, best practices, LCP, TBT and
//     CLS, median of several runs.
//  3. Browser benchmarks (e2e/bench/*.bench.ts, playwright.bench.config.ts) on the sandbox build:
//     web chat renders each new message of a 1,000-message conversation in under 100 ms.
// Exits non-zero when any budget is broken. `--no-lighthouse` skips part 2, `--no-browser` part 3.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium, systemChromium } from './ensure-chromium.mjs';
import { startProductPreview } from './product-preview.mjs';
import { purityFailures } from './purity.mjs';

const budgets = JSON.parse(readFileSync('scripts/budgets.json', 'utf8'));
const failures = [];
const kib = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kib(bytes).toFixed(1).padStart(7)} KiB`;

function build(mode) {
  console.log(`\n━━ vite build${mode ? ` --mode ${mode}` : ''} ━━`);
  execFileSync('vite', ['build', '--logLevel', 'warn', ...(mode ? ['--mode', mode] : [])], {
    stdio: 'inherit',
  });
}

// ── 1. Bundle sizes ───────────────────────────────────────────────────────────────────────
build();
const dist = 'dist';
// Which source modules went into which chunk (scripts/vite-bundle-report.ts): chunks are grouped
// (vite.config.ts), so a page is measured by its modules, not by manifest keys.
const { chunks } = JSON.parse(readFileSync(join(dist, '.vite/bundle-report.json'), 'utf8'));
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
const gz = new Map();
/** zlib level 9, compressing the file here (what a host compressing on the fly would send at best). */
const level9Of = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/**
 * The bytes a browser receives for a file with gzip: the build's precompressed `.gz` (Zopfli),
 * which the host serves as it is (scripts/vite-precompress.ts, decision 009); zlib at level 9 for a
 * file too small to have one.
 */
const gzipOf = (file) => {
  if (!gz.has(file)) {
    const shipped = join(dist, `${file}.gz`);
    gz.set(file, existsSync(shipped) ? statSync(shipped).size : level9Of(file));
  }
  return gz.get(file);
};
/** For comparison only: the shipped Brotli copy. */
const brotliOf = (file) => {
  const shipped = join(dist, `${file}.br`);
  return existsSync(shipped) ? statSync(shipped).size : gzipOf(file);
};
/** Every JS file a chunk loads statically (itself and its static imports, transitively). */
function closure(file, seen = new Set()) {
  const chunk = byFile.get(file);
  if (!chunk || seen.has(file)) return seen;
  seen.add(file);
  for (const dep of chunk.imports) closure(dep, seen);
  return seen;
}
const chunkOf = (module) => chunks.find((chunk) => chunk.modules.includes(module));
const sum = (files) =>
  [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipOf(f), 0);
const entry = chunks.find((chunk) => chunk.isEntry);
const initial = closure(entry.file);
console.log(`\nInitial load (entry ${entry.file}): ${fmt(sum(initial))}`);

/** A page: the entry's closure and the closure of every chunk holding one of its modules. */
function pageFiles(page) {
  const files = new Set(initial);
  for (const module of page.modules) {
    const chunk = chunkOf(module);
    if (!chunk) failures.push(`${page.name}: ${module} is in no chunk of the build`);
    else closure(chunk.file, files);
  }
  return files;
}

for (const page of budgets.pages) {
  const files = pageFiles(page);
  const total = sum(files);
  const ok = kib(total) <= page.maxTotalKiB;
  if (!ok) failures.push(`${page.name}: ${kib(total).toFixed(1)} KiB > ${page.maxTotalKiB} KiB`);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const other = (size) => fmt(js.reduce((n, f) => n + size(f), 0)).trim();
  console.log(
    `${ok ? 'ok  ' : 'OVER'} page ${page.name.padEnd(44)} ${fmt(total)}  (budget ${page.maxTotalKiB} KiB, ${js.length} files)`,
  );
  console.log(
    `     shipped gzip (Zopfli) as above; zlib -9 on the fly would be ${other(level9Of)}; the shipped Brotli is ${other(brotliOf)}`,
  );
}

const startFiles = pageFiles(budgets.pages[0]);
const stepPattern = new RegExp(budgets.routeChunk.registrationStepPattern);
console.log('\nLazy route chunks (JavaScript beyond the start page):');
for (const chunk of [...chunks].sort((a, b) => (a.facade ?? '').localeCompare(b.facade ?? ''))) {
  if (!chunk.isDynamicEntry || !chunk.facade?.startsWith('src/')) continue;
  const own = [...closure(chunk.file)].filter((f) => !startFiles.has(f));
  const size = sum(own);
  const limit = stepPattern.test(chunk.facade)
    ? budgets.routeChunk.registrationStepMaxKiB
    : budgets.routeChunk.defaultMaxKiB;
  const ok = kib(size) <= limit;
  if (!ok) failures.push(`route ${chunk.facade}: ${kib(size).toFixed(1)} KiB > ${limit} KiB`);
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${chunk.facade.padEnd(56)} ${fmt(size)}  (budget ${limit} KiB)`,
  );
}

// Production purity: no sandbox part anywhere in dist/ (scripts/purity.mjs, also a stage of npm test).
for (const failure of purityFailures(dist, budgets.forbiddenInProduction)) {
  failures.push(`production ${failure}`);
}
for (const file of initial) {
  const text = readFileSync(join(dist, file), 'utf8');
  for (const needle of budgets.notInInitialLoad) {
    if (text.includes(needle)) failures.push(`initial load ${file} contains "${needle}"`);
  }
}
console.log(
  `\nProduction purity: ${failures.some((f) => f.startsWith('production') || f.startsWith('initial')) ? 'FAILED' : 'ok (no sandbox, msw or staff tools; chat SDK not in the first load)'}`,
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
    const { status } = spawnSync('playwright', ['test', '-c', 'playwright.bench.config.ts'], {
      stdio: 'inherit',
    });
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
  const { path, runs, minScores } = budgets.lighthouse;
  // The production build (part 1's dist/), its API answered by the sandbox lender in Node.
  const stop = await startProductPreview({ port: 4175 });
  try {
    await waitFor('http://127.0.0.1:4175/account/heloc/favicon.svg');
    mkdirSync('.lighthouse', { recursive: true });
    const reports = [];
    for (let i = 1; i <= runs; i += 1) {
      const out = `.lighthouse/start-${i}.json`;
      // Asynchronously: the preview server answers from this process's event loop.
      await run(
        'lighthouse',
        [
          `http://127.0.0.1:4175${path}`,
          '--quiet',
          '--only-categories=performance,accessibility,best-practices',
          '--output=json',
          `--output-path=${out}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
        ],
        { ...process.env, CHROME_PATH: systemChromium() ?? chromium.executablePath() },
      );
      reports.push(JSON.parse(readFileSync(out, 'utf8')));
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const score = (id) =>
      median(reports.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
    const audit = (id) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
    const figures = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      LCP: `${Math.round(audit('largest-contentful-paint'))} ms`,
      TBT: `${Math.round(audit('total-blocking-time'))} ms`,
      CLS: audit('cumulative-layout-shift').toFixed(3),
    };
    console.log(`\nLighthouse (mobile, median of ${runs}) ${path}:`);
    for (const [name, value] of Object.entries(figures)) {
      const min = minScores[name];
      const ok = min === undefined || value >= min;
      if (!ok) failures.push(`Lighthouse ${name}: ${value} < ${min}`);
      console.log(
        `${ok ? 'ok  ' : 'LOW '} ${name.padEnd(16)} ${String(value).padStart(8)}${min !== undefined ? `  (min ${min})` : ''}`,
      );
    }
    writeFileSync('.lighthouse/summary.json', JSON.stringify(figures, null, 2));
    fetchedOnLoad(reports[0]);
  } finally {
    await stop();
  }
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
  const total = sum(scripts);
  const extra = scripts.filter((file) => !startFiles.has(file));
  const ok = scripts.length > 0 && kib(total) <= page.maxTotalKiB;
  if (!ok) failures.push(`fetched on load: ${kib(total).toFixed(1)} KiB > ${page.maxTotalKiB} KiB`);
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${'JavaScript fetched on load'.padEnd(16)} ${fmt(total)}  (${scripts.length} files${extra.length ? `, beyond the page's modules: ${extra.join(', ')}` : ", the page's modules and no more"})`,
  );
}

/** A command, awaited without blocking this process (which serves the pages). */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
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
