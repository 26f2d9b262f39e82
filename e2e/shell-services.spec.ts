import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The shell's services on the sandbox lender (issue 16): banners (shown, dismissed, kept
 * dismissed across a reload, brought back by a newer updatedAt through the staff tools'
 * `banner=` control) and feedback to the CEO (the spec's messages, focus on the first invalid
 * field, sent and recorded by the sandbox, a success toast). axe on each, and 320 px.
 */

const APP = '/account/heloc';
/** A plain public page inside the shell (its screen is not what these tests look at). */
const PAGE = `${APP}/register/support`;
// Pinned from the spec and the sandbox's seed, not imported.
const SEED_INFO = 'Support hours are shorter on Monday for the holiday: 8 am to 2 pm Pacific Time.';
const SEED_WARN = 'E-signing may be slow this evening while we upgrade our systems.';
const SEED_INFO_UUID = 'ba000000-0000-4000-8000-000000000001';
const REQUIRED = 'Required';
const TOO_SHORT = 'Must be at least 10 characters';
const SENT = 'Thank you. Your feedback was sent.';

function banners(page: Page) {
  const region = page.getByRole('region', { name: 'Announcements' });
  return {
    region,
    items: region.getByRole('listitem'),
    item: (text: string) => region.getByRole('listitem').filter({ hasText: text }),
  };
}

function feedbackModal(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Feedback to the CEO' });
  return {
    dialog,
    improve: dialog.getByRole('radio', { name: 'Improve our product' }),
    compliment: dialog.getByRole('radio', { name: 'Give us a compliment' }),
    message: dialog.getByRole('textbox', { name: /Your feedback/ }),
    consentYes: dialog.getByRole('radio', { name: 'Yes' }),
    send: dialog.getByRole('button', { name: 'Send feedback' }),
    summary: dialog.locator('.kit-error-summary'),
  };
}

async function noHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

test('banners: shown newest first, dismissed, kept dismissed across a reload, back when updated', async ({
  page,
}) => {
  await sandbox(page, { reset: '1', as: 'visitor', next: PAGE });
  const b = banners(page);
  await expect(b.items).toHaveText([SEED_WARN, SEED_INFO].map((text) => new RegExp(escape(text))));
  await expectAccessible(page, 'banners shown');
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Keyboard: the dismiss button, then focus stays in the banner region.
  await b.item(SEED_INFO).getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(b.item(SEED_INFO)).toHaveCount(0);
  await expect(b.region).toBeFocused();
  await expect(b.items).toHaveCount(1);
  const stored = await page.evaluate(() => localStorage.getItem('dismissed-banners') ?? '{}');
  expect(Object.keys(JSON.parse(stored) as object)).toEqual([SEED_INFO_UUID]);

  await page.reload();
  await expect(b.item(SEED_WARN)).toBeVisible();
  await expect(b.item(SEED_INFO)).toHaveCount(0);

  // The lender updates the banner after the dismissal: it shows again, its dismissal goes.
  await sandbox(page, { banner: `update:${SEED_INFO_UUID}`, next: PAGE });
  await expect(b.item(SEED_INFO)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('dismissed-banners')))
    .toBe('{}');
  await expectAccessible(page, 'banner back after an update');
});

test('feedback to the CEO: the spec messages, first invalid field, sent and recorded, a toast', async ({
  page,
}) => {
  await sandbox(page, { reset: '1', as: 'borrower', next: PAGE });
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await menu.click();
  await page.getByRole('button', { name: 'Feedback to the CEO' }).click();
  const f = feedbackModal(page);
  await expect(f.dialog).toBeVisible();
  await expectAccessible(page, 'feedback modal');
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  await f.send.click();
  await expect(f.summary.getByRole('link')).toHaveText([REQUIRED, REQUIRED, REQUIRED]);
  await expect(f.improve).toBeFocused();
  await expectAccessible(page, 'feedback modal with errors');

  await f.compliment.check();
  await f.message.fill('Too short');
  await f.consentYes.check();
  await f.send.click();
  await expect(f.summary.getByRole('link')).toHaveText([TOO_SHORT]);
  await expect(f.message).toBeFocused();

  await f.message.fill('The application took me ten minutes. Thank you.');
  await f.send.click();
  await expect(f.dialog).toHaveCount(0);
  const toasts = page.getByRole('region', { name: 'Messages' });
  await expect(toasts.getByText(SENT)).toBeVisible();
  await expectAccessible(page, 'feedback sent, toast');

  const recorded = await page.evaluate(() => window.__sandbox?.lender.state.feedback ?? []);
  expect(recorded).toEqual([
    expect.objectContaining({
      topic: 'COMPLIMENT',
      message: 'The application took me ten minutes. Thank you.',
      marketingConsent: true,
      pathname: PAGE,
      productType: 'HELOC',
      applicationUuid: null,
    }),
  ]);

  // The toast goes by itself (8 s) unless pointed at; its Dismiss button closes it at once.
  await toasts.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toasts.getByText(SENT)).toHaveCount(0);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}
