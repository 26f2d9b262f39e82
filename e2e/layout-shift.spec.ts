import { expect, sandbox, test } from './support/fixtures';
import { watchShifts } from './support/layoutShift';

/**
 * No layout shift while a signed-in borrower's offer page assembles itself (issue 18: Lighthouse
 * measured 0.32-0.53 CLS on product/select). The page is put together from answers that arrive one
 * after another (flags, identity, profile, the status, the application, the conditions); each used
 * to add or grow a part of the layout (the top bar's buttons, the open-items link, the progress
 * steps, the loan number) and push what was already painted. The sandbox's fixed latency makes
 * the answers arrive in that sequence, as they do from the real lender.
 */

const APPLICATION = '/account/heloc/a0000000-0000-4000-8000-000000000001';
/** Lighthouse's "good" CLS is 0.1; the page's target is half of it (issue 18). */
const MAX_SHIFT = 0.05;

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 720 },
]) {
  test(`product/select assembles without layout shift at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const shift = await watchShifts(page);
    // The staff page replaces itself with the offer page: a new document, observed from its start.
    // 150 ms a call: the answers of a sequence land in separate frames, as from the real lender
    // (at 0 most land in one frame and hide the shifts).
    await sandbox(page, {
      reset: '1',
      as: 'borrower',
      status: 'OFFER_SELECTION',
      latency: '150',
      next: `${APPLICATION}/product/select`,
    });
    // Settled: every part the answers bring is on screen, and no call is left in flight.
    await expect(page.getByRole('heading', { name: 'Select Offer', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: /open items?$/u })).toBeVisible();
    await expect(page.getByText('Basic Info')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = await shift();
    test.info().annotations.push({ type: 'layout shift', description: total.toFixed(4) });
    expect(total).toBeLessThan(MAX_SHIFT);
    // Focus is on the heading, which is in view; the page scrolled to it only if it had to (below
    // the progress sidebar on a phone), not because the layout grew above it while loading.
    const heading = page.getByRole('heading', { name: 'Select Offer', level: 1 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const { bottom, scrollY } = await heading.evaluate((h) => ({
      bottom: h.getBoundingClientRect().bottom + window.scrollY,
      scrollY: window.scrollY,
    }));
    if (bottom <= viewport.height) expect(scrollY).toBe(0);
  });
}
