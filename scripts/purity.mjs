#!/usr/bin/env node
// Production purity (issue 14), a stage of `npm test` and of `npm run bench`: the production
// build (`vite build`, into dist/) must contain no sandbox part at all. It fails when any shipped
// file holds the word "sandbox" (any case), a piece of the sandbox's runtime (msw, its worker,
// the staff tools' window API), a stand-in provider's path or words, a test credential, a staff
// control or a QA switch (scripts/budgets.json "forbiddenInProduction"), a development tool
// (Stately's live inspector: DEV_TOOL_NEEDLES), or when msw's service worker file is shipped.
// `--no-build` checks the dist/ already there.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMain, tool } from './bin.mjs';

/**
 * Development tools that must never ship, whatever budgets.json lists: Stately's live inspector
 * (@statelyai/inspect, loaded by src/main.tsx only in the sandbox build; docs/sandbox.md, "Live
 * inspection"): its package scope and event names, its window's name and its address.
 */
export const DEV_TOOL_NEEDLES = ['statelyai', 'xstateinspector', 'stately.ai/inspect'];

/** Files a browser can be sent (their precompressed copies hold the same bytes). */
const SHIPPED = /\.(js|mjs|css|html|json|svg|txt|webmanifest|xml|map)$/u;

/**
 * Every reason the build in `dir` is not pure. `needles` (and DEV_TOOL_NEEDLES, always) are
 * matched as they are written; the word "sandbox" in any case anywhere.
 */
export function purityFailures(dir, needles) {
  needles = [...new Set([...needles, ...DEV_TOOL_NEEDLES])];
  const failures = [];
  const files = readdirSync(dir, { recursive: true }).map(String);
  for (const file of files) {
    if (/(^|\/)mockServiceWorker\.js$/u.test(file)) failures.push(`${file}: msw's service worker`);
    if (!SHIPPED.test(file) || file.startsWith('.vite')) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    for (const needle of needles) {
      const at = text.indexOf(needle);
      if (at >= 0) failures.push(`${file}: "${needle}" in …${excerpt(text, at)}…`);
    }
    const word = /sandbox/iu.exec(text);
    if (word) failures.push(`${file}: "${word[0]}" in …${excerpt(text, word.index)}…`);
  }
  return failures;
}

function excerpt(text, at) {
  return text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/gu, ' ');
}

if (isMain(import.meta.url)) {
  const budgets = JSON.parse(readFileSync('scripts/budgets.json', 'utf8'));
  if (!process.argv.includes('--no-build')) {
    console.log('vite build (production) …');
    execFileSync(...tool('vite', ['build', '--logLevel', 'error']), { stdio: 'inherit' });
  }
  const failures = purityFailures('dist', budgets.forbiddenInProduction);
  if (failures.length) {
    console.error(`Production build is not pure (${failures.length}):\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `Production purity: ok (no sandbox code, stand-in, test credential, staff control, QA switch or inspector; ${budgets.forbiddenInProduction.length + DEV_TOOL_NEEDLES.length} needles and the word "sandbox")`,
  );
}
