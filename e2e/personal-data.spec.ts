import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * Personal data stays where it belongs (issue 14, docs/personal-data.md): the `userData` prefill
 * is read once and taken out of the URL; the pre-auth answers wait in this tab's sessionStorage
 * (not localStorage); the one-time-code login's URL has no e-mail; and a logout leaves no app
 * key in local or session storage but the consent choice. The sandbox's own keys (its lender
 * state, the staff panel, the staff tools' QA switches) are not the app's and stay.
 */

const APP = '/account/heloc';
const REGISTER = `${APP}/register-v2`;
const APPLICATION_SCREEN = /\/account\/heloc\/[0-9a-f-]{36}(\/[a-z-/]+)?$/;

/** Pinned, not imported: what may be left after a logout, and why (docs/personal-data.md). */
const KEPT = {
  local: [
    'heloc-consent', // the device's cookie choice, not the person's data
    'heloc-sandbox', // the sandbox lender's state (sandbox only)
    '__msw-cookie-store__', // msw's cookie jar, the sandbox's hosted-session cookie (sandbox only)
  ],
  session: [
    'heloc-sandbox-panel', // the staff panel open or closed (sandbox only)
    'org', // staff tools: the chosen org (sandbox only)
    'auth-mode', // staff tools: the auth mode (sandbox only)
    'ff-overrides', // staff tools: flag overrides (sandbox only)
  ],
};

/** The compact prefill (docs/registration-prefill.md), base64url of its JSON. */
const USER_DATA = Buffer.from(
  JSON.stringify({
    v: 1,
    p: { a: '12 Main St', c: 'Austin', s: 'TX', z: '78701', o: 'H' },
    n: { f: 'Pat', l: 'Private' },
    e: 'pat.private@example.com',
  }),
).toString('base64url');

async function storedKeys(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
}

function expectOnlyKept(keys: { local: string[]; session: string[] }) {
  expect(keys.local.filter((key) => !KEPT.local.includes(key))).toEqual([]);
  expect(keys.session.filter((key) => !KEPT.session.includes(key))).toEqual([]);
}

/** Every request the app makes from now on, with its Referer. */
function watchRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    // The link itself is the one request that may carry it: the page then takes it out.
    if (request.isNavigationRequest()) return;
    seen.push(`${request.url()} referer=${request.headers()['referer'] ?? ''}`);
  });
  return seen;
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

async function next(page: Page, path: string) {
  await continueButton(page).click();
  await expect(page).toHaveURL(new RegExp(`${APP}/${path}(\\?.*)?$`));
}

