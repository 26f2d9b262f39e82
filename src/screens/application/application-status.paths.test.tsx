/**
 * The application-status machine's graph paths walked through the real application layout
 * (/{uuid}), signed in as the sandbox's borrower at INCOME_VERIFICATION, against the sandbox
 * lender (msw in node): only what the user drives there, Retry after the status could not be
 * read, with the reads that lead to it.
 *
 * Walked: the first read of the status ("Loading your application"), the application and profile
 * read after it, the route to the status's screen (income/review); a failed status read, waited
 * out and read again until the retries run out ("Something went wrong" with Retry), then Retry
 * pressed by the user: the status is read again, as at the start (the read and the route from
 * there are the first path's). The status and application calls are held until
 * the path says how they end (src/testing/heldCalls.ts); the backoffs (1, 2, 4, 5, 5, 5, 5 s) run
 * on fake timers advanced by each delay.
 *
 * Left to other tests, and why: everything else in this chart is the lender's or the screens',
 * not the user's: which screen each status routes to, the waiting statuses' polling and its cap,
 * declines, the access rules (missing HELOC, inquiry, co-deeder, listed signer), the stale-time
 * reuse and the step cycle (STEP.COMPLETED, STATUS.REFRESH, LOCATION.CHANGED, LEAVE sent by the
 * screens and the router): application-status.machine.test.ts and .model.test.ts on a simulated
 * clock, and the screens' view tests (property, bank, income …) through this same layout. A
 * failed application read takes the same backoff as a failed status read (not repeated here).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { applicationStatusMachine } from '../../../machines/application-status/application-status.machine';
import { PRIMARY_APPLICATION } from '../../../machines/application-status/application-status.testing';
import { testMachinePaths, type PathEvent } from '../../../machines/testing/model';
import { ApiError } from '../../api/errors';
import { SEED } from '../../sandbox/lender';
import { holdCalls, type HeldCalls } from '../../testing/heldCalls';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { Component as ApplicationEntry } from './ApplicationEntry';
import { Component as ApplicationLayout, ERROR_TEXT, LOADING_TITLE } from './ApplicationLayout';

const { server, lender } = setupSandboxServer();
vi.setConfig({ testTimeout: 20_000 });

type Machine = typeof applicationStatusMachine;
type Snapshot = SnapshotFrom<Machine>;

const UUID = SEED.borrower.applicationUuid;
const STATUS = 'INCOME_VERIFICATION';

function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Next screen</h1>
      <p data-testid="path">{location.pathname}</p>
    </section>
  );
}

const failure = new ApiError({
  kind: 'http',
  status: 503,
  url: '/status',
  message: 'Service Unavailable.',
});

const EVENTS: PathEvent<Machine>[] = [
  { type: 'xstate.done.actor.fetchStatus', output: { checklistStatus: STATUS } },
  { type: 'xstate.error.actor.fetchStatus', error: failure },
  { type: 'xstate.done.actor.fetchApplicationContext', output: PRIMARY_APPLICATION },
];

/** Which events are tried where (see the module comment). */
function allowed(snapshot: Snapshot, event: PathEvent<Machine>): boolean {
  if (event.type === 'RETRY') return true;
  if (event.type.startsWith('xstate.after.')) return true;
  if (!EVENTS.includes(event)) return false;
  // The status answers at the first read of a cycle, or never: the retries run out.
  if (event.type === 'xstate.done.actor.fetchStatus') return snapshot.context.retries === 0;
  return true;
}

let statusCalls: HeldCalls;
let applicationCalls: HeldCalls;
let user: ReturnType<typeof userEvent.setup>;
let router: ReturnType<typeof createMemoryRouter>;
let statusReads = 0;

const loadingPanel = async () => {
  expect(
    await screen.findByRole('heading', { level: 1, name: LOADING_TITLE }, { timeout: 3000 }),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
};

describe('applicationStatus: graph paths through the application layout (Retry)', () => {
  let unmount: (() => void) | null = null;
  testMachinePaths(applicationStatusMachine, {
    input: { applicationUuid: UUID, search: '' },
    events: EVENTS,
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.retries, snapshot.context.status !== null]),
    filterEvents: allowed,
    setup: () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      lender.setLatency(0);
      lender.updateApplication(UUID, { status: { checklistStatus: STATUS } });
      lender.clearSchedule(UUID);
      localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
      statusCalls = holdCalls(server, 'getApplicationStatus');
      applicationCalls = holdCalls(server, 'getApplication');
      statusReads = 0;
      user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      router = createMemoryRouter(
        [
          {
            path: '/:applicationId',
            Component: ApplicationLayout,
            children: [
              { index: true, Component: ApplicationEntry },
              { path: '*', Component: ShowPath },
            ],
          },
        ],
        { initialEntries: [`/${UUID}`] },
      );
      unmount = render(<RouterProvider router={router} />).unmount;
    },
    teardown: () => {
      unmount?.();
      unmount = null;
      vi.useRealTimers();
      localStorage.clear();
    },
    executors: {
      RETRY: async () => {
        await user.click(screen.getByRole('button', { name: 'Retry' }));
      },
      // Not on these paths (see the module comment): the screens and the router send them.
      'STEP.COMPLETED': () => {
        throw new Error('STEP.COMPLETED is sent by a screen after its step');
      },
      'STATUS.REFRESH': () => {
        throw new Error('STATUS.REFRESH is sent by a screen');
      },
      // Not on these paths: the document sends them (application-status.machine.test.ts).
      'PAGE.HIDDEN': () => {
        throw new Error('PAGE.HIDDEN is sent by the document');
      },
      'PAGE.VISIBLE': () => {
        throw new Error('PAGE.VISIBLE is sent by the document');
      },
      LEAVE: () => {
        unmount?.();
        unmount = null;
      },
      'LOCATION.CHANGED': async (event) => {
        await act(() => router.navigate(`/${UUID}/${event.screen ?? ''}${event.search ?? ''}`));
      },
    },
    // The backoff passes: the status is read again.
    after: async (_event, info) => {
      await act(() => vi.advanceTimersByTimeAsync(info.ms ?? 0));
    },
    system: async (event) => {
      switch (event.type) {
        case 'xstate.done.actor.fetchStatus':
          statusReads += 1;
          return statusCalls.pass();
        case 'xstate.error.actor.fetchStatus':
          statusReads += 1;
          return statusCalls.fail(503);
        case 'xstate.done.actor.fetchApplicationContext':
          return applicationCalls.pass();
        default:
          throw new Error(`unexpected ${event.type}`);
      }
    },
    states: {
      'loading.fetchingStatus': async () => {
        await loadingPanel();
        await waitFor(() => expect(statusCalls.held).toBe(1));
        expect(statusCalls.arrived).toBe(statusReads + 1);
      },
      'loading.backingOff': async () => {
        await loadingPanel();
        // Nothing is asked while the backoff runs.
        expect(statusCalls.held).toBe(0);
        expect(statusCalls.arrived).toBe(statusReads);
      },
      'loading.fetchingApplication': async () => {
        await loadingPanel();
        await waitFor(() => expect(applicationCalls.held).toBe(1));
      },
      settled: async () => {
        await screen.findByRole('heading', { level: 1, name: 'Next screen' });
        expect(router.state.location.pathname).toBe(`/${UUID}/income/review`);
      },
      failed: async () => {
        await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
        const alert = screen.getAllByRole('alert').find((element) => element.textContent)!;
        expect(within(alert).getByText(ERROR_TEXT)).toBeTruthy();
        expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveProperty(
          'disabled',
          false,
        );
        expect(statusCalls.held).toBe(0);
      },
    },
  });
});
