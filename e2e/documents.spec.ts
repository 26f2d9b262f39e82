import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * Borrowers and co-deeders keep their documents (issue 21; docs/screens/documents.md): every
 * disclosure, document to sign and signed copy downloads as a real PDF under a name a person
 * recognises; the application's documents page lists what the lender delivered; pages print
 * without the app's chrome.
 */

const APP = '/account/heloc';
const screenPath = (screen: string) =>
  new RegExp(`${APP}/[0-9a-f-]{36}/${screen.replace(/\//g, '\\/')}(\\?.*)?$`);
const DAY = String.raw`\d{4}-\d{2}-\d{2}`;
/** The seed borrower's loan number. */
const LOAN = 'HL-100001';
const SACRAMENTO = { latitude: 38.5816, longitude: -121.4944 };

/** Clicks a download link; checks the file's name and that it is a PDF; answers its text. */
async function download(page: Page, link: Locator, name: RegExp): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(file.suggestedFilename()).toMatch(name);
  return pdfText(file);
}

async function pdfText(file: Download): Promise<string> {
  const path = await file.path();
  const bytes = await readFile(path);
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-'), `${file.suggestedFilename()} is a PDF`).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  return text;
}

async function allowLocation(context: BrowserContext, page: Page) {
  await context.grantPermissions(['geolocation'], { origin: new URL(page.url()).origin });
  await context.setGeolocation(SACRAMENTO);
}

async function readToEnd(page: Page, title: string) {
  const region = page.getByRole('region', { name: title });
  await expect(region).toBeVisible();
  await region.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
    element.dispatchEvent(new Event('scroll'));
  });
}

const NOTE_DOCUMENTS = ['Home Equity Line of Credit Agreement', 'Notice of Right to Cancel'];

test.describe('downloads', () => {
  test('each disclosure downloads as a PDF named for the loan, the document and the day', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', status: 'NOTE_SIGNING' });
    await expect(page).toHaveURL(screenPath('signing/intro'));
    await page.getByRole('link', { name: 'Your disclosures' }).click();
    await page.getByRole('checkbox', { name: /I agree to receive and sign documents/ }).check();
    await page.getByRole('button', { name: 'I agree' }).click();
    for (const [title, file] of [
      ['HELOC Program Disclosure', 'HELOC-Program-Disclosure'],
      [
        'What You Should Know About Home Equity Lines of Credit',
        'What-You-Should-Know-About-Home-Equity-Lines-of-Credit',
      ],
      ['Privacy Notice', 'Privacy-Notice'],
    ] as const) {
      const text = await download(
        page,
        page.getByRole('link', { name: `Download ${title} (PDF)` }).first(),
        new RegExp(`^HELOC-${LOAN}-${file}-${DAY}\\.pdf$`),
      );
      expect(text).toContain(`(${title})`);
    }
    // Open in the viewer, the same download sits under it (for a phone that cannot show it).
    await page.getByRole('button', { name: 'View Privacy Notice' }).click();
    await expect(page.getByRole('region', { name: 'Privacy Notice' })).toBeVisible();
    // The list's link, the one under the viewer (and the viewer's own fallback where a PDF
    // cannot be shown inline).
    expect(
      await page.getByRole('link', { name: 'Download Privacy Notice (PDF)' }).count(),
    ).toBeGreaterThanOrEqual(2);
    await download(
      page,
      page.getByRole('link', { name: 'Download Privacy Notice (PDF)' }).last(),
      new RegExp(`^HELOC-${LOAN}-Privacy-Notice-${DAY}\\.pdf$`),
    );
    await expectAccessible(page, 'disclosures with downloads');
  });

  test('the closing disclosure downloads from review-app/signdocs', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'borrower',
      status: 'GEN_CLOSING_DISCLOSURE',
      floodCert: 'false',
    });
    await expect(page).toHaveURL(screenPath('review-app/signdocs'));
    // The ESIGN consent first (issue 17): no document is shown before it.
    await page.getByRole('checkbox', { name: /I agree to receive and sign documents/ }).check();
    await page.getByRole('button', { name: 'I agree' }).click();
    await download(
      page,
      // The link under the viewer (the viewer's fallback holds another where a PDF can't show).
      page.getByRole('link', { name: 'Download Closing Disclosure (PDF)' }).last(),
      new RegExp(`^HELOC-${LOAN}-Closing-Disclosure-${DAY}\\.pdf$`),
    );
  });

  test('the documents to sign download before signing; afterwards the documents page lists them with the signed copies', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'borrower',
      status: 'NOTE_SIGNING',
      signer: 'signed',
    });
    await expect(page).toHaveURL(screenPath('signing/intro'));
    await page.getByRole('link', { name: 'Start signing' }).click();
    await expect(page).toHaveURL(screenPath('signing/sign'));
    // The ESIGN consent first (issue 17): no document is shown before it.
    await page.getByRole('checkbox', { name: /I agree to receive and sign documents/ }).check();
    await page.getByRole('button', { name: 'I agree' }).click();
    const unsigned = await download(
      page,
      page
        .getByRole('link', { name: 'Download Home Equity Line of Credit Agreement (PDF)' })
        .last(),
      new RegExp(`^HELOC-${LOAN}-Home-Equity-Line-of-Credit-Agreement-${DAY}\\.pdf$`),
    );
    expect(unsigned).not.toContain('Signed electronically');

    await allowLocation(context, page);
    for (const title of NOTE_DOCUMENTS) {
      await readToEnd(page, title);
      await page.getByRole('button', { name: `I agree to the ${title}` }).click();
    }
    await page.getByRole('button', { name: 'Sign documents' }).click();
    await expect(page).toHaveURL(screenPath('notary/intro'), { timeout: 20_000 });

    // Reachable from the layout's navigation on any page of the application.
    await page
      .getByRole('navigation', { name: 'Your application' })
      .getByRole('link', { name: 'Your documents' })
      .click();
    await expect(page).toHaveURL(screenPath('documents'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your documents' })).toBeFocused();
    // What the sandbox delivered: the note's two documents (read on signing/sign), both signed.
    const items = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(items.getByRole('heading', { level: 2 })).toHaveText(NOTE_DOCUMENTS);
    for (const title of NOTE_DOCUMENTS) {
      const item = items.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(item).toContainText(/Sent \d{2}\/\d{2}\/\d{4}\. Signed \d{2}\/\d{2}\/\d{4}/);
    }
    await expectAccessible(page, 'documents');
    const signed = await download(
      page,
      page.getByRole('link', { name: 'Download Notice of Right to Cancel (signed copy) (PDF)' }),
      new RegExp(`^HELOC-${LOAN}-Notice-of-Right-to-Cancel-signed-${DAY}\\.pdf$`),
    );
    expect(signed).toMatch(new RegExp(`Signed electronically by [A-Za-z ]+ on ${DAY} UTC`));
    // The copy's signature date is the one the lender recorded.
    const signedOn = /on (\d{4}-\d{2}-\d{2}) UTC/.exec(signed)![1]!;
    expect(signed).toContain(`Signature recorded at ${signedOn}T`);
  });

  test('a co-deeder downloads their signed copy from their documents page', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'signer',
      signer: 'signed',
      next: `${APP}/heloc-signer/documents`,
    });
    await expect(page).toHaveURL(new RegExp(`${APP}/heloc-signer/documents$`), {
      timeout: 15_000,
    });
    const text = await download(
      page,
      page.getByRole('link', { name: 'Download Co-owner Consent to Lien (PDF)' }),
      new RegExp(`^HELOC-${LOAN}-Co-owner-Consent-to-Lien-signed-${DAY}\\.pdf$`),
    );
    expect(text).toMatch(new RegExp(`Signed electronically by [A-Za-z ]+ on ${DAY} UTC`));
    await download(
      page,
      page.getByRole('link', { name: 'Download Notice of Right to Cancel (co-owner copy) (PDF)' }),
      new RegExp(`^HELOC-${LOAN}-Notice-of-Right-to-Cancel-co-owner-copy-${DAY}\\.pdf$`),
    );
    await expectAccessible(page, 'heloc-signer/documents');
  });
});

