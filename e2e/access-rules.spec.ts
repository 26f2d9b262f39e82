import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/** Redirect and access rules (registration-and-routing.md §2), against the sandbox build. */
const APP = '/account/heloc';
const ORIGIN = /^http:\/\/127\.0\.0\.1:\d+/;

test.describe('redirect and access rules', () => {
  for (const page of ['terms', 'communications', 'privacy', 'licenses']) {
    test(`the ${page} page goes to the main site`, async ({ page: p }) => {
      await p.goto(`${APP}/${page}`);
      await expect(p).toHaveURL(new RegExp(`${ORIGIN.source}/${page}$`));
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the old /account/register path goes to register', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'visitor', next: `${APP}/account/register` });
    await expect(page).toHaveURL(new RegExp(`${APP}/register$`));
  });

  test('the old /account/heloc-signer paths go to heloc-signer, and a signed-out signer to the signer login', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', as: 'visitor', next: `${APP}/account/heloc-signer/sign` });
    await expect(page).toHaveURL(new RegExp(`${APP}/heloc-signer/login`));
    await expectAccessible(page, 'signer login');
  });

  test('heloc-signer alone goes to the signer login', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'visitor', next: `${APP}/heloc-signer` });
    await expect(page).toHaveURL(new RegExp(`${APP}/heloc-signer/login$`));
  });

  test('a signed-out visitor on an application screen goes to the hosted login with a way back', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', as: 'borrower', status: 'IDENTITY_VERIFICATION' });
    await expect(page).toHaveURL(/\/identity$/);
    const screen = new URL(page.url()).pathname;
    await sandbox(page, { as: 'visitor', next: screen });
    await expect(page).toHaveURL(
      new RegExp(`/auth/login\\?redirectUrl=${encodeURIComponent(screen).replace(/[-]/g, '\\-')}$`),
    );
  });

  test('public paths stay open to visitors', async ({ page }) => {
    for (const path of [
      'register',
      'register/account-setup',
      'register/support',
      'not-accepting-apps',
      'coming-soon',
    ]) {
      await sandbox(page, { reset: '1', as: 'visitor', next: `${APP}/${path}` });
      await expect(page).toHaveURL(new RegExp(`${APP}/${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await expectAccessible(page, 'not-accepting-apps');
  });

  test('an inquiry HELOC goes to the dashboard', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', status: 'HMDA', inquiry: 'true' });
    await expect(page).toHaveURL(new RegExp(`${ORIGIN.source}/dashboard$`));
  });

  test('a failed screen chunk reloads the page, and after 5 reloads shows the error fallback (no loop)', async ({
    page,
    consoleErrors,
  }) => {
    await sandbox(page, { reset: '1', as: 'visitor', next: `${APP}/register/support` });
    // context.route: the msw service worker makes the actual fetch, and only the context sees it.
    await page.context().route('**/assets/NotAcceptingAppsPage*', (route) => route.abort());
    await page.evaluate(() => sessionStorage.removeItem('heloc-chunk-reloads'));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`${APP}/not-accepting-apps`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    // The first load and exactly 5 reloads.
    expect(loads).toBe(1 + 5);
    expect(await page.evaluate(() => sessionStorage.getItem('heloc-chunk-reloads'))).toBe('5');
    const injected = /Failed to load resource|dynamically imported module|NotAcceptingAppsPage/;
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((t) => !injected.test(t)),
    );
  });
});
