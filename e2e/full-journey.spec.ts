import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The whole journey of a new borrower, on a phone-sized screen, by using the screens alone: from
 * the registration start page to a funded line. Only the start uses the staff tools (a reset, a
 * visitor, no latency); after that every step is a screen's own form, and the sandbox's journey
 * engine moves the application on in real time (docs/sandbox.md "The journey engine"): the
 * waiting statuses (the soft and hard credit pulls, underwriting, income and identity checks, the
 * notary's paperwork) are polled by the app as a borrower would see them. The offer screen, the
 * legal name and the contact details are operated by keyboard; axe runs on every screen.
 */

const APP = '/account/heloc';

const screenPath = (screen: string, query = '(\\?.*)?') =>
  new RegExp(`${APP}/[0-9a-f-]{36}/${screen.replace(/\//g, '\\/')}${query}$`);

/** The main site's root: COMPLETE (the line is funded) leaves the app for `/`. */
const MAIN_SITE_ROOT = /127\.0\.0\.1:\d+\/$/;

/** A waiting status is polled with backoff: allow for a few polls on a busy machine. */
const WAIT = { timeout: 45_000 };

const SACRAMENTO = { latitude: 38.5816, longitude: -121.4944 };

const NOTE_DOCUMENTS = ['Home Equity Line of Credit Agreement', 'Notice of Right to Cancel'];

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** A registration step: its URL, its heading, and axe. */
async function onRegistrationStep(page: Page, path: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`${APP}/${path}(\\?.*)?$`));
  await expect(heading(page, title)).toBeVisible();
  await expectAccessible(page, path);
}

