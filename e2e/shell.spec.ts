import type { Page } from '@playwright/test';
import { expect, expectAccessible, sandbox as openStaffTools, test } from './support/fixtures';

/**
 * The app shell on the sandbox lender: top bar per role, notifications, footer, privacy choices,
 * maintenance page, error fallback, brand switch, leave survey, 320 px. axe on every page.
 */

const APP = '/account/heloc';
const REGISTER = `${APP}/register-v2`;
/** A plain public page inside the shell (its screen is not what these tests look at). */
const PAGE = `${APP}/register/support`;
// Pinned from the spec, not imported.
const MAINTENANCE_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';
const SNAG = 'Sorry, looks like we have hit a snag!';

/**
 * The staff tools' query controls, then wait until the staff page has applied them and replaced
 * itself with `next` (default: the current user's application). `page.goto` returns once the
 * staff page has loaded, before its loader has run: without this wait a test's next step races
 * the sign-in and the redirect.
 */
async function sandbox(page: Page, controls: Record<string, string>): Promise<void> {
  await openStaffTools(page, controls);
  await expect(page).toHaveURL((url) =>
    controls.next === undefined
      ? !url.pathname.endsWith('/__sandbox')
      : `${url.pathname}${url.search}` === controls.next,
  );
}

/**
 * Makes a screen's code chunk fail to load. On the browser context, not the page: the app's
 * requests go through the sandbox's service worker (msw), and `page.route` never sees a request
 * a service worker handles; the context also sees the worker's own fetch.
 */
/**
 * The registration start page's own chunk (vite.config.ts groups the wizard's layout and start
 * page into one chunk named `register`).
 */
const REGISTRATION_CHUNK = '**/assets/register-*.js';

async function blockChunk(page: Page, glob: string): Promise<() => Promise<void>> {
  await page.context().route(glob, (route) => route.abort());
  return () => page.context().unroute(glob);
}

/** Page model of the shell around any screen. */
function shell(page: Page) {
  const banner = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  return {
    banner,
    footer,
    login: banner.getByRole('button', { name: 'Login' }),
    logout: banner.getByRole('button', { name: 'Logout' }),
    dashboard: banner.getByRole('link', { name: 'Dashboard' }),
    menu: banner.getByRole('button', { name: 'Menu' }),
    notifications: page.getByRole('region', { name: /Notifications/ }),
    apps: page.getByRole('navigation', { name: 'Apps' }),
    sideNav: page.getByRole('navigation', { name: 'Side navigation' }),
    logo: (shortName: string) => banner.getByRole('link', { name: `${shortName} home` }),
    /** The session knows who is there: Login or Logout is on screen. */
    async identified() {
      await expect(this.login.or(this.logout)).toBeVisible();
    },
  };
}

async function cssVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(),
    name,
  );
}

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

/** The seeded borrower's application uuid, from the sandbox lender itself (`window.__sandbox`). */
async function borrowerApplication(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    const lender = window.__sandbox?.lender;
    const borrower = lender?.identityByEmail('borrower@example.com');
    return borrower ? lender?.currentApplicationFor(borrower.uuid)?.uuid : undefined;
  });
  const uuid = (await handle.jsonValue()) as string | undefined;
  expect(uuid).toBeTruthy();
  return uuid!;
}

