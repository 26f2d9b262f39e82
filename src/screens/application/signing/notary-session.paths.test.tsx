/**
 * The notarySession machine's graph paths walked through the real eNotary page (notary/session,
 * inside the application layout), jsdom and Testing Library, against the sandbox lender. The
 * page's calls are held at the network (src/testing/settled-calls.ts): each
 * `xstate.done.actor.*` / `xstate.error.actor.*` step lets the call through to the lender or
 * answers it with the error's status. Before the session is read, the lender's session is set to
 * the status the path's answer has (none, in progress, complete, cancelled or failed); the poll's
 * delay is run on a fake clock.
 *
 * What is walked (strategy 'transitions', snapshots keyed by state value, the session's status
 * and whether an error is kept): the first read and its failure with Retry; a borrower arriving
 * with no session, a running one, a complete one (notarize posted) or after a cancelled one
 * (said above Join); Join and its failure; the session read while it runs, failed reads backed
 * off up to the cap (5 in a row: the reads stop with Try again), the page hidden (no read) and
 * shown again (a read at once), the notary completing it (notarize posted, and its failure
 * retried) or the session failing (the page leaves for notary/error).
 * Filtered out to keep the paths few: after the first failed read, only the next failure (to
 * reach the cap) and the backoff's wait; hiding the page while a read is under way.
 * Left to other tests: the waiting room's wording and the additional signer's own session page
 * (signer walks and signing.test.tsx), the chart's guards (notary-session.test.ts).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { notarySessionMachine } from '../../../../machines/notary-session/notary-session.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import type { NotarySession } from '../../../api/notary';
import { SEED } from '../../../sandbox/lender';
import { holdActorCalls, invokeSteps, type ActorCalls } from '../../../testing/settled-calls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { NOTARY_POLL_STOPPED, Component as NotarySessionPage } from './NotarySessionPage';

const { server, lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof notarySessionMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = PathEvent<Machine>;

const UUID = SEED.borrower.applicationUuid;

/** The call whose answer settles each of the chart's actors. */
const CALL_OF = {
  loadSession: 'getNotarySession',
  joinSession: 'joinNotarySession',
  completeStep: 'completeStep',
} as const;

const session = (status: string): NotarySession => ({
  sessionUuid: status === 'NOT_STARTED' ? null : 's-1',
  status,
  joinUrl: null,
  reason: null,
});

const { id, done, error } = invokeSteps(notarySessionMachine, '/notary');

const READS = [id('notarySession.loading'), id('notarySession.inProgress.polling')].map(
  (invoke) => `xstate.done.actor.${invoke}`,
);

const EVENTS: Event[] = [
  ...['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE', 'CANCELLED'].map((status) =>
    done('notarySession.loading', session(status)),
  ),
  error('notarySession.loading', 503),
  done('notarySession.joining', session('IN_PROGRESS')),
  error('notarySession.joining', 500),
  ...['IN_PROGRESS', 'COMPLETE', 'FAILED'].map((status) =>
    done('notarySession.inProgress.polling', session(status)),
  ),
  error('notarySession.inProgress.polling', 503),
  done('notarySession.completing'),
  error('notarySession.completing', 500),
];

const POLL_ERROR = `xstate.error.actor.${id('notarySession.inProgress.polling')}`;

/** See the module comment. */
function allowed(snapshot: Snapshot, event: Event): boolean {
  if (event.type === 'PAGE.HIDDEN') {
    return (
      snapshot.context.pollFailures <= 1 &&
      (snapshot.matches({ inProgress: 'waiting' }) ||
        snapshot.matches({ inProgress: 'backingOff' }))
    );
  }
  if (snapshot.context.pollFailures >= 2 && snapshot.matches({ inProgress: 'polling' })) {
    return event.type === POLL_ERROR;
  }
  return true;
}

/** The document says it is hidden or visible, and fires `visibilitychange`. */
function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let calls: ActorCalls<keyof typeof CALL_OF>;
let user: ReturnType<typeof userEvent.setup>;
let router: ReturnType<typeof createMemoryRouter>;
let unmount: () => void = () => {};

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, { status: { checklistStatus: 'NOTARY_WAITING_PERIOD' } });
  lender.clearSchedule(UUID);
  calls = holdActorCalls(server, notarySessionMachine, CALL_OF);
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { path: 'notary/session', Component: NotarySessionPage },
        { path: '*', element: <h1>Another screen</h1> },
      ],
    },
  ];
  router = createMemoryRouter(routes, { initialEntries: [`/${UUID}/notary/session`] });
  unmount = render(<RouterProvider router={router} />).unmount;
}

/** The lender's session stands where the path's answer says (a read leaves it there). */
function sessionOnRecord(answer: NotarySession) {
  const status = answer.status;
  lender.changeApplication(UUID, (application) => {
    const signing = (application.screens.signing ??= {});
    if (status === 'NOT_STARTED') delete signing.notarySession;
    else if (isRecorded(status)) signing.notarySession = { sessionUuid: 's-1', status, polls: 0 };
    else throw new Error(`the sandbox keeps no session ${status}`);
  });
}

