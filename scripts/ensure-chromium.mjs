#!/usr/bin/env node
// The Chromium Playwright runs (`npm test`'s end-to-end stage), in this order:
//  1. CHROMIUM_PATH, when set;
//  2. Debian's headless shell (/usr/lib/chromium/chromium-headless-shell), when present: the same
//     Chromium without the browser's UI layers, as Playwright itself uses for headless tests;
//     a test takes about a fifth less time than in full Chromium (decision 024);
//  3. Debian's /usr/bin/chromium, when present (CI: Playwright cannot download its own there);
//  4. on Linux with apt and root (or password-less sudo): both, installed with apt;
//  5. anywhere else (macOS, Windows, Linux without apt): Playwright's own Chromium, installed
//     with `playwright install chromium` (the first run only; it is kept in Playwright's cache;
//     Playwright runs its own headless shell for headless tests).
// playwright.config.ts launches the system Chromium when there is one, else Playwright's own.
// Lighthouse (`npm run bench`) runs the full browser: systemChromium().
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isMain, tool } from './bin.mjs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The system Chromium to launch, or undefined for Playwright's own. */
export function systemChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/** The Chromium the end-to-end tests launch (the headless shell when there is one). */
export function testChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return systemChromium();
}

function canRun(command) {
  try {
    execSync(command, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function canUseApt() {
  return (
    process.platform === 'linux' &&
    canRun('command -v apt-get') &&
    (process.getuid?.() === 0 || canRun('sudo -n true'))
  );
}

function installWithApt(packages) {
  const root = process.getuid?.() === 0;
  const sudo = root ? '' : 'sudo -n ';
  console.log(`Installing Debian ${packages.join(', ')} with apt (first run only)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit', env });
}

function installPlaywrightChromium() {
  console.log("Installing Playwright's Chromium (first run only)…");
  try {
    execFileSync(...tool('playwright', ['install', 'chromium']), { stdio: 'inherit' });
    return true;
  } catch {
    console.error(
      "Could not install Playwright's Chromium. Run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome.",
    );
    return false;
  }
}

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH);
  const system = systemChromium();
  if (system && existsSync(DEBIAN_HEADLESS_SHELL)) return true;
  if (!canUseApt()) return system ? true : installPlaywrightChromium();
  try {
    // Debian's chromium present without its headless shell: add the shell (the tests run faster
    // in it); if that fails, they run in the full browser.
    installWithApt(
      system
        ? ['chromium-headless-shell']
        : ['chromium', 'chromium-headless-shell', 'fonts-liberation'],
    );
  } catch (error) {
    if (!system) throw error;
    console.warn(`Could not install chromium-headless-shell; the tests run in ${system}.`);
  }
  return existsSync(testChromium() ?? DEBIAN_CHROMIUM);
}

if (isMain(import.meta.url)) {
  process.exit(ensureChromium() ? 0 : 1);
}
