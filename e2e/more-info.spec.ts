import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The more-information and credit screens (start/…, credit/…) on the sandbox lender: each reached
 * through the staff tools and completed, with an axe check; then the journey from
 * COLLECT_ADDITIONAL_INFO to income/review by keyboard only, at 320 px wide.
 */

const screenPath = (screen: string) =>
  new RegExp(`/account/heloc/[0-9a-f-]{36}/${screen.replace(/\//g, '\\/')}(\\?.*)?$`);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The screen is on and its data read (the frame shows the heading while loading too). */
async function onScreen(page: Page, screen: string, title: string) {
  await expect(page).toHaveURL(screenPath(screen));
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

const stillWorking = (page: Page) =>
  page.getByRole('status').filter({ hasText: /still working on your application/i });

test.describe('more information and credit screens', () => {
  test('start/profile (no status): corrects the name, then asks for the status again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await sandbox(page, { reset: '1', as: 'borrower', status: 'none' });
    await onScreen(page, 'start/profile', 'Basic Info');
    await expect(page.getByText('04/12/1980')).toBeVisible();
    await expectAccessible(page, 'start/profile');
    await page.getByRole('button', { name: 'My name is not right' }).click();
    await page.getByLabel('First name').fill('Alexandra');
    await expectAccessible(page, 'start/profile editing the name');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Loading your application')).toBeVisible();
    // No status yet: after asking a few times the status machine lands on start/profile again.
    await expect(heading(page, 'Basic Info')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Alexandra Sample')).toBeVisible();
    await expect(page).toHaveURL(screenPath('start/profile'));
  });

  test('start/contact: the rules, then contact-info moves on to start/hmda', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', status: 'COLLECT_ADDITIONAL_INFO' });
    await onScreen(page, 'start/contact', 'Contact Info');
    await page.getByLabel('Mobile phone').fill('555');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(page.locator('.kit-error-summary')).toBeFocused();
    await expect(page.getByLabel('Mobile phone')).toHaveValue('(555');
    await expectAccessible(page, 'start/contact with errors');
    await page.getByLabel('Mobile phone').fill('9165550199');
    await page.getByLabel('To another address').check();
    await page.getByLabel('Street address').fill('12 Main Street');
    await page.getByLabel('City').fill('Reno');
    await page.getByLabel('State').selectOption('NV');
    await page.getByLabel('ZIP code').fill('89501');
    await page.getByLabel('Married', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await onScreen(page, 'start/hmda', 'Demographic Information');
  });

  test('start/hmda: optional questions, then hmda moves on to start/app-summary', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', as: 'borrower', status: 'HMDA' });
    await onScreen(page, 'start/hmda', 'Demographic Information');
    await expectAccessible(page, 'start/hmda');
    const race = page.getByRole('group', { name: /^Race/ });
    await expect(race.getByLabel('Korean')).toBeDisabled();
    await race.getByLabel('Asian', { exact: true }).check();
    await race.getByLabel('Korean').check();
    await page
      .getByRole('group', { name: /^Sex/ })
      .getByLabel('I do not wish to provide this information')
      .check();
    await expectAccessible(page, 'start/hmda answered');
    await page.getByRole('button', { name: 'Continue' }).click();
    await onScreen(page, 'start/app-summary', 'Application Summary');
  });

  test('start/app-summary: certify and submit; the hard pull is waited for', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', status: 'APP_SUBMISSION' });
    await onScreen(page, 'start/app-summary', 'Application Summary');
    await expectAccessible(page, 'start/app-summary');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(
      page.getByText('Confirm that the information in your application is true and complete'),
    ).toHaveCount(2);
    await page.getByRole('button', { name: 'Change contact details' }).click();
    await expectAccessible(page, 'start/app-summary editing contact');
    await page.getByLabel('To the property').check();
    await page.getByLabel('Separated').check();
    await page.getByRole('button', { name: 'Save contact details' }).click();
    await expect(page.getByRole('heading', { name: 'Contact details' })).toBeFocused();
    await page.getByLabel(/I certify that the information/).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(stillWorking(page)).toBeVisible();
    await expect(page).toHaveURL(screenPath('income/review'), { timeout: 20_000 });
  });

  test('credit/social: a masked SSN, then the bureau is asked again', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', status: 'CREDIT_NO_MATCH' });
    await onScreen(page, 'credit/social', 'Verify Your Identity');
    await expectAccessible(page, 'credit/social');
    const ssn = page.getByLabel('Social Security number');
    await expect(ssn).toHaveAttribute('type', 'password');
    await ssn.fill('000-12-3456');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('This is not a valid Social Security number. Please check it and try again.'),
    ).toHaveCount(2);
    await expectAccessible(page, 'credit/social with an error');
    await ssn.fill('123456789');
    await expect(ssn).toHaveValue('123-45-6789');
    await page.getByRole('button', { name: 'Show Social Security number' }).click();
    await expect(ssn).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(screenPath('product/select'), { timeout: 20_000 });
    const kept = await page.evaluate(() => localStorage.getItem('heloc-sandbox') ?? '');
    expect(kept).not.toContain('123456789');
    expect(kept).toContain('"ssnLast4":"6789"');
  });

  test('credit/error: the three bureaus, then the credit is pulled again', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', status: 'HARD_CREDIT_LOCKED_OR_FROZEN' });
    await onScreen(page, 'credit/error', 'Credit Report Locked');
    for (const bureau of ['Equifax', 'Experian', 'TransUnion']) {
      await expect(page.getByRole('heading', { level: 2, name: bureau })).toBeVisible();
    }
    await expectAccessible(page, 'credit/error');
    await page.getByRole('button', { name: "I've unfrozen my credit" }).click();
    await expect(stillWorking(page)).toBeVisible();
    await expect(page).toHaveURL(screenPath('income/review'), { timeout: 20_000 });
  });
});

