import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { SharedLender } from './sharedLender';

/** WCAG 2.2 AA, as every screen must meet. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now and fails with a readable list of violations. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Drives the sandbox's staff tools by their query controls (docs/sandbox.md), e.g.
 * `await sandbox(page, { reset: '1', as: 'borrower', status: 'HMDA' })`.
 */
export async function sandbox(
  page: Page,
  controls: Record<string, string | string[]>,
): Promise<void> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(controls)) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(name, v);
  }
  await page.goto(`/account/heloc/__sandbox?${query.toString()}`);
  // The staff page applies the controls, then replaces itself with `next` (default: the
  // application). Wait for that, so the test starts on the page it asked for, not on one that is
  // about to go away. It stays when a control was refused (the reason is shown) or `next` is the
  // staff page itself.
  const next = controls['next'];
  if (
    query.size === 0 ||
    (typeof next === 'string' && next.replace(/\?.*$/u, '').endsWith('/__sandbox'))
  ) {
    return;
  }
  // Why polled rather than `waitForURL`: the staff page replaces itself, and the app may replace
  // that entry again at once (a status redirect); `waitForURL` then fails with net::ERR_ABORTED
  // on the navigation that was cut short, though the page did arrive (a flaky CI run, issue 17).
  const left = expect
    .poll(() => new URL(page.url()).pathname.endsWith('/__sandbox'), { timeout: 15_000 })
    .toBe(false)
    .then(() => page.waitForLoadState('load'));
  const refused = page.getByText('Some controls were not applied').waitFor();
  // The wait that loses the race must not reject unobserved later.
  left.catch(() => {});
  refused.catch(() => {});
  await Promise.race([left, refused]);
}

/**
 * Every page runs under the app's Content Security Policy (scripts/security-headers.ts, sent by
 * the preview server): a document served without one, or anything the policy blocks, is an error
 * that fails the test.
 */
async function watchSecurity(context: BrowserContext, errors: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || !request.url().startsWith('http://127.0.0.1'))
      return;
    if (!response.headers()['content-security-policy'])
      errors.push(`served without a Content-Security-Policy: ${request.url()}`);
  });
}

/** Collects the page's console errors (but the expected ones) and uncaught errors into `errors`. */
function watchConsole(page: Page, expected: RegExp[], errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!expected.some((pattern) => pattern.test(text))) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
}

/** More browser contexts on the test's one sandbox lender (`sharedLender`). */
export interface SharedLenderFixture {
  /**
   * A new browser context (the config's options) whose pages share the lender with `page`'s
   * context and with each other; its pages get the same console-error checks as `page`. Closed
   * after the test.
   */
  newContext(): Promise<BrowserContext>;
  /** The relay itself (its revision and conflicts). */
  relay: SharedLender;
}

/**
 * Every test fails on a console error or an uncaught page error: a screen that logs an error is
 * broken even when it looks right.
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
  sharedLender: SharedLenderFixture;
}>({
  /**
   * Console errors a test expects. By default only the browser's own report of a 401: a visitor's
   * session probe (is there a signed-in identity?) is answered 401 by design, and Chromium logs
   * every failed response. A test that injects a fault adds the status it expects.
   */
  expectedConsoleErrors: [
    [/^Failed to load resource: the server responded with a status of 401/],
    { option: true },
  ],
  consoleErrors: [
    async ({ page, context, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      await watchSecurity(context, errors);
      watchConsole(page, expectedConsoleErrors, errors);
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * One sandbox lender for several browser contexts (docs/sandbox.md "Shared lender across
   * browser contexts (e2e)"): `page`'s context joins it, and `sharedLender.newContext()` opens
   * more, e.g. the primary borrower in one and a co-owner in another, each with their own
   * cookies and storage, as two people on two computers using the same lender.
   */
  sharedLender: [
    async ({ browser, context, consoleErrors, expectedConsoleErrors }, use, testInfo) => {
      const relay = new SharedLender();
      await relay.join(context);
      const opened: BrowserContext[] = [];
      await use({
        relay,
        newContext: async () => {
          const other = await browser.newContext();
          opened.push(other);
          await watchSecurity(other, consoleErrors);
          other.on('page', (page) => watchConsole(page, expectedConsoleErrors, consoleErrors));
          await relay.join(other);
          return other;
        },
      });
      for (const other of opened) await other.close();
      if (relay.conflicts > 0) {
        testInfo.annotations.push({
          type: 'warning',
          description: `shared lender: ${relay.conflicts} change(s) overwrote another context's change made at the same moment`,
        });
      }
    },
    { scope: 'test' },
  ],
});

export { expect };
