// Lighthouse runs for `npm run bench` (scripts/bench.mjs, part 2): the CLI on one page, several
// times, each run retried when Lighthouse itself fails (a trace-recording hiccup such as
// NO_NAVSTART, "no navigationStart event found", now and then on a busy machine).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tool } from './bin.mjs';

// The Chromium flags of every run: headless, and nothing in the background that could compete
// with the page (Lighthouse's launcher adds its own defaults to these).
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/**
 * Runs Lighthouse (mobile emulation, its default) `runs` times on `url`, each run up to
 * `1 + retries` attempts, and says so on the console when an attempt fails. Resolves with
 *  - `reports`: the reports of the runs that succeeded (none: the page failed);
 *  - `retried`: how many attempts failed and were tried again; `givenUp`: runs with no report;
 *  - `elsewhere`: the address the app sent the browser to instead of the page (a signed-out
 *    borrower to the login, an application at another status to that status's screen), if it
 *    did. Not retried: that is the app's answer, not a hiccup; no report of another page counts.
 * Options: `slug` (reports go to .lighthouse/<slug>-<run>.json), `headers` (extra HTTP headers
 * for every request of the page: a signed-in page's cookie), `chromePath` (the Chromium that
 * Lighthouse launches for each run, CHROME_PATH).
 */
export async function lighthouseRuns({ url, slug, runs, retries, headers, chromePath }) {
  const reports = [];
  let retried = 0;
  let givenUp = 0;
  for (let i = 1; i <= runs; i += 1) {
    const out = `.lighthouse/${slug}-${i}.json`;
    for (let attempt = 1; ; attempt += 1) {
      const { report, error } = await lighthouseOnce({ url, out, headers, chromePath });
      if (wentElsewhere(report, url)) {
        return { reports: [], retried, givenUp, elsewhere: report.finalDisplayedUrl };
      }
      if (!error) {
        reports.push(report);
        break;
      }
      const again = attempt <= retries;
      console.log(
        `  Lighthouse ${slug}, run ${i} of ${runs}, attempt ${attempt} failed: ${error}${again ? '; retrying' : `; run ${i} given up`}`,
      );
      if (!again) {
        givenUp += 1;
        break;
      }
      retried += 1;
    }
  }
  return { reports, retried, givenUp, elsewhere: null };
}

/**
 * Whether the run ended on another page of the same site (a failed run's report may name no page
 * at all, such as about:blank: that is a failure to retry, not the app's answer).
 */
function wentElsewhere(report, url) {
  if (!URL.canParse(report?.finalDisplayedUrl ?? '')) return false;
  const landed = new URL(report.finalDisplayedUrl);
  const asked = new URL(url);
  return landed.origin === asked.origin && landed.pathname !== asked.pathname;
}

/** One Lighthouse run: its report (if it wrote one) and why it failed (null when it did not). */
async function lighthouseOnce({ url, out, headers, chromePath }) {
  // A failed run may leave its report behind (the CLI writes it, then exits 1): never read an
  // earlier attempt's.
  rmSync(out, { force: true });
  const args = [
    url,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  const { code, stderr } = await run(...tool('lighthouse', args), {
    ...process.env,
    CHROME_PATH: chromePath,
  });
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  // Lighthouse's own error code (NO_NAVSTART, NO_FCP, …) when it wrote a report, else the first
  // line it printed.
  if (report?.runtimeError) {
    return { report, error: report.runtimeError.code ?? report.runtimeError.message };
  }
  if (code !== 0 || !report) {
    const line = stderr.split('\n').find((l) => l.trim()) ?? 'no output';
    return { report, error: `exit code ${code}, ${line.trim().slice(0, 200)}` };
  }
  return { report, error: null };
}

/**
 * A command, awaited without blocking this process (which serves the pages): its exit code and
 * what it printed on stderr (kept to say why a run failed).
 */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}
