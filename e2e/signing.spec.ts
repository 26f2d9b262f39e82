import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The signing and notary screens (docs/screens/signing.md), each reached through the staff tools
 * and completed, and one journey from signing/intro through signing and the eNotary to the
 * complete screen, driven by the sandbox's journey engine.
 */

const screenPath = (screen: string) =>
  new RegExp(`/account/heloc/[0-9a-f-]{36}/${screen.replace(/\//g, '\\/')}$`);

const SACRAMENTO = { latitude: 38.5816, longitude: -121.4944 };

async function allowLocation(context: BrowserContext, page: Page) {
  await context.grantPermissions(['geolocation'], { origin: new URL(page.url()).origin });
  await context.setGeolocation(SACRAMENTO);
}

/** Scrolls a document's viewer to its end (as a reader would, page by page). */
async function readToEnd(page: Page, title: string) {
  const region = page.getByRole('region', { name: title });
  await expect(region).toBeVisible();
  await region.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
    element.dispatchEvent(new Event('scroll'));
  });
}

const NOTE_DOCUMENTS = ['Home Equity Line of Credit Agreement', 'Notice of Right to Cancel'];

async function signEveryDocument(page: Page) {
  for (const title of NOTE_DOCUMENTS) {
    const agree = page.getByRole('button', { name: `I agree to the ${title}` });
    await expect(agree).toBeDisabled();
    await readToEnd(page, title);
    await expect(agree).toBeEnabled();
    await agree.click();
  }
  await page.getByRole('button', { name: 'Sign documents' }).click();
}