/** An application screen: its URL, its heading, its data read, and axe. */
async function onScreen(page: Page, screen: string, title: string | RegExp, timeout = 20_000) {
  await expect(page).toHaveURL(screenPath(screen), { timeout });
  await expect(heading(page, title)).toBeVisible({ timeout });
  await expect(page.getByText('Loading…')).toHaveCount(0, { timeout });
  await expectAccessible(page, screen);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** Presses Tab until the target has the focus (as a keyboard user moves through the page). */
async function tabTo(page: Page, target: Locator, label: string) {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}`);
}

/** Scrolls a document's viewer to its end (as a reader would). */
async function readToEnd(page: Page, title: string) {
  const region = page.getByRole('region', { name: title });
  await expect(region).toBeVisible();
  await region.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
    element.dispatchEvent(new Event('scroll'));
  });
}

async function allowLocation(context: BrowserContext, page: Page) {
  await context.grantPermissions(['geolocation'], { origin: new URL(page.url()).origin });
  await context.setGeolocation(SACRAMENTO);
}

test.use({
  viewport: { width: 360, height: 740 },
  // The browser logs the visitor probe's 401 (by design); nothing else.
  expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 401/],
});

interface StepPost {
  step: string;
  status: number;
}

/**
 * Every step-completion call the screens make, and every 409 answer of any call: each step is
 * posted exactly once (a screen that mounted again after a wait must not post its step twice:
 * the application layout shows a screen only once the router is on the machine's screen).
 */
function recordStepPosts(page: Page) {
  const posts: StepPost[] = [];
  const conflicts: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const step = /\/application\/heloc\/[0-9a-f-]{36}\/steps\/([a-z-]+)$/.exec(request.url())?.[1];
    if (step && request.method() === 'POST') posts.push({ step, status: response.status() });
    else if (response.status() === 409) conflicts.push(`${request.method()} ${request.url()}`);
  });
  return { posts, conflicts };
}

/** Each step was posted once, answered 200, in order; no call was refused with 409. */
function expectStepsCompletedOnce(
  { posts, conflicts }: ReturnType<typeof recordStepPosts>,
  steps: readonly string[],
) {
  expect(conflicts, 'calls answered 409').toEqual([]);
  expect(
    posts.map((post) => `${post.step} ${post.status}`),
    'the steps the screens posted, in order',
  ).toEqual(steps.map((step) => `${step} 200`));
}

const JOURNEY_STEPS = [
  'select-offer',
  'contact-info',
  'hmda',
  'submit-application',
  'link-income',
  'verify-identity',
  'disburse-account',
  'autopay-account',
  'sign-closing-disclosure',
  'sign-note',
  'notary-disclosure',
  'notarize',
] as const;

test.describe('the full journey (real time)', () => {
  test('a new borrower goes from register-v2 to a funded line by the screens alone', async ({
    page,
    context,
  }) => {
    test.setTimeout(360_000);
    const email = `full-journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = 'Abcdefgh1234!';
    const stepPosts = recordStepPosts(page);

    // ---- Registration (register-v2), on the default auth mode.
    await sandbox(page, { reset: '1', as: 'visitor', latency: '0', next: `${APP}/register-v2` });
    await onRegistrationStep(page, 'register-v2', 'Apply for a HELOC');

    // The property address from the typeahead, chosen by keyboard.
    const street = page.getByRole('combobox', { name: /Property address/ });
    await street.fill('example way');
    const suggestion = page.getByRole('option', { name: '310 Example Way, San Diego, CA 92104' });
    await expect(suggestion).toBeVisible();
    await expectAccessible(page, 'register-v2 with address suggestions');
    await street.press('ArrowDown');
    await expect(street).toHaveAttribute('aria-activedescendant', /option-0$/);
    await street.press('Enter');
    await expect(street).toHaveValue('310 Example Way');
    await expect(page.getByLabel('City')).toHaveValue('San Diego');
    await expect(page.getByLabel('ZIP code')).toHaveValue('92104');
    await page.getByLabel('Primary residence').check();
    await continueButton(page).click();

    await onRegistrationStep(page, 'register-v2/for-sale', 'Is your property for sale?');
    await page.getByLabel('No', { exact: true }).check();
    await continueButton(page).click();

    await onRegistrationStep(page, 'register-v2/annual-income', 'What is your annual income?');
    await page.getByLabel('Annual pre-tax income').fill('125000');
    await page.getByLabel('Full-time employment').check();
    await continueButton(page).click();

    // The legal name by keyboard: type, Tab past the optional middle name, Enter submits.
    await onRegistrationStep(page, 'register-v2/legal-name', 'What is your legal name?');
    await page.getByLabel('First name').focus();
    await page.keyboard.type('Robin');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Middle name')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Last name')).toBeFocused();
    await page.keyboard.type('Fullpath');
    await page.keyboard.press('Enter');

    await onRegistrationStep(page, 'register-v2/birthdate', 'What is your date of birth?');
    await page.getByLabel('Month').fill('06');
    await page.getByLabel('Day').fill('14');
    await page.getByLabel('Year').fill('1978');
    await continueButton(page).click();

    await onRegistrationStep(page, 'register-v2/phone-and-email', 'How can we reach you?');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/Mobile phone/).fill('9165550199');
    await continueButton(page).click();

    // The closing step: login-info (hosted login, the default) or set-password (legacy).
    await expect(page).toHaveURL(new RegExp(`${APP}/register-v2/(login-info|set-password)$`));
    const hosted = page.url().endsWith('/login-info');
    if (hosted) {
      await onRegistrationStep(page, 'register-v2/login-info', 'Review and agree');
    } else {
      await onRegistrationStep(page, 'register-v2/set-password', 'Create your password');
      await page.getByLabel('Create a password').fill(password);
      await page.getByLabel('Confirm password').fill(password);
    }
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('checkbox', { name: /communications from/ }).check();
    if (hosted) {
      await continueButton(page).click();
      // The hosted login (sandbox stand-in): the one-time code, then the account's password.
      await expect(page).toHaveURL(/\/auth\/login\?/);
      await expect(page.getByLabel('E-mail')).toHaveValue(email);
      await expectAccessible(page, 'hosted login');
      await page.getByLabel('One-time code').fill('123456');
      await page.getByRole('button', { name: 'Verify and continue' }).click();
      await page.getByLabel('New password').fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await expectAccessible(page, 'hosted login: create password');
      await page.getByRole('button', { name: 'Create password and continue' }).click();
    } else {
      await page.getByRole('button', { name: 'Create account' }).click();
    }

    // ---- The submit sequence creates the HELOC; the soft credit pull is waited for.
    await onScreen(page, 'product/select', 'Select Offer', WAIT.timeout);
    const applicationUuid = new RegExp(`${APP}/([0-9a-f-]{36})/`).exec(page.url())?.[1];
    expect(applicationUuid, 'the application id in the URL').toBeTruthy();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling at 360 px').toBe(false);

    // The offer by keyboard: another term with the arrow keys, the draw with the slider.
    const offers = page.getByRole('group', { name: 'Choose your offer' });
    const firstOffer = offers.getByRole('radio').first();
    await expect(firstOffer).toBeChecked();
    await tabTo(page, firstOffer, 'the first offer');
    await page.keyboard.press('ArrowDown');
    await expect(offers.getByRole('radio', { name: /^10-year fixed/ })).toBeChecked();
    const slider = page.getByRole('slider', { name: /Initial draw \(slider\)/ });
    const amount = page.getByRole('textbox', { name: /Initial draw amount/ });
    await tabTo(page, slider, 'the draw slider');
    await page.keyboard.press('Home');
    await expect(amount).toHaveValue('15,000');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(amount).toHaveValue('17,000');
    await tabTo(page, page.getByRole('button', { name: 'Increase by $1,000' }), 'increase');
    await page.keyboard.press('Space');
    await expect(amount).toHaveValue('18,000');
    await expectAccessible(page, 'product/select, chosen');
    await tabTo(page, page.getByRole('button', { name: 'Select offer' }), 'Select offer');
    await page.keyboard.press('Enter');

    // ---- More information: underwriting is waited for, then contact details by keyboard.
    await onScreen(page, 'start/contact', 'Contact Info', WAIT.timeout);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await tabTo(page, page.getByRole('radio', { name: 'To the property' }), 'To the property');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'To the property' })).toBeChecked();
    await tabTo(page, page.getByRole('radio', { name: 'Married', exact: true }), 'Married');
    await page.keyboard.press('Space');
    await expectAccessible(page, 'start/contact, answered');
    await tabTo(page, continueButton(page), 'Continue');
    await page.keyboard.press('Enter');

    await onScreen(page, 'start/hmda', 'Demographic Information');
    await page.getByRole('checkbox', { name: 'Not Hispanic or Latino', exact: true }).check();
    await continueButton(page).click();

    await onScreen(page, 'start/app-summary', 'Application Summary');
    await expect(
      page
        .getByText(/310 Example Way/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByText('$18,000').filter({ visible: true }).first()).toBeVisible();
    await page.getByLabel(/I certify that the information/).check();
    await page.getByRole('button', { name: 'Submit application' }).click();

    // ---- The hard credit pull is waited for; income is linked through the sandbox provider.
    await onScreen(page, 'income/review', 'Link Income Sources', WAIT.timeout);
    await expect(continueButton(page)).toBeDisabled();
    await page.getByRole('link', { name: 'Link your payroll account' }).click();
    await expect(page).toHaveURL(screenPath('income/link/payroll', '\\?source=.+'));
    const provider = page.getByRole('region', { name: 'Sandbox income provider' });
    await expect(provider).toBeVisible();
    await expectAccessible(page, 'income/link/payroll');
    await provider.getByLabel('Employer or payroll provider').selectOption('ADP');
    await provider.getByLabel('Username').fill('robin');
    await provider.getByLabel('Password').fill('pass_good');
    await provider.getByRole('button', { name: 'Sign in and link' }).click();
    await expect(page).toHaveURL(
      screenPath('income/pointserv-callback', '\\?sessionId=.+&code=.+'),
    );
    await onScreen(page, 'income/review', 'Link Income Sources');
    await expect(page.getByText('Verified with ADP')).toBeVisible();
    await continueButton(page).click();

    // ---- Identity: an ID image uploaded from memory; the check is waited for.
    await onScreen(page, 'identity', 'Verify Identity', WAIT.timeout);
    await page.getByLabel('Driver’s license').check();
    await page.getByLabel('Front of your ID').setInputFiles({
      name: 'license-front.png',
      mimeType: 'image/png',
      buffer: Buffer.from('\x89PNG\r\n\x1a\n full journey id image'),
    });
    await expectAccessible(page, 'identity, chosen');
    await page.getByRole('button', { name: 'Verify my ID' }).click();

    // ---- Bank: link an account through the sandbox provider (non-OAuth), confirm, autopay.
    await onScreen(page, 'bank/disburse', 'Where should we send your funds?', WAIT.timeout);
    await page.getByRole('button', { name: 'Link your bank account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sandbox bank-link provider' });
    await dialog.getByRole('button', { name: /First Platypus Bank/ }).click();
    await dialog.getByLabel('Username').fill('user_good');
    await dialog.getByLabel('Password').fill('pass_good');
    await expectAccessible(page, 'bank-link dialog: sign in');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('radio', { name: /Plaid Checking/ }).check();
    await expectAccessible(page, 'bank-link dialog: accounts');
    await dialog.getByRole('button', { name: 'Link account' }).click();

    await onScreen(page, 'bank/confirm', 'Confirm your bank account');
    await expect(page.getByText('Checking ending in 0000')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm account' }).click();

    await onScreen(page, 'bank/autopay', 'How do you want to make your monthly payments?');
    await page.getByRole('radio', { name: /Autopay/ }).check();
    await expect(page.getByRole('radio', { name: /The account your funds go to/ })).toBeChecked();
    await expectAccessible(page, 'bank/autopay, chosen');
    await continueButton(page).click();

    // ---- Closing: the closing disclosure, the note (with the location), the eNotary.
    await onScreen(page, 'review-app/signdocs', 'Review your closing disclosure');
    // The ESIGN consent first (issue 17): no document is shown before it.
    await page.getByRole('checkbox', { name: /I agree to receive and sign documents/ }).check();
    await page.getByRole('button', { name: 'I agree' }).click();
    await readToEnd(page, 'Closing Disclosure');
    await page.getByRole('checkbox', { name: /I have received and reviewed/ }).check();
    await page.getByRole('button', { name: 'Sign and continue' }).click();

    await onScreen(page, 'signing/intro', 'Sign your loan documents', WAIT.timeout);
    await expect(
      page.getByText(NOTE_DOCUMENTS[0]!).filter({ visible: true }).first(),
    ).toBeVisible();
    await allowLocation(context, page);
    await page.getByRole('link', { name: 'Start signing' }).click();

    await expect(page).toHaveURL(screenPath('signing/sign'));
    await expect(page.getByRole('region', { name: NOTE_DOCUMENTS[0]! })).toBeVisible();
    await expectAccessible(page, 'signing/sign');
    for (const title of NOTE_DOCUMENTS) {
      const agree = page.getByRole('button', { name: `I agree to the ${title}` });
      await expect(agree).toBeDisabled();
      await readToEnd(page, title);
      await expect(agree).toBeEnabled();
      await agree.click();
    }
    await page.getByRole('button', { name: 'Sign documents' }).click();

    await expect(page).toHaveURL(screenPath('notary/intro'), WAIT);
    const disclosure = page.getByRole('checkbox', { name: /notarized online/ });
    await expect(disclosure).toBeVisible();
    await expectAccessible(page, 'notary/intro');
    await disclosure.check();
    await continueButton(page).click();

    const toSession = page.getByRole('link', { name: 'Go to my eNotary session' });
    await expect(toSession).toBeVisible(WAIT);
    await expectAccessible(page, 'notary/intro, disclosure accepted');
    await toSession.click();
    await expect(page).toHaveURL(screenPath('notary/session'));
    await expect(page.getByText(/government-issued photo ID/)).toBeVisible();
    await expectAccessible(page, 'notary/session');
    await page.getByRole('button', { name: 'Join my eNotary session' }).click();
    await expect(page.getByRole('heading', { name: 'Your session is in progress' })).toBeVisible();
    await expectAccessible(page, 'notary session in progress');

    // ---- Signed: the notary's paperwork is waited for, then rescission: the complete screen.
    await onScreen(page, 'complete', /here is when you get your money/, 60_000);
    await expect(page.getByText('$18,000').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(/^By \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

    // The lender records the lien and funds the line by itself (rescission, recording, fundable:
    // one status per load of the application); COMPLETE then leaves for the main site.
    const statusUrl = `/service-krang-heloc/borrower/secure/api/v1/${applicationUuid!}/status`;
    for (let load = 0; load < 10 && !MAIN_SITE_ROOT.test(page.url()); load += 1) {
      const answered = page
        .waitForResponse((response) => response.url().endsWith(statusUrl), { timeout: 15_000 })
        .catch(() => null);
      // The app may already be leaving for the main site (a cross-document navigation) when the
      // reload starts; the loop's URL check then sees the main site.
      await page.reload().catch(() => null);
      await answered;
      await page.waitForLoadState('load').catch(() => null);
    }
    await expect(page).toHaveURL(MAIN_SITE_ROOT, { timeout: 20_000 });
    await expectAccessible(page, 'main site after COMPLETE');
    expectStepsCompletedOnce(stepPosts, JOURNEY_STEPS);
  });
});
