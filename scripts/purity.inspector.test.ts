import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import budgets from './budgets.json';
import { DEV_TOOL_NEEDLES, purityFailures } from './purity.mjs';

/** Stately's live inspector is a development tool: a production file naming it is refused. */
describe('production purity check: the live inspector', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'purity-inspector-'));
    mkdirSync(join(dir, 'assets'));
    // xstate's own production code is pure.
    writeFileSync(join(dir, 'assets/framework.js'), 'export const createActor = () => ({});');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  // The inspector's needles are checked whatever the caller passes (npm run bench passes the
  // budgets only).
  const check = () => purityFailures(dir, budgets.forbiddenInProduction);

  it('always checks the inspector needles', () => {
    expect(DEV_TOOL_NEEDLES).toEqual(['statelyai', 'xstateinspector', 'stately.ai/inspect']);
    writeFileSync(join(dir, 'assets/inspector.js'), 'open(u, "xstateinspector")');
    expect(purityFailures(dir, [])).toEqual([
      expect.stringMatching(/^assets\/inspector\.js: "xstateinspector" in /u),
    ]);
  });

  it('passes a build without it', () => {
    expect(check()).toEqual([]);
  });

  it.each([
    ['its package', 'import("@statelyai/inspect")'],
    ['its connection event', 'if (e.data.type === "@statelyai.connected") start()'],
    ['its window', 'window.open(url, "xstateinspector")'],
    ['its address', 'const url = "https://stately.ai/inspect"'],
  ])('fails on %s', (_, code) => {
    writeFileSync(join(dir, 'assets/inspector.js'), code);
    const failures = check();
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatch(/^assets\/inspector\.js: /u);
  });
});
