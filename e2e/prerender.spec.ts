import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { tool } from '../scripts/bin.mjs';
import { startProductPreview } from '../scripts/product-preview.mjs';
import { watchShifts } from './support/layoutShift';

/**
 * The prerendered start page (issue 18, decision 021), in the production build as a lender's host
 * serves it (scripts/product-preview.mjs, its API answered by the sandbox lender in Node): it
 * paints without JavaScript and without waiting for a style sheet (its critical CSS is inline,
 * allowed by the CSP's hashes), requests the app's JavaScript only once it has painted, then
 * hydrates with no console message, no Content Security Policy violation and no layout shift. `npm test` has just built dist/ (its purity stage); run alone,
 * this file builds it.
 */

const PORT = Number(process.env['E2E_PORT'] ?? 4174) + 1000;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const START = `${ORIGIN}/account/heloc/register-v2`;

test.describe.configure({ mode: 'serial' });

let stop: (() => Promise<void>) | undefined;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!existsSync('dist/prerendered')) {
    execFileSync(...tool('vite', ['build', '--logLevel', 'error']), { stdio: 'inherit' });
  }
  stop = await startProductPreview({ port: PORT });
});
test.afterAll(async () => {
  await stop?.();
});

/** Console messages, CSP violations and layout shifts from the page's first byte on. */
async function watch(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    // A visitor's identity call answers 401, which the browser itself logs: that is the answer.
    if (/status of 401/u.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const shift = await watchShifts(page);
  return {
    messages,
    violations: () =>
      page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    shift,
  };
}

test('paints the start page, in the brand, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(`${request.resourceType()} ${request.url()}`));
  const response = await page.goto(START);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a HELOC' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Property address/u })).toBeVisible();
  await expect(page.getByRole('group', { name: 'How do you use this property?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(page.getByText('Loading')).toHaveCount(0);
  await expect(page).toHaveTitle(/\| Apply for a HELOC$/u);
  // The brand's colours come with the page, not with the script.
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary).toMatch(/^#[0-9a-f]{6}$/iu);
  // Styled by its own inline CSS (the page's layout, not the browser's defaults): no style sheet
  // is fetched, none blocks the paint.
  const button = page.getByRole('button', { name: 'Continue' });
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(
    'rgb(239, 239, 239)',
  );
  expect(fetched.filter((line) => line.startsWith('stylesheet'))).toEqual([]);
  await context.close();
});

test('hydrates with no console message, CSP violation or layout shift, and then works', async ({
  page,
}) => {
  const watched = await watch(page);
  // The lender's answers (flags, identity, banners) are held until the page has hydrated: what
  // they add later (a banner, the Login button) is theirs to place, not a shift of hydration.
  const held: Array<() => Promise<void>> = [];
  await page.route(
    (url) => !url.pathname.startsWith('/account/heloc/'),
    (route) => void held.push(() => route.continue()),
  );
  await page.goto(START);
  const root = page.locator('#root[data-prerendered]');
  await expect(root).toHaveCount(1);
  const title = await page.title();
  // The app's modules are in and have hydrated (their first calls are waiting): nothing moved.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(await watched.shift()).toBe(0);
  for (const release of held.splice(0)) await release();
  await page.unroute(() => true);
  // Hydrated: the chart answers an empty submit with the spec's messages.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').getByText('There is a problem')).toBeVisible();
  // The same elements as painted (hydration keeps them; a fresh render would have replaced the root).
  await expect(root).toHaveCount(1);
  expect(await page.title()).toBe(`Error: ${title}`);
  expect(watched.messages).toEqual([]);
  expect(await watched.violations()).toEqual([]);
});

test('requests the app only once the page has painted, and fetches no style sheet', async ({
  page,
}) => {
  const styleSheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') styleSheets.push(request.url());
  });
  await page.goto(START);
  // Hydrated (the chart answers an empty submit), so every chunk the page needs has arrived.
  await expect(async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').getByText('There is a problem')).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/u.test(new URL(entry.name).pathname))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(2);
  for (const script of timing.scripts) {
    expect(script.start, script.name).toBeGreaterThanOrEqual(timing.paint);
  }
  // The start page's own styles are inline; its chunk's loader takes them as already there.
  expect(styleSheets).toEqual([]);
  // Deep links' preload of the route discovery is not the start page's.
  expect(timing.scripts.map((script) => script.name).join('\n')).not.toMatch(/discoveredRoutes/u);
  // No waterfall: every chunk the start page's chunks import is preloaded with them.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  const register = preloaded.find((path) => /\/register-[\w-]+\.js$/u.test(path));
  expect(register).toBeDefined();
  const source = await (await page.request.get(new URL(register!, START).href)).text();
  const imported = [...source.matchAll(/from\s*"\.\/([^"]+\.js)"/gu)].map(
    (m) => `/account/heloc/assets/${m[1]}`,
  );
  expect(imported.length).toBeGreaterThan(0);
  for (const path of imported) expect(preloaded).toContain(path);
});

test('keeps what was typed before the app arrived, and a submit then reloads nothing', async ({
  page,
}) => {
  const watched = await watch(page);
  // The app's modules are held: the borrower uses the painted page before it is live.
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/u, (route) =>
    holding ? void held.push(() => route.continue()) : route.continue(),
  );
  await page.goto(START);
  const address = page.getByRole('combobox', { name: /Property address/u });
  await address.fill('12 Oak');
  await page.getByRole('radio', { name: 'Primary residence' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // No reload to the page's own address with the form in its query.
  expect(page.url()).toBe(START);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  holding = false;
  for (const release of held.splice(0)) await release();
  // Live: the chart asks for an address chosen from the list, and what was typed is still there.
  await expect(async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').getByText('There is a problem')).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
  await expect(address).toHaveValue('12 Oak');
  await expect(page.getByRole('radio', { name: 'Primary residence' })).toBeChecked();
  expect(page.url()).toBe(START);
  expect(watched.messages).toEqual([]);
});

test('the lender’s answers move nothing: its banners wait for the next page', async ({ page }) => {
  const watched = await watch(page);
  const bannerFile = page.waitForResponse((response) => /banners/u.test(response.url()));
  await page.goto(START);
  await bannerFile;
  // Live, and the lender has answered: the session's Login button is there.
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const announcements = page.getByRole('region', { name: 'Announcements' });
  await expect(announcements).toHaveCount(0);
  // Nothing below the top bar moves. Measured there: on a wide screen, "Chat with us" (the
  // flags' answer) steps aside for Login (the session's) when that comes second, 0.0007.
  expect(await watched.shift()).toBeLessThan(0.002);
  // The borrower moves on: the next page brings the banners.
  await page.getByRole('combobox', { name: /Property address/u }).fill('12 Main St');
  const manual = page.getByRole('button', { name: /enter address manually/u });
  if (await manual.isVisible()) await manual.click();
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByLabel('Primary residence').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register-v2\/for-sale$/u);
  await expect(announcements).toBeVisible();
  expect(watched.messages).toEqual([]);
});

test('a deep link preloads the route discovery with the entry, before anything has run', async ({
  page,
}) => {
  const deepLink = `${ORIGIN}/account/heloc/a0000000-0000-4000-8000-000000000001/product/select`;
  const html = await (await page.request.get(deepLink)).text();
  expect(html).toMatch(
    /<link rel="modulepreload" crossorigin href="[^"]+discoveredRoutes-[\w-]+\.js" data-deep-link>/u,
  );
  // The seeded borrower, signed in through the hosted login's cookie (docs/sandbox.md).
  await page
    .context()
    .addCookies([
      { name: 'sandbox_session', value: 'b0000000-0000-4000-8000-000000000001', url: ORIGIN },
    ]);
  await page.goto(deepLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Select Offer' })).toBeVisible();
  const started = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const find = (name: RegExp) => entries.find((entry) => name.test(entry.name));
    return {
      discovery: find(/\/assets\/discoveredRoutes-[\w-]+\.js$/u)?.startTime,
      framework: find(/\/assets\/framework-[\w-]+\.js$/u)?.responseEnd,
    };
  });
  // Requested from the HTML: before the framework had even arrived, let alone run the router
  // that would otherwise ask for it.
  expect(started.discovery).toBeDefined();
  expect(started.framework).toBeDefined();
  expect(started.discovery!).toBeLessThan(started.framework!);
});

test('renders a visit the build did not prerender (a query) afresh, the same page', async ({
  page,
}) => {
  const watched = await watch(page);
  await page.goto(`${START}?utm_source=mail`);
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a HELOC' })).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  expect(watched.messages).toEqual([]);
  expect(await watched.violations()).toEqual([]);
});
