/**
 * The public pages outside the registration: not accepting applications, coming soon. Rendered
 * under the shell's session (the brand comes from the page's org) on the sandbox lender (the
 * phone hours come from its operating-hours service).
 */
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ShellEnvironment } from '../../app/shell/environment';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { Component as ComingSoonPage, comingSoonState } from './ComingSoonPage';
import { Component as NotAcceptingAppsPage } from './NotAcceptingAppsPage';

const { lender } = setupSandboxServer();

beforeEach(() => {
  lender.setLatency(0);
  localStorage.clear();
  sessionStorage.clear();
});

function environment(path: string): Partial<ShellEnvironment> {
  const [pathname = '/', search = ''] = path.split(/(?=\?)/);
  return {
    location: { hostname: '127.0.0.1', pathname: `/account/heloc${pathname}`, search },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
  };
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/not-accepting-apps', Component: NotAcceptingAppsPage },
      { path: '/coming-soon', Component: ComingSoonPage },
      { path: '/register-v2', element: <h1>Registration</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellProvider environment={environment(path)}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  return router;
}

describe('not accepting applications (/not-accepting-apps)', () => {
  it("tells a partner's visitor why, what to do next, and how to reach the brand, with its hours", async () => {
    renderPage('/not-accepting-apps?org=fairway');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'We can’t start an application from this link',
    });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(/starts with your loan officer’s personal application link/),
    ).toBeTruthy();
    const steps = screen.getByRole('heading', { name: 'What to do next' }).nextElementSibling!;
    expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '866-912-4800' }).getAttribute('href')).toBe(
      'tel:+18669124800',
    );
    expect(screen.getByRole('link', { name: 'heloc@fairwaymc.com' })).toBeTruthy();
    expect(await screen.findByText('Mon–Fri 6:00 AM–6:00 PM PT')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says it plainly for a brand that takes applications without a loan officer', async () => {
    renderPage('/not-accepting-apps');
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText('Figure is not accepting applications through this link.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '888-819-6388' })).toBeTruthy();
  });
});

describe('coming soon (/coming-soon)', () => {
  it('names a state the brand does not lend in yet, and where it lends today', async () => {
    renderPage('/coming-soon?state=hi');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Coming soon to Hawaii' });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(/Figure does not offer home equity lines of credit in Hawaii yet/),
    ).toBeTruthy();
    expect(screen.getByText(/^Available in \d+ states/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check your address' }).getAttribute('href')).toBe(
      '/register-v2',
    );
    await expectNoAxeViolations();
  });

  it('sends a visitor from a state the brand serves to the application', async () => {
    renderPage('/coming-soon?state=TX');
    await screen.findByRole('heading', { level: 1, name: 'Figure lends in Texas' });
    expect(screen.getByRole('link', { name: 'Start your application' })).toBeTruthy();
  });

  it('ignores a state parameter that is not a state', async () => {
    expect(comingSoonState('<b>x</b>')).toBeNull();
    expect(comingSoonState(' ny ')).toBe('NY');
    renderPage('/coming-soon?state=ZZ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coming soon to your area' }),
    ).toBeTruthy();
  });
});
