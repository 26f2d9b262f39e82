import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The offer screens (product/select, product/select/confirm, product/assets,
 * product/prequal-winback) reached through the staff tools and completed: each posts its step
 * and the journey engine moves the application on to the next screen.
 */

const screenPath = (screen: string, query = '') =>
  new RegExp(`/account/heloc/[0-9a-f-]{36}/${screen.replace(/\//g, '\\/')}${query}$`);

const selectHeading = { name: 'Select Offer', level: 1 } as const;

test.describe('offer screens', () => {
  test('product/select at 320 px, keyboard only: slider and stepper, then on to start/contact', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 320, height: 700 });
    await sandbox(page, { reset: '1', as: 'borrower', status: 'OFFER_SELECTION' });
    await expect(page).toHaveURL(screenPath('product/select', '(\\?.*)?'));
    await expect(page.getByRole('heading', selectHeading)).toBeVisible();
    await expect(page.getByText(/APR/).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling at 320 px').toBe(false);
    await expectAccessible(page, 'product/select at 320 px');

    // Keyboard only: the slider, then the − and + buttons beside the typed amount.
    const slider = page.getByRole('slider', { name: /Initial draw \(slider\)/ });
    const amount = page.getByRole('textbox', { name: /Initial draw amount/ });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(amount).toHaveValue('15,000');
    await page.keyboard.press('ArrowRight');
    await expect(amount).toHaveValue('16,000');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Decrease by $1,000' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(amount).toHaveValue('15,000');
    await page.keyboard.press('Tab');
    await expect(amount).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Increase by $1,000' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(amount).toHaveValue('17,000');
    await expect(slider).toHaveAttribute('aria-valuetext', '$17,000');

    // A bad typed amount is explained and kept.
    await amount.fill('12abc');
    await page.getByRole('button', { name: 'Select offer' }).press('Enter');
    await expect(
      page.getByRole('link', { name: 'Enter the amount in dollars, like 50,000' }),
    ).toBeVisible();
    await expect(amount).toHaveValue('12abc');
    await expectAccessible(page, 'product/select with an error');

    await amount.fill('40,000');
    await page.getByRole('button', { name: 'Select offer' }).press('Enter');
    // select-offer: WAITING_FOR_UNDERWRITING (still working), then COLLECT_ADDITIONAL_INFO.
    await expect(page).toHaveURL(screenPath('start/contact'), { timeout: 20_000 });
    await expect(page.getByRole('complementary', { name: 'Your progress' })).toContainText(
      'Monthly payment',
    );
  });

  test('with fe-heloc-multi-page-product-select: select, then confirm posts', async ({ page }) => {
    test.setTimeout(60_000);
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      status: 'OFFER_SELECTION',
      flags: 'fe-heloc-multi-page-product-select',
    });
    await expect(page).toHaveURL(screenPath('product/select', '(\\?.*)?'));
    await page.getByRole('radio', { name: /10-year fixed/ }).check();
    await page.getByRole('textbox', { name: /Initial draw amount/ }).fill('75,000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(screenPath('product/select/confirm', '\\?.*'));
    await expect(page.getByRole('heading', { name: 'Confirm Offer', level: 1 })).toBeVisible();
    await expect(page.getByText('$75,000').first()).toBeVisible();
    await expectAccessible(page, 'product/select/confirm');
    await page.getByRole('button', { name: 'Confirm offer' }).click();
    await expect(page).toHaveURL(screenPath('start/contact'), { timeout: 20_000 });
  });

  test('says the offer was updated after verification (VERIFIED_OFFER)', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      status: 'OFFER_SELECTION',
      uwSubDecision: 'VERIFIED_OFFER',
      uwDecision: 'APPROVED',
    });
    await expect(page).toHaveURL(screenPath('product/select', '\\?from=signing/intro.*'));
    await expect(
      page.getByText('Your offer was updated after we verified your information.', {
        exact: false,
      }),
    ).toBeVisible();
    await expectAccessible(page, 'product/select after verification');
  });

  test('product/assets: confirm the assets, then the offers', async ({ page }) => {
    test.setTimeout(60_000);
    await sandbox(page, { reset: '1', as: 'borrower', status: 'ASSETS_PREQUAL' });
    await expect(page).toHaveURL(screenPath('product/assets'));
    await expect(
      page.getByRole('heading', { name: 'Qualify with your assets', level: 1 }),
    ).toBeVisible();
    await expectAccessible(page, 'product/assets');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('link', { name: 'Select the type of account that holds your assets' }),
    ).toBeVisible();
    await expectAccessible(page, 'product/assets with errors');
    await page.getByRole('combobox', { name: /Type of account/ }).selectOption('SAVINGS');
    await page.getByRole('textbox', { name: /Total balance/ }).fill('600,000');
    await page.getByRole('checkbox', { name: /I confirm/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(screenPath('product/select', '(\\?.*)?'), { timeout: 20_000 });
  });

  test('product/prequal-winback: a smaller line, then the offers', async ({ page }) => {
    test.setTimeout(60_000);
    await sandbox(page, { reset: '1', as: 'borrower', status: 'CLTV_LIEN_POSITION_REQUALIFY' });
    await expect(page).toHaveURL(screenPath('product/prequal-winback'));
    await expect(page.getByRole('heading', { name: 'Your Options', level: 1 })).toBeVisible();
    await expectAccessible(page, 'product/prequal-winback');
    await page.getByRole('button', { name: 'See offers for a smaller line' }).click();
    await expect(page).toHaveURL(screenPath('product/select', '(\\?.*)?'), { timeout: 20_000 });
    await expect(page.getByRole('heading', selectHeading)).toBeVisible();
  });
});
