#!/usr/bin/env node
// Generates docs/status-table.md from src/domain/status (the status-to-screen table as QA reads
// it, the waiting and terminal lists, the polling constants).
//
//   node scripts/status-table.mjs --write   write docs/status-table.md
//   node scripts/status-table.mjs --check   exit 1 when the file is not what --write would write
//
// The status module is TypeScript: Vite's `runnerImport` loads it. The page is formatted with the
// project's Prettier settings so that `prettier --check .` accepts it as written. The rendering
// itself is pure and lives in scripts/status-table-render.mjs.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { runnerImport } from 'vite';
import { renderStatusTable } from './status-table-render.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'docs', 'status-table.md');
const shown = 'docs/status-table.md';

async function load(source) {
  const { module } = await runnerImport(join(root, source), {
    root,
    logLevel: 'error',
    // Pure modules: no plugins, no app config.
    configFile: false,
  });
  return module;
}

async function generate() {
  const status = await load('src/domain/status/index.ts');
  const api = await load('src/api/status.ts');
  const model = {
    table: status.STATUS_TABLE,
    noStatus: status.NO_STATUS_ROUTE,
    unknownScreen: status.UNKNOWN_STATUS_SCREEN,
    unknownStatus: status.UNKNOWN_STATUS,
    declineScreen: status.DECLINE_SCREEN,
    waitingPrefix: status.WAITING_PREFIX,
    waitingForStatuses: status.WAITING_FOR_STATUSES,
    inProgressStatuses: status.IN_PROGRESS_STATUSES,
    terminalStatuses: status.TERMINAL_STATUSES,
    staysWhenTriesRunOut: status.STAYS_WHEN_TRIES_RUN_OUT,
    polling: {
      baseDelayMs: status.POLL_BASE_DELAY_MS,
      maxDelayMs: status.POLL_MAX_DELAY_MS,
      delays: Array.from({ length: 6 }, (_, retry) => status.pollDelay(retry)),
      maxWaitingTries: status.MAX_WAITING_TRIES,
      maxUnchangedRetries: status.MAX_UNCHANGED_RETRIES,
      staleTimeMs: api.STATUS_STALE_TIME_MS,
    },
    assumedFamilies: [
      { family: 'NAV BPO/eval estimate statuses', statuses: status.NAV_ESTIMATE_STATUSES },
      { family: 'BPO order-request statuses', statuses: status.BPO_ORDER_REQUEST_STATUSES },
      { family: 'final-title statuses', statuses: status.FINAL_TITLE_STATUSES },
      { family: 'WAITING_FOR… statuses', statuses: status.WAITING_FOR_STATUSES },
      {
        family: 'in-progress statuses beyond the three the spec names',
        statuses: status.IN_PROGRESS_STATUSES.filter(
          (name) => !['GEN_APP_DISCLOSURES', 'HARD_CREDIT_PULL', 'IN_PROGRESS'].includes(name),
        ),
      },
    ],
  };
  const markdown = renderStatusTable(model);
  const config = (await prettier.resolveConfig(target)) ?? {};
  return prettier.format(markdown, { ...config, filepath: target });
}

async function main(mode) {
  if (mode !== '--write' && mode !== '--check') {
    console.error('Usage: node scripts/status-table.mjs --write | --check');
    process.exit(2);
  }
  const expected = await generate();
  let current;
  try {
    current = await readFile(target, 'utf8');
  } catch {
    current = undefined;
  }
  if (mode === '--check') {
    if (current !== expected) {
      console.error(
        `${shown} is ${current === undefined ? 'missing' : 'stale'}: run npm run status-table`,
      );
      process.exit(1);
    }
    console.log(`${shown} is up to date.`);
    return;
  }
  if (current === expected) {
    console.log(`${shown} is already up to date.`);
    return;
  }
  await writeFile(target, expected);
  console.log(`Wrote ${shown}.`);
}

await main(process.argv[2]);
