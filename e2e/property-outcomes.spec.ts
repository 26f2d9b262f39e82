import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The property, hold and outcome screens (issue 7 parts 3 and 5), each reached through the staff
 * tools (a status or a scenario of src/sandbox/lender/journey.ts), checked with axe, and
 * completed where it has a step: the lender moves the application on and the app routes.
 */

const screenPath = (screen: string, query = '') =>
  new RegExp(`/account/heloc/[0-9a-f-]{36}/${screen.replace(/\//g, '\\/')}${query}$`);

/** Reset, sign in as the seeded borrower with these controls, and wait for the staff redirect. */
async function arrive(page: Page, controls: Record<string, string>, screen: string) {
  await sandbox(page, { reset: '1', as: 'borrower', ...controls });
  await expect(page).toHaveURL(screenPath(screen));
  // Every screen shows the brand's support contact once its data is read.
  await expect(page.getByRole('heading', { name: 'Need help?' })).toBeVisible();
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/**
 * A hold page's Check again asks for the status once (the sandbox moves these holds on after a
 * few status reads): press it, as a borrower would, until the page moves on.
 */
async function checkAgainUntil(page: Page, expected: RegExp): Promise<void> {
  for (let press = 0; press < 6; press += 1) {
    const button = page.getByRole('button', { name: 'Check again' });
    // A slow answer to the last press may move the page on after the 2 s below: then there is
    // no button to press any more.
    const moved = page.waitForURL(expected).then(() => true);
    const onHold = button.waitFor().then(() => false);
    moved.catch(() => {});
    onHold.catch(() => {});
    if (await Promise.race([moved, onHold])) return;
    await button.click();
    try {
      await expect(page).toHaveURL(expected, { timeout: 2_000 });
      return;
    } catch {
      // Still on hold: the lender has not moved on yet.
    }
  }
  await expect(page).toHaveURL(expected);
}

test.describe('property and title', () => {
  test('liens: confirms each lien and moves on to the disbursement account', async ({ page }) => {
    await arrive(page, { scenario: 'lien-verification' }, 'liens');
    await expect(heading(page, 'Confirm the liens on your home')).toBeVisible();
    await expectAccessible(page, 'liens');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('link', { name: /Sandbox Home Loans: Tell us whether/ }),
    ).toBeVisible();

    await page
      .getByRole('group', { name: 'Is the Sandbox Home Loans lien yours?' })
      .getByLabel('Yes, it is mine')
      .check();
    await page.getByLabel('Open', { exact: true }).check();
    await page
      .getByRole('group', { name: 'Is the Example Credit Union lien yours?' })
      .getByLabel('Yes, it is mine')
      .check();
    await page
      .getByRole('group', { name: 'What is its status?' })
      .nth(1)
      .getByLabel('Paid off')
      .check();
    await page.getByLabel('I confirm this lien was paid in full.').check();
    await expectAccessible(page, 'liens, answered');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(screenPath('bank/disburse'), { timeout: 15_000 });
  });

  test('bpo/condition (Texas): accepting the condition orders the valuation', async ({ page }) => {
    await arrive(page, { scenario: 'bpo-required-tx' }, 'bpo/condition');
    await expect(heading(page, 'Texas requires a valuation of your home')).toBeVisible();
    await expectAccessible(page, 'bpo/condition');
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(
      page.getByRole('link', { name: 'Accept the valuation condition to continue' }),
    ).toBeVisible();
    await page.getByLabel('I accept the valuation condition and the $180 fee.').check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(page).toHaveURL(screenPath('bpo/hold'));
    await expect(heading(page, "We're valuing your home")).toBeVisible();
    await expect(page.getByText(/Expected by/)).toBeVisible();
    await expectAccessible(page, 'bpo/hold');
  });

  test('bpo/order-bpo: orders the valuation for the $180 fee', async ({ page }) => {
    await arrive(page, { scenario: 'bpo-required' }, 'bpo/order-bpo');
    await expect(heading(page, 'Order a valuation of your home')).toBeVisible();
    await expect(page.getByText('$180, paid at closing')).toBeVisible();
    await expectAccessible(page, 'bpo/order-bpo');
    await page.getByLabel('I agree to the $180 valuation fee.').check();
    await page.getByRole('button', { name: 'Order valuation' }).click();
    await expect(page).toHaveURL(screenPath('bpo/hold'));
  });

  test('bpo/estimate-value: validates the estimate, then offers follow', async ({ page }) => {
    await arrive(page, { status: 'NO_AVM_FOUND' }, 'bpo/estimate-value');
    await expectAccessible(page, 'bpo/estimate-value');
    const value = page.getByLabel('Estimated home value');
    await value.fill('20,000,001');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('link', { name: 'Must be $20,000,000 or less' })).toBeVisible();
    await expect(value).toHaveValue('20,000,001');
    await expectAccessible(page, 'bpo/estimate-value, invalid');
    await value.fill('615000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(screenPath('product/select', '(\\?.*)?'), { timeout: 15_000 });
  });

  test('payoff/hold: Check again re-asks the status until the statements are in', async ({
    page,
  }) => {
    await arrive(page, { scenario: 'payoff-pending' }, 'payoff/hold');
    await expect(heading(page, "We're getting your payoff statements")).toBeVisible();
    await expectAccessible(page, 'payoff/hold');
    await checkAgainUntil(page, screenPath('review-app/signdocs'));
  });

  test('error/flood-cert: Check again moves on once the certificate is in', async ({ page }) => {
    // The certificate changes status.waitingOnFloodCert, not the checklist status: each Check
    // again asks once, and the route follows the flag.
    await arrive(page, { scenario: 'flood-cert' }, 'error/flood-cert');
    await expect(heading(page, "We're waiting for your flood certificate")).toBeVisible();
    await expectAccessible(page, 'error/flood-cert');
    await checkAgainUntil(page, screenPath('review-app/signdocs'));
  });

  test('hold: pays the appraisal by card, then shows the appointment', async ({ page }) => {
    await arrive(page, { status: 'ONSITE_APPRAISAL_BORROWER_PAYMENT' }, 'hold');
    await expect(heading(page, 'Your home needs an on-site appraisal')).toBeVisible();
    await expectAccessible(page, 'hold (payment)');
    await page.getByRole('button', { name: 'Pay $650' }).click();
    await expect(page.getByRole('link', { name: 'Enter your card number' })).toBeVisible();
    await page.getByLabel('Name on card').fill('Alex Sample');
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry date').fill('01/20');
    await page.getByLabel('Security code').fill('12');
    await page.getByLabel('Billing ZIP code').fill('95818');
    await page.getByRole('button', { name: 'Pay $650' }).click();
    await expect(page.getByRole('link', { name: 'Enter a valid card number' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'This card has expired' })).toBeVisible();
    await expectAccessible(page, 'hold (payment, invalid)');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('04/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay $650' }).click();
    await expect(heading(page, 'Your appraisal is scheduled')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(screenPath('hold'));
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain('4242424242424242');
  });

  test('hold: the appraisal scheduled (appraisal-hold)', async ({ page }) => {
    await arrive(page, { scenario: 'appraisal-hold' }, 'hold');
    await expect(heading(page, 'Your appraisal is scheduled')).toBeVisible();
    await expectAccessible(page, 'hold (scheduled)');
  });

  test('hold at 320 px: the card form fits and stays accessible', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await arrive(page, { status: 'ONSITE_APPRAISAL_BORROWER_PAYMENT' }, 'hold');
    await expect(page.getByLabel('Card number')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'hold at 320 px');
  });
});

