/**
 * income/pointserv-callback when the lender stops answering while the provider reads the income
 * (issue 17, part 8): the reads back off, stop after 5 failures in a row with a clear alert and
 * Try again, and read nothing while the page is hidden. The code exchange answers PROCESSING and
 * the session reads answer 503 (msw handlers over the sandbox lender); time runs on a fake clock.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { IncomeLinkSession } from '../../../api/incomeVerification';
import { INCOME_LINK_TEXT } from '../../../../machines/income-link/income-link.select';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { CALLBACK_TITLE, Component as IncomeCallbackPage } from './IncomeCallbackPage';

const { server, lender } = setupSandboxServer();

const UUID = SEED.borrower.applicationUuid;

const processing: IncomeLinkSession = {
  id: 'sess-1',
  sourceId: 'src-1',
  type: 'payroll',
  status: 'PROCESSING',
  institution: 'ADP',
  providerMode: 'SANDBOX',
  providerUrl: null,
  institutions: [],
};

/** The code exchange answers PROCESSING; each session read answers what `answer()` says. */
function lenderAnswers(answer: () => 'down' | 'LINKED') {
  const reads = { count: 0 };
  server.use(
    http.post('*/link-sessions/:id/complete', () => HttpResponse.json(processing)),
    http.get('*/link-sessions/:id', () => {
      reads.count += 1;
      return answer() === 'down'
        ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
        : HttpResponse.json({ ...processing, status: 'LINKED' });
    }),
  );
  return reads;
}

function openCallback() {
  const router = createMemoryRouter(
    [
      { path: '/:applicationId/income/pointserv-callback', Component: IncomeCallbackPage },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [`/${UUID}/income/pointserv-callback?sessionId=sess-1&code=code-1`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Runs the fake clock by each wait in turn, letting the read it started answer. */
async function wait(...ms: number[]) {
  for (const each of ms) await act(() => vi.advanceTimersByTimeAsync(each));
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  lender.setLatency(0);
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('income/pointserv-callback: the session reads stop after failing', () => {
  it('says it could not check after 5 failed reads in a row, with Try again and Back', async () => {
    let state: 'down' | 'LINKED' = 'down';
    const reads = lenderAnswers(() => state);
    const router = openCallback();
    await screen.findByRole('heading', { level: 1, name: CALLBACK_TITLE });
    await screen.findByText(INCOME_LINK_TEXT.processing);
    // 2 s, then 1, 2, 4 and 8 s between the failed reads.
    await wait(2000, 1000, 2000, 4000);
    expect(reads.count).toBe(4);
    expect(screen.queryByRole('alert')).toBeNull();
    await wait(8000);
    expect(reads.count).toBe(5);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(INCOME_LINK_TEXT.checkFailed);
    expect(alert.textContent).toContain('Service unavailable');
    expect(within(alert).getByRole('button', { name: 'Back to income sources' })).toBeTruthy();
    await expectNoAxeViolations();
    // Stopped: no more reads.
    await wait(60_000);
    expect(reads.count).toBe(5);

    state = 'LINKED';
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(reads.count).toBe(6);
    expect(router.state.location.pathname).toBe(`/${UUID}/income/review`);
  });

  it('reads nothing while the page is hidden, and at once when it shows again', async () => {
    const reads = lenderAnswers(() => 'LINKED');
    const router = openCallback();
    await screen.findByText(INCOME_LINK_TEXT.processing);
    setVisibility('hidden');
    await wait(120_000);
    expect(reads.count).toBe(0);
    setVisibility('visible');
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(reads.count).toBe(1);
    expect(router.state.location.pathname).toBe(`/${UUID}/income/review`);
  });
});