type RecordedStatus = 'IN_PROGRESS' | 'COMPLETE' | 'FAILED' | 'CANCELLED';
const isRecorded = (status: string): status is RecordedStatus =>
  ['IN_PROGRESS', 'COMPLETE', 'FAILED', 'CANCELLED'].includes(status);

const joinButton = () =>
  screen.getByRole('button', { name: /^(Join my eNotary session|Joining)$/ });

describe('notarySession: graph paths through the eNotary page', () => {
  testMachinePaths(notarySessionMachine, {
    input: { applicationUuid: UUID },
    events: EVENTS,
    filterEvents: allowed,
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.session?.status,
        snapshot.context.error !== null,
        snapshot.context.pollFailures,
      ]),
    setup,
    teardown: () => {
      unmount();
      vi.useRealTimers();
      Reflect.deleteProperty(document, 'visibilityState');
    },
    executors: {
      JOIN: async () => {
        await user.click(joinButton());
      },
      RETRY: async () => {
        const name = /^(Retry|Try again)$/;
        const alert = screen
          .getAllByRole('alert')
          .find((element) => within(element).queryByRole('button', { name }));
        await user.click(within(alert!).getByRole('button', { name }));
      },
      'PAGE.HIDDEN': () => act(() => setVisibility('hidden')),
      'PAGE.VISIBLE': () => act(() => setVisibility('visible')),
    },
    after: async (_event, info) => {
      await act(() => vi.advanceTimersByTimeAsync(info.ms!));
    },
    system: async (event) => {
      if (READS.includes(event.type)) sessionOnRecord(event.output as NotarySession);
      await calls.settle(event);
    },
    states: {
      loading: async () => {
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Talk to eNotary' },
          { timeout: 5000 },
        );
        await screen.findByRole('progressbar', { name: 'Loading your notary session' });
        await waitFor(() => expect(calls.of('loadSession').held).toBe(1));
      },
      loadFailed: async () => {
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('We could not load your notary session.');
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      prepare: async (snapshot: Snapshot) => {
        await screen.findByRole('heading', { name: 'Before you join' });
        await waitFor(() => expect(joinButton().textContent).toBe('Join my eNotary session'));
        const cancelled = screen.queryByText(/Your last notary session was cancelled/);
        expect(cancelled !== null).toBe(snapshot.context.session?.status === 'CANCELLED');
        const alerts = screen.getAllByRole('alert').map((element) => element.textContent);
        expect(alerts.join(' ').includes('We could not start your session.')).toBe(
          snapshot.context.error !== null,
        );
      },
      joining: async () => {
        await waitFor(() => expect(joinButton().textContent).toBe('Joining'));
        expect(joinButton().getAttribute('aria-busy')).toBe('true');
      },
      inProgress: async (snapshot: Snapshot) => {
        await screen.findByRole('heading', { name: 'Your session is in progress' });
        const waiting = screen.queryByRole('progressbar', {
          name: 'Waiting for the notary to complete your session',
        });
        expect(waiting !== null).toBe(!snapshot.matches({ inProgress: 'stopped' }));
        expect(screen.getByRole('link', { name: /Open your notary session/ })).toBeTruthy();
      },
      'inProgress.waiting': () => {
        expect(calls.of('loadSession').held).toBe(0);
      },
      'inProgress.polling': async () => {
        await waitFor(() => expect(calls.of('loadSession').held).toBe(1));
      },
      'inProgress.backingOff': () => {
        expect(calls.of('loadSession').held).toBe(0);
        expect(screen.queryByText(NOTARY_POLL_STOPPED, { exact: false })).toBeNull();
      },
      'inProgress.hidden': () => {
        expect(calls.of('loadSession').held).toBe(0);
      },
      'inProgress.stopped': async () => {
        const message = await screen.findByText(NOTARY_POLL_STOPPED, { exact: false });
        const alert = message.closest('[role="alert"]');
        expect(alert).not.toBeNull();
        expect(
          within(alert as HTMLElement).getByRole('button', { name: 'Try again' }),
        ).toBeTruthy();
        expect(calls.of('loadSession').held).toBe(0);
        await expectNoAxeViolations();
      },
      completing: async () => {
        await screen.findByRole('heading', { name: 'Session complete' });
        await waitFor(() => expect(calls.of('completeStep').held).toBe(1));
      },
      completeFailed: async () => {
        const alert = await screen.findByText(
          /Your session is complete, but we could not continue/,
        );
        expect(within(alert.parentElement!).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      ended: async () => {
        await waitFor(() => expect(router.state.location.pathname).toBe(`/${UUID}/notary/error`));
      },
      done: async () => {
        await waitFor(() =>
          expect(lender.application(UUID)!.answers['notarize']).toMatchObject({
            method: 'ENOTARY',
          }),
        );
      },
    },
  });
});