test.describe('top bar per role', () => {
  test('visitor: Login (to the hosted login and back), no Dashboard, no Logout, no menu', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', as: 'visitor', next: PAGE });
    const s = shell(page);
    await s.identified();
    await expect(s.login).toBeVisible();
    await expect(s.logout).toHaveCount(0);
    await expect(s.dashboard).toHaveCount(0);
    await expect(s.menu).toHaveCount(0);
    await expect(s.notifications).toHaveCount(0);
    await expectAccessible(page, 'top bar, visitor');
    await s.login.click();
    await expect(page).toHaveURL(
      /\/auth\/login\?redirectUrl=%2Faccount%2Fheloc%2Fregister%2Fsupport$/,
    );
  });

  test('borrower: Dashboard, Logout, and a keyboard-operable menu with notifications, apps and side nav', async ({
    page,
  }) => {
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      flags: '-fe-heloc-portfolio-manager',
      next: PAGE,
    });
    const s = shell(page);
    await expect(s.logout).toBeVisible();
    await expect(s.dashboard).toHaveAttribute('href', '/dashboard');
    await expect(s.login).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 1 })).toBeFocused(); // the page is ready
    await s.menu.focus();
    await page.keyboard.press('Enter');
    await expect(s.menu).toHaveAttribute('aria-expanded', 'true');
    await expect(s.notifications.getByRole('listitem')).toHaveCount(3);
    await expect(s.notifications.getByRole('listitem').first()).toContainText('Bank letter needed');
    await s.notifications.getByRole('button', { name: 'View All' }).click();
    await expect(s.notifications.getByRole('listitem')).toHaveCount(4);
    await expect(s.apps.getByRole('link')).toHaveText([
      'Passport',
      'Group Manager',
      'Pay',
      'Exchange',
    ]);
    await expect(s.sideNav.getByRole('link')).toHaveText(['Dashboard', 'Marketplace']);
    await expectAccessible(page, 'top bar, borrower, menu open');

    await page.keyboard.press('Escape');
    await expect(s.menu).toHaveAttribute('aria-expanded', 'false');
    await expect(s.menu).toBeFocused();
    await expect(s.apps).toBeHidden();
  });

  test('Portfolio Manager appears with its flag', async ({ page }) => {
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      flags: 'fe-heloc-portfolio-manager',
      next: PAGE,
    });
    const s = shell(page);
    await s.menu.click();
    await expect(s.apps.getByRole('link', { name: 'Portfolio Manager' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
    await expect(s.sideNav.getByRole('link', { name: 'Portfolio Manager' })).toBeVisible();
  });

  test('additional signer on the signer pages: Logout, no Dashboard', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'signer', next: `${APP}/heloc-signer/intro` });
    const s = shell(page);
    await expect(s.logout).toBeVisible();
    await expect(s.menu).toBeVisible();
    await expect(s.dashboard).toHaveCount(0);
    await s.menu.click();
    await expect(s.sideNav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expectAccessible(page, 'top bar, additional signer');
  });

  test('additional signer on the primary app: logged out and the page reloaded', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', as: 'signer', next: PAGE });
    const s = shell(page);
    await expect(s.login).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });

  test('broker: Dashboard and Logout; no notifications says so', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'broker', next: PAGE });
    const s = shell(page);
    await expect(s.dashboard).toBeVisible();
    await expect(s.logout).toBeVisible();
    await s.menu.click();
    await expect(s.notifications).toContainText('No Notifications');
    await expectAccessible(page, 'top bar, broker');
  });

  test('Logout goes to /auth/login and ends the session', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', next: PAGE });
    await shell(page).logout.click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });
});

test.describe('support link', () => {
  test('"Chat with us" opens the chat with web chat on (no tel:), "Have a question?" with the brand phone with it off', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', flags: 'fe-webchat', next: PAGE });
    const s = shell(page);
    await s.banner.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
    await expect(s.banner.getByRole('link', { name: /888-819-6388/u })).toHaveCount(0);
    await sandbox(page, { flags: '-fe-webchat', next: PAGE });
    await expect(
      s.banner.getByRole('link', { name: 'Have a question? 888-819-6388' }),
    ).toBeVisible();
  });
});

test.describe('legal footer', () => {
  test('disclosures, licensing, states, reassurance, terms wording and privacy choices', async ({
    page,
  }) => {
    await sandbox(page, { reset: '1', as: 'visitor', next: PAGE });
    const { footer } = shell(page);
    await expect(footer).toContainText('256-bit encryption');
    await expect(footer).toContainText('Figure never sees or stores your credentials');
    await expect(footer).toContainText('NMLS ID 1717824');
    await expect(footer).toContainText('More states to come!');
    for (const text of [
      'soft credit pull',
      'lien on your home',
      '4.99%',
      '$400,000',
      'five business days',
      'about five minutes',
    ]) {
      await expect(footer).toContainText(text);
    }
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();

    // The page is ready once its heading has the focus (each page moves it there on arrival;
    // focusing the footer earlier would lose the focus to that heading).
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const choices = footer.getByRole('button', { name: 'Privacy choices' });
    await choices.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'privacy choices');
    await dialog.getByRole('checkbox', { name: 'Analytics cookies' }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toBeHidden();
    await expect(choices).toBeFocused();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('heloc-consent') ?? '{}') as { analytics?: boolean },
    );
    expect(stored.analytics).toBe(true);
  });

  test('a partner reads "Terms of Use"', async ({ page }) => {
    await sandbox(page, { reset: '1', org: 'fairway', next: PAGE });
    await expect(shell(page).footer.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
    await expect(shell(page).footer).toContainText('Fairway Independent Mortgage Corporation');
  });
});

test.describe('maintenance page', () => {
  test('replaces the app with the flag on, and goes away with it off', async ({ page }) => {
    await sandbox(page, { reset: '1', flags: 'fe-heloc-maintenance', next: REGISTER });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' }),
    ).toBeVisible();
    await expect(page.getByText(MAINTENANCE_MESSAGE)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page).toHaveTitle('Figure | Scheduled Maintenance');
    await expect(page.getByText('Apply in 5 minutes, receive funding in 5 days')).toHaveCount(0);
    await expectAccessible(page, 'maintenance');

    await page.setViewportSize({ width: 320, height: 640 });
    expect(await hasNoHorizontalScroll(page), 'no horizontal scrolling at 320 px').toBe(true);

    await sandbox(page, { flags: '-fe-heloc-maintenance', next: REGISTER });
    await expect(page.getByText('Apply in 5 minutes, receive funding in 5 days')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scheduled Maintenance' })).toHaveCount(0);
  });
});

