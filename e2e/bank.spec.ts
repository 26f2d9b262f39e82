import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The bank screens (bank/…, plaid-oauth-success) on the sandbox lender: link through the sandbox's
 * stand-in for Plaid Link (the same bank-link provider port; keyboard only) and confirm, then autopay; a typed-in account with a bad
 * routing number first (at 320 px); the OAuth bank's round trip through plaid-oauth-success.
 */

const screenPath = (screen: string) =>
  new RegExp(`/account/heloc/[0-9a-f-]{36}/${screen.replace(/\//g, '\\/')}(\\?.*)?$`);

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** The screen is on and its data read (the frame shows the heading while loading too). */
async function onScreen(page: Page, screen: string, title: string) {
  await expect(page).toHaveURL(screenPath(screen));
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

const DISBURSE = 'Where should we send your funds?';
const CONFIRM = 'Confirm your bank account';
const AUTOPAY = 'How do you want to make your monthly payments?';

async function atDisburse(page: Page) {
  await sandbox(page, { reset: '1', as: 'borrower', status: 'DISBURSEMENT_ACCOUNT' });
  await onScreen(page, 'bank/disburse', DISBURSE);
}

test.describe('bank screens', () => {
  test('links an account through the sandbox provider by keyboard, confirms it, chooses autopay', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await atDisburse(page);
    await expectAccessible(page, 'bank/disburse');

    // Keyboard only: open the provider, choose the bank, sign in, choose the account.
    const open = page.getByRole('button', { name: 'Link your bank account' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sandbox bank-link provider' });
    await expect(dialog.getByRole('heading', { name: 'Select your bank' })).toBeFocused();
    await expectAccessible(page, 'bank-link dialog: banks');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: /First Platypus Bank/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByRole('heading', { name: 'Sign in to First Platypus Bank' }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Username')).toBeFocused();
    await page.keyboard.type('user_good');
    await page.keyboard.press('Tab');
    await page.keyboard.type('pass_good');
    await expectAccessible(page, 'bank-link dialog: sign in');
    await page.keyboard.press('Enter');
    const accounts = dialog.getByRole('heading', {
      name: 'Choose the account at First Platypus Bank',
    });
    await expect(accounts).toBeFocused();
    await expectAccessible(page, 'bank-link dialog: accounts');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: /Plaid Checking/ })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Link account' })).toBeFocused();
    await page.keyboard.press('Enter');

    await onScreen(page, 'bank/confirm', CONFIRM);
    await expect(page.getByText('First Platypus Bank')).toBeVisible();
    await expect(page.getByText('Checking ending in 0000')).toBeVisible();
    await expectAccessible(page, 'bank/confirm');
    await page.getByRole('button', { name: 'Confirm account' }).click();

    await onScreen(page, 'bank/autopay', AUTOPAY);
    await expect(
      page.getByText(/Autopay lowers your rate|Never miss a payment/).first(),
    ).toBeVisible();
    await page.getByRole('radio', { name: /Autopay/ }).check();
    await expect(page.getByRole('radio', { name: /The account your funds go to/ })).toBeChecked();
    await expectAccessible(page, 'bank/autopay');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(screenPath('review-app/signdocs'));
  });

  test('manual entry at 320 px: a bad routing number keeps the input, a good one goes to confirm', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 640 });
    await atDisburse(page);
    await page.getByRole('link', { name: 'Enter account details manually' }).click();
    await onScreen(page, 'bank/manual-disburse', 'Enter your bank account');
    await expectAccessible(page, 'bank/manual-disburse');

    await page.getByLabel("Account holder's name").fill('Alex Sample');
    await page.getByLabel('Routing number').fill('021000022');
    await page.getByLabel('Account number', { exact: true }).fill('000123456789');
    await page.getByLabel('Confirm account number').fill('000123456789');
    await page.getByRole('radio', { name: 'Checking' }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Enter a valid routing number/ })).toBeVisible();
    await expect(page.getByLabel('Routing number')).toHaveValue('021000022');
    await expect(page.getByLabel('Routing number')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'bank/manual-disburse with errors');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no horizontal scrolling at 320 px').toBeLessThanOrEqual(320);

    await page.getByLabel('Routing number').fill('021000021');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await onScreen(page, 'bank/confirm', CONFIRM);
    await expect(page.getByText('Checking ending in 6789')).toBeVisible();
    await expectAccessible(page, 'bank/confirm at 320 px');
    await page.getByRole('button', { name: 'Confirm account' }).click();
    await onScreen(page, 'bank/autopay', AUTOPAY);
    await page.getByRole('radio', { name: /Pay each month yourself/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(screenPath('review-app/signdocs'));
  });

  test('the OAuth bank: leaves for the stand-in, comes back through plaid-oauth-success', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await atDisburse(page);
    await page.getByRole('button', { name: 'Link your bank account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sandbox bank-link provider' });
    await dialog.getByRole('button', { name: /Platypus OAuth Bank/ }).click();

    // The OAuth bank's own site (the sandbox's stand-in, outside the app).
    await expect(page).toHaveURL(/\/sandbox-oauth-bank\?oauth_state_id=/);
    await expect(heading(page, /Platypus OAuth Bank \(sandbox OAuth stand-in\)/)).toBeVisible();
    // Kept before the provider opened, for plaid-oauth-success (this tab only).
    expect(await page.evaluate(() => sessionStorage.getItem('plaidApplicationUuid'))).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    expect(await page.evaluate(() => localStorage.getItem('plaidLinkToken'))).toBeNull();
    await expectAccessible(page, 'the OAuth bank stand-in');
    await page.getByRole('button', { name: 'Allow' }).click();

    await expect(page).toHaveURL(/\/account\/heloc\/plaid-oauth-success\?oauth_state_id=/);
    await expect(heading(page, 'Finishing linking your bank')).toBeVisible();
    const resumed = page.getByRole('dialog', { name: 'Sandbox bank-link provider' });
    await resumed.getByRole('radio', { name: /Plaid Saving/ }).check();
    await expectAccessible(page, 'plaid-oauth-success choosing the account');
    await resumed.getByRole('button', { name: 'Link account' }).click();

    // The application layout routes by status on arrival: DISBURSEMENT_ACCOUNT is bank/disburse,
    // which offers the chosen account for review (docs/screens/bank.md, "Landing on confirm").
    await expect(page).toHaveURL(screenPath('bank/(confirm|disburse)'));
    await expect(page.getByText(/Savings ending in 1111/).first()).toBeVisible();
    if (/bank\/disburse/.test(page.url())) {
      await page.getByRole('link', { name: 'Review and confirm' }).click();
    }
    await onScreen(page, 'bank/confirm', CONFIRM);
    await expect(page.getByText('Platypus OAuth Bank')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm account' }).click();
    await onScreen(page, 'bank/autopay', AUTOPAY);
    expect(await page.evaluate(() => sessionStorage.getItem('plaidApplicationUuid'))).toBeNull();
  });

  test('plaid-oauth-success without a stored application says so', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', status: 'DISBURSEMENT_ACCOUNT' });
    await expect(page).toHaveURL(screenPath('bank/disburse'));
    await page.goto('/account/heloc/plaid-oauth-success?oauth_state_id=unknown');
    await expect(
      page.getByText(/could not find the application this bank link belongs to/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expectAccessible(page, 'plaid-oauth-success without an application');
  });
});
