/**
 * The notaryReserve machine's graph paths walked through the real manual-notary scheduling page
 * (notary/schedule-manual, inside the application layout), jsdom and Testing Library, against
 * the sandbox lender. The page's own calls are held at the network (src/testing/settled-calls.ts):
 * each `xstate.done.actor.*` / `xstate.error.actor.*` step of a path lets the call go to the
 * lender or answers it with the error's status, so the walk picks every outcome without
 * reaching into the page's actor.
 *
 * What is walked (strategy 'transitions', snapshots keyed by state value, the conflict flag and
 * whether an error is shown): the slots' load and its failure with Retry; a reservation that
 * succeeds (the confirmation page), that fails (the form with the error), and that finds the slot
 * taken (409: the slots reloaded, or their reload failing with the old list kept).
 * Left to other tests: the time-zone choice, the form's own validation and another meeting
 * address (signing.test.tsx), the chart's guards and context (notary-reserve.test.ts).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { notaryReserveMachine } from '../../../../machines/notary-reserve/notary-reserve.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import { ApiError } from '../../../api/errors';
import { SLOT_TAKEN_MESSAGE } from '../../../domain/notary';
import { SEED } from '../../../sandbox/lender';
import { holdActorCalls, invokeIdOf, type ActorCalls } from '../../../testing/settled-calls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { Component as NotaryScheduleManual } from './NotaryScheduleManualPage';

const { server, lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof notaryReserveMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = PathEvent<Machine>;

const UUID = SEED.borrower.applicationUuid;
const TITLE = 'Schedule your notary appointment';

/** The call whose answer settles each of the chart's actors. */
const CALL_OF = { loadSlots: 'getNotarySlots', reserve: 'reserveNotary' } as const;

const failure = (status: number) =>
  new ApiError({ kind: 'http', status, url: '/notary', message: `HTTP ${status}` });
const done = (stateId: string): Event => ({
  type: `xstate.done.actor.${invokeIdOf(notaryReserveMachine, stateId)}`,
});
const error = (stateId: string, status: number): Event => ({
  type: `xstate.error.actor.${invokeIdOf(notaryReserveMachine, stateId)}`,
  error: failure(status),
});

const EVENTS: Event[] = [
  done('notaryReserve.loading'),
  error('notaryReserve.loading', 503),
  done('notaryReserve.reserving'),
  error('notaryReserve.reserving', 409),
  error('notaryReserve.reserving', 500),
  done('notaryReserve.refreshing'),
  error('notaryReserve.refreshing', 503),
];

let calls: ActorCalls<keyof typeof CALL_OF>;
let user: ReturnType<typeof userEvent.setup>;
let router: ReturnType<typeof createMemoryRouter>;
let unmount: () => void = () => {};

function setup() {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, {
    status: { checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true },
  });
  lender.clearSchedule(UUID);
  calls = holdActorCalls(server, notaryReserveMachine, CALL_OF);
  user = userEvent.setup();
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { path: 'notary/schedule-manual', Component: NotaryScheduleManual },
        { path: '*', element: <h1>Another screen</h1> },
      ],
    },
  ];
  router = createMemoryRouter(routes, { initialEntries: [`/${UUID}/notary/schedule-manual`] });
  unmount = render(<RouterProvider router={router} />).unmount;
}

const reserveButton = () => screen.getByRole('button', { name: /Reserve appointment|Reserving/ });

/** The form is shown and answers (not busy), with the conflict or the error when there is one. */
async function formReady(snapshot: Snapshot) {
  await waitFor(() => expect(reserveButton().getAttribute('aria-busy')).toBeNull());
  expect(screen.getAllByRole('radio', { name: /AM|PM/ }).length).toBeGreaterThan(0);
  const alerts = screen.getAllByRole('alert');
  const text = alerts.map((alert) => alert.textContent).join(' ');
  if (snapshot.context.conflict) expect(text).toContain(SLOT_TAKEN_MESSAGE);
  else expect(text).not.toContain(SLOT_TAKEN_MESSAGE);
  if (snapshot.context.error !== null) expect(text).toContain('We could not book the appointment');
  else expect(text).not.toContain('We could not book the appointment');
}

describe('notaryReserve: graph paths through the manual notary scheduling page', () => {
  testMachinePaths(notaryReserveMachine, {
    input: { applicationUuid: UUID },
    events: EVENTS,
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.conflict, snapshot.context.error !== null]),
    setup,
    teardown: () => unmount(),
    executors: {
      RESERVE: async () => {
        await user.click(screen.getAllByRole('radio', { name: /AM|PM/ })[0]!);
        await user.click(screen.getByRole('radio', { name: /At the property/ }));
        await user.click(reserveButton());
      },
      RETRY: async () => {
        await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
      },
    },
    system: (event) => calls.settle(event),
    states: {
      loading: async () => {
        await screen.findByRole('heading', { level: 1, name: TITLE }, { timeout: 5000 });
        await screen.findByRole('progressbar', { name: 'Loading the free times' });
        expect(screen.queryByRole('button', { name: /Reserve appointment/ })).toBeNull();
      },
      loadFailed: async () => {
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('We could not load the free times.');
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      ready: formReady,
      reserving: async () => {
        await waitFor(() => expect(reserveButton().textContent).toBe('Reserving'));
        expect(reserveButton().getAttribute('aria-busy')).toBe('true');
      },
      refreshing: async () => {
        // The slot was taken: the list is read again while the button stays busy.
        await waitFor(() => expect(calls.of('loadSlots').held).toBe(1));
        expect(reserveButton().getAttribute('aria-busy')).toBe('true');
      },
      reserved: async () => {
        await waitFor(() =>
          expect(router.state.location.pathname).toBe(`/${UUID}/notary/reserve-manual`),
        );
        expect(lender.application(UUID)!.screens.signing?.reservation).toBeTruthy();
      },
    },
  });
});
