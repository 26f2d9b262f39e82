import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The waits a borrower sees, on the sandbox lender under Playwright's clock (page.clock):
 * - after registering, the shell's loader overlay with the pre-qualification messages in the
 *   spec's order, over an inert page (its spinner still under prefers-reduced-motion), until the
 *   first application screen is on screen;
 * - a step screen whose save does not answer: the processing modal, after 30 s "Try again"
 *   (the same save again) and "Close" (back to the form, what was typed kept). Decision 015.
 * A call "hangs" by a fixed sandbox latency (`latency=`, docs/sandbox.md) that the paused clock
 * never reaches; the msw handlers run in the page, so the page's clock holds them.
 */

const APP = '/account/heloc';
const APPLICATION_SCREEN = /\/account\/heloc\/[0-9a-f-]{36}(\/[a-z-/]+)?$/;

// Pinned from the spec (registration-and-routing §9), not imported.
const PREQUAL_MESSAGES = [
  'Creating your account',
  'Pulling your soft credit',
  'Locating your property',
];
/** Our reading pace (machines/loader/loader.machine.ts ROTATE). */
const ROTATE_MS = 4000;
/** Spec: the processing modal's default timeout. */
const PROCESSING_TIMEOUT_MS = 30_000;
/** Pinned: the step screen waits 1.5 s before it shows the processing modal (ours). */
const STEP_WAIT_QUIET_MS = 1500;
const STOPPED_WAITING =
  'We stopped waiting for an answer. Nothing you entered was lost: try again when you are ready.';

/** Applies staff controls in the page, without a page load (faults and latency apply at once). */
async function apply(page: Page, controls: string): Promise<void> {
  await page.evaluate((search) => window.__sandbox?.apply(search), controls);
}

/** Stops the page's clock where it is: no timer fires until the test moves it on. */
async function pauseClock(page: Page): Promise<void> {
  // The page's clock runs on while the test reads it: on a busy machine the moment read may be
  // past before pauseAt arrives ("Cannot fast-forward to the past"); read again with more margin.
  for (const margin of [50, 250, 1000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (!String(error).includes('fast-forward to the past') || margin === 1000) throw error;
    }
  }
}

/**
 * axe on a page whose clock is paused: axe waits on timers of its own (and finishes in a blank
 * page of its own, on the same context clock), so the clock moves on in small steps while it runs
 * (a few hundred ms of the page's time, far from any delay under test).
 */
async function expectAccessibleOnPausedClock(page: Page, label: string): Promise<void> {
  let settled = false;
  const run = expectAccessible(page, label).then(
    () => null,
    (error: unknown) => error,
  );
  void run.then(() => {
    settled = true;
  });
  // Why the catch: axe finishes in a blank page of its own, which the clock (the context's) also
  // drives; that page closing under a step is not a failure.
  while (!settled) await page.clock.runFor(20).catch(() => {});
  const error = await run;
  if (error) throw error;
}

const overlayMessage = (page: Page) => page.locator('.loader-overlay__message');
const overlaySpinner = (page: Page) => page.getByRole('progressbar', { name: 'Loading' });

async function fillAddress(page: Page) {
  await page.getByRole('combobox', { name: /Property address/ }).fill('12 Main St');
  const manual = page.getByRole('button', { name: /enter address manually/ });
  if (await manual.isVisible()) await manual.click();
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
}