test.describe('outcomes and reviews', () => {
  test('complete: the funding timeline', async ({ page }) => {
    await arrive(
      page,
      { status: 'RESCISSION', primaryAccept: 'true', advance: 'false' },
      'complete',
    );
    await expect(heading(page, /here is when you get your money/)).toBeVisible();
    await expect(page.getByText(/^Until midnight on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(page.getByText(/^By \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expectAccessible(page, 'complete');
  });

  test('error/decline: reasons, the credit bureau and the borrower’s rights', async ({ page }) => {
    await arrive(page, { scenario: 'decline' }, 'error/decline');
    await expect(heading(page, "We can't approve your application")).toBeVisible();
    await expect(page.getByText('Credit score below our minimum requirement')).toBeVisible();
    await expect(page.getByText(/free copy of your report/)).toBeVisible();
    await expectAccessible(page, 'error/decline');
  });

  test('error/timeout: we need more time', async ({ page }) => {
    await arrive(page, { status: 'UNKNOWN' }, 'error/timeout');
    await expect(heading(page, 'We need more time')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
    await expectAccessible(page, 'error/timeout');
  });

  test('review-app/no-credit: what is reviewed and how to reach support', async ({ page }) => {
    await arrive(page, { status: 'CREDIT_NO_MATCH_SSN' }, 'review-app/no-credit');
    await expect(heading(page, "We couldn't find your credit file")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Need help?' })).toBeVisible();
    await expectAccessible(page, 'review-app/no-credit');
  });

  test('review-app/property (no property found): corrects the address', async ({ page }) => {
    await arrive(page, { scenario: 'no-property' }, 'review-app/property');
    await expect(heading(page, 'Confirm your property')).toBeVisible();
    await expectAccessible(page, 'review-app/property');
    const street = page.getByRole('combobox', { name: /Property address/ });
    await street.fill('Main');
    await page.getByRole('button', { name: 'Confirm property' }).click();
    await expect(
      page.getByRole('link', { name: 'Please enter a valid property address' }),
    ).toBeVisible();
    await street.fill('744 Sample Ave');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Confirm property' }).click();
    await expect(page).toHaveURL(screenPath('product/select', '(\\?.*)?'), { timeout: 15_000 });
  });

  test('review-app/property (multiple properties): chooses one', async ({ page }) => {
    await arrive(page, { status: 'MULTIPLE_PROPERTIES' }, 'review-app/property');
    await expect(page.getByRole('group', { name: 'Which property is yours?' })).toBeVisible();
    await expectAccessible(page, 'review-app/property (multiple)');
    await page.getByLabel(/Unit B/).check();
    await page.getByRole('button', { name: 'Confirm property' }).click();
    await expect(page).toHaveURL(screenPath('product/select', '(\\?.*)?'), { timeout: 15_000 });
  });

  test('review-app/delinquency: the explanation goes to underwriting', async ({ page }) => {
    await arrive(page, { status: 'DELINQUENCY_REVIEW' }, 'review-app/delinquency');
    await expectAccessible(page, 'review-app/delinquency');
    await page.getByRole('button', { name: 'Send explanation' }).click();
    await expect(page.getByRole('link', { name: 'Tell us what happened' })).toBeVisible();
    await page
      .getByLabel('What happened?')
      .fill('I lost my job in 2024 and have worked since March.');
    await page.getByRole('button', { name: 'Send explanation' }).click();
    await expect(page).toHaveURL(screenPath('product/select', '(\\?.*)?'), { timeout: 15_000 });
  });
});