test.describe('the more-information journey', () => {
  test('COLLECT_ADDITIONAL_INFO to income/review by keyboard, at 320 px', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const fitsWidth = async (label: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${label} scrolls sideways at 320 px`).toBeLessThanOrEqual(320);
    };
    /** Focus moves by Tab from the heading (focused on arrival) to the control named. */
    const tabTo = async (name: RegExp | string, role: 'radio' | 'checkbox' | 'button') => {
      const target = page.getByRole(role, { name, exact: typeof name === 'string' });
      for (let i = 0; i < 60; i += 1) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${String(name)}`);
    };

    await sandbox(page, { reset: '1', as: 'borrower', status: 'COLLECT_ADDITIONAL_INFO' });
    await onScreen(page, 'start/contact', 'Contact Info');
    await expect(heading(page, 'Contact Info')).toBeFocused();
    await fitsWidth('start/contact');
    await tabTo('To the property', 'radio');
    await page.keyboard.press('Space');
    await tabTo('Married', 'radio');
    await page.keyboard.press('Space');
    await tabTo('Continue', 'button');
    await page.keyboard.press('Enter');

    await onScreen(page, 'start/hmda', 'Demographic Information');
    await expect(heading(page, 'Demographic Information')).toBeFocused();
    await fitsWidth('start/hmda');
    await expectAccessible(page, 'start/hmda at 320 px');
    await tabTo('Not Hispanic or Latino', 'checkbox');
    await page.keyboard.press('Space');
    await tabTo('Continue', 'button');
    await page.keyboard.press('Enter');

    await onScreen(page, 'start/app-summary', 'Application Summary');
    await fitsWidth('start/app-summary');
    await expect(page.getByText('Not Hispanic or Latino')).toBeVisible();
    await tabTo(/I certify that the information/, 'checkbox');
    await page.keyboard.press('Space');
    await tabTo('Submit application', 'button');
    await page.keyboard.press('Enter');
    await expect(stillWorking(page)).toBeVisible();
    await expect(page).toHaveURL(screenPath('income/review'), { timeout: 20_000 });
  });
});
