import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * Signer mode (issue 12): the co-owner (co-deeder) walks their own pages, driven by the co-deed
 * status, while the primary borrower watches their progress on signing/additional.
 *
 * The main journey runs in two browser contexts, two people on two computers: the primary in
 * `page`'s context and the co-owner in one of their own (`sharedLender.newContext()`), each with
 * their own hosted-session cookie, token and storage. The sandbox lender lives in the browser, so
 * the contexts share one through Playwright (e2e/support/sharedLender.ts; docs/sandbox.md
 * "Shared lender across browser contexts (e2e)"), as two browsers share a real lender's servers.
 * The shorter tests below take turns as the primary and the co-deeder in one context through the
 * staff tools' `as=` (each sign-in is a real hosted-session cookie and token).
 */

const APP = '/account/heloc';
const signerPath = (page: string) => new RegExp(`${APP}/heloc-signer/${page}(\\?.*)?$`);
const SACRAMENTO = { latitude: 38.5816, longitude: -121.4944 };
const idImage = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('\x89PNG\r\n\x1a\n sandbox id image'),
});

async function noHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow, `no horizontal scrolling at 320 px on ${label}`).toBe(false);
}

test.describe('signer mode', () => {
  test('two contexts, one lender: the primary invites a co-owner, who signs and answers a condition on their own pages while the primary watches', async ({
    page: primary,
    sharedLender,
  }) => {
    // Two people, one lender: `primary` is the borrower's browser; the co-owner gets their own
    // context below. Every lender change in one reaches the other (the shared lender relay).
    test.setTimeout(150_000);

    // The primary borrower logs in on the hosted login and is at CO_DEED_REQ: Casey Placeholder,
    // whose application has no co-owner yet (the `as=borrower` persona's already lists Jamie).
    await sandbox(primary, { reset: '1', latency: '0', as: 'visitor' });
    await primary.goto('/auth/login?redirectUrl=/dashboard');
    await primary.getByLabel('E-mail').fill('casey@example.com');
    await primary.getByLabel('Password').fill('SandboxPass1!');
    await primary.getByRole('button', { name: 'Log in' }).click();
    await expect(primary.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await sandbox(primary, { scenario: 'co-deed-required' });
    await expect(primary).toHaveURL(new RegExp(`${APP}/[0-9a-f-]{36}/signing/additional$`));
    await expect(primary.getByText('No one has been invited yet.')).toBeVisible();

    // They invite the co-owner: the lender e-mails them a sign-in link.
    await primary.getByLabel('First name').fill('Robin');
    await primary.getByLabel('Last name').fill('Lee');
    await primary.getByLabel(/E-mail address/).fill('robin@example.com');
    await primary.getByRole('button', { name: 'Send invitation' }).click();
    await expect(primary.getByRole('cell', { name: 'Robin Lee' })).toBeVisible();
    await expect(primary.getByText('0 of 1 signed.')).toBeVisible();
    await expect(primary.getByRole('cell', { name: 'Invited, not started yet' })).toBeVisible();
    const continueButton = primary.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();

    // The co-owner, in a browser of their own opened only now, reads the invitation the
    // primary's lender sent (their page took the shared state before answering anything).
    const coOwnerContext = await sharedLender.newContext();
    const coOwner = await coOwnerContext.newPage();
    await coOwner.goto('/sandbox-mail');
    const mail = coOwner.getByRole('article').filter({ hasText: 'To robin@example.com' });
    await expect(mail).toContainText('Casey Placeholder');
    await mail.getByRole('link', { name: 'Sign in to review and sign' }).click();
    await expect(coOwner).toHaveURL(signerPath('login'));
    await expect(
      coOwner.getByText('Casey Placeholder asked you to sign as a co-owner of their home.'),
    ).toBeVisible();
    await coOwner.getByRole('button', { name: 'Log in' }).click();

    // The hosted login (the app strips the query on signer paths, so it names no one): a new
    // co-owner has no password yet, so the one-time code, then a password of their own. A login
    // without a way back lands a co-owner on their own pages.
    await expect(coOwner.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await coOwner.getByRole('link', { name: 'Log in with a one-time code instead' }).click();
    await coOwner.getByLabel('E-mail').fill('robin@example.com');
    await coOwner.getByLabel('One-time code').fill('123456');
    await coOwner.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(
      coOwner.getByRole('heading', { level: 1, name: 'Create your password' }),
    ).toBeVisible();
    await coOwner.getByLabel('New password').fill('Co-owner-Pass1!');
    await coOwner.getByLabel('Confirm password').fill('Co-owner-Pass1!');
    await coOwner.getByRole('button', { name: 'Create password and continue' }).click();

    // Their own pages, where they left off: the start.
    await expect(coOwner).toHaveURL(signerPath('intro'), { timeout: 15_000 });
    const intro = coOwner.getByRole('heading', { level: 1, name: 'You have been asked to sign' });
    await expect(intro).toBeFocused();
    await expect(
      coOwner.getByText(/Casey Placeholder is applying for a home equity line of credit/),
    ).toBeVisible();
    await expectAccessible(coOwner, 'heloc-signer/intro');
    await coOwner.setViewportSize({ width: 320, height: 640 });
    await noHorizontalScroll(coOwner, 'heloc-signer/intro');
    await coOwner.setViewportSize({ width: 1280, height: 720 });

    // The consent is required (the spec's message), then recorded per identity; the primary's
    // page, left open, shows it by itself.
    await coOwner.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(coOwner.getByRole('link', { name: 'Required' })).toBeVisible();
    await coOwner.getByRole('checkbox', { name: /I agree to receive, read and sign/ }).check();
    await coOwner.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(coOwner).toHaveURL(signerPath('identity'), { timeout: 15_000 });
    await expect(primary.getByRole('cell', { name: 'Agreed to sign electronically' })).toBeVisible({
      timeout: 15_000,
    });

    // Their own ID check.
    await expect(coOwner.getByRole('heading', { level: 1, name: 'Verify Identity' })).toBeFocused();
    await expectAccessible(coOwner, 'heloc-signer/identity');
    await coOwner.getByLabel('Driver’s license').check();
    await coOwner.getByLabel('Front of your ID').setInputFiles(idImage('license-front.png'));
    const back = coOwner.getByLabel('Back of your ID');
    if (await back.isVisible()) await back.setInputFiles(idImage('license-back.png'));
    await coOwner.getByRole('button', { name: 'Verify my ID' }).click();

    // Signing: read to the end, agree, share the location, sign once.
    await expect(coOwner).toHaveURL(signerPath('sign'), { timeout: 40_000 });
    await expect(
      primary.getByRole('cell', { name: 'Identity verified, not signed yet' }),
    ).toBeVisible({ timeout: 15_000 });
    await coOwnerContext.grantPermissions(['geolocation'], {
      origin: new URL(coOwner.url()).origin,
    });
    await coOwnerContext.setGeolocation(SACRAMENTO);
    const title = 'Co-owner Consent to Lien';
    const agree = coOwner.getByRole('button', { name: `I agree to the ${title}` });
    await expect(agree).toBeDisabled();
    const region = coOwner.getByRole('region', { name: title });
    await expect(region).toBeVisible();
    await region.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      element.dispatchEvent(new Event('scroll'));
    });
    await agree.click();
    await expectAccessible(coOwner, 'heloc-signer/sign');
    await coOwner.getByRole('button', { name: 'Sign documents' }).click();

    // Done: the documents they signed, each downloadable.
    await expect(coOwner).toHaveURL(signerPath('documents'), { timeout: 30_000 });
    await expect(coOwner.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
    const download = coOwner.getByRole('link', { name: `Download ${title} (PDF)` });
    await expect(download).toHaveAttribute(
      'download',
      /^HELOC-HL-\d+-Co-owner-Consent-to-Lien-signed-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    await expectAccessible(coOwner, 'heloc-signer/documents');

    // The primary sees it on the page they left open: every signer signed, they may continue.
    await expect(primary.getByText('1 of 1 signed.')).toBeVisible({ timeout: 15_000 });
    await expect(primary.getByRole('cell', { name: 'Signed', exact: true })).toBeVisible();
    await expect(continueButton).toBeEnabled();

    // The lender asks the co-owner for a clearer ID (staff, from the primary's browser: the
    // change reaches the co-owner's), and they answer it on their conditions page.
    expect(await primary.evaluate(() => window.__sandbox!.apply('signerCondition=1'))).toEqual([]);
    await coOwner.goto(`${APP}/heloc-signer/conditions`);
    await expect(coOwner.getByRole('heading', { level: 1, name: 'Conditions' })).toBeVisible();
    await expect(coOwner.getByText('You have 1 open item.')).toBeVisible({ timeout: 15_000 });
    await coOwner
      .getByRole('list', { name: 'Open conditions' })
      .getByRole('link', { name: 'Upload Documents' })
      .click();
    await expect(coOwner).toHaveURL(signerPath('conditions/upload-document'));
    await coOwner.getByLabel('Front of your ID').setInputFiles(idImage('id-front.png'));
    await coOwner.getByLabel('Back of your ID').setInputFiles(idImage('id-back.png'));
    await coOwner.getByRole('button', { name: 'Upload Documents' }).click();
    await expect(coOwner).toHaveURL(signerPath('conditions'), { timeout: 15_000 });
    await expect(coOwner.getByText(/You're all caught up/)).toBeVisible();
    await expectAccessible(coOwner, 'heloc-signer/conditions (answered)');

    // The primary's application moves on: the co-deed step, then the notary.
    await continueButton.click();
    await expect(primary).toHaveURL(new RegExp(`${APP}/[0-9a-f-]{36}/notary/intro$`), {
      timeout: 30_000,
    });
    expect(sharedLender.relay.conflicts, 'changes made at the same moment in both contexts').toBe(
      0,
    );
  });

  test('a cancelled application says there is nothing left to sign', async ({ page }) => {
    // One staff call: the co-deeder signs in and their (the primary's) application is cancelled.
    // Why not as the primary first: their cancelled application leaves the app for the main site,
    // which would race the next call's navigation.
    await sandbox(page, { reset: '1', latency: '0', as: 'signer', status: 'CANCELLED' });
    await expect(page).toHaveURL(signerPath('cancelled'), { timeout: 15_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'This signing request was cancelled' }),
    ).toBeVisible();
    await expectAccessible(page, 'heloc-signer/cancelled');
  });

  test('the signer login reads the sign-in link and names who asked', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'visitor',
      next: `${APP}/heloc-signer/login?invite=seed-invite`,
    });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to sign as a co-owner' }),
    ).toBeVisible();
    await expect(page.getByText(/asked you to sign as a co-owner/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectAccessible(page, 'heloc-signer/login');
  });

  test('the co-deeder answers their own condition: the list, its upload page, answered', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'borrower',
      signer: 'signed',
      signerCondition: '1',
    });
    await sandbox(page, {
      latency: '0',
      as: 'signer',
      next: '/account/heloc/heloc-signer/conditions',
    });
    await expect(page).toHaveURL(signerPath('conditions'), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Open conditions' });
    // The seed's ID condition of the co-deeder and the one staff added; none of the primary's.
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('You have 2 open items.')).toBeVisible();
    await expect(list.getByText(/paystub/i)).toHaveCount(0);
    await expectAccessible(page, 'heloc-signer/conditions');

    const action = list.getByRole('link', { name: 'Upload Documents' }).last();
    const href = (await action.getAttribute('href')) ?? '';
    expect(href).toMatch(
      /\/heloc-signer\/conditions\/upload-document\?conditionUuid=[0-9a-f-]{36}&conditionType=upload&conditionEnum=ID_VERIFICATION_FAILURE$/,
    );
    await action.click();
    await expect(page).toHaveURL(signerPath('conditions/upload-document'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verify your identity' }),
    ).toBeVisible();
    await expectAccessible(page, 'heloc-signer/conditions/upload-document');
    await page.getByLabel('Front of your ID').setInputFiles(idImage('id-front.png'));
    await page.getByLabel('Back of your ID').setInputFiles(idImage('id-back.png'));
    await page.getByRole('button', { name: 'Upload Documents' }).click();

    await expect(page).toHaveURL(signerPath('conditions'), { timeout: 15_000 });
    await expect(page.getByText('You have 1 open item.')).toBeVisible();
    await expectAccessible(page, 'heloc-signer/conditions (one answered)');
  });
});

test.describe('signer mode: not a signer', () => {
  // The co-deed status answers 400 to anyone who is not an additional signer (shell §6).
  test.use({
    expectedConsoleErrors: [
      /^Failed to load resource: the server responded with a status of (400|401)/,
    ],
  });

  test('a signed-in borrower who is not a signer is told so on the signer pages', async ({
    page,
  }) => {
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'borrower',
      next: `${APP}/heloc-signer/resume`,
    });
    await expect(
      page.getByRole('heading', { level: 1, name: 'This signing link is not for you' }),
    ).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'not a signer');
  });
});
