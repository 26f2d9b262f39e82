import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import budgets from './budgets.json';
import { purityFailures } from './purity.mjs';

describe('production purity check', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'purity-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets/app.js'), 'export const api = "/service-application/api/v1";');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const check = () => purityFailures(dir, budgets.forbiddenInProduction);

  it('passes a build with no sandbox part', () => {
    expect(check()).toEqual([]);
  });

  it.each([
    ['a stand-in provider path', 'fetch("/sandbox-bank-link/v1/institutions")'],
    ['a test credential', 'const hint = "user_good / pass_good"'],
    ['a QA switch', 'sessionStorage.getItem("ff-overrides")'],
    ['the auth-mode switch', 'sessionStorage.getItem("auth-mode")'],
    ['the staff tools', 'window.__sandbox = api'],
    ['a staff control', 'parse("signerCondition")'],
    ['the word in any case', 'const title = "SandBox provider"'],
  ])('fails on %s', (_, code) => {
    writeFileSync(join(dir, 'assets/page.js'), code);
    const failures = check();
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatch(/^assets\/page\.js: /u);
  });

  it("fails on a stylesheet or page that names the sandbox, and on msw's worker file", () => {
    writeFileSync(join(dir, 'assets/page.css'), '.sandbox-provider{border:1px}');
    writeFileSync(join(dir, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {})');
    expect(check().sort()).toEqual([
      expect.stringMatching(/^assets\/page\.css: "sandbox" in /u),
      "mockServiceWorker.js: msw's service worker",
    ]);
  });
});
