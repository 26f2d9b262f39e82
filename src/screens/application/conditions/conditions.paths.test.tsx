/**
 * The conditions machine's graph paths walked through the real conditions page
 * (/{uuid}/conditions), jsdom and Testing Library, against the sandbox lender and its seed
 * conditions. The page is rendered on its own route: under the application layout the open-items
 * link reads the same conditions call, and a walk must settle the page's own read. That call is
 * held at the network (src/testing/settled-calls.ts): each `xstate.done.actor.*` /
 * `xstate.error.actor.*` step lets it through to the lender or answers it with the error's
 * status. The 60 s refresh runs on a fake clock; the window's focus is the browser's event.
 *
 * What is walked (strategy 'transitions', snapshots keyed by state value, whether a failed
 * read is kept and the failed refreshes in a row): the first read and its failure with Retry; the
 * list; its refresh on the timer and on focus, a failed refresh keeping the list with the note
 * and its "Check again" while it backs off, 5 in a row stopping the refreshes (an alert with Try
 * again); the page hidden (no read) and shown again (a refresh at once).
 * Filtered out: Retry while no read has failed (the page shows no button for it); after the
 * second failed refresh, anything but the next failure (to reach the cap) and the backoff's wait;
 * hiding the page after the first failure. Left to other tests: the cards' wording and links
 * (ConditionsPage.test.tsx), the chart's timing (conditions.test.ts).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { conditionsMachine } from '../../../../machines/conditions/conditions.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import { ApiError } from '../../../api/errors';
import { SEED } from '../../../sandbox/lender';
import { holdActorCalls, type ActorCalls } from '../../../testing/settled-calls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { CONDITIONS_REFRESH_STOPPED } from './ConditionsList';
import { CONDITIONS_TITLE, Component as ConditionsPage } from './ConditionsPage';

const { server, lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof conditionsMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = PathEvent<Machine>;

const UUID = SEED.borrower.applicationUuid;

/** The call whose answer settles the chart's actor (the account is read alongside). */
const CALL_OF = { fetchConditions: 'getConditions' } as const;

const failure = (status: number) =>
  new ApiError({ kind: 'http', status, url: '/conditions', message: `HTTP ${status}` });

const EVENTS: Event[] = [
  { type: 'xstate.done.actor.fetchConditions' },
  { type: 'xstate.error.actor.fetchConditions', error: failure(503) },
  { type: 'xstate.done.actor.refreshConditions' },
  { type: 'xstate.error.actor.refreshConditions', error: failure(503) },
];

/** See the module comment. */
function allowed(snapshot: Snapshot, event: Event): boolean {
  if (event.type === 'RETRY') return snapshot.context.error !== null;
  if (event.type === 'PAGE.HIDDEN') return snapshot.context.pollFailures <= 1;
  if (snapshot.context.pollFailures >= 2 && snapshot.matches({ ready: 'refreshing' })) {
    return event.type === 'xstate.error.actor.refreshConditions';
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
let unmount: () => void = () => {};

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  calls = holdActorCalls(server, conditionsMachine, CALL_OF);
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const router = createMemoryRouter(
    [{ path: '/:applicationId/conditions', Component: ConditionsPage }],
    { initialEntries: [`/${UUID}/conditions`] },
  );
  unmount = render(<RouterProvider router={router} />).unmount;
}

/** The list as the lender has it: the count said, one card per open condition. */
function listShown() {
  const count = screen.getByRole('status').textContent ?? '';
  const [, open] = /^You have (\d+) open items?\.$/.exec(count) ?? [];
  expect(Number(open), count).toBeGreaterThan(0);
  const list = screen.getByRole('list', { name: 'Open conditions' });
  expect(within(list).getAllByRole('article')).toHaveLength(Number(open));
}

const staleNote = () => screen.queryByText(/^We could not check for updates/);

describe('conditions: graph paths through the conditions page', () => {
  testMachinePaths(conditionsMachine, {
    input: { applicationUuid: UUID },
    events: EVENTS,
    filterEvents: allowed,
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
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
      FOCUS: () => {
        act(() => void fireEvent.focus(window));
      },
      RETRY: async () => {
        await user.click(screen.getByRole('button', { name: /^(Retry|Check again|Try again)$/ }));
      },
      'PAGE.HIDDEN': () => act(() => setVisibility('hidden')),
      'PAGE.VISIBLE': () => act(() => setVisibility('visible')),
    },
    after: async (_event, info) => {
      await act(() => vi.advanceTimersByTimeAsync(info.ms!));
    },
    system: (event) => calls.settle(event),
    states: {
      loading: async () => {
        await screen.findByRole('heading', { level: 1, name: CONDITIONS_TITLE });
        await screen.findByRole('progressbar', { name: 'Loading your conditions' });
        await waitFor(() => expect(calls.of('fetchConditions').held).toBe(1));
      },
      loadFailed: async () => {
        const said = await screen.findByText(/^We could not load your conditions\./);
        const alert = said.closest('[role="alert"]') as HTMLElement;
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      ready: async () => {
        await screen.findByRole('list', { name: 'Open conditions' });
        listShown();
      },
      'ready.showing': async (snapshot) => {
        await screen.findByRole('list', { name: 'Open conditions' });
        listShown();
        expect(calls.of('fetchConditions').held).toBe(0);
        if (snapshot.context.error !== null) {
          await waitFor(() => expect(staleNote()).not.toBeNull());
          const button = screen.getByRole('button', { name: 'Check again' }) as HTMLButtonElement;
          await waitFor(() => expect(button.disabled).toBe(false));
        } else {
          await waitFor(() => expect(staleNote()).toBeNull());
        }
      },
      'ready.refreshing': async (snapshot) => {
        await waitFor(() => expect(calls.of('fetchConditions').held).toBe(1));
        // The last list stays on screen while it is read again.
        listShown();
        if (snapshot.context.error !== null) {
          const button = screen.getByRole('button', { name: 'Check again' }) as HTMLButtonElement;
          await waitFor(() => expect(button.disabled).toBe(true));
        }
      },
      'ready.backingOff': async () => {
        expect(calls.of('fetchConditions').held).toBe(0);
        await waitFor(() => expect(staleNote()).not.toBeNull());
        const button = screen.getByRole('button', { name: 'Check again' }) as HTMLButtonElement;
        await waitFor(() => expect(button.disabled).toBe(false));
      },
      'ready.hidden': () => {
        expect(calls.of('fetchConditions').held).toBe(0);
      },
      'ready.stopped': async () => {
        const said = await screen.findByText(CONDITIONS_REFRESH_STOPPED, { exact: false });
        const alert = said.closest('[role="alert"]') as HTMLElement;
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
        expect(staleNote()).toBeNull();
        expect(calls.of('fetchConditions').held).toBe(0);
        await expectNoAxeViolations();
      },
    },
  });
});
