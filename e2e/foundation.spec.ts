import { expect, expectAccessible, sandbox, test } from './support/fixtures';

test.describe('the app on the sandbox lender', () => {
  test('the app root goes to the main site (a sandbox stand-in)', async ({ page }) => {
    await page.goto('/account/heloc/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'main site stand-in');
  });

  test('the registration start page renders the product headline', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'visitor', next: '/account/heloc/register-v2' });
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2$/);
    await expect(page.getByText('Apply in 5 minutes, receive funding in 5 days')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectAccessible(page, 'register-v2');
  });

  test('the staff page applies its query controls, then redirects to next', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      status: 'HMDA',
      next: '/account/heloc/register-v2?utm_source=qa',
    });
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2\?utm_source=qa$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
  });

  test('a next that leaves the app is refused (no open redirect)', async ({ page }) => {
    await sandbox(page, { reset: '1', next: 'https://example.com/' });
    await expect(page).toHaveURL(/\/account\/heloc\/__sandbox/);
    await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toContainText(
      /next/i,
    );
  });

  test('the staff page itself is accessible and keyboard operable', async ({ page }) => {
    await page.goto('/account/heloc/__sandbox');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'staff page');
  });

  test('a signed-out user on an application screen goes to the hosted login and comes back', async ({
    page,
  }) => {
    // The borrower's default staff redirect is their application, which routes by status.
    await sandbox(page, { reset: '1', as: 'borrower', status: 'HMDA' });
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/start\/hmda$/);
    const screen = new URL(page.url()).pathname;

    await sandbox(page, { as: 'visitor', next: screen });
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
    await expectAccessible(page, 'hosted login stand-in');
    await page.getByLabel('E-mail').fill('borrower@example.com');
    await page.getByLabel('Password').fill('SandboxPass1!');
    await page.getByRole('button', { name: 'Log in' }).click();

    // Back where they were: the hosted session's identity carries the bearer token.
    await expect(page).toHaveURL(new RegExp(`${screen}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Demographic Information' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
  });

  test('the sandbox survives a reload', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      status: 'LIEN_VERIFICATION',
      next: '/account/heloc/__sandbox',
    });
    await page.reload();
    await expect(page.getByText('LIEN_VERIFICATION').first()).toBeVisible();
  });

  test('the registration start page works at 320 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await sandbox(page, { reset: '1', as: 'visitor', next: '/account/heloc/register-v2' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling at 320 px').toBe(false);
    await expectAccessible(page, 'register-v2 at 320 px');
  });
});