test.describe('signing screens', () => {
  test('review-app/signdocs: the closing disclosure is read and acknowledged', async ({ page }) => {
    // The e-consent first, then the document to its end, each with axe (issue 17 added a step).
    test.setTimeout(90_000);
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      status: 'GEN_CLOSING_DISCLOSURE',
      floodCert: 'false',
    });
    await expect(page).toHaveURL(screenPath('review-app/signdocs'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Review your closing disclosure',
    );
    await expectAccessible(page, 'review-app/signdocs: e-consent');
    // The ESIGN consent first (issue 17): no document is shown before it.
    await page.getByRole('checkbox', { name: /I agree to receive and sign documents/ }).check();
    await page.getByRole('button', { name: 'I agree' }).click();
    await readToEnd(page, 'Closing Disclosure');
    await expectAccessible(page, 'review-app/signdocs');
    await page.getByRole('checkbox', { name: /I have received and reviewed/ }).check();
    await page.getByRole('button', { name: 'Sign and continue' }).click();
    await expect(page).toHaveURL(screenPath('signing/intro'), { timeout: 20_000 });
  });

  test('signing/sign: a denied location shows why it is needed; allowed, signing goes on', async ({
    page,
    context,
  }) => {
    // The seed's co-owner has signed already (else sign-note leads to signing/additional).
    await sandbox(page, { reset: '1', as: 'borrower', status: 'NOTE_SIGNING', signer: 'signed' });
    await expect(page).toHaveURL(screenPath('signing/intro'));
    await page.getByRole('link', { name: 'Start signing' }).click();
    await expect(page).toHaveURL(screenPath('signing/sign'));
    // The ESIGN consent first (issue 17): no document is shown before it.
    await page.getByRole('checkbox', { name: /I agree to receive and sign documents/ }).check();
    await page.getByRole('button', { name: 'I agree' }).click();
    // No permission granted: the browser denies the location.
    await signEveryDocument(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Why we need your location' });
    await expect(alert).toBeVisible();
    await expectAccessible(page, 'location alert');
    await allowLocation(context, page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(screenPath('notary/intro'), { timeout: 20_000 });
  });

  test('document/disclosures: e-consent, then each disclosure in the viewer', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', status: 'NOTE_SIGNING' });
    await expect(page).toHaveURL(screenPath('signing/intro'));
    await page.getByRole('link', { name: 'Your disclosures' }).click();
    await expect(page).toHaveURL(screenPath('document/disclosures'));
    await expect(page.getByRole('heading', { name: 'Your right to paper copies' })).toBeVisible();
    await expectAccessible(page, 'e-consent');
    await page.getByRole('checkbox', { name: /I agree to receive and sign documents/ }).check();
    await page.getByRole('button', { name: 'I agree' }).click();
    await page.getByRole('button', { name: 'View Privacy Notice' }).click();
    await expect(page.getByRole('region', { name: 'Privacy Notice' })).toBeVisible();
    await expectAccessible(page, 'disclosures');
    await page.getByRole('link', { name: 'Back to your application' }).click();
    await expect(page).toHaveURL(screenPath('signing/intro'), { timeout: 20_000 });
  });

  test('signing/support: the brand contact and common problems', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', status: 'NOTE_SIGNING' });
    await expect(page).toHaveURL(screenPath('signing/intro'));
    await page.getByRole('link', { name: 'Help with signing' }).click();
    await expect(page).toHaveURL(screenPath('signing/support'));
    await expect(page.getByRole('link', { name: /^\d{3}-\d{3}-\d{4}$/ })).toBeVisible();
    await expectAccessible(page, 'signing/support');
    await page.getByRole('link', { name: 'Back to signing' }).click();
    await expect(page).toHaveURL(screenPath('signing/intro'));
  });

  test('signing/additional: invite a signer, watch both sign, continue', async ({ page }) => {
    test.setTimeout(90_000);
    await sandbox(page, { reset: '1', as: 'borrower', scenario: 'co-deed-required' });
    await expect(page).toHaveURL(screenPath('signing/additional'));
    await expect(page.getByRole('cell', { name: 'Jamie Sample' })).toBeVisible();
    await expectAccessible(page, 'signing/additional');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('link', { name: 'Required' }).first()).toBeVisible();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel(/E-mail address/).fill('robin@example.com');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('cell', { name: 'Robin Lee' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(page.getByText('0 of 2 signed.')).toBeVisible();
    // Nobody signs by themselves: each co-owner signs on their own journey (here, the staff
    // control that stands for it). The page's 5 s refresh shows the progress.
    const signs = (email: string) =>
      page.evaluate((control) => window.__sandbox!.apply(control), `signer=signed:${email}`);
    expect(await signs('codeeder@example.com')).toEqual([]);
    await expect(page.getByText('1 of 2 signed.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(await signs('robin@example.com')).toEqual([]);
    await expect(page.getByText('2 of 2 signed.')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(screenPath('notary/intro'), { timeout: 30_000 });
  });

  test('signing/additional: the invitation e-mail and its sign-in link on /sandbox-mail', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', as: 'borrower', scenario: 'co-deed-required' });
    await expect(page).toHaveURL(screenPath('signing/additional'));
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel(/E-mail address/).fill('robin@example.com');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('cell', { name: 'Robin Lee' })).toBeVisible();
    await page.goto('/sandbox-mail');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sent e-mail');
    const newest = page.getByRole('article').first();
    await expect(newest).toContainText('To robin@example.com');
    await expect(newest.getByRole('link', { name: 'Sign in to review and sign' })).toHaveAttribute(
      'href',
      /^\/account\/heloc\/heloc-signer\/login\?invite=[\w-]+$/,
    );
    await expect(page.getByRole('article').last()).toContainText('To codeeder@example.com');
    await expectAccessible(page, '/sandbox-mail');
  });

  test('notary/reserve-manual and schedule-manual: the fee, a slot in a time zone, the booking', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await sandbox(page, { reset: '1', as: 'borrower', scenario: 'manual-notary' });
    await expect(page).toHaveURL(screenPath('notary/reserve-manual'));
    await expect(page.getByText('$350').first()).toBeVisible();
    await expect(page.getByText('Schedule Notary Session')).toBeVisible();
    await expectAccessible(page, 'notary/reserve-manual');
    await page.getByRole('link', { name: 'Choose a time' }).click();
    await expect(page).toHaveURL(screenPath('notary/schedule-manual'));
    await page.getByLabel('Show times in').selectOption('America/New_York');
    await page.getByRole('radio', { name: /AM|PM/ }).first().check();
    await page.getByRole('radio', { name: /At the property/ }).check();
    await expectAccessible(page, 'notary/schedule-manual');
    await page.getByRole('button', { name: 'Reserve appointment' }).click();
    await expect(page).toHaveURL(screenPath('notary/reserve-manual'), { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
    await expectAccessible(page, 'reservation confirmed');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(screenPath('complete'), { timeout: 30_000 });
  });
});

test.describe('a notary slot taken meanwhile', () => {
  // The browser logs the injected 409 (and the visitor probe's 401).
  test.use({
    expectedConsoleErrors: [
      /^Failed to load resource: the server responded with a status of (401|409)/,
    ],
  });

  test('notary/schedule-manual: a slot taken meanwhile (409) says so and refreshes the slots', async ({
    page,
  }) => {
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      scenario: 'manual-notary',
      fail: 'reserveNotary:409:1',
    });
    await expect(page).toHaveURL(screenPath('notary/reserve-manual'));
    await page.getByRole('link', { name: 'Choose a time' }).click();
    await page.getByRole('radio', { name: /AM|PM/ }).first().check();
    await page.getByRole('radio', { name: /At the property/ }).check();
    await page.getByRole('button', { name: 'Reserve appointment' }).click();
    await expect(page.getByText(/that time was just taken/)).toBeVisible();
    await expectAccessible(page, 'slot taken');
    await page.getByRole('radio', { name: /AM|PM/ }).nth(1).check();
    await page.getByRole('button', { name: 'Reserve appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  });
});

test.describe('the signing journey (real time)', () => {
  test('from signing/intro through signing and the eNotary to complete', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // The seed's co-owner has signed already (else sign-note leads to signing/additional).
    await sandbox(page, { reset: '1', as: 'borrower', status: 'NOTE_SIGNING', signer: 'signed' });
    await expect(page).toHaveURL(screenPath('signing/intro'));
    await expect(page.getByText('Home Equity Line of Credit Agreement')).toBeVisible();
    await expectAccessible(page, 'signing/intro');
    await allowLocation(context, page);

    await page.getByRole('link', { name: 'Start signing' }).click();
    await expect(page).toHaveURL(screenPath('signing/sign'));
    // The ESIGN consent first (issue 17): no document is shown before it.
    await page.getByRole('checkbox', { name: /I agree to receive and sign documents/ }).check();
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page.getByRole('region', { name: NOTE_DOCUMENTS[0]! })).toBeVisible();
    await expectAccessible(page, 'signing/sign');
    await signEveryDocument(page);

    await expect(page).toHaveURL(screenPath('notary/intro'), { timeout: 20_000 });
    await expect(page.getByText('Talk to eNotary').first()).toBeVisible();
    const disclosure = page.getByRole('checkbox', { name: /notarized online/ });
    await expect(disclosure).toBeVisible();
    await expectAccessible(page, 'notary/intro');
    await disclosure.check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const toSession = page.getByRole('link', { name: 'Go to my eNotary session' });
    await expect(toSession).toBeVisible({ timeout: 20_000 });
    await toSession.click();
    await expect(page).toHaveURL(screenPath('notary/session'));
    await expect(page.getByText(/government-issued photo ID/)).toBeVisible();
    await expectAccessible(page, 'notary/session');
    await page.getByRole('button', { name: 'Join my eNotary session' }).click();
    await expect(page.getByRole('heading', { name: 'Your session is in progress' })).toBeVisible();
    await expectAccessible(page, 'notary session in progress');

    // The stand-in notary completes the session; notarize is posted; the lender waits for the
    // notary's paperwork (still working), then rescission: the complete screen.
    await expect(page).toHaveURL(screenPath('complete'), { timeout: 45_000 });
  });
});
