import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The staff controls for conditions and the auth mode, and what they open in the app: the
 * layout's "You have N open items" link, the conditions page, and the application summary's
 * link to the disclosures. The seed application has three open conditions.
 */

const APP = '/account/heloc';
const UUID = 'a0000000-0000-4000-8000-000000000001';

test.describe('staff controls and the open items link', () => {
  test('condition= adds an item the layout links to; answerCondition= clears it', async ({
    page,
  }) => {
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      status: 'HMDA',
      advance: 'false',
      latency: '0',
      condition: 'MISSING_PHONE_NUMBER',
    });
    await expect(page).toHaveURL(new RegExp(`${APP}/${UUID}/start/hmda$`));
    const link = page.getByRole('link', { name: 'You have 4 open items' });
    await expect(link).toBeVisible();
    await expectAccessible(page, 'start/hmda with open items');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${APP}/${UUID}/conditions$`));
    await expect(page.getByText('You have 4 open items.')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Add your phone number' }),
    ).toBeVisible();
    // Not on the conditions pages themselves.
    await expect(page.getByRole('link', { name: /open item/ })).toHaveCount(0);

    await sandbox(page, {
      as: 'borrower',
      answerCondition: [
        'MISSING_PHONE_NUMBER',
        'BANK_ACCOUNT_FRAUD_REVIEW',
        'ID_VERIFICATION_FAILURE',
      ],
      next: `${APP}/${UUID}/start/hmda`,
    });
    await expect(page.getByRole('link', { name: 'You have 1 open item' })).toBeVisible();
  });

  test('a bad condition is refused with a message and the page stays', async ({ page }) => {
    await sandbox(page, { as: 'borrower', condition: 'NOT_A_CATEGORY' });
    await expect(
      page.getByText(/Ignored: condition=NOT_A_CATEGORY: expected one of/),
    ).toBeVisible();
  });

  test('authMode=legacy is the tab setting the app starts with', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      as: 'visitor',
      authMode: 'legacy',
      latency: '0',
      next: `${APP}/register-v2`,
    });
    await expect(page).toHaveURL(new RegExp(`${APP}/register-v2$`));
    expect(await page.evaluate(() => sessionStorage.getItem('auth-mode'))).toBe('legacy');
  });

  test('the application summary links to the disclosures, opened in the app', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      status: 'APP_SUBMISSION',
      advance: 'false',
      latency: '0',
    });
    await expect(page).toHaveURL(new RegExp(`${APP}/${UUID}/start/app-summary$`));
    await page.getByRole('link', { name: 'Review your disclosures' }).click();
    await expect(page).toHaveURL(new RegExp(`${APP}/${UUID}/document/disclosures$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
