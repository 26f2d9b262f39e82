#!/usr/bin/env node
// Playwright runs Debian's Chromium (it cannot download its own browser here). Install it with
// apt when it is missing and the user can (root, or password-less sudo).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const root = process.getuid?.() === 0;
  let sudo = '';
  if (!root) {
    try {
      execSync('sudo -n true', { stdio: 'ignore' });
      sudo = 'sudo -n ';
    } catch {
      console.error(
        `Chromium is missing at ${CHROMIUM}. Install it: sudo apt-get install -y chromium`,
      );
      return false;
    }
  }
  console.log('Installing Debian chromium with apt (first run only)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq chromium fonts-liberation`, { stdio: 'inherit', env });
  return existsSync(CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
