import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The income and identity screens on the sandbox (docs/screens/income.md): linking income through
 * the sandbox provider and its callback, on to identity; an ID upload to VERIFIED and on to
 * bank/disburse; employer verification.
 */

const screenPath = (screen: string, query = '') =>
  new RegExp(`/account/heloc/[0-9a-f-]{36}/${screen.replace(/\//g, '\\/')}${query}$`);

test.describe('income and identity', () => {
  test('links income through the sandbox provider, then verifies identity from an upload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await sandbox(page, { reset: '1', as: 'borrower', status: 'INCOME_VERIFICATION' });
    await expect(page).toHaveURL(screenPath('income/review'));
    await expect(
      page.getByRole('heading', { name: 'Link Income Sources', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectAccessible(page, 'income/review');

    await page.getByRole('link', { name: 'Link your payroll account' }).click();
    await expect(page).toHaveURL(screenPath('income/link/payroll', '\\?source=.+'));
    const provider = page.getByRole('region', { name: 'Sandbox income provider' });
    await expect(provider).toBeVisible();
    await expectAccessible(page, 'income/link/payroll');
    await provider.getByLabel('Employer or payroll provider').selectOption('ADP');
    await provider.getByLabel('Username').fill('pat');
    await provider.getByLabel('Password').fill('pass_good');
    await provider.getByRole('button', { name: 'Sign in and link' }).click();

    await expect(page).toHaveURL(
      screenPath('income/pointserv-callback', '\\?sessionId=.+&code=.+'),
    );
    await expect(page.getByText(/Reading your income from the provider/)).toBeVisible();
    await expectAccessible(page, 'income/pointserv-callback');

    await expect(page).toHaveURL(screenPath('income/review'), { timeout: 20_000 });
    await expect(page.getByText('Verified with ADP')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // WAITING_FOR_INCOME_VERIFICATION, then identity.
    await expect(page).toHaveURL(screenPath('identity'), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Verify Identity', level: 1 })).toBeVisible();
    await expectAccessible(page, 'identity');
    await page.getByLabel('Driver’s license').check();
    await page.getByLabel('Front of your ID').setInputFiles({
      name: 'license-front.png',
      mimeType: 'image/png',
      buffer: Buffer.from('\x89PNG\r\n\x1a\n sandbox id image'),
    });
    await page.getByRole('button', { name: 'Verify my ID' }).click();
    await expect(page.getByText(/Checking your ID/)).toBeVisible();
    await expect(page).toHaveURL(screenPath('bank/disburse'), { timeout: 40_000 });
  });

  test('says a failed ID verification, and lets the borrower try again', async ({ page }) => {
    test.setTimeout(60_000);
    await sandbox(page, { reset: '1', as: 'borrower', status: 'IDENTITY_VERIFICATION' });
    await expect(page).toHaveURL(screenPath('identity'));
    await page.getByLabel('Passport').check();
    await page.getByLabel('Photo page of your passport').setInputFiles({
      name: 'fail-passport.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('sandbox passport image'),
    });
    await page.getByRole('button', { name: 'Verify my ID' }).click();
    await expect(page.getByText('We could not verify your ID')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'identity: failed');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Verify my ID' })).toBeVisible();
  });

  test('verifies the employer', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', status: 'EMPLOYMENT_VERIFICATION' });
    await expect(page).toHaveURL(screenPath('income/employer-verification'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('link', { name: 'Enter your employer’s name' })).toBeVisible();
    await expectAccessible(page, 'income/employer-verification with errors');
    await page.getByLabel('Employer name').fill('Acme Corporation');
    await page.getByLabel('Employer phone number').fill('5551234567');
    await page.getByLabel('Job title').fill('Engineer');
    await page.getByLabel('Start date').fill('03/15/2019');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(screenPath('identity'), { timeout: 30_000 });
  });
});
