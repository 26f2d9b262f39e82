import { expect, expectAccessible, sandbox, test } from './support/fixtures';

/**
 * The public pages outside the registration (issue 16, part 8): not accepting applications,
 * coming soon, and the page for a link that names no known lender. axe on each, and 320 px.
 */

const APP = '/account/heloc';

test('a partner that needs a loan officer sends a link without one to "not accepting applications", with what to do next', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await sandbox(page, { reset: '1', as: 'visitor', next: `${APP}/register-v2?org=fairway` });
  await expect(page).toHaveURL(new RegExp(`${APP}/not-accepting-apps$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'We can’t start an application from this link' }),
  ).toBeFocused();
  await expect(page.getByRole('heading', { name: 'What to do next' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '866-912-4800' })).toBeVisible();
  // The phone hours come from the operating-hours service, in Pacific Time.
  await expect(main.getByText(/Mon–Fri .* PT/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'not-accepting-apps');

  await page.goto(`${APP}/coming-soon?state=HI&org=fairway`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Coming soon to Hawaii' }),
  ).toBeVisible();
  await expect(
    page.getByText(/Fairway does not offer home equity lines of credit in Hawaii/),
  ).toBeVisible();
  await expectAccessible(page, 'coming-soon');
});

test('a link naming an organisation no lender is set up for shows "No private label data found"', async ({
  page,
  consoleErrors,
}) => {
  await sandbox(page, { reset: '1', as: 'visitor', next: `${APP}/register/support` });
  await page.goto(`${APP}/register-v2?org=nosuch`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No private label data found' }),
  ).toBeFocused();
  await expect(page.getByText('No lender is set up for the organisation "nosuch"')).toBeVisible();
  // No lender's frame: no other brand's top bar or footer.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page, 'no private label data');
  expect(consoleErrors).toEqual([]);
});

test('the accessibility statement: reached from the legal footer by keyboard when signed in, open to visitors, axe-clean at 320 px', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  // Signed in, on an application screen.
  await sandbox(page, {
    reset: '1',
    as: 'borrower',
    status: 'IDENTITY_VERIFICATION',
    latency: '0',
  });
  await expect(page).toHaveURL(/\/identity$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Keyboard only: Tab to the footer's link (a cap, so a link that cannot be reached fails), Enter.
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' });
  for (let stop = 0; stop < 150; stop += 1) {
    if (await link.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${APP}/accessibility$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeFocused();
  // Still signed in: the app navigated, it did not start over.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(
    main.getByRole('link', { name: 'Web Content Accessibility Guidelines (WCAG) 2.2' }),
  ).toBeVisible();
  await expect(main.getByText('Last checked: 11/27/2026')).toHaveCount(12);
  await expect(main.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeVisible();
  await expect(main.getByRole('link', { name: '888-819-6388' })).toHaveAttribute(
    'href',
    'tel:+18888196388',
  );
  await expect(main.getByRole('link', { name: 'support@figure.com' })).toHaveAttribute(
    'href',
    'mailto:support@figure.com',
  );
  await expect(main.getByText(/Mon–Fri .* PT/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'accessibility statement (signed in)');

  // Signed out, on a partner's site: the partner's own contact.
  await sandbox(page, { reset: '1', as: 'visitor', next: `${APP}/accessibility?org=fairway` });
  await expect(page).toHaveURL(new RegExp(`${APP}/accessibility\\?org=fairway$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeFocused();
  await expect(page.getByRole('main').getByRole('link', { name: '866-912-4800' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'accessibility statement (signed out)');
  expect(consoleErrors).toEqual([]);
});
