import type { Page, Request } from '@playwright/test';
import { expect, sandbox, test } from './support/fixtures';

/**
 * Telemetry, session replay and experiments on the sandbox (issue 16 parts 5-7; docs/sandbox.md
 * "Telemetry, replay and experiments"): a page view the lender records with the spec's event body
 * and no personal data; an experiment assignment (and the replay link) saved once per application
 * across reloads; telemetry down, and the registration journey unaffected.
 *
 * The sandbox's records are read from the page's lender (`window.__sandbox.lender.state`).
 */

const APP = '/account/heloc';
const PAGE_VIEW = 'HELOC: Page View';

async function pageViews(page: Page) {
  return page.evaluate(
    // Right after a reload the sandbox may not be up yet: nothing recorded to read.
    (name) => window.__sandbox?.lender.state.events.filter((event) => event.event === name) ?? [],
    PAGE_VIEW,
  );
}

test('a page view is recorded with the event body and no personal data in its query', async ({
  page,
}) => {
  await sandbox(page, {
    reset: '1',
    as: 'visitor',
    latency: '0',
    next: `${APP}/register-v2?utm_source=news&email=jane%40example.com&gclid=SECRET1`,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a HELOC' })).toBeVisible();
  await expect.poll(async () => (await pageViews(page)).length).toBeGreaterThan(0);
  const views = (await pageViews(page)).filter((v) => v.pagePath === `${APP}/register-v2`);
  // One view for the page, however often it rendered or replaced its URL.
  expect(views).toHaveLength(1);
  const [view] = views;
  expect(view).toMatchObject({
    event: PAGE_VIEW,
    eventType: 'page',
    productType: 'HELOC',
    domain: '127.0.0.1',
    queryParams: { utm_source: 'news' },
    dontDedupe: false,
    dedupeProperty: 'pagePath',
  });
  expect(view!.sessionKey).toBeTruthy();
  expect(JSON.stringify(view)).not.toMatch(/jane|SECRET1/);
  // The session the view was sent with is the one the device keeps (shell §3 storage).
  expect(await page.evaluate(() => sessionStorage.getItem('telemetry_uuid'))).toBe(
    view!.sessionKey,
  );
});

test('an experiment and the replay link are saved once per application, across reloads', async ({
  page,
}) => {
  const experimentSaves: Request[] = [];
  const replayHeaders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/experiments'))
      experimentSaves.push(request);
    const replay = request.headers()['x-session-replay-url'];
    if (replay) replayHeaders.push(replay);
  });
  await sandbox(page, { reset: '1', as: 'borrower', latency: '0' });
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/);
  // The page may be between documents (a redirect, a reload) when read: nothing yet, and the
  // poll reads again.
  const saved = () =>
    page.evaluate(() =>
      (window.__sandbox?.lender.state.applications ?? [])
        .filter((application) => application.experiments.length > 0)
        .map((application) => ({
          experiments: application.experiments,
          link: application.fullStoryLink,
        })),
    );
  await expect.poll(async () => (await saved()).length, { timeout: 15_000 }).toBe(1);
  await expect
    .poll(async () => (await saved())[0]!.link, { timeout: 15_000 })
    .toMatch(/^https:\/\/replay\.sandbox\.invalid\/session\//);
  expect((await saved())[0]!.experiments).toEqual([
    { name: 'heloc-offer-layout', variation: 'variation' },
  ]);
  expect(await page.evaluate(() => localStorage.getItem('ff-experiments-saved'))).toContain('-');

  const viewsBefore = (await pageViews(page)).length;
  await page.reload();
  // The reloaded app is up and tracking again: its page view arrives.
  await expect.poll(async () => (await pageViews(page)).length).toBeGreaterThan(viewsBefore);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(experimentSaves).toHaveLength(1);
  // The calls carry the recording (shell §7 replay headers).
  expect(replayHeaders.length).toBeGreaterThan(0);
});

test.describe('telemetry down', () => {
  test.use({
    // The visitor probe's 401 and the refused telemetry calls (503), both on purpose.
    expectedConsoleErrors: [
      /^Failed to load resource: the server responded with a status of (401|503)/,
    ],
  });

  test('the registration journey is unaffected', async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => sessionStorage.setItem('auth-mode', 'legacy'));
    await sandbox(page, {
      reset: '1',
      as: 'visitor',
      latency: '0',
      fail: ['createTelemetrySession:503', 'trackEvent:503'],
      next: `${APP}/register-v2`,
    });
    const heading = (name: string) =>
      expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const next = async (title: string) => {
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await heading(title);
    };
    await heading('Apply for a HELOC');
    await page.getByRole('combobox', { name: /Property address/ }).fill('12 Main St');
    const manual = page.getByRole('button', { name: /enter address manually/ });
    if (await manual.isVisible()) await manual.click();
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByLabel('Primary residence').check();
    await next('Is your property for sale?');
    await page.getByLabel('No', { exact: true }).check();
    await next('What is your annual income?');
    await page.getByLabel('Annual pre-tax income').fill('95000');
    await page.getByLabel('Full-time employment').check();
    await next('What is your legal name?');
    await page.getByLabel('First name').fill('Pat');
    await page.getByLabel('Last name').fill('Down');
    await next('What is your date of birth?');
    await page.getByLabel('Month').fill('03');
    await page.getByLabel('Day').fill('27');
    await page.getByLabel('Year').fill('1980');
    await next('How can we reach you?');
    await page.getByLabel('Email').fill(`telemetry-down-${Date.now()}@example.com`);
    await page.getByLabel(/Mobile phone/).fill('5551234567');
    await next('Create your password');
    await page.getByLabel('Create a password').fill('Abcdefgh1234!');
    await page.getByLabel('Confirm password').fill('Abcdefgh1234!');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('checkbox', { name: /communications from/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}(\/[a-z-/]+)?$/, {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing reached the lender's telemetry, and nothing waited for it.
    expect(await pageViews(page)).toEqual([]);
    expect(await page.evaluate(() => window.__sandbox!.lender.state.telemetrySessions.length)).toBe(
      0,
    );
  });
});
