import { expect, sandbox, test } from './support/fixtures';

/**
 * Live inspection (issue 15, docs/sandbox.md "Live inspection"): `?inspect=1` in the sandbox build
 * opens Stately's inspector in a new window and reports every flow's actors, events and snapshots
 * to it. This machine cannot reach stately.ai, so the inspector's page is a stand-in that speaks
 * its protocol: it says it is connected to its opener (as the real one does) and keeps what the app
 * posts to it.
 */
const INSPECTOR_PAGE = `<!doctype html><title>Stately inspector (stand-in)</title>
<script>
  window.received = [];
  window.addEventListener('message', (event) => window.received.push(event.data));
  window.opener.postMessage({ type: '@statelyai.connected' }, '*');
</script>`;

test.describe('live inspection', () => {
  test('?inspect=1 opens the inspector and streams the running machines to it', async ({
    page,
    context,
  }) => {
    await context.route('https://stately.ai/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: INSPECTOR_PAGE }),
    );
    const popup = page.waitForEvent('popup');
    await sandbox(page, {
      reset: '1',
      as: 'visitor',
      latency: '0',
      next: '/account/heloc/register-v2?inspect=1',
    });
    const inspector = await popup;
    expect(new URL(inspector.url()).hostname).toBe('stately.ai');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a HELOC' })).toBeVisible();

    // Every root flow reports as an actor with its chart; events reach the inspector as they happen.
    await expect
      .poll(async () =>
        inspector.evaluate(() =>
          (window as unknown as { received: Array<{ type: string; name?: string }> }).received
            .filter((event) => event.type === '@xstate.actor')
            .map((event) => event.name),
        ),
      )
      .toEqual(expect.arrayContaining(['session', 'registration']));
    // What the user does reaches the inspector: typing (the address lookup's queries) and
    // submitting (the registration's step). The inspector sends from the app's idle callbacks,
    // which get a deadline (src/app/inspector.ts): without it, a busy page starved them for 30 s.
    await page.getByRole('combobox', { name: /Property address/ }).fill('12 Main');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect
      .poll(
        async () =>
          inspector.evaluate(() =>
            (
              window as unknown as { received: Array<{ type: string; event?: { type: string } }> }
            ).received
              .filter((event) => event.type === '@xstate.event')
              .map((event) => event.event?.type),
          ),
        { timeout: 15_000 },
      )
      .toEqual(expect.arrayContaining(['ADDRESS.QUERY', 'STEP.SUBMIT']));
    // The events the registration got on the way to its first step (the route, the session's
    // flags) reached it too.
    await expect
      .poll(async () =>
        inspector.evaluate(() =>
          (
            window as unknown as { received: Array<{ type: string; event?: { type: string } }> }
          ).received
            .filter((event) => event.type === '@xstate.event')
            .map((event) => event.event?.type),
        ),
      )
      .toEqual(expect.arrayContaining(['ROUTE.ENTERED', 'SESSION.FLAGS']));
  });

  test('is off without the flag: no window opens', async ({ page }) => {
    let opened = false;
    page.on('popup', () => {
      opened = true;
    });
    await sandbox(page, {
      reset: '1',
      as: 'visitor',
      latency: '0',
      next: '/account/heloc/register-v2?inspect=0',
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a HELOC' })).toBeVisible();
    expect(opened).toBe(false);
  });
});
