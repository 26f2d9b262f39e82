/**
 * heloc-signer/notary: the co-owner's own eNotary session under the real signer layout (the
 * signer machine routes by the co-deed status) against the sandbox lender in node. The stand-in
 * notary admits the signer at the first read and completes the session at the second, 3 s apart.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { SEED } from '../../sandbox/lender';
import { setStaffSignerState } from '../../sandbox/staff/signers';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { Component as NotaryPage } from './NotaryPage';
import { Component as SignerLayout } from './SignerLayout';

const { lender } = setupSandboxServer();
/** Alex's application, on which the seed signer (Jamie) is a co-deeder. */
const APP = SEED.borrower.applicationUuid;

function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Screen</h1>
      <p data-testid="path">{location.pathname}</p>
    </section>
  );
}

/** The seed signer, signed in, at the notary step, on the signer pages from `path`. */
function openSigner(path = '/heloc-signer/resume') {
  const state = setStaffSignerState(lender, APP, 'notary');
  if (!state.ok) throw new Error(state.message);
  localStorage.setItem('jwt', lender.identity(SEED.signer.uuid)!.jwt);
  const environment = {
    location: { hostname: '127.0.0.1', pathname: `/account/heloc${path}`, search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  };
  const router = createMemoryRouter(
    [
      {
        path: '/heloc-signer',
        Component: SignerLayout,
        children: [
          { path: 'notary', Component: NotaryPage },
          { path: '*', Component: ShowPath },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <ShellProvider environment={environment}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  return { ...result, router };
}

const signerNotary = () => lender.application(APP)!.helocSigners[0]!.notary;
const joinButton = () => screen.findByRole('button', { name: 'Join my eNotary session' });
const currentStep = (container: HTMLElement) =>
  container.querySelector('.progress-sidebar [aria-current="step"]')?.textContent ?? '';

afterEach(() => localStorage.clear());

describe('heloc-signer/notary', () => {
  it('is where the status sends a signed co-owner the lender asks to notarise; the sidebar says so', async () => {
    const { container, router } = openSigner();
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Talk to eNotary' },
      { timeout: 3000 },
    );
    expect(router.state.location.pathname).toBe('/heloc-signer/notary');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText(/signature on the deed for Alex Sample's line of credit/u),
    ).toBeTruthy();
    expect(currentStep(container)).toContain('Talk to eNotary');
    await joinButton();
    await expectNoAxeViolations(container);
  });

  it('joins, waits in the waiting room, runs, completes and routes on (STEP.COMPLETED)', async () => {
    const user = userEvent.setup();
    const { container, router } = openSigner('/heloc-signer/notary');
    await user.click(await joinButton());
    await screen.findByRole('heading', { name: "You are in the notary's waiting room" });
    expect(
      screen.getByRole('link', { name: /Open your notary session/u }).getAttribute('href'),
    ).toBe(`https://enotary.sandbox.test/session/${signerNotary()!.session!.sessionUuid}`);
    await expectNoAxeViolations(container);
    await screen.findByRole('heading', { name: 'Your session is in progress' }, { timeout: 4500 });
    // Complete at the second read: the notarisation is recorded, the signer machine reads the
    // status again and routes to the documents.
    await waitFor(() => expect(router.state.location.pathname).toBe('/heloc-signer/documents'), {
      timeout: 4500,
    });
    expect(signerNotary()).toMatchObject({
      session: { status: 'COMPLETE' },
      notarizedAt: expect.any(String),
    });
    // Both steps of the notary-only sidebar are done.
    await waitFor(() => expect(currentStep(container)).toBe(''));
    expect(
      within(container.querySelector('.progress-sidebar')!).getAllByText('(completed)', {
        exact: false,
      }),
    ).toHaveLength(2);
  }, 15_000);

  it('shows a failed join and joins on a retry', async () => {
    const user = userEvent.setup();
    openSigner('/heloc-signer/notary');
    lender.addFault('joinSignerNotarySession', 503, 1);
    await user.click(await joinButton());
    const alert = await screen.findByText(/We could not start your session\./u);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(signerNotary()!.session).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join my eNotary session' }));
    await screen.findByRole('heading', { name: "You are in the notary's waiting room" });
    expect(screen.queryByText(/We could not start your session\./u)).toBeNull();
    expect(signerNotary()!.session).toMatchObject({ status: 'WAITING_ROOM' });
  });

  it('says the last session was cancelled and lets the co-owner start a new one', async () => {
    const user = userEvent.setup();
    const { container } = openSigner('/heloc-signer/notary');
    lender.changeApplication(APP, (application) => {
      application.helocSigners[0]!.notary!.session = {
        sessionUuid: 'signer-session-1',
        status: 'CANCELLED',
        polls: 1,
      };
    });
    expect(
      await screen.findByText(
        /Your last notary session was cancelled before it was complete/u,
        undefined,
        {
          timeout: 3000,
        },
      ),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Join my eNotary session' }));
    await screen.findByRole('heading', { name: "You are in the notary's waiting room" });
    expect(signerNotary()!.session).toMatchObject({ status: 'WAITING_ROOM' });
  });
});