test.describe('the documents page: a failed download', () => {
  test.use({
    // The visitor probe's 401 and the one refused file (503), both on purpose.
    expectedConsoleErrors: [
      /^Failed to load resource: the server responded with a status of (401|503)/,
    ],
  });

  test('says so, keeps the others, and Try again gets it', async ({ page }) => {
    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', status: 'NOTE_SIGNING' });
    await expect(page).toHaveURL(screenPath('signing/intro'));
    // Delivered: the disclosures (read on document/disclosures).
    await page.getByRole('link', { name: 'Your disclosures' }).click();
    await page.getByRole('checkbox', { name: /I agree to receive and sign documents/ }).check();
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(3);

    await sandbox(page, {
      fail: 'getDocumentContent:503:1',
      next: page
        .url()
        .replace(/^.*?\/account\/heloc/, APP)
        .replace(/document\/disclosures$/, 'documents'),
    });
    await expect(page).toHaveURL(screenPath('documents'));
    const alert = page.getByRole('alert').filter({ hasText: 'We could not download' });
    await expect(alert).toHaveText(
      /We could not download [\w ]+\. Check your connection and try again\./,
    );
    await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(2);
    await expectAccessible(page, 'documents with a failed download');
    await alert.getByRole('button', { name: /Try again/ }).click();
    await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(3);
    await expect(alert).toHaveCount(0);
  });
});

test.describe('print', () => {
  /** Printed: the page's heading shows; the header, navigation, sidebar and staff tools do not. */
  async function printsCleanly(page: Page, title: string | RegExp, label: string) {
    // Hidden elements leave the accessibility tree: ask for them with includeHidden.
    const banner = page.getByRole('banner', { includeHidden: true });
    const nav = page.getByRole('navigation', { name: 'Your application', includeHidden: true });
    await expect(banner).toBeVisible();
    await expect(nav).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(nav).toBeHidden();
    for (const chrome of await page
      .locator('.progress-sidebar, .sandbox-panel, .chat-launcher, button')
      .all()) {
      await expect(chrome).toBeHidden();
    }
    await page.screenshot({ path: test.info().outputPath(`${label}-print.png`), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await expect(banner).toBeVisible();
  }

  test('the app summary prints without the navigation', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      latency: '0',
      as: 'borrower',
      status: 'APP_SUBMISSION',
      flags: 'fe-webchat',
    });
    await expect(page).toHaveURL(screenPath('start/app-summary'));
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await printsCleanly(page, 'Application Summary', 'app-summary');
  });

  test('the offer with its costs, the decline reasons and the complete page print cleanly', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', status: 'OFFER_SELECTION' });
    await expect(page).toHaveURL(screenPath('product/select'));
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.offer-costs__table')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await printsCleanly(page, /./, 'offer');

    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', scenario: 'decline' });
    await expect(page).toHaveURL(screenPath('error/decline'));
    await expect(page.getByRole('heading', { name: 'Need help?' })).toBeVisible();
    await printsCleanly(page, /./, 'decline');

    await sandbox(page, { reset: '1', latency: '0', as: 'borrower', status: 'FUNDABLE' });
    await expect(page).toHaveURL(screenPath('complete'));
    await expect(page.getByRole('link', { name: 'Download your documents' })).toBeVisible();
    await printsCleanly(page, /all set/, 'complete');
  });
});
