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
