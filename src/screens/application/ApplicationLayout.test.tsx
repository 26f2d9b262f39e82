/**
 * The application layout against the real application status machine and the sandbox lender
 * (msw, node): the status routes the entry to its screen, waiting is visible, failures retry.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SEED } from '../../sandbox/lender';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { Component as ApplicationEntry } from './ApplicationEntry';
import { useApplicationStatus } from './applicationStatusContext';
import {
  Component as ApplicationLayout,
  ERROR_TEXT,
  LOADING_TITLE,
  STILL_WORKING_TITLE,
  screenFromPathname,
} from './ApplicationLayout';

const { lender } = setupSandboxServer();

const UUID = SEED.borrower.applicationUuid;

/** A child screen: shows where the router is, so the test can read it. */
function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Screen</h1>
      <p data-testid="path">{`${location.pathname}${location.search}`}</p>
    </section>
  );
}

/** A screen that finishes its step through the layout's actor. */
function HmdaScreen() {
  const status = useApplicationStatus();
  return (
    <section className="page">
      <h1>Demographic Information</h1>
      <button type="button" onClick={() => status.send({ type: 'STEP.COMPLETED' })}>
        Continue
      </button>
    </section>
  );
}

/** The real route shape: `:applicationId` with the layout, its index and screen children. */
function renderApplication(path = `/${UUID}`) {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <main />,
      children: [],
    },
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { index: true, Component: ApplicationEntry },
        { path: 'start/hmda', Component: HmdaScreen },
        { path: '*', Component: ShowPath },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function signInAsBorrower() {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
}

/** Sets the status and keeps it there (no automatic move on: each test schedules its own). */
function setStatus(checklistStatus: string) {
  lender.updateApplication(UUID, { status: { checklistStatus } });
  lender.clearSchedule(UUID);
}

const landedOn = async (path: string, timeout = 3000) =>
  waitFor(() => expect(screen.getByTestId('path').textContent).toBe(path), { timeout });

