import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The sandbox's journey engine in real time (docs/sandbox.md "The journey engine"): the seeded
 * borrower is carried from OFFER_SELECTION to COMPLETE. Each step is completed through the
 * designed step-completion call (as the screens will), with the borrower's stored token, and the
 * app is then reloaded: the application status machine fetches the status, polls the waiting
 * ones ("still working") and lands on the next screen.
 */

const screenPath = (screen: string, query = '') =>
  new RegExp(`/account/heloc/[0-9a-f-]{36}/${screen.replace(/\//g, '\\/')}${query}$`);

/** The main site's root: COMPLETE leaves the app for `/`. */
const MAIN_SITE_ROOT = /127\.0\.0\.1:\d+\/$/;

interface Leg {
  step: string;
  /** The screen of the status that follows. */
  expected: RegExp;
  /** A waiting status answered for 2 polls (about 3 s): "still working" must be seen. */
  waits?: boolean;
}

const LEGS: Leg[] = [
  { step: 'select-offer', waits: true, expected: screenPath('start/contact') },
  { step: 'contact-info', expected: screenPath('start/hmda') },
  { step: 'hmda', expected: screenPath('start/app-summary') },
  { step: 'submit-application', waits: true, expected: screenPath('income/review') },
  { step: 'link-income', waits: true, expected: screenPath('identity') },
  { step: 'verify-identity', expected: screenPath('bank/disburse') },
  { step: 'disburse-account', expected: screenPath('bank/autopay') },
  { step: 'autopay-account', expected: screenPath('review-app/signdocs') },
  { step: 'sign-closing-disclosure', expected: screenPath('signing/intro') },
  { step: 'sign-note', expected: screenPath('notary/intro') },
  { step: 'notary-disclosure', expected: screenPath('notary/intro') },
  { step: 'notarize', waits: true, expected: screenPath('complete') },
];

/** The step-completion call, from the page, with the token the app stored. */
async function completeStep(page: Page, uuid: string, step: string): Promise<void> {
  // The sandbox must have started in this document (window.__sandbox is set once its msw worker
  // has): until then the call would go past the worker to the preview server.
  await page.waitForFunction(() => window.__sandbox !== undefined);
  const answer = await page.evaluate(
    async ({ uuid, step }) => {
      const response = await fetch(
        `/service-application/api/v1/application/heloc/${uuid}/steps/${step}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}`,
          },
          // A body the step's rule accepts (the screens send their own).
          body: JSON.stringify(window.__sandbox!.sampleStepBody(uuid, step)),
        },
      );
      return {
        status: response.status,
        body: await response.text(),
        // Diagnostics for a flaky 404 on "notarize" (sessions 15 and 16): where the page was,
        // and whether the msw worker controlled it.
        where: window.location.pathname,
        controlled: navigator.serviceWorker.controller !== null,
      };
    },
    { uuid, step },
  );
  expect(
    answer.status,
    `step ${step} on ${answer.where} (worker in control: ${answer.controlled}): ${answer.body}`,
  ).toBe(200);
}

test.describe('the journey engine (real time)', () => {
  test('carries the borrower from OFFER_SELECTION to COMPLETE', async ({ page }) => {
    test.setTimeout(240_000);
    // The seed's co-owner has signed already (signer mode), so sign-note goes on to the notary.
    await sandbox(page, { reset: '1', as: 'borrower', signer: 'signed' });
    await expect(page).toHaveURL(screenPath('product/select', '(\\?.*)?'));
    const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
    expect(uuid, 'the application id in the URL').toBeTruthy();
    await expectAccessible(page, 'product/select');

    const stillWorking = page
      .getByRole('status')
      .filter({ hasText: /still working on your application/i });
    const checked = new Set<string>(['product/select']);
    for (const leg of LEGS) {
      await completeStep(page, uuid!, leg.step);
      await page.reload();
      if (leg.waits) {
        await expect(stillWorking, `still working after ${leg.step}`).toBeVisible();
        if (!checked.has('still working')) {
          checked.add('still working');
          await expectAccessible(page, 'still working');
        }
      }
      await expect(page, `after ${leg.step}`).toHaveURL(leg.expected, { timeout: 20_000 });
      await expect(stillWorking).toHaveCount(0);
      if (!checked.has(leg.expected.source)) {
        checked.add(leg.expected.source);
        await expectAccessible(page, `after ${leg.step}`);
      }
    }

    // After closing the lender moves on by itself: rescission, recording, funding, one status
    // per two loads of the application; COMPLETE then leaves for the main site.
    const statusUrl = `/service-krang-heloc/borrower/secure/api/v1/${uuid!}/status`;
    for (let load = 0; load < 10 && !MAIN_SITE_ROOT.test(page.url()); load += 1) {
      const answered = page
        .waitForResponse((response) => response.url().endsWith(statusUrl), { timeout: 15_000 })
        .catch(() => null);
      await page.reload();
      await answered;
      await page.waitForLoadState('load');
    }
    await expect(page).toHaveURL(MAIN_SITE_ROOT, { timeout: 20_000 });
    await expectAccessible(page, 'main site after COMPLETE');
  });
});