test.describe('error fallback', () => {
  // Triggered for real: the screen's code chunk cannot be loaded and the reload cap is reached
  // (lazyRoute.ts), so the route fails and the root error boundary shows the fallback.
  test('shows the texts, support, and recovers with Try again', async ({ page, consoleErrors }) => {
    await sandbox(page, { reset: '1', as: 'visitor', next: REGISTER });
    const unblock = await blockChunk(page, REGISTRATION_CHUNK);
    await page.evaluate(() => sessionStorage.setItem('heloc-chunk-reloads', '5'));
    await page.goto(REGISTER);

    await expect(page.getByRole('heading', { level: 1, name: SNAG })).toBeVisible();
    await expect(
      page.getByText('Please click "Try again" to see if we can get you back moving.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: '888-819-6388', exact: true })).toHaveAttribute(
      'href',
      'tel:+18888196388',
    );
    await expect(page.getByRole('link', { name: 'support@figure.com' })).toBeVisible();
    await expect(shell(page).banner).toBeVisible();
    await expectAccessible(page, 'error fallback');

    await unblock();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Apply in 5 minutes, receive funding in 5 days')).toBeVisible();

    // The aborted chunk request is the fault this test injects; nothing else may log an error.
    const injected = /Failed to load resource|dynamically imported module|register-/;
    const unexpected = consoleErrors.filter((text) => !injected.test(text));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('Go to dashboard leaves for /dashboard', async ({ page, consoleErrors }) => {
    await sandbox(page, { reset: '1', as: 'borrower', next: REGISTER });
    await blockChunk(page, REGISTRATION_CHUNK);
    await page.evaluate(() => sessionStorage.setItem('heloc-chunk-reloads', '5'));
    await page.goto(REGISTER);
    await page.getByRole('button', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const injected = /Failed to load resource|dynamically imported module|register-/;
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((text) => !injected.test(text)),
    );
  });

  test('a path that is not an application shows the not-found page', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', next: REGISTER });
    await page.goto(`${APP}/not-a-uuid/identity`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: SNAG })).toHaveCount(0);
    await expectAccessible(page, 'not found');
  });
});

test.describe('brand switch', () => {
  test('org= restyles and renames the whole app', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'visitor', org: 'fairway', next: PAGE });
    const s = shell(page);
    await expect(s.logo('Fairway')).toBeVisible();
    expect(await cssVariable(page, '--color-primary')).toBe('#00573f');
    await expect(s.login).toHaveCSS('background-color', 'rgb(0, 87, 63)');
    await expect(page).toHaveTitle(/^Fairway \| /);
    await expect(s.footer.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
    await expectAccessible(page, 'fairway');

    await sandbox(page, { org: 'figure', next: PAGE });
    await expect(s.logo('Figure')).toBeVisible();
    expect(await cssVariable(page, '--color-primary')).toBe('#1f4fd8');
    await expect(s.login).toHaveCSS('background-color', 'rgb(31, 79, 216)');
    await expect(page).toHaveTitle(/^Figure \| /);
    await expect(s.footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expectAccessible(page, 'figure');
  });

  test('an ?org= link brands the page it opens', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'visitor', next: PAGE });
    await page.goto(`${PAGE}?org=agewell`);
    await expect(shell(page).logo('AgeWell')).toBeVisible();
    expect(await cssVariable(page, '--color-primary')).toBe('#6d28d9');
    await expectAccessible(page, 'agewell');
  });
});

test.describe('leave survey', () => {
  test('Logout on a survey page asks why first, then logs out', async ({ page }) => {
    await sandbox(page, { reset: '1', as: 'borrower', next: PAGE });
    const uuid = await borrowerApplication(page);
    await page.goto(`${APP}/${uuid}/liens`);
    const s = shell(page);
    await s.logout.click();
    const dialog = page.getByRole('dialog', { name: 'Before you go' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'leave survey');
    await dialog.getByRole('radio', { name: "I'll finish later" }).check();
    await dialog.getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('320 px wide', () => {
  test('the shell with its menu open fits without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await sandbox(page, { reset: '1', as: 'borrower', next: PAGE });
    const s = shell(page);
    await s.menu.click();
    await expect(s.notifications.getByRole('listitem').first()).toBeVisible();
    expect(await hasNoHorizontalScroll(page), 'no horizontal scrolling at 320 px').toBe(true);
    await expectAccessible(page, 'shell at 320 px');
  });

  test('the error fallback fits at 320 px', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await sandbox(page, { reset: '1', as: 'visitor', next: PAGE });
    await blockChunk(page, REGISTRATION_CHUNK);
    await page.evaluate(() => sessionStorage.setItem('heloc-chunk-reloads', '5'));
    await page.goto(REGISTER);
    await expect(page.getByRole('heading', { level: 1, name: SNAG })).toBeVisible();
    expect(await hasNoHorizontalScroll(page), 'no horizontal scrolling at 320 px').toBe(true);
    const injected = /Failed to load resource|dynamically imported module|register-/;
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((text) => !injected.test(text)),
    );
  });
});
