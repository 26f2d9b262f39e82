import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * Signer mode (issue 12): the co-owner (co-deeder) walks their own pages, driven by the co-deed
 * status, while the primary borrower watches their progress on signing/additional.
 *
 * One browser context: the sandbox lender lives in the browser (its state in this context's
 * storage), so the primary and the co-deeder take turns in it through the staff tools' `as=`
 * (each sign-in is a real hosted-session cookie and token). Two contexts would be two lenders.
 */

const APP = '/account/heloc';
const signerPath = (page: string) => new RegExp(`${APP}/heloc-signer/${page}(\\?.*)?$`);
const SACRAMENTO = { latitude: 38.5816, longitude: -121.4944 };

async function noHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow, `no horizontal scrolling at 320 px on ${label}`).toBe(false);
}

test.describe('signer mode', () => {
  test('the co-deeder consents, verifies their ID and signs on their own pages; the primary sees it happen', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // The primary borrower waits for the co-owner at CO_DEED_REQ.
    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', scenario: 'co-deed-required' });
    await expect(page).toHaveURL(new RegExp(`${APP}/[0-9a-f-]{36}/signing/additional$`));
    const primaryPath = new URL(page.url()).pathname;
    await expect(page.getByText('0 of 1 signed.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Invited, not started yet' })).toBeVisible();

    // The co-deeder: their own login lands them where they left off.
    await sandbox(page, { latency: '0', as: 'signer' });
    await expect(page).toHaveURL(signerPath('intro'), { timeout: 15_000 });
    const intro = page.getByRole('heading', { level: 1, name: 'You have been asked to sign' });
    await expect(intro).toBeFocused();
    await expect(
      page.getByText(/Alex Sample is applying for a home equity line of credit/),
    ).toBeVisible();
    await expectAccessible(page, 'heloc-signer/intro');
    await page.setViewportSize({ width: 320, height: 640 });
    await noHorizontalScroll(page, 'heloc-signer/intro');
    await page.setViewportSize({ width: 1280, height: 720 });

    // The consent is required (the spec's message), then recorded per identity.
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page.getByRole('link', { name: 'Required' })).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to receive, read and sign/ }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();

    // Their own ID check.
    await expect(page).toHaveURL(signerPath('identity'), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Identity' })).toBeFocused();
    await expectAccessible(page, 'heloc-signer/identity');
    await page.getByLabel('Driver’s license').check();
    await page.getByLabel('Front of your ID').setInputFiles({
      name: 'license-front.png',
      mimeType: 'image/png',
      buffer: Buffer.from('\x89PNG\r\n\x1a\n sandbox id image'),
    });
    const back = page.getByLabel('Back of your ID');
    if (await back.isVisible()) {
      await back.setInputFiles({
        name: 'license-back.png',
        mimeType: 'image/png',
        buffer: Buffer.from('\x89PNG\r\n\x1a\n sandbox id image'),
      });
    }
    await page.getByRole('button', { name: 'Verify my ID' }).click();

    // Signing: read to the end, agree, share the location, sign once.
    await expect(page).toHaveURL(signerPath('sign'), { timeout: 40_000 });
    await context.grantPermissions(['geolocation'], { origin: new URL(page.url()).origin });
    await context.setGeolocation(SACRAMENTO);
    const title = 'Co-owner Consent to Lien';
    const agree = page.getByRole('button', { name: `I agree to the ${title}` });
    await expect(agree).toBeDisabled();
    const region = page.getByRole('region', { name: title });
    await expect(region).toBeVisible();
    await region.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      element.dispatchEvent(new Event('scroll'));
    });
    await agree.click();
    await expectAccessible(page, 'heloc-signer/sign');
    await page.getByRole('button', { name: 'Sign documents' }).click();

    // Done: the documents they signed, each downloadable.
    await expect(page).toHaveURL(signerPath('documents'), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
    const download = page.getByRole('link', { name: `Download ${title} (PDF)` });
    await expect(download).toHaveAttribute(
      'download',
      /HL-\d+ - Co-owner Consent to Lien - signed/,
    );
    await expectAccessible(page, 'heloc-signer/documents');

    // The primary sees it: every signer signed, and they may continue.
    await sandbox(page, { latency: '0', as: 'borrower', next: primaryPath });
    await expect(page.getByText('1 of 1 signed.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('cell', { name: 'Signed', exact: true })).toBeVisible();
  });

  test('a cancelled application says there is nothing left to sign', async ({ page }) => {
    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', status: 'CANCELLED' });
    await sandbox(page, { latency: '0', as: 'signer' });
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
    const idImage = (name: string) => ({
      name,
      mimeType: 'image/png',
      buffer: Buffer.from('\x89PNG\r\n\x1a\n sandbox id image'),
    });
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
