/**
 * Issue 19 (1): a signed-in borrower who opens register-v2 by a full page load. The wizard starts
 * while the shell's session is still asking who is signed in; it must still be run for the
 * borrower (the profile's prefill, no contact step, no identity registration).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { REGISTER_V2_CHILDREN } from './routes';
import { Component as RegistrationLayout } from './RegistrationLayout';
import type { ShellEnvironment } from '../../app/shell/environment';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { SEED } from '../../sandbox/lender';
import { setupSandboxServer } from '../../testing/sandbox-server';

const { lender } = setupSandboxServer();

beforeEach(() => {
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

async function renderWizard(path = '/register-v2') {
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
  // The session's first answers arrive while the wizard mounts.
  await act(async () => {
    render(
      <ShellProvider environment={environment(path)}>
        <RouterProvider router={router} />
      </ShellProvider>,
    );
  });
  return router;
}

const progressText = () =>
  screen.getByRole('progressbar', { name: 'Registration progress' }).getAttribute('aria-valuetext');

describe('register-v2 opened by a full page load', () => {
  it("runs for the signed-in borrower once the session answers: the profile's name, no contact step", async () => {
    // Signed in (the hosted login's token is stored); the identity answer takes a while, so the
    // wizard is on screen before the session knows who it is.
    localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
    lender.setLatency(150);
    const user = userEvent.setup();
    await renderWizard();
    await screen.findByRole('heading', { level: 1, name: 'Apply for a HELOC' }, { timeout: 5000 });
    // Contact Info is left out for a profile with an e-mail and a phone (shell §2).
    await waitFor(() => expect(progressText()).toBe('Step 1 of 4: Property Info'), {
      timeout: 5000,
    });
    lender.setLatency(0);

    await user.type(screen.getByRole('combobox', { name: /Property address/ }), '12 Main St');
    await user.click(screen.getAllByRole('button', { name: /enter address manually/ })[0]!);
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByLabelText('Primary residence'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Annual pre-tax income'), '95000');
    await user.click(screen.getByLabelText('Full-time employment'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // The legal name comes from the profile.
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Alex');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Sample');
  }, 30_000);

  it('asks a visitor for everything (the session answers: nobody signed in)', async () => {
    lender.setLatency(0);
    await renderWizard();
    await screen.findByRole('heading', { level: 1, name: 'Apply for a HELOC' }, { timeout: 5000 });
    // The session's answer arrives after the first paint; the steps stay the visitor's.
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(progressText()).toBe('Step 1 of 5: Property Info');
  }, 30_000);
});
