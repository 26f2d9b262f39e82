/**
 * heloc-signer/login (hosted auth, the default): the sign-in link's invitation decides what the
 * page says, against the sandbox lender in node (docs/screens/signer.md "How a signer gets here").
 * The legacy (in-app password) login is signerLoginLegacy.test.tsx.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { SEED, systemClock } from '../../sandbox/lender';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { Component as LoginPage, SIGNER_LOGIN_TITLE, SIGNER_UNKNOWN_LINK_TEXT } from './LoginPage';

const { lender, server } = setupSandboxServer();
const APP = SEED.borrower.applicationUuid;
/** The seed signer's (Jamie's) sign-in link, from Alex's invitation. */
const SEED_TOKEN = 'seed-invite';
const DAY_MS = 86_400_000;
const INVITATIONS = '/co-deed/invitations/';

function ShowPath() {
  const location = useLocation();
  return <p data-testid="path">{location.pathname}</p>;
}

/** The signer login at `?invite=<token>` under the shell (hosted auth), as the e-mail opens it. */
function openLogin(token: string | null) {
  const search = token === null ? '' : `?invite=${token}`;
  const environment = {
    location: {
      hostname: '127.0.0.1',
      pathname: '/account/heloc/heloc-signer/login',
      search,
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
    { initialEntries: [`/heloc-signer/login${search}`] },
  );
  const result = render(
    <ShellProvider environment={environment}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  return { ...result, environment, router };
}

type RequestListener = (event: { request: Request }) => void;
const listeners: RequestListener[] = [];

/** Every read of an invitation the page makes (to see that a read is, or is not, repeated). */
function countInvitationReads() {
  const reads: string[] = [];
  const listener: RequestListener = ({ request }) => {
    if (request.method === 'GET' && request.url.includes(INVITATIONS)) reads.push(request.url);
  };
  server.events.on('request:start', listener);
  listeners.push(listener);
  return reads;
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: SIGNER_LOGIN_TITLE }, { timeout: 3000 });
const logIn = () => screen.findByRole('button', { name: 'Log in' }, { timeout: 3000 });

afterEach(() => {
  for (const listener of listeners.splice(0))
    server.events.removeListener('request:start', listener);
  lender.configure({ clock: systemClock });
  sessionStorage.clear();
  localStorage.clear();
});

describe('the signer login (heloc-signer/login)', () => {
  it('a good link names who asked, and Log in goes to the hosted login without the link', async () => {
    const user = userEvent.setup();
    const { container, environment } = openLogin(SEED_TOKEN);
    const title = await heading();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(
      await screen.findByText('Alex Sample asked you to sign as a co-owner of their home.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const button = await logIn();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await expectNoAxeViolations(container);

    await user.click(button);
    await waitFor(() => expect(environment.navigateOut).toHaveBeenCalledTimes(1));
    const url = environment.navigateOut.mock.calls[0]![0];
    // The hosted login; the link's query (the token) is the signer's, never sent along (shell §7).
    expect(url).not.toContain(SEED_TOKEN);
    expect(url).not.toContain('invite');
    // Reading the link does not use it up: only the signer's first status read does.
    expect(lender.application(APP)!.helocSigners[0]!.invitation!.usedAt).toBeNull();
  });

  it('a used link says to log in with the e-mail, without naming anyone', async () => {
    // The signer's first co-deed status read uses their link up.
    const statusRead = await fetch(
      'http://127.0.0.1/service-application/api/v1/application/heloc/co-deed/status',
      { headers: { authorization: `Bearer ${lender.identity(SEED.signer.uuid)!.jwt}` } },
    );
    expect(statusRead.status).toBe(200);
    const { container } = openLogin(SEED_TOKEN);
    await heading();
    const note = await screen.findByRole('status', {}, { timeout: 3000 });
    await waitFor(() =>
      expect(note.textContent).toBe(
        'This sign-in link was already used. Log in with your e-mail instead.',
      ),
    );
    expect(
      screen.getByText('Co-owners sign in with the e-mail address their invitation was sent to.'),
    ).toBeTruthy();
    expect(screen.queryByText(/asked you to sign/u)).toBeNull();
    expect(await logIn()).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('an expired link says to ask the primary borrower for a new invitation, and offers no login', async () => {
    // The lender's clock, 8 days on: the seed's invitation (sent a day ago) was good for 7.
    lender.configure({ clock: () => Date.now() + 8 * DAY_MS });
    const { container } = openLogin(SEED_TOKEN);
    await heading();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe(
      'This sign-in link has expired. Ask Alex Sample to send you a new invitation from their application.',
    );
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.queryByText(/asked you to sign/u)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('a link is good until the minute it expires', async () => {
    const expiresAt = Date.parse(lender.application(APP)!.helocSigners[0]!.invitation!.expiresAt);
    lender.configure({ clock: () => expiresAt - 60_000 });
    openLogin(SEED_TOKEN);
    expect(
      await screen.findByText(
        'Alex Sample asked you to sign as a co-owner of their home.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/expired/u)).toBeNull();
  });

  it('an unknown link (404) says it is not recognised and still offers Log in, not a Retry that cannot help', async () => {
    const reads = countInvitationReads();
    const { container } = openLogin('no-such-invite');
    await heading();
    const note = await screen.findByRole('status', {}, { timeout: 3000 });
    await waitFor(() => expect(note.textContent).toBe(SIGNER_UNKNOWN_LINK_TEXT));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText(/Not Found/u)).toBeNull();
    expect(await logIn()).toBeTruthy();
    expect(reads).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('a failed read says so with Retry, and Retry reads the link again', async () => {
    lender.addFault('getSignerInvitation', 503, 1);
    const reads = countInvitationReads();
    const user = userEvent.setup();
    const { container } = openLogin(SEED_TOKEN);
    await heading();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('We could not load your sign-in link.');
    expect(alert.textContent).toContain('Service Unavailable');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    await expectNoAxeViolations(container);
    expect(reads).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        'Alex Sample asked you to sign as a co-owner of their home.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(await logIn()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reads).toHaveLength(2);
  });

  it('a signed-in signer is offered "Continue signing" instead of Log in', async () => {
    localStorage.setItem('jwt', lender.identity(SEED.signer.uuid)!.jwt);
    const user = userEvent.setup();
    const { container } = openLogin(SEED_TOKEN);
    await heading();
    const link = await screen.findByRole('link', { name: 'Continue signing' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/heloc-signer/resume');
    expect(link.closest('p')!.textContent).toBe('You are signed in. Continue signing');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(link);
    expect(await screen.findByTestId('path')).toHaveProperty('textContent', '/heloc-signer/resume');
  });

  it('without a link it still offers Log in, naming no one', async () => {
    const reads = countInvitationReads();
    openLogin(null);
    await heading();
    expect(await logIn()).toBeTruthy();
    expect(
      screen.getByText('Co-owners sign in with the e-mail address their invitation was sent to.'),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(reads).toHaveLength(0);
  });
});
