import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * Registration journeys, from the start page to the first application screen, in a real browser
 * against the sandbox lender (latency 0): register-v2 for each occupancy branch on both auth
 * modes, and the legacy /register flow once (the redesign flag off). axe on every step.
 *
 * The auth mode is a tab setting, sessionStorage `auth-mode` (`legacy` or `hosted`; the main
 * brand uses the hosted login otherwise): machines/session/session.rules.ts `authModeFor`.
 */

const APP = '/account/heloc';
/** An application screen the status routing lands on after the HELOC is created. */
const APPLICATION_SCREEN = /\/account\/heloc\/[0-9a-f-]{36}(\/[a-z-/]+)?$/;

type AuthMode = 'legacy' | 'hosted';
type Occupancy = 'Primary residence' | 'Secondary home' | 'Investment property';

/** A fresh visitor on a page of the app, in the auth mode given, with no latency. */
async function visitor(
  page: Page,
  authMode: AuthMode,
  next: string,
  controls: Record<string, string> = {},
) {
  await page.addInitScript((mode) => sessionStorage.setItem('auth-mode', mode), authMode);
  await sandbox(page, { reset: '1', as: 'visitor', latency: '0', ...controls, next });
}

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const uniqueEmail = (label: string) =>
  `journey-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function continueTo(page: Page, path: string, title: string, button = 'Continue') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${APP}/${path}(\\?.*)?$`));
  await heading(page, title);
  await expectAccessible(page, path);
}

async function fillAddress(page: Page, combobox: RegExp, street: string, zip: string) {
  await page.getByRole('combobox', { name: combobox }).fill(street);
  // The manual fields may be open already (after an error summary they are).
  const manual = page.getByRole('button', { name: /enter address manually/ });
  if (await manual.isVisible()) await manual.click();
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill(zip);
}

async function fillPersonal(page: Page) {
  await page.getByLabel('Annual pre-tax income').fill('95000');
  await page.getByLabel('Full-time employment').check();
}

/** register-v2 from the start page to the closing step (login-info or set-password). */
async function wizard(page: Page, occupancy: Occupancy, email: string) {
  await expect(page).toHaveURL(new RegExp(`${APP}/register-v2$`));
  await heading(page, 'Apply for a HELOC');
  await expectAccessible(page, 'register-v2');
  await fillAddress(page, /Property address/, '12 Main St', '78701');
  await page.getByLabel(occupancy).check();
  if (occupancy !== 'Primary residence') {
    await continueTo(page, 'register-v2/home-address', 'Primary home address?');
    await fillAddress(page, /Home address/, '9 Elm Rd', '78702');
  }
  await continueTo(page, 'register-v2/for-sale', 'Is your property for sale?');
  await page.getByLabel('No', { exact: true }).check();
  await continueTo(page, 'register-v2/annual-income', 'What is your annual income?');
  await fillPersonal(page);
  await continueTo(page, 'register-v2/legal-name', 'What is your legal name?');
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Journey');
  await continueTo(page, 'register-v2/birthdate', 'What is your date of birth?');
  await page.getByLabel('Month').fill('03');
  await page.getByLabel('Day').fill('27');
  await page.getByLabel('Year').fill('1980');
  await continueTo(page, 'register-v2/phone-and-email', 'How can we reach you?');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Mobile phone/).fill('5551234567');
}

async function agree(page: Page) {
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('checkbox', { name: /communications from/ }).check();
}

async function createPassword(page: Page) {
  await page.getByLabel('Create a password').fill('Abcdefgh1234!');
  await page.getByLabel('Confirm password').fill('Abcdefgh1234!');
  await agree(page);
}

/** The first application screen: an application URL and its page heading. */
async function onApplication(page: Page) {
  await expect(page).toHaveURL(APPLICATION_SCREEN, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'first application screen');
}

/** Hosted login: the broker's one-time code (sandbox stand-in), then the account's password. */
async function hostedLogin(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth\/login\?/);
  await expectAccessible(page, 'hosted login');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('One-time code').fill('123456');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await page.getByLabel('New password').fill('Abcdefgh1234!');
  await page.getByLabel('Confirm password').fill('Abcdefgh1234!');
  await page.getByRole('button', { name: 'Create password and continue' }).click();
}

const BRANCHES: Occupancy[] = ['Primary residence', 'Secondary home', 'Investment property'];

test.describe('register-v2 journeys', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const occupancy of BRANCHES) {
    test(`legacy auth, ${occupancy}: set-password, then the application`, async ({ page }) => {
      await visitor(page, 'legacy', `${APP}/register-v2`);
      await wizard(page, occupancy, uniqueEmail('legacy'));
      await continueTo(page, 'register-v2/set-password', 'Create your password');
      await createPassword(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      await onApplication(page);
    });

    test(`hosted login, ${occupancy}: login-info, the hosted login, then the application`, async ({
      page,
    }) => {
      const email = uniqueEmail('hosted');
      await visitor(page, 'hosted', `${APP}/register-v2`);
      await wizard(page, occupancy, email);
      await continueTo(page, 'register-v2/login-info', 'Review and agree');
      await agree(page);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await hostedLogin(page, email);
      await onApplication(page);
    });
  }
});

test.describe('the previous registration (/register)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('redesign flag off: register-v2 goes to /register; two pages, then the application', async ({
    page,
  }) => {
    await visitor(page, 'legacy', `${APP}/register-v2?utm_source=e2e`, {
      flags: '-fe-heloc-redesign-2025',
    });
    await expect(page).toHaveURL(new RegExp(`${APP}/register\\?utm_source=e2e$`));
    await heading(page, 'Apply for a HELOC');
    await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 2: Your property and you',
    );
    await expectAccessible(page, 'register');

    // One error summary for the whole page.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('alert').getByText('There is a problem')).toBeVisible();
    await expectAccessible(page, 'register with errors');

    await fillAddress(page, /Property address/, '12 Main St', '78701');
    await page.getByLabel('Primary residence').check();
    await page.getByLabel('No', { exact: true }).check();
    await fillPersonal(page);
    await page.getByLabel('First name').fill('Pat');
    await page.getByLabel('Last name').fill('Legacy');
    await page.getByLabel('Month').fill('03');
    await page.getByLabel('Day').fill('27');
    await page.getByLabel('Year').fill('1980');
    await continueTo(page, 'register/account-setup', 'Set up your account');
    await expect(page).toHaveURL(/utm_source=e2e$/);

    await page.getByLabel('Email').fill(uniqueEmail('register'));
    await page.getByLabel(/Mobile phone/).fill('5551234567');
    await createPassword(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await onApplication(page);
  });

  test('registration help shows the brand support contacts and hours', async ({ page }) => {
    await visitor(page, 'legacy', `${APP}/register/support`);
    await heading(page, 'Help with registering');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '888-819-6388', exact: true })).toBeVisible();
    // Weekday ranges plus a weekend addendum, in Pacific Time (shell §9).
    await expect(main.getByRole('listitem').filter({ hasText: /^Mon–Fri .* PT$/ })).toBeVisible();
    await expectAccessible(page, 'register/support');
  });
});