test.describe('personal data', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a link with userData: prefilled, then the URL, history, later steps and API calls never carry it', async ({
    page,
  }) => {
    await sandbox(page, {
      reset: '1',
      as: 'visitor',
      latency: '0',
      next: `${APP}/register/support`,
    });
    const requests = watchRequests(page);
    await page.goto(`${REGISTER}?userData=${USER_DATA}&utm_source=e2e`);
    await expect(page).toHaveURL(`${REGISTER}?utm_source=e2e`);
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a HELOC' })).toBeVisible();
    await expectAccessible(page, 'register-v2 after a userData link');

    // Read once: the answers are filled in, and the address bar and history no longer hold it.
    await expect(page.getByLabel('ZIP code')).toHaveValue('78701');
    expect(await page.evaluate(() => location.href)).not.toContain('userData');
    await page.getByLabel('Primary residence').check();
    await next(page, 'register-v2/for-sale');
    expect(page.url()).toBe(new URL(`${REGISTER}/for-sale?utm_source=e2e`, page.url()).href);
    await page.goBack();
    await expect(page).toHaveURL(`${REGISTER}?utm_source=e2e`);

    // No call of the app (nor its Referer) carried it after the landing read it.
    const calls = requests.filter((line) => !/\.(js|css|woff2?|svg|png)\b/u.test(line));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((line) => line.includes('userData'))).toEqual([]);
  });

  test('register, log in with the one-time code, use the app, log out: no app key is left', async ({
    page,
  }) => {
    const email = `personal-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.addInitScript(() => sessionStorage.setItem('auth-mode', 'hosted'));
    await sandbox(page, { reset: '1', as: 'visitor', latency: '0', next: REGISTER });
    await expect(page).toHaveURL(new RegExp(`${REGISTER}$`));

    await page.getByRole('combobox', { name: /Property address/ }).fill('12 Main St');
    const manual = page.getByRole('button', { name: /enter address manually/ });
    if (await manual.isVisible()) await manual.click();
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByLabel('Primary residence').check();
    await next(page, 'register-v2/for-sale');
    await page.getByLabel('No', { exact: true }).check();
    await next(page, 'register-v2/annual-income');
    await page.getByLabel('Annual pre-tax income').fill('95000');
    await page.getByLabel('Full-time employment').check();
    await next(page, 'register-v2/legal-name');
    await page.getByLabel('First name').fill('Pat');
    await page.getByLabel('Last name').fill('Private');
    await next(page, 'register-v2/birthdate');
    await page.getByLabel('Month').fill('03');
    await page.getByLabel('Day').fill('27');
    await page.getByLabel('Year').fill('1980');
    await next(page, 'register-v2/phone-and-email');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/Mobile phone/).fill('5551234567');
    await next(page, 'register-v2/login-info');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('checkbox', { name: /communications from/ }).check();
    await continueButton(page).click();

    // The one-time-code login: no e-mail in its URL, yet prefilled (handed over in the tab).
    await expect(page).toHaveURL(/\/auth\/login\?/);
    expect(page.url()).not.toContain(encodeURIComponent(email));
    expect(page.url()).not.toContain('email');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    // The answers wait in this tab's sessionStorage, with their time; never in localStorage.
    const waiting = await page.evaluate(() => ({
      local: localStorage.getItem('heloc.registration.preAuthState'),
      tab: sessionStorage.getItem('heloc.registration.preAuthState'),
      hint: sessionStorage.getItem('heloc.login.hint'),
    }));
    expect(waiting.local).toBeNull();
    expect(waiting.tab).toContain('"savedAt":');
    expect(waiting.hint).toBeNull();
    await expectAccessible(page, 'one-time-code login');
    await page.getByLabel('One-time code').fill('123456');
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await page.getByLabel('New password').fill('Abcdefgh1234!');
    await page.getByLabel('Confirm password').fill('Abcdefgh1234!');
    await page.getByRole('button', { name: 'Create password and continue' }).click();

    // Back in the app, on the application: signed in, the answers used and gone.
    await expect(page).toHaveURL(APPLICATION_SCREEN, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();

    // What other screens leave while in use (chat, bank link, a cookie choice), as they write it.
    await page.evaluate(() => {
      localStorage.setItem('heloc-webchat-session', '{"mode":"agent","token":"t"}');
      sessionStorage.setItem('plaidApplicationUuid', 'app-1');
      sessionStorage.setItem('plaidLinkToken', 'link-1');
      sessionStorage.setItem('plaidLinkPurpose', 'DISBURSE');
      localStorage.setItem('plaidLinkToken', 'link-0'); // where an older version kept it
      localStorage.setItem('heloc-consent', '{"analytics":false,"marketing":false}');
      localStorage.setItem('heloc.registration.preAuthState', '{"older":"version"}');
    });

    // The loader overlay holds the page until the first screen (product/select, a leave-survey
    // path) is on screen; Logout there asks the survey first, and skipping it logs out.
    await expect(page).toHaveURL(/\/product\/select$/);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page
      .getByRole('dialog', { name: 'Before you go' })
      .getByRole('button', { name: 'Skip and log out' })
      .click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const left = await storedKeys(page);
    expectOnlyKept(left);
    expect(left.local).toContain('heloc-consent');
  });

  test('a signed-in borrower logs out: token, telemetry and every other app key go', async ({
    page,
  }) => {
    // A page without the leave survey: Logout logs out at once.
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      latency: '0',
      next: `${APP}/register/support`,
    });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.evaluate(() => {
      sessionStorage.setItem('heloc.registration.preAuthState', '{"nonce":"n"}');
      sessionStorage.setItem('heloc.login.hint', 'someone@example.com');
    });
    const before = await storedKeys(page);
    expect(before.local).toContain('jwt');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expectOnlyKept(await storedKeys(page));
  });
});
