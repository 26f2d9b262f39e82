import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * Nothing lost (issue 17), in a real browser on the sandbox lender:
 * - offline (Playwright's offline mode): the shell's banner, a step screen that waits to send
 *   and sends by itself when the browser is back, exactly once;
 * - a reload in the middle of each wizard step keeps every answer (never the password);
 * - the session-expiry warning under a controlled clock: Stay signed in, and the end of a
 *   session that keeps the borrower's place for after the login.
 */

const APP = '/account/heloc';

// Pinned from machines/connectivity/connectivity.select.ts and machines/step-screen (not imported).
const OFFLINE_BANNER = "You're offline. Check your connection; we'll carry on when you're back.";
const BACK_ONLINE = "You're back online.";
const WAITING_TO_SEND = "You're offline. We'll send this as soon as you're back online.";

async function manualAccountTyped(page: Page) {
  await sandbox(page, { reset: '1', as: 'borrower', status: 'DISBURSEMENT_ACCOUNT', latency: '0' });
  await expect(page).toHaveURL(/\/bank\/disburse$/);
  await page.getByRole('link', { name: 'Enter account details manually' }).click();
  await expect(page).toHaveURL(/\/bank\/manual-disburse$/);
  await page.getByLabel("Account holder's name").fill('Alex Sample');
  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel('Account number', { exact: true }).fill('000123456789');
  await page.getByLabel('Confirm account number').fill('000123456789');
  await page.getByRole('radio', { name: 'Checking' }).check();
}

// The injected lost answer and the visitor probe's 401 are failed resources, on purpose.
test.use({ expectedConsoleErrors: [/^Failed to load resource: /] });

const bankAccounts = (page: Page) =>
  page.evaluate(
    () => (window.__sandbox!.counts() as unknown as { bankAccounts: number }).bankAccounts,
  );

test.describe('offline', () => {
  test('the banner says so; a step sent offline waits, then goes once when the browser is back', async ({
    page,
    context,
  }) => {
    await manualAccountTyped(page);
    const before = await bankAccounts(page);

    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WAITING_TO_SEND })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    // What was typed stays on screen while it waits.
    await expect(page.getByLabel('Routing number')).toHaveValue('021000021');
    await expectAccessible(page, 'manual-disburse offline, waiting to send');
    expect(await bankAccounts(page)).toBe(before);

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/bank\/confirm$/, { timeout: 15_000 });
    await expect(page.getByText(BACK_ONLINE)).toBeVisible();
    expect(await bankAccounts(page)).toBe(before + 1);
  });

  test('a save whose answer was lost is sent again by itself when the browser is back, once', async ({
    page,
    context,
  }) => {
    await manualAccountTyped(page);
    const before = await bankAccounts(page);
    // The lender saves the account, then the answer is lost (as when the connection drops).
    expect(
      await page.evaluate(() =>
        window.__sandbox!.apply('fail=saveBankAccount:lost:1').filter((m) => m.level === 'error'),
      ),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not reach the server' }),
    ).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await context.setOffline(false);
    // Back online: the same save (same idempotency key) again; the lender answers the first.
    await expect(page).toHaveURL(/\/bank\/confirm$/, { timeout: 15_000 });
    expect(await bankAccounts(page)).toBe(before + 1);
  });
});

// ── reload in the middle of each wizard step ──────────────────────────────────────────────────

async function reloadKeeps(page: Page, path: string, check: () => Promise<void>) {
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${APP}/${path}(\\?.*)?$`));
  await check();
}

async function next(page: Page, path: string) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${APP}/${path}(\\?.*)?$`));
}

