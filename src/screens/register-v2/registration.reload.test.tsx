/**
 * Issue 17 (5), reload and return: what the user typed on a register-v2 step is back after the
 * page goes and comes again in the same tab (a reload, a tab restored with Ctrl+Shift+T: the
 * tab's sessionStorage survives both), on the step they were on; never the password.
 * The whole page as it mounts: the shell, the route module, the real chart and the sandbox.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { REGISTER_V2_CHILDREN } from './routes';
import { Component as RegistrationLayout } from './RegistrationLayout';
import type { ShellEnvironment } from '../../app/shell/environment';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { REGISTRATION_DRAFT_KEY } from '../../domain/registration/draft';
import { setupSandboxServer } from '../../testing/sandbox-server';

const { lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  lender.setLatency(0);
  localStorage.clear();
  sessionStorage.clear();
});

function environment(pathname: string): Partial<ShellEnvironment> {
  return {
    location: { hostname: '127.0.0.1', pathname: `/account/heloc${pathname}`, search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
  };
}

/** The page loaded at `path` (a first visit, or the reload: sessionStorage is kept between). */
async function loadPage(path: string) {
  const children = await Promise.all(
    REGISTER_V2_CHILDREN.map(async (child) => {
      const module = (await child.load()) as { Component: () => React.JSX.Element };
      return child.path
        ? { path: child.path, Component: module.Component }
        : { index: true, Component: module.Component };
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/register-v2', Component: RegistrationLayout, children },
      { path: '/:uuid', element: <h1>Application entry</h1> },
    ],
    { initialEntries: [path] },
  );
  let unmount = () => {};
  await act(async () => {
    unmount = render(
      <ShellProvider environment={environment(path)}>
        <RouterProvider router={router} />
      </ShellProvider>,
    ).unmount;
  });
  return { router, unmount };
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('register-v2: reload and return', () => {
  it('keeps what was typed on the start page, not yet submitted, across a reload', async () => {
    const user = userEvent.setup();
    const first = await loadPage('/register-v2');
    await heading('Apply for a HELOC');
    await user.type(screen.getByRole('combobox', { name: /Property address/ }), '12 Main St');
    await user.click(screen.getAllByRole('button', { name: /enter address manually/ })[0]!);
    await user.type(field('City'), 'Austin');
    await user.click(screen.getByLabelText('Primary residence'));
    first.unmount();

    await loadPage('/register-v2');
    await heading('Apply for a HELOC');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: /Property address/ }).value).toBe(
      '12 Main St',
    );
    expect(field('City').value).toBe('Austin');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Primary residence' }).checked).toBe(
      true,
    );
  });

  it('comes back on the step the user was on, with the earlier answers and the one half typed', async () => {
    const user = userEvent.setup();
    const first = await loadPage('/register-v2');
    await heading('Apply for a HELOC');
    await user.type(screen.getByRole('combobox', { name: /Property address/ }), '12 Main St');
    await user.click(screen.getAllByRole('button', { name: /enter address manually/ })[0]!);
    await user.type(field('City'), 'Austin');
    await user.selectOptions(field('State'), 'TX');
    await user.type(field('ZIP code'), '78701');
    await user.click(screen.getByLabelText('Primary residence'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Is your property for sale?');
    await user.click(screen.getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('What is your annual income?');
    await user.type(field('Annual pre-tax income'), '95000');
    expect(first.router.state.location.pathname).toBe('/register-v2/annual-income');
    first.unmount();

    // The browser reloads the URL it shows.
    const again = await loadPage('/register-v2/annual-income');
    await heading('What is your annual income?');
    expect(field('Annual pre-tax income').value).toMatch(/^95,?000$/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Is your property for sale?');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(true);
    expect(again.router.state.location.pathname).toBe('/register-v2/for-sale');
  });

  it('opens the start page again in the same tab on the step the user was on', async () => {
    const user = userEvent.setup();
    const first = await loadPage('/register-v2');
    await heading('Apply for a HELOC');
    await user.type(screen.getByRole('combobox', { name: /Property address/ }), '12 Main St');
    await user.click(screen.getAllByRole('button', { name: /enter address manually/ })[0]!);
    await user.type(field('City'), 'Austin');
    await user.selectOptions(field('State'), 'TX');
    await user.type(field('ZIP code'), '78701');
    await user.click(screen.getByLabelText('Primary residence'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Is your property for sale?');
    first.unmount();

    const again = await loadPage('/register-v2');
    await heading('Is your property for sale?');
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/register-v2/for-sale'));
  });

  it("keeps the draft in this tab's sessionStorage from the first change, never in localStorage", async () => {
    const user = userEvent.setup();
    await loadPage('/register-v2');
    await heading('Apply for a HELOC');
    await user.type(screen.getByRole('combobox', { name: /Property address/ }), '12 Main St');
    await waitFor(() =>
      expect(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toContain('12 Main'),
    );
    expect(localStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
  });
});
