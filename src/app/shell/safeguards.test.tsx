/**
 * The shell's safeguards as users meet them, against the real machines and the sandbox lender
 * (msw in node): the offline banner (the browser's offline and online events) and the
 * session-expiry warning (an alert dialog named by its title, focus on "Stay signed in", the time
 * left, extend, a failed extend, sign out, the end with the way back). axe on each.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { resetSandbox, sandboxLender, sandboxServer } from '../../sandbox/node';
import { browserSessionEnv } from '../../sandbox/session';
import { applyControls, parseControls } from '../../sandbox/staff/controls';
import { expectNoAxeViolations } from '../../ui/testAxe';
import type { ShellEnvironment } from './environment';
import { ShellFrame } from './ShellFrame';
import { ShellProvider } from './ShellProvider';

// Pinned, not imported: the words the user reads.
const OFFLINE = "You're offline. Check your connection; we'll carry on when you're back.";
const BACK = "You're back online.";
const TITLE = 'Your session is about to end';
const EXTEND_FAILED = 'We could not keep you signed in. Try again, or sign out and sign back in.';

beforeAll(() => sandboxServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetSandbox();
  localStorage.clear();
});
afterAll(() => sandboxServer.close());

function controls(query: string): void {
  const parsed = parseControls(query);
  expect(parsed.messages).toEqual([]);
  expect(
    applyControls(parsed.actions, { lender: sandboxLender, session: browserSessionEnv() }),
  ).toEqual([]);
}

function renderShell(path = '/account/heloc/register/support') {
  const environment = {
    location: { hostname: '127.0.0.1', pathname: path, search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  } satisfies Partial<ShellEnvironment>;
  const result = render(
    <ShellProvider environment={environment}>
      <ShellFrame>
        <h1>Page</h1>
      </ShellFrame>
    </ShellProvider>,
  );
  return { ...result, environment };
}

const tokenExp = () => {
  const payload = localStorage.getItem('jwt')?.split('.')[1] ?? '';
  return (JSON.parse(atob(payload.replace(/-/gu, '+').replace(/_/gu, '/'))) as { exp?: number })
    .exp;
};

describe('the offline banner', () => {
  it('tells the user they are offline, and that they are back', async () => {
    controls('as=visitor');
    renderShell();
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByText(OFFLINE)).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    const banner = screen.getByText(OFFLINE);
    // A polite live region, always in the page, so the message is announced when it appears.
    expect(banner.closest('[aria-live="polite"]')).not.toBeNull();
    await expectNoAxeViolations();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(OFFLINE)).toBeNull();
    expect(screen.getByText(BACK).closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('shows the banner from the start when the browser starts offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    controls('as=visitor');
    renderShell();
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
  });
});

describe('the session-expiry warning', () => {
  it('opens 2 minutes before the end: an alert dialog with the time left, focus on Stay signed in', async () => {
    controls('as=borrower&tokenTtl=90');
    renderShell();
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(
      /^For your security, we will sign you out in 1 minute \d+ seconds?\. Do you want to stay signed in\?$/u,
    );
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    expect(document.activeElement).toBe(stay);
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('Stay signed in renews the token and closes the dialog', async () => {
    controls('as=borrower&tokenTtl=90');
    const before = tokenExp()!;
    renderShell();
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    sandboxLender.setTokenTtl(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(tokenExp()).toBeGreaterThanOrEqual(before - 90 + 30 * 60);
  });

  it('a failed extend keeps the dialog with an error the screen reader hears', async () => {
    controls('as=borrower&tokenTtl=90');
    sandboxServer.use(
      http.post('*/identity-broker/:realm/secure/api/v3/session/extend', () =>
        HttpResponse.json({ message: 'Boom' }, { status: 500 }),
      ),
    );
    renderShell();
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(EXTEND_FAILED);
    expect(screen.getByRole('alertdialog', { name: TITLE })).toBe(dialog);
    await expectNoAxeViolations();
  });

  it('Sign out logs out through the shell', async () => {
    controls('as=borrower&tokenTtl=90');
    const { environment } = renderShell();
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    // The session must know the user before it can log them out.
    await waitFor(() =>
      expect(
        within(screen.getByRole('banner')).queryAllByRole('button', { name: 'Logout' }),
      ).toHaveLength(1),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(environment.navigateOut).toHaveBeenCalledWith('/auth/login'));
  });

  it('at the end, goes to the login with the way back to this page', async () => {
    controls('as=borrower&tokenTtl=2');
    window.history.replaceState(null, '', '/account/heloc/register/support');
    const { environment } = renderShell();
    await screen.findByRole('alertdialog', { name: TITLE });
    await waitFor(
      () =>
        expect(environment.navigateOut).toHaveBeenCalledWith(
          `/auth/login?redirectUrl=${encodeURIComponent('/account/heloc/register/support')}`,
        ),
      { timeout: 4000 },
    );
    expect(localStorage.getItem('jwt')).toBeNull();
    window.history.replaceState(null, '', '/account/heloc/');
  });
});

describe('without a session', () => {
  it('a visitor sees no warning, ever', async () => {
    controls('as=visitor');
    renderShell();
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
