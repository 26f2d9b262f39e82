import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * Every row of the status-to-screen table (registration-and-routing.md §4), through the staff
 * tools: the staff page sets the status (and the row's conditions), then sends the borrower to
 * their application's entry (/account/heloc/{uuid}); the application status machine routes on.
 *
 * The list is written by hand from the spec, NOT generated from src/domain/status: it checks the
 * table module instead of repeating it.
 */

type Controls = Record<string, string>;

interface Row {
  status: string;
  /** Staff controls for the conditional rows (applied after the status). */
  controls?: Controls;
  /** The path under /account/heloc/{uuid}/ (with its query, if any). */
  expected: RegExp;
  /** Run axe here: once per distinct screen (unbuilt screens all render PendingScreen). */
  axe?: boolean;
}

const screenPath = (screen: string, query = '') =>
  new RegExp(`/account/heloc/[0-9a-f-]{36}/${screen.replace(/\//g, '\\/')}${query}$`);

/** The main site's root: COMPLETE and CANCELLED leave the app for `/`. */
const MAIN_SITE_ROOT = /127\.0\.0\.1:\d+\/$/;

const ROWS: Row[] = [
  { status: 'CREDIT_NO_MATCH', expected: screenPath('credit/social') },
  { status: 'CREDIT_NO_MATCH_SSN', expected: screenPath('review-app/no-credit') },
  { status: 'HARD_CREDIT_LOCKED_OR_FROZEN', expected: screenPath('credit/error') },
  { status: 'SOFT_CREDIT_LOCKED_OR_FROZEN', expected: screenPath('credit/error') },
  { status: 'NO_PROPERTY_FOUND', expected: screenPath('review-app/property') },
  { status: 'MULTIPLE_PROPERTIES', expected: screenPath('review-app/property') },
  { status: 'DECLINED', expected: screenPath('error/decline') },
  { status: 'COLLECT_ADDITIONAL_INFO', expected: screenPath('start/contact') },
  { status: 'HMDA', expected: screenPath('start/hmda'), axe: true },
  { status: 'DELINQUENCY_REVIEW', expected: screenPath('review-app/delinquency') },
  {
    status: 'GEN_CLOSING_DISCLOSURE',
    controls: { floodCert: 'true' },
    expected: screenPath('error/flood-cert'),
  },
  {
    status: 'GEN_CLOSING_DISCLOSURE',
    controls: { floodCert: 'false' },
    expected: screenPath('review-app/signdocs'),
  },
  { status: 'NOTE_SIGNING', expected: screenPath('signing/intro') },
  { status: 'FINAL_OFFER', expected: screenPath('signing/intro') },
  { status: 'REVISED_OFFER_SELECTION', expected: screenPath('product/select') },
  { status: 'APP_SUBMISSION', expected: screenPath('start/app-summary') },
  { status: 'GEN_SUMMARY_DISCLOSURE', expected: screenPath('start/app-summary') },
  { status: 'INCOME_VERIFICATION', expected: screenPath('income/review') },
  { status: 'IDENTITY_VERIFICATION', expected: screenPath('identity') },
  { status: 'ASSETS_PREQUAL', expected: screenPath('product/assets') },
  { status: 'CLTV_LIEN_POSITION_REQUALIFY', expected: screenPath('product/prequal-winback') },
  { status: 'DISBURSEMENT_ACCOUNT', expected: screenPath('bank/disburse') },
  // AUTOPAY_ACCOUNT: no disburse routing number on a non-crypto loan → the disburse account first.
  {
    status: 'AUTOPAY_ACCOUNT',
    controls: { disburseRouting: '', crypto: 'false' },
    expected: screenPath('bank/disburse'),
  },
  {
    status: 'AUTOPAY_ACCOUNT',
    controls: { disburseRouting: '', crypto: 'true' },
    expected: screenPath('bank/autopay'),
  },
  {
    status: 'AUTOPAY_ACCOUNT',
    controls: { disburseRouting: '021000021', crypto: 'false' },
    expected: screenPath('bank/autopay'),
  },
  { status: 'VERIFIED_AUTOPAY_ACCOUNT', expected: screenPath('bank/autopay') },
  { status: 'NO_AVM_FOUND', expected: screenPath('bpo/estimate-value') },
  { status: 'NAV_BPO_ESTIMATE_VALUE', expected: screenPath('bpo/estimate-value') },
  { status: 'NAV_RESI_EVAL_ESTIMATE_VALUE', expected: screenPath('bpo/estimate-value') },
  { status: 'PAYOFF_REQUEST_PENDING', expected: screenPath('payoff/hold') },
  {
    status: 'NAV_BPO_ORDER_REQUEST',
    controls: { bpo: 'BPO_REQUIRED', state: 'TX' },
    expected: screenPath('bpo/condition'),
  },
  {
    status: 'NAV_RESI_EVAL_ORDER_REQUEST',
    controls: { bpo: 'BPO_REQUIRED', state: 'CA' },
    expected: screenPath('bpo/order-bpo'),
  },
  {
    status: 'NAV_BPO_ORDER_REQUEST',
    controls: { bpo: 'BPO_NOT_REQUIRED', state: 'TX' },
    expected: screenPath('bpo/hold'),
  },
  { status: 'NAV_BPO_PROCESSING', expected: screenPath('bpo/hold') },
  { status: 'FINAL_TITLE_PROCESSING', expected: screenPath('bpo/hold') },
  { status: 'FINAL_TITLE_REVIEW', expected: screenPath('bpo/hold') },
  { status: 'NAV_RESI_EVAL_PROCESSING', expected: screenPath('bpo/hold') },
  { status: 'GEN_RESCISSION', expected: screenPath('complete') },
  { status: 'RESCISSION', expected: screenPath('complete') },
  { status: 'RECORDING', expected: screenPath('complete') },
  { status: 'FUNDABLE', expected: screenPath('complete') },
  { status: 'DIRECT_DEBT_PAYOFF', expected: screenPath('complete') },
  { status: 'FUNDING_DECISION', expected: screenPath('complete') },
  {
    status: 'DEED_SIGNING',
    controls: { primaryAccept: 'true' },
    expected: screenPath('complete'),
  },
  {
    status: 'DEED_SIGNING',
    controls: { primaryAccept: 'false' },
    expected: screenPath('notary/intro'),
  },
  { status: 'APPRAISAL_REVIEW_COMPLETE', expected: screenPath('error/timeout') },
  { status: 'CREDIT_ERROR', expected: screenPath('error/timeout') },
  { status: 'CREDIT_MINOR', expected: screenPath('error/timeout') },
  { status: 'FACTA_REVIEW', expected: screenPath('error/timeout') },
  { status: 'HOLD_FOR_APPRAISAL_REVIEW', expected: screenPath('error/timeout') },
  { status: 'ORDER_FULL_TITLE', expected: screenPath('error/timeout') },
  { status: 'REQUEST_STEWART_PAYOFFS', expected: screenPath('error/timeout') },
  { status: 'UNKNOWN', expected: screenPath('error/timeout') },
  { status: 'LIEN_VERIFICATION', expected: screenPath('liens') },
  { status: 'LIEN_VERIFICATION_INQUIRY', expected: screenPath('liens') },
  { status: 'CO_DEED_REQ', expected: screenPath('signing/additional') },
  { status: 'GEN_NOTARY_DISCLOSURE', expected: screenPath('notary/intro') },
  { status: 'ATTORNEY_REVIEW', expected: screenPath('notary/intro') },
  { status: 'NOTARY_WAITING_PERIOD', expected: screenPath('notary/intro') },
  { status: 'MANUAL_DEED_SIGNING', expected: screenPath('notary/reserve-manual') },
  { status: 'EMPLOYMENT_VERIFICATION', expected: screenPath('income/employer-verification') },
  {
    status: 'OFFER_SELECTION',
    controls: { uwSubDecision: 'UNVERIFIED_OFFER', uwDecision: 'APPROVED' },
    expected: screenPath('product/select'),
  },
  // A verified offer goes back to signing afterwards: from=signing/intro plus the decision.
  {
    status: 'OFFER_SELECTION',
    controls: { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVED' },
    expected: screenPath(
      'product/select',
      '\\?(?=.*\\bfrom=signing(?:%2F|/)intro(?:&|$))(?=.*\\buwDecision=APPROVED(?:&|$)).*',
    ),
  },
  { status: 'ONSITE_APPRAISAL_BORROWER_PAYMENT', expected: screenPath('hold') },
  { status: 'ONSITE_APPRAISAL_PENDING', expected: screenPath('hold') },
  // No checklist status at all (the staff tools' status=none): the profile step.
  { status: 'none', expected: screenPath('start/profile') },
  { status: 'COMPLETE', expected: MAIN_SITE_ROOT },
  { status: 'CANCELLED', expected: MAIN_SITE_ROOT },
  // Anything else: error/timeout (the app logs a warning, not an error).
  { status: 'NOT_A_STATUS_THE_SPEC_NAMES', expected: screenPath('error/timeout'), axe: true },
  // An underwriting DECLINE routes on at once, even from a waiting status.
  {
    status: 'WAITING_FOR_OFFERS',
    controls: { uwDecision: 'DECLINE' },
    expected: screenPath('error/decline'),
    axe: true,
  },
];

function describeRow(row: Row): string {
  const controls = Object.entries(row.controls ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  return `${row.status}${controls ? ` (${controls})` : ''} lands on ${row.expected.source}`;
}

/** The staff tools' scenarios (docs/sandbox.md "Scenarios"): each lands on its branch's screen. */
const SCENARIOS: [name: string, expected: RegExp][] = [
  ['decline', screenPath('error/decline')],
  ['credit-frozen', screenPath('credit/error')],
  ['credit-no-match', screenPath('credit/social')],
  ['no-property', screenPath('review-app/property')],
  ['bpo-required-tx', screenPath('bpo/condition')],
  ['bpo-required', screenPath('bpo/order-bpo')],
  ['flood-cert', screenPath('error/flood-cert')],
  ['payoff-pending', screenPath('payoff/hold')],
  ['appraisal-hold', screenPath('hold')],
  ['lien-verification', screenPath('liens')],
  ['co-deed-required', screenPath('signing/additional')],
  ['manual-notary', screenPath('notary/reserve-manual')],
  ['crypto', screenPath('bank/autopay')],
];

test.describe('staff scenarios on the sandbox lender', () => {
  for (const [scenario, expected] of SCENARIOS) {
    test(`scenario=${scenario} lands on ${expected.source}`, async ({ page }) => {
      // latency=0: these check where a status lands, not how long the lender takes.
      await sandbox(page, { reset: '1', latency: '0', as: 'borrower', scenario });
      await expect(page).toHaveURL(expected);
    });
  }
});

test.describe('status routing on the sandbox lender', () => {
  for (const row of ROWS) {
    test(describeRow(row), async ({ page }) => {
      await sandbox(page, {
        reset: '1',
        latency: '0',
        as: 'borrower',
        status: row.status,
        ...row.controls,
      });
      await expect(page).toHaveURL(row.expected);
      if (row.axe) await expectAccessible(page, row.status);
    });
  }

  test('GEN_NOTE_SIGNING shows review-app/signdocs at once and is polled from there until it moves on', async ({
    page,
  }) => {
    // The lender finishes generating the documents after a poll, then NOTE_SIGNING.
    await sandbox(page, { reset: '1', as: 'borrower', status: 'GEN_NOTE_SIGNING' });
    await expect(page).toHaveURL(screenPath('review-app/signdocs'), { timeout: 5_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Preparing Your Documents' }),
    ).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: /still working on your application/i }),
    ).toHaveCount(0);
    await expectAccessible(page, 'review-app/signdocs while GEN_NOTE_SIGNING');
    await expect(page).toHaveURL(screenPath('signing/intro'), { timeout: 15_000 });
  });

  test('GEN_NOTE_SIGNING stays on review-app/signdocs while the documents are not ready', async ({
    page,
  }) => {
    // advance=false: the lender keeps generating; the screen stays (and keeps polling).
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      status: 'GEN_NOTE_SIGNING',
      advance: 'false',
    });
    await expect(page).toHaveURL(screenPath('review-app/signdocs'), { timeout: 5_000 });
    await page.waitForTimeout(4_000);
    await expect(page).toHaveURL(screenPath('review-app/signdocs'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Preparing Your Documents' }),
    ).toBeVisible();
  });

  test('a waiting status shows the still-working state, then the next screen (real time)', async ({
    page,
  }) => {
    // A waiting status set from the staff tools moves on by itself: WAITING_FOR_OFFERS answers
    // 2 more polls (about 1 s and 2 s apart), then OFFER_SELECTION.
    await sandbox(page, { reset: '1', as: 'borrower', status: 'WAITING_FOR_OFFERS' });
    const stillWorking = page
      .getByRole('status')
      .filter({ hasText: /still working on your application/i });
    await expect(stillWorking).toBeVisible();
    await expectAccessible(page, 'still working');
    await expect(page).toHaveURL(screenPath('product/select'), { timeout: 15_000 });
    await expect(stillWorking).toHaveCount(0);
    await expectAccessible(page, 'product/select after waiting');
  });

  test('the application layout works at 320 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await sandbox(page, { reset: '1', as: 'borrower', status: 'HMDA' });
    await expect(page).toHaveURL(screenPath('start/hmda'));
    await expect(page.getByRole('complementary', { name: 'Your progress' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling at 320 px').toBe(false);
    await expectAccessible(page, 'start/hmda at 320 px');
  });
});