beforeEach(() => {
  signInAsBorrower();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('screenFromPathname', () => {
  it('reads the screen under /{uuid}/', () => {
    expect(screenFromPathname(`/${UUID}`)).toBeNull();
    expect(screenFromPathname(`/${UUID}/`)).toBeNull();
    expect(screenFromPathname(`/${UUID}/start/hmda`)).toBe('start/hmda');
  });
});

describe('ApplicationLayout', () => {
  it('shows the loading state, then lands status HMDA on start/hmda', async () => {
    setStatus('HMDA');
    const router = renderApplication();
    expect(screen.getByRole('status').textContent).toContain(LOADING_TITLE);
    expect(await screen.findByRole('heading', { name: 'Demographic Information' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/${UUID}/start/hmda`);
    expect(screen.queryByRole('status')).toBeNull();
    // The loan number, not the uuid, once the application answer has one.
    expect(screen.getByText('HL-100001')).toBeTruthy();
    expect(screen.getByText(/Loan number/u)).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    await expectNoAxeViolations();
  });

  it('keeps the room of the loan number and the steps until both answers are in, then shows them together', async () => {
    setStatus('HMDA');
    lender.updateApplication(UUID, { progress: 'LINK_INCOME' });
    renderApplication();
    const sidebar = screen.getByRole('complementary', { name: 'Your progress' });
    // Before any answer: placeholders, not the id (it wraps to two lines on a phone) nor a
    // step list that says nothing yet.
    expect(sidebar.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(UUID)).toBeNull();
    expect(screen.getByText(/Loan number/u).textContent).toContain('Loading');
    expect(screen.queryByRole('list')).toBeNull();
    expect(within(sidebar).getAllByRole('listitem', { hidden: true })).toHaveLength(7);
    // The open-items link's row is there from the start, with "Your documents".
    expect(
      within(screen.getByRole('navigation', { name: 'Your application' })).getByRole('link', {
        name: 'Your documents',
      }),
    ).toBeTruthy();

    await screen.findByRole('heading', { name: 'Demographic Information' });
    expect(sidebar.hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByText('HL-100001')).toBeTruthy();
    const current = within(sidebar)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Link Income Sources');
    await expectNoAxeViolations();
  });

  it('lands an unknown status on error/timeout with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setStatus('SOMETHING_THE_SPEC_NEVER_NAMED');
    renderApplication();
    await landedOn(`/${UUID}/error/timeout`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SOMETHING_THE_SPEC_NEVER_NAMED'), {
      checklistStatus: 'SOMETHING_THE_SPEC_NEVER_NAMED',
    });
  });

  it('keeps only pop-webchat from the query when it routes', async () => {
    setStatus('HMDA');
    const router = renderApplication(`/${UUID}?pop-webchat=true&utm_source=x`);
    await screen.findByRole('heading', { name: 'Demographic Information' });
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(`/${UUID}/start/hmda?pop-webchat=true`);
  });

  it('asks for the next screen when a screen completes its step', async () => {
    setStatus('HMDA');
    renderApplication();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    // The lender has not moved on yet: the machine asks again (backoff), then routes on.
    setStatus('INCOME_VERIFICATION');
    await landedOn(`/${UUID}/income/review`, 3000);
  });

  it('stops polling when the user leaves the application', async () => {
    setStatus('WAITING_FOR_OFFERS');
    lender.schedule(UUID, [{ afterPolls: 100, patch: { status: { checklistStatus: 'HMDA' } } }]);
    const router = renderApplication();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(STILL_WORKING_TITLE),
    );
    const polls = lender.application(UUID)!.journey.polls;
    await act(() => router.navigate('/'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(lender.application(UUID)!.journey.polls).toBe(polls);
  });

  it('shows the still-working state while a waiting status is polled, then routes on', async () => {
    setStatus('WAITING_FOR_OFFERS');
    // The lender moves the status on at the second poll (about a second after the first).
    lender.schedule(UUID, [{ afterPolls: 1, patch: { status: { checklistStatus: 'HMDA' } } }]);
    renderApplication();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(STILL_WORKING_TITLE),
    );
    await expectNoAxeViolations();
    expect(
      await screen.findByRole('heading', { name: 'Demographic Information' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.queryByText(STILL_WORKING_TITLE)).toBeNull();
  });

  it('shows the progress sidebar from the status', async () => {
    setStatus('HMDA');
    lender.updateApplication(UUID, { progress: 'LINK_INCOME', status: { manualNotary: true } });
    renderApplication();
    await screen.findByRole('heading', { name: 'Demographic Information' });
    const current = screen
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Link Income Sources');
    expect(screen.getByText('Schedule Notary Session')).toBeTruthy();
  });

  it('shows the chosen offer in the sidebar', async () => {
    setStatus('HMDA');
    lender.updateApplication(UUID, {
      rate: 7.49,
      rateType: 'VARIABLE',
      amount: 120_000,
      uwCalculatedDrawAmount: 60_000,
      term: 10,
    });
    renderApplication();
    await screen.findByRole('heading', { name: 'Demographic Information' });
    const sidebar = screen.getByRole('complementary', { name: 'Your progress' });
    expect(sidebar.textContent).toContain('7.49% APR (Variable)');
    expect(sidebar.textContent).toContain('$60,000');
    expect(sidebar.textContent).toContain('10 years');
  });

  it('shows no offer details before an offer is chosen (rate and amount 0)', async () => {
    setStatus('HMDA');
    lender.updateApplication(UUID, { rate: 0, amount: 0 });
    renderApplication();
    await screen.findByRole('heading', { name: 'Demographic Information' });
    expect(screen.queryByText(/APR/u)).toBeNull();
  });

  it('routes again when the user follows a link to the entry from a screen', async () => {
    setStatus('HMDA');
    const router = renderApplication();
    await screen.findByRole('heading', { name: 'Demographic Information' });
    setStatus('INCOME_VERIFICATION');
    // Older than the 250 ms stale time: the entry asks the lender again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await act(() => router.navigate(`/${UUID}`));
    await landedOn(`/${UUID}/income/review`);
  });

  it('shows the error after the retries run out, and Retry finds the screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    setStatus('HMDA');
    // The first try and the 7 retries fail; the next call answers.
    lender.addFault('getApplicationStatus', 500, 8);
    renderApplication();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(ERROR_TEXT));
    await expectNoAxeViolations();
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry.hasAttribute('disabled')).toBe(false);
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Demographic Information' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
