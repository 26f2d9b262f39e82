import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * Signer mode's eNotary step (designed: docs/screens/signer.md, docs/sandbox.md "Signer mode"):
 * once the co-owner has signed and the lender asks for it (staff: `signer=notary`), the co-deed
 * status routes them to heloc-signer/notary ("Talk to eNotary"), where they join their own
 * session; the stand-in notary admits them, completes the session after two reads (3 s apart),
 * the notarisation is recorded and the status routes them on to their documents.
 */

const APP = '/account/heloc';
const signerPath = (page: string) => new RegExp(`${APP}/heloc-signer/${page}(\\?.*)?$`);

async function noHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow, `no horizontal scrolling at 320 px on ${label}`).toBe(false);
}

/** The step the notary-only sidebar marks as current. */
const currentStep = (page: Page) =>
  page.getByRole('complementary', { name: 'Your progress' }).locator('[aria-current="step"]');

test.describe('signer mode: the eNotary step', () => {
  test('the co-deeder joins their own eNotary session and is routed on once notarised', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await sandbox(page, { reset: '1', latency: '0', as: 'signer', signer: 'notary' });
    await expect(page).toHaveURL(signerPath('notary'), { timeout: 15_000 });
    const heading = page.getByRole('heading', { level: 1, name: 'Talk to eNotary' });
    await expect(heading).toBeFocused();
    await expect(page.getByText(/your signature on the deed for Alex Sample/)).toBeVisible();
    await expect(currentStep(page)).toContainText('Talk to eNotary');
    await expectAccessible(page, 'heloc-signer/notary');
    await page.setViewportSize({ width: 320, height: 640 });
    await noHorizontalScroll(page, 'heloc-signer/notary');

    // From the keyboard: focus the button, Enter.
    const join = page.getByRole('button', { name: 'Join my eNotary session' });
    await join.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: "You are in the notary's waiting room" }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Open your notary session/ })).toHaveAttribute(
      'href',
      /^https:\/\/enotary\.sandbox\.test\/session\/[0-9a-f-]{36}$/,
    );
    await noHorizontalScroll(page, 'heloc-signer/notary (waiting room)');
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectAccessible(page, 'heloc-signer/notary (waiting room)');
    // The stand-in moves on 3 s after each read: under load the axe run above can outlast the
    // "in progress" state, so either that state or the documents it leads to will do here.
    await expect(
      page
        .getByRole('heading', { name: 'Your session is in progress' })
        .or(page.getByRole('heading', { level: 1, name: 'Your documents' })),
    ).toBeVisible({ timeout: 10_000 });

    // Complete: the notarisation is recorded and the status routes on.
    await expect(page).toHaveURL(signerPath('documents'), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
    await expect(
      page.getByText(/You have signed everything the lender asked of you/),
    ).toBeVisible();
    await expect(currentStep(page)).toHaveCount(0);

    // Notarised: a link to the notary page is routed back to the documents.
    await page.goto(`${APP}/heloc-signer/notary`);
    await expect(page).toHaveURL(signerPath('documents'), { timeout: 15_000 });
  });
});

test.describe('signer mode: the eNotary step, failing calls', () => {
  test.use({
    expectedConsoleErrors: [
      /^Failed to load resource: the server responded with a status of (401|503)/,
    ],
  });

  test('from the documents to the notary; a failed join is said plainly and retried', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'signer',
      signer: 'notary',
      fail: 'joinSignerNotarySession:503:1',
      next: `${APP}/heloc-signer/documents`,
    });
    // The documents stay open to a signer whose notary is asked for; they say what is next.
    await expect(page).toHaveURL(signerPath('documents'), { timeout: 15_000 });
    await expect(page.getByText(/One step is left: a notary has to witness/)).toBeVisible();
    await page.getByRole('link', { name: 'Talk to eNotary' }).click();
    await expect(page).toHaveURL(signerPath('notary'));
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to eNotary' })).toBeFocused();

    await page.getByRole('button', { name: 'Join my eNotary session' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not start your session.' }),
    ).toBeVisible();
    await expectAccessible(page, 'heloc-signer/notary (join failed)');
    await page.getByRole('button', { name: 'Join my eNotary session' }).click();
    await expect(
      page.getByRole('heading', { name: "You are in the notary's waiting room" }),
    ).toBeVisible();
    await expect(page.getByText('We could not start your session.')).toHaveCount(0);
  });
});
