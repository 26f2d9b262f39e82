import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * Signer mode's location condition (designed: docs/screens/signer.md "The location condition
 * page"): staff file a SIGNER_LOCATION_CONFIRMATION for the co-owner (`signerCondition=location`);
 * they open it from their conditions list, share where they are, and the condition is answered.
 */

const APP = '/account/heloc';
const signerPath = (page: string) => new RegExp(`${APP}/heloc-signer/${page}(\\?.*)?$`);
const SACRAMENTO = { latitude: 38.5816, longitude: -121.4944 };

/** The co-owner (signed their part) with the seed's ID condition and a location condition. */
async function signerWithLocationCondition(page: Page, extra: Record<string, string[]> = {}) {
  await sandbox(page, {
    reset: '1',
    latency: '0',
    as: 'borrower',
    signer: 'signed',
    signerCondition: 'location',
    ...extra,
  });
  await sandbox(page, { latency: '0', as: 'signer', next: `${APP}/heloc-signer/conditions` });
  await expect(page).toHaveURL(signerPath('conditions'), { timeout: 15_000 });
}

async function allowLocation(context: BrowserContext, page: Page) {
  await context.grantPermissions(['geolocation'], { origin: new URL(page.url()).origin });
  await context.setGeolocation(SACRAMENTO);
}

/** The locations the sandbox lender recorded for the condition (its state in localStorage). */
async function sharedLocations(page: Page): Promise<number> {
  return page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('heloc-sandbox') ?? '{}') as {
      applications?: Array<{ screens?: { conditions?: { locations?: unknown[] } } }>;
    };
    return (state.applications ?? []).reduce(
      (count, application) => count + (application.screens?.conditions?.locations?.length ?? 0),
      0,
    );
  });
}

async function noHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow, `no horizontal scrolling at 320 px on ${label}`).toBe(false);
}

test.describe('signer mode: the location condition', () => {
  test('the co-deeder shares their location; refused first, the page says why and stays usable', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signerWithLocationCondition(page);
    const list = page.getByRole('list', { name: 'Open conditions' });
    // The seed's ID condition of the co-deeder and the location one staff filed.
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('heading', { name: 'Share your location' })).toBeVisible();
    await expectAccessible(page, 'heloc-signer/conditions (with a location condition)');

    const action = list.getByRole('link', { name: 'Share My Location' });
    expect(await action.getAttribute('href')).toMatch(
      /\/heloc-signer\/conditions\/location\?conditionUuid=[0-9a-f-]{36}&conditionType=location&conditionEnum=SIGNER_LOCATION_CONFIRMATION$/,
    );
    await action.click();
    await expect(page).toHaveURL(signerPath('conditions/location'));
    const heading = page.getByRole('heading', { level: 1, name: 'Share your location' });
    await expect(heading).toBeFocused();
    await expect(page.getByText(/The law of the state where you sign decides/)).toBeVisible();
    await expectAccessible(page, 'heloc-signer/conditions/location');
    await page.setViewportSize({ width: 320, height: 640 });
    await noHorizontalScroll(page, 'heloc-signer/conditions/location');

    // No permission granted: the browser refuses. From the keyboard: Tab to the button, Enter.
    const share = page.getByRole('button', { name: 'Share My Location' });
    await share.focus();
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'Why we need your location' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('allow Location');
    await expect(share).toBeEnabled();
    await noHorizontalScroll(page, 'the location alert');
    await expectAccessible(page, 'heloc-signer/conditions/location (location refused)');
    expect(await sharedLocations(page)).toBe(0);

    await allowLocation(context, page);
    const tryAgain = alert.getByRole('button', { name: 'Try again' });
    await tryAgain.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(signerPath('conditions'), { timeout: 15_000 });
    await expect(page.getByText('You have 1 open item.')).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Share your location' })).toHaveCount(0);
    expect(await sharedLocations(page)).toBe(1);
    await expectAccessible(page, 'heloc-signer/conditions (location answered)');
  });
});

test.describe('signer mode: the location condition, failing calls', () => {
  test.use({
    expectedConsoleErrors: [
      /^Failed to load resource: the server responded with a status of (401|503)/,
    ],
  });

  test('a failed call is said plainly; Try again never shares the location twice', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signerWithLocationCondition(page, {
      fail: ['shareConditionLocation:503:1', 'answerCondition:503:1'],
    });
    await allowLocation(context, page);
    await page
      .getByRole('list', { name: 'Open conditions' })
      .getByRole('link', { name: 'Share My Location' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Share your location' }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Share My Location' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Service Unavailable' });
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText(/http|service-conditions|\/api\//i);
    await expectAccessible(page, 'heloc-signer/conditions/location (share failed)');
    expect(await sharedLocations(page)).toBe(0);

    // The location goes; marking the item done fails.
    await alert.getByRole('button', { name: 'Try again' }).click();
    const answerFailed = page
      .getByRole('alert')
      .filter({ hasText: 'What you sent is saved, but we could not mark this item as done.' });
    await expect(answerFailed).toBeVisible();
    await expect.poll(() => sharedLocations(page)).toBe(1);

    // Only the answer is sent again.
    await answerFailed.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(signerPath('conditions'), { timeout: 15_000 });
    await expect(page.getByText('You have 1 open item.')).toBeVisible();
    expect(await sharedLocations(page)).toBe(1);
  });
});
