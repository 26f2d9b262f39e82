import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The borrower's conditions (shell spec §4, §5 "Condition wording") on the sandbox lender: reached
 * from a notification in the top bar's menu, a document uploaded with the file picker, and the
 * missing phone number saved. The seed application has three open conditions: 2 paystubs, a bank
 * letter, and an additional signer's ID check (docs/sandbox.md "Conditions").
 */

const CONDITIONS_URL = /\/account\/heloc\/[0-9a-f-]{36}\/conditions$/;
const PHONE_CONDITION = 'c0d10000-0000-4000-8000-0000000000f1';

function pdf(name: string) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) };
}

/** The seed borrower at HMDA (kept there), on the application's status screen. */
async function atHmda(page: Page): Promise<string> {
  await sandbox(page, { reset: '1', as: 'borrower', status: 'HMDA', advance: 'false' });
  await expect(page).toHaveURL(/\/start\/hmda$/);
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
  expect(uuid, 'the application id in the URL').toBeTruthy();
  return uuid!;
}

/**
 * Adds a MISSING_PHONE_NUMBER condition to the sandbox lender (no staff control adds conditions
 * yet). Through the page's lender, not its stored copy: the lender persists the change and the
 * test's shared lender (relay.ts) receives it, so no later write of the page's state or the
 * relay's own copy can drop it before the next page load.
 */
async function addPhoneCondition(page: Page, applicationUuid: string): Promise<void> {
  await page.evaluate(
    ({ applicationUuid, uuid }) => {
      const lender = window.__sandbox!.lender;
      const state = lender.snapshot();
      const borrower = state.conditions.find((c) => c.applicationUuid === applicationUuid);
      lender.replaceState({
        ...state,
        conditions: [
          ...state.conditions,
          {
            uuid,
            applicationUuid,
            identityUuid: borrower!.identityUuid,
            categoryEnum: 'MISSING_PHONE_NUMBER',
            created: new Date().toISOString(),
            notes: 'No phone number on file.',
            commentsToBorrower: null,
            requestDocuments: [],
            xtraData: { numDocsRequired: 0 },
            actionNeeded: null,
          },
        ],
      });
    },
    { applicationUuid, uuid: PHONE_CONDITION },
  );
}

test.describe('conditions', () => {
  test('a notification leads to the conditions; the bank letter is uploaded', async ({ page }) => {
    await atHmda(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('link', { name: /^Upload\s?: Bank letter needed$/ })
      .click();
    await expect(page).toHaveURL(CONDITIONS_URL);

    const list = page.getByRole('list', { name: 'Open conditions' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([
      'Upload your 2 most recent paystubs',
      'Upload Bank Letter',
      'Verify your identity',
    ]);
    await expect(page.getByText('You have 3 open items.')).toBeVisible();
    await expectAccessible(page, 'conditions list');

    await list.getByRole('link', { name: 'Upload Document', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Bank Letter' })).toBeFocused();
    const picker = page.getByLabel('Bank letter');
    await page.getByRole('button', { name: 'Upload Document', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Choose a file to upload' })).toBeVisible();
    await picker.setInputFiles(pdf('bank-letter.pdf'));
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('bank-letter.pdf');
    await expectAccessible(page, 'upload document');

    await page.getByRole('button', { name: 'Upload Document', exact: true }).click();
    await expect(page).toHaveURL(CONDITIONS_URL);
    await expect(page.getByText('You have 2 open items.')).toBeVisible();
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([
      'Upload your 2 most recent paystubs',
      'Verify your identity',
    ]);
  });

  test('the paystubs need two files', async ({ page }) => {
    const uuid = await atHmda(page);
    await page.goto(`/account/heloc/${uuid}/conditions`);
    await page.getByRole('link', { name: 'Upload Documents' }).click();
    const picker = page.getByLabel('Paystubs (2 files)');
    await picker.setInputFiles([pdf('may.pdf')]);
    await page.getByRole('button', { name: 'Upload Documents' }).click();
    await expect(
      page.getByRole('link', { name: 'Choose at least 2 files to upload' }),
    ).toBeVisible();
    await picker.setInputFiles([pdf('june.pdf')]);
    await page.getByRole('button', { name: 'Upload Documents' }).click();
    await expect(page).toHaveURL(CONDITIONS_URL);
    await expect(page.getByText('You have 2 open items.')).toBeVisible();
  });

  test('the missing phone number is saved', async ({ page }) => {
    const uuid = await atHmda(page);
    await addPhoneCondition(page, uuid);
    await page.goto(`/account/heloc/${uuid}/conditions`);
    await page.getByRole('link', { name: 'Add Phone Number' }).click();
    await expect(page).toHaveURL(/\/conditions\/phone-number\?conditionUuid=/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add your phone number' }),
    ).toBeFocused();
    const phone = page.getByLabel('Mobile phone');
    await phone.fill('555123');
    await page.getByRole('button', { name: 'Save Phone Number' }).click();
    await expect(
      page.getByRole('link', { name: 'Please enter a valid phone number' }),
    ).toBeVisible();
    await expectAccessible(page, 'phone number');
    await phone.fill('5551234567');
    await page.getByRole('button', { name: 'Save Phone Number' }).click();
    await expect(page).toHaveURL(CONDITIONS_URL);
    await expect(page.getByRole('link', { name: 'Add Phone Number' })).toHaveCount(0);
  });
});
