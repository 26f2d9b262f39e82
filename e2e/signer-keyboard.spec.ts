import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';
import { expectFocusVisible, tabTo as tabToChecked } from './support/keyboard';

/**
 * Signer mode by keyboard only, on a 320 px wide phone (issue 12: "axe on every signer page,
 * 320 px, keyboard only"). The co-owner consents, verifies their ID, reads and signs, and reaches
 * their documents without a pointer; every page is axe-clean and never scrolls sideways. (The ID
 * photos go in through the file input's own dialog, which Playwright stands in for once the
 * input has the keyboard focus.) At every focus stop the focus is visible and on screen
 * (issue 20, support/keyboard.ts).
 */

const APP = '/account/heloc';
const signerPath = (page: string) => new RegExp(`${APP}/heloc-signer/${page}(\\?.*)?$`);
const SACRAMENTO = { latitude: 38.5816, longitude: -121.4944 };
const ID_IMAGE = {
  mimeType: 'image/png',
  buffer: Buffer.from('\x89PNG\r\n\x1a\n sandbox id image'),
};

test.use({ viewport: { width: 320, height: 640 } });

/** Presses Tab until the target has the focus, checking the focus is visible at every stop. */
async function tabTo(page: Page, target: Locator, label: string) {
  await tabToChecked(page, target, { max: 80 }).catch((error: Error) => {
    throw new Error(`Tab never reached ${label}: ${error.message}`);
  });
}

/** The page fits 320 px (no sideways scrolling) and axe finds nothing. */
async function checkPage(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow, `no horizontal scrolling at 320 px on ${label}`).toBe(false);
  await expectAccessible(page, label);
}

test('a co-owner signs their part by keyboard only at 320 px', async ({ page, context }) => {
  test.setTimeout(120_000);
  await sandbox(page, { reset: '1', latency: '0', as: 'borrower', scenario: 'co-deed-required' });
  await expect(page).toHaveURL(new RegExp(`${APP}/[0-9a-f-]{36}/signing/additional$`));
  await sandbox(page, { latency: '0', as: 'signer' });

  // Intro: the heading has the focus; the consent is ticked with Space, sent with Enter.
  await expect(page).toHaveURL(signerPath('intro'), { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'You have been asked to sign' }),
  ).toBeFocused();
  await checkPage(page, 'heloc-signer/intro');
  const consent = page.getByRole('checkbox', { name: /I agree to receive, read and sign/ });
  await tabTo(page, consent, 'the consent');
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await expectFocusVisible(page, 'the consent, ticked');
  await tabTo(page, page.getByRole('button', { name: 'Agree and continue' }), 'Agree');
  await page.keyboard.press('Enter');

  // Identity: the ID kind with the keyboard, the photos through the focused file inputs.
  await expect(page).toHaveURL(signerPath('identity'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Identity' })).toBeFocused();
  await checkPage(page, 'heloc-signer/identity');
  const license = page.getByLabel('Driver’s license');
  await tabTo(page, license, 'the first ID kind');
  await page.keyboard.press('Space');
  await expect(license).toBeChecked();
  const front = page.getByLabel('Front of your ID');
  await tabTo(page, front, 'the front of the ID');
  await front.setInputFiles({ name: 'license-front.png', ...ID_IMAGE });
  const back = page.getByLabel('Back of your ID');
  if (await back.isVisible()) {
    await tabTo(page, back, 'the back of the ID');
    await back.setInputFiles({ name: 'license-back.png', ...ID_IMAGE });
  }
  await tabTo(page, page.getByRole('button', { name: 'Verify my ID' }), 'Verify my ID');
  await page.keyboard.press('Enter');

  // Signing: the document is read to its end with the keyboard (End in the focused viewer).
  await expect(page).toHaveURL(signerPath('sign'), { timeout: 40_000 });
  await context.grantPermissions(['geolocation'], { origin: new URL(page.url()).origin });
  await context.setGeolocation(SACRAMENTO);
  await checkPage(page, 'heloc-signer/sign');
  const title = 'Co-owner Consent to Lien';
  const region = page.getByRole('region', { name: title });
  await tabTo(page, region, 'the document viewer');
  await page.keyboard.press('End');
  await expectFocusVisible(page, 'the document viewer, read to its end');
  const agree = page.getByRole('button', { name: `I agree to the ${title}` });
  await expect(agree).toBeEnabled({ timeout: 10_000 });
  await tabTo(page, agree, 'I agree');
  await page.keyboard.press('Enter');
  const sign = page.getByRole('button', { name: 'Sign documents' });
  await tabTo(page, sign, 'Sign documents');
  await page.keyboard.press('Enter');

  // Documents: each download reached by Tab.
  await expect(page).toHaveURL(signerPath('documents'), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your documents' })).toBeFocused();
  await checkPage(page, 'heloc-signer/documents');
  await tabTo(
    page,
    page.getByRole('link', { name: `Download ${title} (PDF)` }),
    'the signed copy download',
  );
});
