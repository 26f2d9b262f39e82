#!/usr/bin/env node
// `npm test`: every check the project has, in order, then one pass/fail summary.
// lint → typecheck → unit and machine tests → diagram and status-table sync → production build
// purity (no sandbox part) and size budgets (per route, scripts/budgets.json) → Playwright.
// Every stage runs even when an earlier one failed, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tool } from './bin.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { checkNodeVersion } from './node-version.mjs';

checkNodeVersion();

const env = { ...process.env, TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8', FORCE_COLOR: '1' };
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

/** @type {{ name: string, ok: boolean, seconds: number, passed?: number, failed?: number, skipped?: number }[]} */
const results = [];

/**
 * One stage: a tool of the project (eslint, vitest, …) or one of its scripts (`node scripts/…`),
 * run by this same Node (scripts/bin.mjs: no PATH lookup, no shell, the same on every platform).
 */
function run(name, command, args, counts) {
  console.log(`\n━━ ${name} ━━  ${command} ${args.join(' ')}`);
  const started = Date.now();
  const [file, fileArgs] = command === 'node' ? [process.execPath, args] : tool(command, args);
  const { status } = spawnSync(file, fileArgs, { stdio: 'inherit', env });
  const entry = { name, ok: status === 0, seconds: (Date.now() - started) / 1000 };
  if (counts) Object.assign(entry, counts());
  results.push(entry);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

run('lint', 'eslint', ['.', '--max-warnings=0']);
run('format', 'prettier', ['--check', '.', '--log-level=warn']);
run('typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
run(
  'unit and machine tests',
  'vitest',
  ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  () => {
    const r = readJson('test-results/vitest.json');
    return r
      ? {
          passed: r.numPassedTests,
          failed: r.numFailedTests,
          skipped: r.numPendingTests + r.numTodoTests,
        }
      : {};
  },
);
run('diagrams in sync', 'node', ['scripts/diagrams.mjs', '--check']);
run('production build is pure', 'node', ['scripts/purity.mjs']);
// The size budgets of that same build (no second build): scripts/budgets.mjs.
run('production build within size budgets', 'node', ['scripts/budgets.mjs', '--no-build']);
run('status table in sync', 'node', ['scripts/status-table.mjs', '--check']);

if (ensureChromium()) {
  run('end-to-end (Playwright, Debian Chromium)', 'playwright', ['test'], () => {
    const r = readJson('test-results/e2e.json');
    return r
      ? {
          passed: r.stats.expected + r.stats.flaky,
          failed: r.stats.unexpected,
          skipped: r.stats.skipped,
        }
      : {};
  });
} else {
  results.push({ name: 'end-to-end (Playwright, Debian Chromium)', ok: false, seconds: 0 });
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n━━ Summary ━━');
for (const r of results) {
  const counts =
    r.passed === undefined
      ? ''
      : `  (${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''})`;
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(42)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`,
  );
  if (r.passed !== undefined) {
    passed += r.passed;
    failed += r.failed ?? 0;
    skipped += r.skipped ?? 0;
    // A stage that failed without a failing test (a crash, no tests found) still counts as a failure.
    if (!r.ok && !r.failed) failed += 1;
  } else if (r.ok) passed += 1;
  else failed += 1;
}
const allOk = results.every((r) => r.ok);
console.log(`\n${allOk ? 'ALL CHECKS PASSED' : 'SOME CHECKS FAILED'}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);