async function next(page: Page, path: string) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${APP}/${path}(\\?.*)?$`));
}

/** register-v2 (set-password auth) up to the closing step, answered. */
async function registerUpToSubmit(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('auth-mode', 'legacy'));
  await sandbox(page, { reset: '1', as: 'visitor', latency: '0', next: `${APP}/register-v2` });
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a HELOC' })).toBeVisible();
  await fillAddress(page);
  await page.getByLabel('Primary residence').check();
  await next(page, 'register-v2/for-sale');
  await page.getByLabel('No', { exact: true }).check();
  await next(page, 'register-v2/annual-income');
  await page.getByLabel('Annual pre-tax income').fill('95000');
  await page.getByLabel('Full-time employment').check();
  await next(page, 'register-v2/legal-name');
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Loader');
  await next(page, 'register-v2/birthdate');
  await page.getByLabel('Month').fill('03');
  await page.getByLabel('Day').fill('27');
  await page.getByLabel('Year').fill('1980');
  await next(page, 'register-v2/phone-and-email');
  await page.getByLabel('Email').fill(`loader-${Date.now()}@example.com`);
  await page.getByLabel(/Mobile phone/).fill('5551234567');
  await next(page, 'register-v2/set-password');
  await page.getByLabel('Create a password').fill('Abcdefgh1234!');
  await page.getByLabel('Confirm password').fill('Abcdefgh1234!');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('checkbox', { name: /communications from/ }).check();
}

test('after registering: the pre-qualification messages in order, until the first application screen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await registerUpToSubmit(page);
  await expect(overlaySpinner(page)).toHaveCount(0);

  // The submit's calls wait 20 s each on the lender's side, on a clock that stands still.
  await apply(page, 'latency=20000');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(overlaySpinner(page)).toBeVisible();
  await expect(overlayMessage(page)).toHaveText(PREQUAL_MESSAGES[0]!);
  // The spinner turns, except for people who asked for less motion.
  await expect(overlaySpinner(page)).toHaveCSS('animation-name', 'ui-spinner-turn');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(overlaySpinner(page)).toHaveCSS('animation-name', 'none');
  await expect(overlayMessage(page)).toHaveAttribute('role', 'status');
  // The page behind is inert and busy; the overlay is not.
  await expect(page.locator('.shell-app')).toHaveAttribute('inert', '');
  await expect(page.locator('.shell-app')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  await expectAccessibleOnPausedClock(page, 'loader overlay');

  for (const message of PREQUAL_MESSAGES.slice(1)) {
    await page.clock.runFor(ROTATE_MS);
    await expect(overlayMessage(page)).toHaveText(message);
  }

  // The lender answers from now on: the HELOC is created, the status settles on a screen.
  await apply(page, 'latency=0');
  await page.clock.runFor(20_000);
  await page.clock.resume();
  await expect(page).toHaveURL(APPLICATION_SCREEN, { timeout: 30_000 });
  await expect(overlaySpinner(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(overlayMessage(page)).toHaveText('');
  await expect(page.locator('.shell-app')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'first application screen');
});

test('a step screen whose save hangs: the processing modal, then Try again and Close after 30 s', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await sandbox(page, {
    reset: '1',
    as: 'borrower',
    status: 'ONSITE_APPRAISAL_BORROWER_PAYMENT',
    latency: '0',
  });
  await expect(page).toHaveURL(/\/hold$/);
  await expect(page.getByRole('button', { name: 'Pay $650' })).toBeVisible();
  await page.getByLabel('Name on card').fill('Alex Sample');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('04/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Billing ZIP code').fill('95818');

  // The payment (the screen's save) will not answer within the test.
  await apply(page, 'latency=60000');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Pay $650' }).click();

  // A quick answer would never show the dialog: it appears after 1.5 s of waiting.
  const waiting = page.getByRole('dialog', { name: 'Please wait' });
  await page.clock.runFor(STEP_WAIT_QUIET_MS - 100);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole('status')).toHaveText('Processing your request');
  await expect(waiting.getByRole('button')).toHaveCount(0);

  await page.clock.runFor(PROCESSING_TIMEOUT_MS);
  const late = page.getByRole('dialog', { name: 'This is taking longer than expected' });
  await expect(late).toBeVisible();
  await expect(late.getByRole('button', { name: 'Try again' })).toBeFocused();
  await expect(late.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectAccessibleOnPausedClock(page, 'processing modal timed out');

  // Try again: the same payment again, under a new modal with its own 30 s.
  await late.getByRole('button', { name: 'Try again' }).click();
  await page.clock.runFor(STEP_WAIT_QUIET_MS);
  await expect(page.getByRole('dialog', { name: 'Please wait' })).toBeVisible();
  await page.clock.runFor(PROCESSING_TIMEOUT_MS);
  await expect(late).toBeVisible();

  // Close: back on the form, what was typed kept, and why nothing happened.
  await late.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(STOPPED_WAITING)).toBeVisible();
  await expect(page.getByLabel('Name on card')).toHaveValue('Alex Sample');
  await expect(page.getByRole('button', { name: 'Pay $650' })).toBeEnabled();
  await expectAccessibleOnPausedClock(page, 'payment form after Close');
});
