import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * Issue 19: defects found by trying the app as a new user would, each reproduced here from a full
 * page load (the unit and machine tests pin the same rules from in-app navigation).
 */

const APP = '/account/heloc';

const continueTo = async (page: Page, path: string, title: string) => {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${APP}/${path}(\\?.*)?$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
};

test.describe('a signed-in borrower who opens register-v2 by a full page load', () => {
  test('is run as signed in: the profile prefill, no contact step, and the inquiry modal names the loan officer', async ({
    page,
  }) => {
    // The borrower's application is an inquiry with the loan officer who referred it.
    // Why `next` (a full page load of register-v2) rather than a goto after the staff page: the
    // default next, the inquiry application, leaves for the dashboard at once, and a goto racing
    // that navigation is aborted (net::ERR_ABORTED).
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      latency: '0',
      inquiry: 'true',
      next: `${APP}/register-v2`,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a HELOC' })).toBeVisible();
    // Contact Info is left out: the profile has an e-mail and a phone.
    await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 4: Property Info',
    );
    await page.getByRole('combobox', { name: /Property address/ }).fill('12 Main St');
    const manual = page.getByRole('button', { name: /enter address manually/ });
    if (await manual.isVisible()) await manual.click();
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByLabel('Primary residence').check();
    await continueTo(page, 'register-v2/for-sale', 'Is your property for sale?');
    await page.getByLabel('No', { exact: true }).check();
    await continueTo(page, 'register-v2/annual-income', 'What is your annual income?');
    await page.getByLabel('Annual pre-tax income').fill('95000');
    await page.getByLabel('Full-time employment').check();
    await continueTo(page, 'register-v2/legal-name', 'What is your legal name?');
    // The legal name comes from the profile.
    await expect(page.getByLabel('First name')).toHaveValue('Alex');
    await expect(page.getByLabel('Last name')).toHaveValue('Sample');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${APP}/register-v2/birthdate`));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // Signed in: the closing step is the consents, never the contact details or a password.
    await expect(page).toHaveURL(new RegExp(`${APP}/register-v2/login-info`));
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: /Continue|Submit|Create account/ }).click();

    // verify-ability-to-start answered "no": the inquiry modal, with the officer's phone and e-mail.
    const dialog = page.getByRole('dialog', {
      name: 'You have an application with your loan officer',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: '(916) 555-0110' })).toHaveAttribute(
      'href',
      'tel:+19165550110',
    );
    await expect(dialog.getByRole('link', { name: 'jordan.lo@example.com' })).toHaveAttribute(
      'href',
      'mailto:jordan.lo@example.com',
    );
    await expectAccessible(page, 'inquiry modal');
    // Never the visitor's path: no identity registration, no one-time-code login.
    expect(page.url()).not.toContain('/auth/login');
  });
});

test.describe('a module that fails to load after the reload cap', () => {
  // The browser reports each aborted load of the chunk (the first load and five reloads).
  test.use({
    expectedConsoleErrors: [
      /^Failed to load resource: (the server responded with a status of 401|net::ERR_FAILED$)/,
    ],
  });
  test('shows the app error fallback, never the router developer page, when route discovery fails', async ({
    page,
    context,
  }) => {
    // context.route: the msw service worker makes the actual fetch, and only the context sees it.
    await context.route(/\/assets\/discoveredRoutes[^/]*\.js$/, (route) => route.abort());
    // The first loads reload the page (capped at 5); then the error fallback.
    await page.goto(`${APP}/register/support`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to dashboard' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    expect(
      await page.evaluate(() => sessionStorage.getItem('heloc-chunk-reloads')),
      'five reloads, then the fallback',
    ).toBe('5');
  });
});

test.describe('old addresses', () => {
  test('/account/heloc-signer/login leads to the signer login', async ({ page }) => {
    await page.goto('/account/heloc-signer/login?from=email');
    await expect(page).toHaveURL(`${APP}/heloc-signer/login?from=email`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('registration help', () => {
  test('lists support hours as weekday ranges plus a weekend addendum in Pacific Time', async ({
    page,
  }) => {
    await page.goto(`${APP}/register/support`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Help with registering' }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^Mon–Fri .* PT$/ })).toBeVisible();
    await expect(page.getByText(/^(Weekends: .* PT|Closed on weekends\.)$/)).toBeVisible();
    await expect(page.getByText('Monday', { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'register/support');
  });
});
