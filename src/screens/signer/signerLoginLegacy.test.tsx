import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { SEED } from '../../sandbox/lender';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { Component as LoginPage } from './LoginPage';

const { lender, server } = setupSandboxServer();
const APP = SEED.borrower.applicationUuid;
const PASSWORD = 'Co-owner-pass1!';

function ShowPath() {
  const location = useLocation();
  return <p data-testid="path">{location.pathname}</p>;
}

/** The signer login at `?invite=<token>` under the shell, in legacy auth (the QA setting). */
function openLogin(token: string) {
  sessionStorage.setItem('auth-mode', 'legacy');
  const environment = {
    location: {
      hostname: '127.0.0.1',
      pathname: '/account/heloc/heloc-signer/login',
      search: `?invite=${token}`,
    },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  };
  const router = createMemoryRouter(
    [
      { path: '/heloc-signer/login', Component: LoginPage },
      { path: '/heloc-signer/resume', Component: ShowPath },
    ],
    { initialEntries: [`/heloc-signer/login?invite=${token}`] },
  );
  return render(
    <ShellProvider environment={environment}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
}

function invite() {
  const signer = lender.inviteSigner(APP, {
    firstName: 'Robin',
    lastName: 'Lee',
    email: 'robin@example.com',
  });
  return { signer, token: signer.invitation!.token };
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the signer login in legacy auth (in-app password)', () => {
  it('lets an invited co-owner create their password here, then signs them in', async () => {
    const user = userEvent.setup();
    const { signer, token } = invite();
    const { container } = openLogin(token);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Create your password' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText('Alex Sample asked you to sign as a co-owner of their home.'),
    ).toBeTruthy();
    expect(screen.getByText('robin@example.com')).toBeTruthy();
    await expectNoAxeViolations(container);

    // Bad input: the registration's password messages; what was typed stays.
    await user.type(screen.getByLabelText('Create a password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create password and continue' }));
    const password = screen.getByLabelText('Create a password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect((password as HTMLInputElement).value).toBe('short');
    expect(lender.identity(signer.identityUuid)!.password).toBeNull();

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create password and continue' }));
    expect(await screen.findByTestId('path')).toHaveProperty('textContent', '/heloc-signer/resume');
    expect(lender.identity(signer.identityUuid)!.password).toBe(PASSWORD);
    expect(localStorage.getItem('jwt')).toBe(lender.identity(signer.identityUuid)!.jwt);
    // The link is used up: it now leads to the plain login.
    expect(lender.application(APP)!.helocSigners.at(-1)!.invitation!.usedAt).not.toBeNull();
  });

  it('keeps the password when saving fails, says so, and saves it on the next try', async () => {
    const user = userEvent.setup();
    const { signer, token } = invite();
    let failures = 1;
    server.use(
      http.post('*/co-deed/invitations/:token/password', () =>
        failures-- > 0
          ? HttpResponse.json({ errors: ['The service is busy. Try again.'] }, { status: 503 })
          : undefined,
      ),
    );
    openLogin(token);
    await screen.findByRole('heading', { level: 1, name: 'Create your password' });
    await user.type(screen.getByLabelText('Create a password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create password and continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The service is busy. Try again.',
    );
    expect((screen.getByLabelText('Create a password') as HTMLInputElement).value).toBe(PASSWORD);
    expect(lender.identity(signer.identityUuid)!.password).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create password and continue' }));
    expect(await screen.findByTestId('path')).toHaveProperty('textContent', '/heloc-signer/resume');
    expect(lender.identity(signer.identityUuid)!.password).toBe(PASSWORD);
  });

  it('offers the plain login for a link already used, and no password form', async () => {
    const { token } = invite();
    const used = await fetch(
      `http://127.0.0.1/service-application/api/v1/application/heloc/co-deed/invitations/${token}/password`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: PASSWORD }),
      },
    );
    expect(used.status).toBe(200);
    openLogin(token);
    expect(
      await screen.findByText(
        'This sign-in link was already used. Log in with your e-mail instead.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sign in to sign as a co-owner',
    );
    expect(screen.queryByLabelText('Create a password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
