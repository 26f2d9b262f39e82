/**
 * The shell's views against the real session and logout machines and the sandbox lender (msw in
 * node): top bar per role, notifications, support link, footer per partner, privacy choices,
 * maintenance page, error fallback, brand switch, leave survey. axe on each.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { resetSandbox, sandboxLender, sandboxServer } from '../../sandbox/node';
import { browserSessionEnv } from '../../sandbox/session';
import { applyControls, type ControlAction } from '../../sandbox/staff/controls';
import { BRANDS } from '../../domain/brands';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { Component as RootLayout, ErrorBoundary as RootErrorBoundary } from '../RootLayout';
import { chatOpenRequestCount as chatOpenRequests, resetChatDock } from './chat/chatDock';
import type { ShellEnvironment } from './environment';
import { LoanNumber } from './LoanNumber';
// The menu loads the panel lazily; importing it here makes that load instant in the tests.
import './NotificationsPanel';
import { newYorkRedirectFor, NewYorkRedirectModal } from './NewYorkRedirectModal';
import { ShellFrame } from './ShellFrame';
import { ShellProvider, useRefreshSession } from './ShellProvider';
import { usePageTitle } from './usePageTitle';

// Pinned from the spec, not imported: a change of the wording must fail these tests.
const MAINTENANCE_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';
const SNAG = 'Sorry, looks like we have hit a snag!';
const TRY_AGAIN_TEXT = 'Please click "Try again" to see if we can get you back moving.';
const UUID = '0b7c1a2e-1111-4222-8333-444455556666';

beforeAll(() => sandboxServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetSandbox());
afterAll(() => sandboxServer.close());

type Persona = 'visitor' | 'borrower' | 'signer' | 'broker';

function signInAs(persona: Persona): void {
  const actions: ControlAction[] = [{ kind: 'as', persona }];
  applyControls(actions, { lender: sandboxLender, session: browserSessionEnv() });
}

afterEach(() => {
  // A click on "Chat with us" in one test must not open the chat in the next.
  resetChatDock();
});

function setFlags(flags: Record<string, boolean>): void {
  for (const [name, enabled] of Object.entries(flags)) sandboxLender.setFlag(name, enabled);
}

function recordedEnvironment(pathname: string, search = '') {
  return {
    location: { hostname: '127.0.0.1', pathname, search },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  } satisfies Partial<ShellEnvironment>;
}

function Page({ title = 'Basic Info' }: { title?: string }) {
  usePageTitle(title);
  return <h1>{title}</h1>;
}

/** The shell frame (top bar, main, footer) around `children`, without a router. */
function renderShell(options: { path?: string; search?: string; children?: ReactNode } = {}) {
  const environment = recordedEnvironment(
    options.path ?? '/account/heloc/register-v2',
    options.search,
  );
  const result = render(
    <ShellProvider environment={environment}>
      <ShellFrame>{options.children ?? <Page />}</ShellFrame>
    </ShellProvider>,
  );
  return { ...result, environment };
}

