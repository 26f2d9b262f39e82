#!/usr/bin/env node
// The Chromium Playwright runs (`npm test`'s end-to-end stage), in this order:
//  1. CHROMIUM_PATH, when set;
//  2. Debian's /usr/bin/chromium, when present (CI: Playwright cannot download its own there);
//  3. on Linux with apt and root (or password-less sudo): Debian's chromium, installed with apt;
//  4. anywhere else (macOS, Windows, Linux without apt): Playwright's own Chromium, installed
//     with `playwright install chromium` (the first run only; it is kept in Playwright's cache).
// playwright.config.ts launches the system Chromium when there is one, else Playwright's own.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isMain, tool } from './bin.mjs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The system Chromium to launch, or undefined for Playwright's own. */
export function systemChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

function canRun(command) {
  try {
    execSync(command, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function installWithApt() {
  const root = process.getuid?.() === 0;
  const sudo = root ? '' : 'sudo -n ';
  console.log('Installing Debian chromium with apt (first run only)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq chromium fonts-liberation`, { stdio: 'inherit', env });
  return existsSync(DEBIAN_CHROMIUM);
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
  const system = systemChromium();
  if (system) return existsSync(system);
  const apt =
    process.platform === 'linux' &&
    canRun('command -v apt-get') &&
    (process.getuid?.() === 0 || canRun('sudo -n true'));
  return apt ? installWithApt() : installPlaywrightChromium();
}

if (isMain(import.meta.url)) {
  process.exit(ensureChromium() ? 0 : 1);
}
