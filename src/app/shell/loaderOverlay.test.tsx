/**
 * The shell's loader overlay (one loader actor per page, ShellProvider; the overlay in
 * ShellFrame) against the real loader machine and the sandbox lender (msw in node): a chart asks
 * for it through its host, the page behind it is inert and busy while it shows, axe passes with
 * it on screen. The timing itself is pinned in machines/loader/loader.test.ts and
 * src/ui/loader/LoaderOverlay.test.tsx.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { resetSandbox, sandboxServer } from '../../sandbox/node';
import { expectNoAxeViolations } from '../../ui/testAxe';
import type { ShellEnvironment } from './environment';
import { ShellFrame } from './ShellFrame';
import { ShellProvider, useLoaderActor, type LoaderActorRef } from './ShellProvider';

// Pinned from the spec (registration-and-routing §9), not imported.
const FIRST_MESSAGE = 'Creating your account';

beforeAll(() => sandboxServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetSandbox());
afterAll(() => sandboxServer.close());

let loader: LoaderActorRef;

function Page() {
  loader = useLoaderActor();
  return (
    <>
      <h1>Basic Info</h1>
      <button type="button">Continue</button>
    </>
  );
}

function renderShell() {
  const environment = {
    location: { hostname: '127.0.0.1', pathname: '/account/heloc/register-v2', search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  } satisfies Partial<ShellEnvironment>;
  return render(
    <ShellProvider environment={environment}>
      <ShellFrame>
        <Page />
      </ShellFrame>
    </ShellProvider>,
  );
}

/** The session knows who is there (Login or Logout shown): the shell has settled. */
async function settled(): Promise<void> {
  await waitFor(() =>
    expect(
      within(screen.getByRole('banner')).queryAllByRole('button', { name: /^(Login|Logout)$/ })
        .length,
    ).toBe(1),
  );
}

/** The layout's root (skip link, top bar, main, footer), the overlay's sibling. */
const appRoot = () => document.querySelector('.shell-app') as HTMLElement;
const overlayMessage = () => document.querySelector('.loader-overlay__message') as HTMLElement;

describe('the shell loader overlay', () => {
  it('is hidden, with an empty live region, until a chart starts it; the page is not inert', async () => {
    renderShell();
    await screen.findByRole('heading', { name: 'Basic Info' });
    await settled();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
    expect(overlayMessage().textContent).toBe('');
    expect(appRoot().hasAttribute('inert')).toBe(false);
    expect(appRoot().hasAttribute('aria-busy')).toBe(false);
  });

  it('shows the first progress message over an inert, busy page, then hides after loading ends', async () => {
    renderShell();
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    await settled();
    act(() => loader.send({ type: 'LOADING.START' }));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(overlayMessage().textContent).toBe(FIRST_MESSAGE);
    expect(overlayMessage().closest('[inert]')).toBeNull();
    expect(appRoot().hasAttribute('inert')).toBe(true);
    expect(appRoot().getAttribute('aria-busy')).toBe('true');
    // Behind the overlay nothing is reachable (jsdom has the attribute, browsers the behaviour).
    expect(continueButton.closest('[inert]')).toBe(appRoot());
    await expectNoAxeViolations();

    act(() => loader.send({ type: 'LOADING.END' }));
    // At least 1 s on screen, then gone; the page is usable again.
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
    expect(overlayMessage().textContent).toBe('');
    expect(appRoot().hasAttribute('inert')).toBe(false);
    expect(appRoot().hasAttribute('aria-busy')).toBe(false);
  });
});