/** The real root layout under a memory router at `path` (relative to the app's base). */
function renderApp(path: string, children: RouteObject[]) {
  const [pathname = '/', query] = path.split('?');
  const environment = recordedEnvironment(`/account/heloc${pathname}`, query ? `?${query}` : '');
  const router = createMemoryRouter(
    [{ path: '/', Component: RootLayout, ErrorBoundary: RootErrorBoundary, children }],
    { initialEntries: [path] },
  );
  const result = render(
    <ShellProvider environment={environment}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  return { ...result, environment, router };
}

const banner = () => screen.getByRole('banner');
const footer = () => screen.getByRole('contentinfo');

/** The session knows who is there: Login or Logout is shown. */
async function identified(): Promise<void> {
  await waitFor(() =>
    expect(within(banner()).queryAllByRole('button', { name: /^(Login|Logout)$/ }).length).toBe(1),
  );
}

describe('top bar per role', () => {
  it('visitor: Login, no Dashboard, no Logout, no menu; Login goes to the hosted login with the way back', async () => {
    signInAs('visitor');
    const { environment, container } = renderShell();
    await identified();
    const bar = within(banner());
    expect(bar.getByRole('link', { name: 'Figure home' }).getAttribute('href')).toBe('/');
    expect(bar.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(bar.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(bar.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(bar.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(environment.navigateOut).toHaveBeenCalledWith(
        '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister-v2',
      ),
    );
  });

  it('borrower: Dashboard, Logout and a keyboard-operable menu with notifications, apps and side nav', async () => {
    signInAs('borrower');
    const { container } = renderShell();
    await identified();
    const bar = within(banner());
    expect(bar.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(bar.queryByRole('button', { name: 'Login' })).toBeNull();

    const menuButton = bar.getByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Apps' })).toBeNull();
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');

    const apps = screen.getByRole('navigation', { name: 'Apps' });
    expect(
      within(apps)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Passport', '/universal-passport'],
      ['Group Manager', '/group-manager'],
      ['Pay', '/pay'],
      ['Exchange', '/exchange'],
    ]);
    const side = screen.getByRole('navigation', { name: 'Side navigation' });
    expect(
      within(side)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Marketplace', '/universal-marketplace'],
    ]);
    await screen.findByRole('region', { name: /Notifications/ });
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{Escape}');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('shows Portfolio Manager in the apps menu and the side nav only with its flag', async () => {
    signInAs('borrower');
    setFlags({ 'fe-heloc-portfolio-manager': true });
    renderShell();
    await identified();
    await userEvent.click(within(banner()).getByRole('button', { name: 'Menu' }));
    for (const name of ['Apps', 'Side navigation']) {
      const nav = screen.getByRole('navigation', { name });
      expect(
        within(nav).getByRole('link', { name: 'Portfolio Manager' }).getAttribute('href'),
      ).toBe('/portfolio');
    }
  });

  it('additional signer (co-deeder) on the signer paths: Logout, but no Dashboard anywhere', async () => {
    signInAs('signer');
    const { environment, container } = renderShell({ path: '/account/heloc/heloc-signer/intro' });
    await identified();
    const bar = within(banner());
    expect(bar.getByRole('button', { name: 'Logout' })).toBeTruthy();
    await waitFor(() => expect(bar.getByRole('button', { name: 'Menu' })).toBeTruthy());
    expect(bar.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await userEvent.click(bar.getByRole('button', { name: 'Menu' }));
    const side = screen.getByRole('navigation', { name: 'Side navigation' });
    expect(within(side).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(environment.reload).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('additional signer (co-deeder) on the primary app: logged out and the page reloaded', async () => {
    signInAs('signer');
    const { environment } = renderShell({ path: '/account/heloc/register-v2' });
    await waitFor(() => expect(environment.reload).toHaveBeenCalledTimes(1));
    expect(environment.clearSession).toHaveBeenCalled();
  });

  it('broker: Dashboard and Logout', async () => {
    signInAs('broker');
    const { container } = renderShell();
    await identified();
    await waitFor(() =>
      expect(within(banner()).getByRole('link', { name: 'Dashboard' })).toBeTruthy(),
    );
    expect(within(banner()).getByRole('button', { name: 'Logout' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('Logout outside the survey paths logs out at once, clears the session and goes to /auth/login', async () => {
    signInAs('borrower');
    const { environment } = renderShell();
    await identified();
    await userEvent.click(within(banner()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(environment.navigateOut).toHaveBeenCalledWith('/auth/login'));
    expect(environment.clearSession).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('session refresh', () => {
  function SignedInElsewhere() {
    const refresh = useRefreshSession();
    return (
      <button type="button" onClick={refresh}>
        Signed in
      </button>
    );
  }

  it('shows the signed-in top bar after a sign-in without a page load', async () => {
    signInAs('visitor');
    renderShell({ children: <SignedInElsewhere /> });
    await identified();
    expect(within(banner()).getByRole('button', { name: 'Login' })).toBeTruthy();
    signInAs('borrower');
    await userEvent.click(screen.getByRole('button', { name: 'Signed in' }));
    await waitFor(() =>
      expect(within(banner()).getByRole('button', { name: 'Logout' })).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Signed in' })).toBeTruthy();
  });
});

describe('notifications panel', () => {
  async function openMenu() {
    await identified();
    await userEvent.click(within(banner()).getByRole('button', { name: 'Menu' }));
    return screen.findByRole('region', { name: /Notifications/ });
  }

  it('shows the 3 newest, newest first, then all of them with View All', async () => {
    signInAs('borrower');
    renderShell();
    const panel = await openMenu();
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    const titles = () =>
      within(panel)
        .getAllByRole('listitem')
        .map((item) =>
          item.querySelector('.shell-notification__title')?.textContent?.replace('Unread: ', ''),
        );
    expect(titles()).toEqual([
      'Bank letter needed',
      'Upload your paystubs',
      'Your offers are ready',
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'View All' }));
    expect(titles()).toEqual([
      'Bank letter needed',
      'Upload your paystubs',
      'Your offers are ready',
      'Welcome',
    ]);
    expect(within(panel).getByRole('button', { name: 'Show fewer' })).toBeTruthy();
    await expectNoAxeViolations(panel);
  });

  it('says "No Notifications" when there are none, without a View All toggle', async () => {
    signInAs('broker');
    renderShell();
    const panel = await openMenu();
    await within(panel).findByText('No Notifications');
    expect(within(panel).queryByRole('button', { name: 'View All' })).toBeNull();
  });

  it('is not there for visitors', async () => {
    signInAs('visitor');
    renderShell();
    await identified();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByText('No Notifications')).toBeNull();
  });
});

describe('support link', () => {
  it('reads "Have a question?" with the brand phone when web chat is off', async () => {
    setFlags({ 'fe-webchat': false });
    renderShell();
    await identified();
    const link = within(banner()).getByRole('link', { name: 'Have a question? 888-819-6388' });
    expect(link.getAttribute('href')).toBe('tel:+18888196388');
  });

  it('reads "Chat with us" when web chat is on, and opens the chat instead of dialling', async () => {
    setFlags({ 'fe-webchat': true });
    renderShell();
    const button = await waitFor(() =>
      within(banner()).getByRole('button', { name: 'Chat with us' }),
    );
    expect(within(banner()).queryByRole('link', { name: /888-819-6388/u })).toBeNull();
    const before = chatOpenRequests();
    fireEvent.click(button);
    expect(chatOpenRequests()).toBe(before + 1);
  });

  it("uses the partner's phone", async () => {
    setFlags({ 'fe-webchat': false });
    renderShell({ search: '?org=fairway' });
    await identified();
    expect(
      within(banner()).getByRole('link', { name: 'Have a question? 866-912-4800' }),
    ).toBeTruthy();
  });
});

describe('legal footer', () => {
  it('main brand: reassurance, disclosures, licensing with "More states to come!", Terms of Service', async () => {
    const { container } = renderShell();
    await identified();
    const foot = within(footer());
    expect(
      foot.getByText(/256-bit encryption\. Figure never sees or stores your credentials\./),
    ).toBeTruthy();
    for (const text of [
      /soft credit pull.*hard credit pull/i,
      /lien on your home/,
      /4\.99%/,
      /\$400,000/,
      /five business days/,
      /about five minutes/,
    ]) {
      expect(foot.getByText(text)).toBeTruthy();
    }
    expect(foot.getByText(/Figure Lending LLC\. NMLS ID 1717824/)).toBeTruthy();
    expect(
      foot.getByText(/Available in 47 states and the District of Columbia\. More states to come!/),
    ).toBeTruthy();
    expect(foot.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://www.figure.com/terms-of-service/',
    );
    expect(foot.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://www.figure.com/privacy-policy/',
    );
    expect(foot.queryByRole('link', { name: 'Terms of Use' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('a "Terms of Use" partner, with its own company and states', async () => {
    renderShell({ search: '?org=fairway' });
    await identified();
    const foot = within(footer());
    expect(foot.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe(
      'https://www.fairway.com/terms-of-use',
    );
    expect(foot.getByText(/Fairway Independent Mortgage Corporation\. NMLS ID 2289/)).toBeTruthy();
    expect(foot.getByText(/Fairway never sees or stores your credentials/)).toBeTruthy();
  });

  it('a partner without legal URLs links the in-app /privacy and /terms', async () => {
    renderShell({ search: '?org=cmg' });
    await identified();
    const foot = within(footer());
    // Under the app's base (appHref): /account/heloc/terms in the app, /terms under vitest's base.
    const base = import.meta.env.BASE_URL.replace(/\/$/, '');
    expect(foot.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe(
      `${base}/terms`,
    );
    expect(foot.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      `${base}/privacy`,
    );
  });

  it('links the accessibility statement: a page of the app, reached in the app from any page', async () => {
    // The shell alone (no router): a plain link under the app's base.
    const { unmount } = renderShell();
    await identified();
    const base = import.meta.env.BASE_URL.replace(/\/$/, '');
    expect(
      within(footer()).getByRole('link', { name: 'Accessibility statement' }).getAttribute('href'),
    ).toBe(`${base}/accessibility`);
    unmount();

    // In the app: a link the router follows (no page load), signed in on an application screen.
    signInAs('borrower');
    const { router } = renderApp(`/${UUID}/start/profile`, [
      { path: ':applicationId/start/profile', Component: () => <Page title="Basic Info" /> },
      { path: 'accessibility', Component: () => <Page title="Accessibility statement" /> },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Basic Info' });
    const link = within(footer()).getByRole('link', { name: 'Accessibility statement' });
    expect(link.getAttribute('href')).toBe('/accessibility');
    await userEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' });
    expect(router.state.location.pathname).toBe('/accessibility');
  });

  it('names a small footprint state by state, with "More states to come!"', async () => {
    renderShell({ search: '?org=figure-ny' });
    await identified();
    expect(within(footer()).getByText(/Available in New York\. More states to come!/)).toBeTruthy();
  });

  it('privacy choices: a dialog that stores the choice locally and starts from it next time', async () => {
    const { container } = renderShell();
    await identified();
    const button = within(footer()).getByRole('button', { name: 'Privacy choices' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy choices' });
    await expectNoAxeViolations(document.body);
    const analytics = within(dialog).getByRole('checkbox', { name: 'Analytics cookies' });
    expect((analytics as HTMLInputElement).checked).toBe(false);
    await userEvent.click(analytics);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('heloc-consent') ?? '{}')).toMatchObject({
      analytics: true,
      marketing: false,
    });
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    expect(
      (
        within(screen.getByRole('dialog')).getByRole('checkbox', {
          name: 'Analytics cookies',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('maintenance page', () => {
  it('replaces the app with the flag on: the spec title and message, and the dashboard link the flag asks for', async () => {
    // The sandbox's maintenance variables: routes ['*'], the default message and title, link on.
    setFlags({ 'fe-heloc-maintenance': true });
    const { container } = renderShell({ children: <Page title="Should not show" /> });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Scheduled Maintenance' });
    expect(screen.getByText(MAINTENANCE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByText('Should not show')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(document.title).toBe('Figure | Scheduled Maintenance');
    // Focus moves in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expectNoAxeViolations(container);
  });

  it("takes the flag's message and pageTitle, without a dashboard link unless asked", async () => {
    sandboxLender.setFlag('fe-heloc-maintenance', true, {
      routes: [],
      message: 'We are upgrading our systems until 6 PM PT.',
      pageTitle: 'Down for an upgrade',
      shouldShowDashboardLink: false,
    });
    renderShell();
    await screen.findByRole('heading', { level: 1, name: 'Down for an upgrade' });
    expect(screen.getByText('We are upgrading our systems until 6 PM PT.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
  });

  it('leaves the paths its routes do not cover alone', async () => {
    sandboxLender.setFlag('fe-heloc-maintenance', true, { routes: ['heloc-signer'] });
    renderShell({ children: <Page title="Property Info" /> });
    await screen.findByRole('heading', { level: 1, name: 'Property Info' });
    expect(screen.queryByText('Scheduled Maintenance')).toBeNull();
  });

  it('never blocks the app when the flags call fails', async () => {
    sandboxLender.addFault('getFeatureFlags', 503);
    renderShell({ children: <Page title="Property Info" /> });
    await screen.findByRole('heading', { level: 1, name: 'Property Info' });
  });
});

describe('error fallback (the root error boundary)', () => {
  const throwing: RouteObject[] = [
    {
      path: 'boom',
      loader: () => {
        throw new Error('Kaboom');
      },
      Component: () => <p>never</p>,
    },
    {
      path: 'missing',
      loader: () => {
        throw new Response('Not Found', { status: 404 });
      },
      Component: () => <p>never</p>,
    },
  ];

  it("shows the spec's texts, both buttons and the brand's support, and reports it", async () => {
    const { environment, container } = renderApp('/boom', throwing);
    const heading = await screen.findByRole('heading', { level: 1, name: SNAG });
    expect(screen.getByText(TRY_AGAIN_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '888-819-6388' }).getAttribute('href')).toBe(
      'tel:+18888196388',
    );
    expect(screen.getByRole('link', { name: 'support@figure.com' }).getAttribute('href')).toBe(
      'mailto:support@figure.com',
    );
    // Focus moves in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe(`Figure | ${SNAG}`);
    // Tracked and logged (console.warn through the environment), never console.error.
    await waitFor(() =>
      expect(environment.track).toHaveBeenCalledWith('HELOC: Error Fallback', {
        pagePath: '/account/heloc/boom',
        identityId: null,
        eventProperties: { message: 'Kaboom', orgCode: 'figure' },
      }),
    );
    expect(environment.warn).toHaveBeenCalledWith('HELOC: Error Fallback', 'Kaboom', '/boom');
    // The top bar and footer stay.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(environment.reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    expect(environment.navigateOut).toHaveBeenCalledWith('/dashboard');
  });

  it("uses the partner's support phone and e-mail", async () => {
    renderApp('/boom?org=cmg', throwing);
    await screen.findByRole('heading', { level: 1, name: SNAG });
    expect(screen.getByRole('link', { name: BRANDS.cmg.support.phone })).toBeTruthy();
    expect(screen.getByRole('link', { name: BRANDS.cmg.support.email })).toBeTruthy();
  });

  it('shows the not-found page for a 404 route error', async () => {
    const { environment } = renderApp('/missing', throwing);
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.queryByText(SNAG)).toBeNull();
    expect(environment.track).not.toHaveBeenCalled();
  });

  it('shows the not-found page for a path that is not an application id', async () => {
    renderApp(`/not-a-uuid/identity`, [
      {
        path: ':applicationId',
        loader: () => {
          throw new Response('Not Found', { status: 404 });
        },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  });
});

describe('brand', () => {
  it('switching org restyles the whole app (CSS variables on the root) and renames it', async () => {
    const { router } = renderApp('/register-v2', [
      { path: 'register-v2', Component: () => <Page title="Property Info" /> },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Property Info' });
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--color-primary')).toBe(BRANDS.figure.theme.primary);
    expect(root.dataset.brand).toBe('figure');
    expect(document.title).toBe('Figure | Property Info');
    expect(within(footer()).getByRole('link', { name: 'Terms of Service' })).toBeTruthy();

    await act(() => router.navigate('/register-v2?org=fairway'));
    await waitFor(() =>
      expect(root.style.getPropertyValue('--color-primary')).toBe(BRANDS.fairway.theme.primary),
    );
    expect(root.style.getPropertyValue('--color-focus')).toBe(BRANDS.fairway.theme.focus);
    expect(root.dataset.brand).toBe('fairway');
    expect(document.title).toBe('Fairway | Property Info');
    expect(within(banner()).getByRole('link', { name: 'Fairway home' })).toBeTruthy();
    expect(within(footer()).getByRole('link', { name: 'Terms of Use' })).toBeTruthy();
  });

  it('sends the page org with every call (x-org)', async () => {
    const orgs: Array<string | null> = [];
    const listener = ({ request }: { request: Request }) => {
      orgs.push(request.headers.get('x-org'));
    };
    sandboxServer.events.on('request:start', listener);
    renderShell({ search: '?org=fairway' });
    await identified();
    sandboxServer.events.removeListener('request:start', listener);
    expect(orgs.length).toBeGreaterThan(1);
    expect(new Set(orgs)).toEqual(new Set(['fairway']));
  });

  it('starts from the org the staff tools stored', async () => {
    sessionStorage.setItem('org', 'agewell');
    renderShell();
    await identified();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe(
      BRANDS.agewell.theme.primary,
    );
    expect(document.title).toBe('AgeWell | Basic Info');
  });
});

describe('leave survey', () => {
  it('on a survey path, Logout opens the survey; the logout follows 750 ms after it closes', async () => {
    signInAs('borrower');
    const { environment, container } = renderApp(`/${UUID}/liens`, [
      { path: ':applicationId/liens', Component: () => <Page title="Lien Verification" /> },
    ]);
    await identified();
    await userEvent.click(within(banner()).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    await expectNoAxeViolations(document.body);
    await userEvent.click(within(dialog).getByRole('radio', { name: "I'll finish later" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(environment.track).toHaveBeenCalledWith('HELOC: Leave Survey', {
      pagePath: `/account/heloc/${UUID}/liens`,
      eventProperties: { reason: 'FINISH_LATER', details: undefined },
    });
    expect(environment.navigateOut).not.toHaveBeenCalled();
    expect(within(banner()).getByRole('button', { name: 'Logging out…' })).toBeTruthy();
    await waitFor(() => expect(environment.navigateOut).toHaveBeenCalledWith('/auth/login'), {
      timeout: 3000,
    });
    await expectNoAxeViolations(container);
  });
});

describe('pieces for application pages', () => {
  it('LoanNumber shows the loan number, and nothing without one', async () => {
    const { container, rerender } = render(<LoanNumber loanNumber="HL-100001" />);
    expect(container.textContent).toBe('Loan number HL-100001');
    await expectNoAxeViolations(container);
    rerender(<LoanNumber loanNumber={null} />);
    expect(container.textContent).toBe('');
  });

  it('NewYorkRedirectModal offers a button to the right site', async () => {
    const onClose = vi.fn();
    const redirect = newYorkRedirectFor({
      brand: BRANDS.figure,
      propertyState: 'NY',
      flagOn: true,
      hostname: '127.0.0.1',
    });
    render(<NewYorkRedirectModal redirect={redirect} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Applying for a New York property?' });
    expect(
      within(dialog)
        .getByRole('link', { name: 'Continue to the New York site' })
        .getAttribute('href'),
    ).toBe('/account/heloc/register?org=figure-ny');
    await expectNoAxeViolations(document.body);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the property' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('NewYorkRedirectModal is closed without a redirect', () => {
    render(<NewYorkRedirectModal redirect={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