test('registration: a reload in the middle of every step keeps what was typed, never the password', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => sessionStorage.setItem('auth-mode', 'legacy'));
  await sandbox(page, { reset: '1', as: 'visitor', latency: '0', next: `${APP}/register-v2` });
  await expect(page).toHaveURL(new RegExp(`${APP}/register-v2$`));

  await page.getByRole('combobox', { name: /Property address/ }).fill('12 Main St');
  const manual = page.getByRole('button', { name: /enter address manually/ });
  if (await manual.isVisible()) await manual.click();
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByLabel('Primary residence').check();
  await reloadKeeps(page, 'register-v2', async () => {
    await expect(page.getByLabel('City')).toHaveValue('Austin');
    await expect(page.getByLabel('ZIP code')).toHaveValue('78701');
    await expect(page.getByLabel('Primary residence')).toBeChecked();
  });

  await next(page, 'register-v2/for-sale');
  await page.getByLabel('No', { exact: true }).check();
  await reloadKeeps(page, 'register-v2/for-sale', () =>
    expect(page.getByLabel('No', { exact: true })).toBeChecked(),
  );

  await next(page, 'register-v2/annual-income');
  await page.getByLabel('Annual pre-tax income').fill('95000');
  await page.getByLabel('Full-time employment').check();
  await reloadKeeps(page, 'register-v2/annual-income', async () => {
    await expect(page.getByLabel('Annual pre-tax income')).toHaveValue(/95,?000/);
    await expect(page.getByLabel('Full-time employment')).toBeChecked();
  });

  await next(page, 'register-v2/legal-name');
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Reload');
  await reloadKeeps(page, 'register-v2/legal-name', async () => {
    await expect(page.getByLabel('First name')).toHaveValue('Pat');
    await expect(page.getByLabel('Last name')).toHaveValue('Reload');
  });

  await next(page, 'register-v2/birthdate');
  await page.getByLabel('Month').fill('03');
  await page.getByLabel('Day').fill('27');
  await page.getByLabel('Year').fill('1980');
  await reloadKeeps(page, 'register-v2/birthdate', async () => {
    await expect(page.getByLabel('Year')).toHaveValue('1980');
  });

  await next(page, 'register-v2/phone-and-email');
  const email = `reload-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Mobile phone/).fill('5551234567');
  await reloadKeeps(page, 'register-v2/phone-and-email', async () => {
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel(/Mobile phone/)).toHaveValue(/555.*123.*4567/);
  });

  await next(page, 'register-v2/set-password');
  await page.getByLabel('Create a password').fill('Abcdefgh1234!');
  await page.getByLabel('Confirm password').fill('Abcdefgh1234!');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await reloadKeeps(page, 'register-v2/set-password', async () => {
    // The consent is kept; the password never is (it is typed again).
    await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toBeChecked();
    await expect(page.getByLabel('Create a password')).toHaveValue('');
  });
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain('Abcdefgh1234!');
  expect(stored).toContain('Reload');

  // And the wizard goes on from there, to the application.
  await page.getByLabel('Create a password').fill('Abcdefgh1234!');
  await page.getByLabel('Confirm password').fill('Abcdefgh1234!');
  await page.getByRole('checkbox', { name: /communications from/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}(\/[a-z-/]+)?$/, {
    timeout: 30_000,
  });
});

// ── session expiry ──────────────────────────────────────────────────────────────────────────

test.describe('session expiry', () => {
  test('warns 2 minutes before the end; Stay signed in renews the session', async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    // 2½ minutes left: the warning comes after 30 s.
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      tokenTtl: '150',
      status: 'HMDA',
      latency: '0',
    });
    await expect(page).toHaveURL(/\/start\/hmda$/);
    const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await expect(warning).toHaveCount(0);

    await page.clock.fastForward(31_000);
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectAccessible(page, 'session-expiry warning');
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toHaveCount(0);

    // Past the first token's end: still signed in, on the same page.
    await page.clock.fastForward(2 * 60_000);
    await expect(page).toHaveURL(/\/start\/hmda$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('at the end, goes to the login with the way back to the same page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      tokenTtl: '150',
      status: 'HMDA',
      latency: '0',
    });
    await expect(page).toHaveURL(/\/start\/hmda$/);
    await page.clock.fastForward(31_000);
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.clock.fastForward(2 * 60_000);
    await expect(page).toHaveURL(/\/auth\/login\?/, { timeout: 15_000 });
    const back = new URL(page.url()).searchParams.get('redirectUrl') ?? page.url();
    expect(decodeURIComponent(back)).toMatch(/\/account\/heloc\/[0-9a-f-]{36}\/start\/hmda/);
  });
});

/**
 * Headless Chromium reports every page as visible whatever is in front (a second tab, a minimised
 * window: tried, no `visibilitychange`). So the page's visibility signal is driven here: the real
 * document's `visibilityState` / `hidden` answer what the test says, and the real event fires.
 * Everything after that signal is the app's own code, in the browser.
 */
async function controllableVisibility(page: Page) {
  await page.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    (window as unknown as { __setHidden: (next: boolean) => void }).__setHidden = (next) => {
      hidden = next;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate(
    (next) => (window as unknown as { __setHidden: (h: boolean) => void }).__setHidden(next),
    hidden,
  );

test.describe('hidden tab', () => {
  test('the co-deed poll reads nothing while the tab is hidden, and reads at once when it shows', async ({
    page,
  }) => {
    await controllableVisibility(page);
    await page.clock.install();
    const reads: number[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname.endsWith('/co-deed/signers')) reads.push(1);
    });
    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', scenario: 'co-deed-required' });
    await expect(page).toHaveURL(new RegExp(`${APP}/[0-9a-f-]{36}/signing/additional$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => reads.length).toBeGreaterThan(0);

    // Visible: the list is read again every 5 s while a co-owner has not signed.
    const visible = reads.length;
    await page.clock.runFor(5_500);
    await expect.poll(() => reads.length).toBe(visible + 1);

    // Hidden for a minute: not one read.
    await setHidden(page, true);
    const hidden = reads.length;
    await page.clock.runFor(60_000);
    await page.waitForTimeout(300);
    expect(reads.length, 'no reads while the tab is hidden').toBe(hidden);

    // Shown again: one read at once, before any poll delay has passed.
    await setHidden(page, false);
    await expect.poll(() => reads.length).toBe(hidden + 1);
  });
});
