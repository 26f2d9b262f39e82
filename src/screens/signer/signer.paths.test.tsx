/**
 * The signer machine's graph paths walked through the real signer layout (heloc-signer/*) under
 * the shell, signed in as the sandbox's co-deeder (Jamie, invited on Alex's application), against
 * the sandbox lender (msw in node).
 *
 * Walked, from heloc-signer/resume: finding out the user is a signer, reading the co-deed status
 * and being routed to the page it asks for (intro, "You have been asked to sign"); a failed read
 * waited out once (the real first backoff, 1 s) and read again; a refused read (403: "Something
 * went wrong" with Retry, pressed by the user); and a 400 ("This signing link is not for you").
 * The status call is held until the path says how it ends (src/testing/heldCalls.ts).
 *
 * Left to other tests, and why: reaching failed by running out of attempts (five tries, 12 s of
 * backoff) and the ID-review polling with its cap and the hidden tab (VISIBILITY.*) are timing:
 * signer.machine.test.ts pins them on a simulated clock. STEP.COMPLETED and STATUS.REFRESH are
 * sent by the signer's pages after their own steps (signerPages.test.tsx, signerNotary.test.tsx),
 * LOCATION.CHANGED by links between them (signerPages.test.tsx), and LEAVE by leaving the signer
 * pages (the actor stops). A user who is not a signer by the identify step needs another
 * identity (signerPages.test.tsx covers it; here the 400 path reaches the same state).
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { signerMachine } from '../../../machines/signer/signer.machine';
import { testMachinePaths, type PathEvent } from '../../../machines/testing/model';
import { ApiError } from '../../api/errors';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { NOT_A_SIGNER_MESSAGE } from '../../domain/signer';
import { coDeedStatusJson } from '../../sandbox/handlers/signer';
import { SEED } from '../../sandbox/lender';
import { holdCalls, type HeldCalls } from '../../testing/heldCalls';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { Component as IntroPage, SIGNER_INTRO_TITLE } from './IntroPage';
import { Component as ResumePage } from './ResumePage';
import { Component as SignerLayout, SIGNER_LOADING_TITLE } from './SignerLayout';

const { server, lender } = setupSandboxServer();
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof signerMachine;

// The seed signer's co-deed status as the lender answers it (invited: routed to intro).
const application = lender.signerApplicationFor(SEED.signer.uuid)!;
const STATUS = coDeedStatusJson(
  lender,
  application,
  application.helocSigners.find((signer) => signer.identityUuid === SEED.signer.uuid)!,
);

const failure = (status: number) =>
  new ApiError({ kind: 'http', status, url: '/co-deed/status', message: `HTTP ${status}` });

const EVENTS: PathEvent<Machine>[] = [
  { type: 'xstate.done.actor.identifySigner', output: true },
  { type: 'xstate.done.actor.fetchStatus', output: STATUS },
  { type: 'xstate.error.actor.fetchStatus', error: failure(503) },
  { type: 'xstate.error.actor.fetchStatus', error: failure(403) },
  { type: 'xstate.error.actor.fetchStatus', error: failure(400) },
];

/** The HTTP status a path's error event stands for. */
function statusOf(event: object): number {
  const error: unknown = 'error' in event ? event.error : undefined;
  return error instanceof ApiError ? error.status : 503;
}

let statusCalls: HeldCalls;
let user: ReturnType<typeof userEvent.setup>;
let router: ReturnType<typeof createMemoryRouter>;
let arrivedBefore = 0;

function renderSigner() {
  localStorage.setItem('jwt', lender.identity(SEED.signer.uuid)!.jwt);
  const routes: RouteObject[] = [
    {
      path: '/heloc-signer',
      Component: SignerLayout,
      children: [
        { path: 'resume', Component: ResumePage },
        { path: 'intro', Component: IntroPage },
      ],
    },
  ];
  router = createMemoryRouter(routes, { initialEntries: ['/heloc-signer/resume'] });
  return render(
    <ShellProvider
      environment={{
        location: {
          hostname: '127.0.0.1',
          pathname: '/account/heloc/heloc-signer/resume',
          search: '',
        },
        navigateOut: vi.fn<(url: string) => void>(),
        reload: vi.fn<() => void>(),
        clearSession: vi.fn<() => void>(),
        warn: vi.fn<(...args: unknown[]) => void>(),
      }}
    >
      <RouterProvider router={router} />
    </ShellProvider>,
  );
}

/** The texts of the alerts on the page (the frame keeps an empty live region). */
const alerts = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent ?? '')
    .filter(Boolean);

const loadingPanel = async () => {
  await screen.findByRole('heading', { level: 1, name: SIGNER_LOADING_TITLE });
  expect(screen.getByText('One moment while we find where you left off.')).toBeTruthy();
  expect(alerts()).toEqual([]);
};

describe('signer: graph paths through the signer layout', () => {
  let unmount: (() => void) | null = null;
  testMachinePaths(signerMachine, {
    // heloc-signer/resume is no screen of the status: the layout starts with none.
    input: { currentScreen: null, search: '' },
    events: EVENTS,
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.retries, snapshot.context.status !== null]),
    filterEvents: (snapshot, event) => {
      // Only the outcomes listed above, and what the user does on these pages (Retry).
      if (event.type.startsWith('xstate.')) {
        if (event.type.startsWith('xstate.after.')) return true;
        if (!EVENTS.includes(event)) return false;
        // One failed read waited out; running out of attempts is timing (module comment).
        return !(statusOf(event) === 503 && snapshot.context.retries > 0);
      }
      return event.type === 'RETRY';
    },
    setup: async () => {
      lender.setLatency(0);
      statusCalls = holdCalls(server, 'getCoDeedStatus');
      arrivedBefore = 0;
      user = userEvent.setup();
      unmount = renderSigner().unmount;
    },
    teardown: () => {
      unmount?.();
      unmount = null;
      localStorage.clear();
    },
    executors: {
      RETRY: async () => {
        await user.click(screen.getByRole('button', { name: 'Retry' }));
      },
      // Not on these paths (filtered: see the module comment).
      'STEP.COMPLETED': () => {
        throw new Error('STEP.COMPLETED is sent by the signer pages after their steps');
      },
      'STATUS.REFRESH': () => {
        throw new Error('STATUS.REFRESH is sent by the signer pages');
      },
      LEAVE: () => {
        unmount?.();
        unmount = null;
      },
      'LOCATION.CHANGED': async (event) => {
        await router.navigate(`/heloc-signer/${event.screen ?? ''}${event.search ?? ''}`);
      },
      'VISIBILITY.HIDDEN': () => {
        throw new Error('VISIBILITY.HIDDEN: the tab, pinned by signer.machine.test.ts');
      },
      'VISIBILITY.VISIBLE': () => {
        throw new Error('VISIBILITY.VISIBLE: the tab, pinned by signer.machine.test.ts');
      },
    },
    // The first backoff passes on the real clock: the status is read again.
    after: async () => {
      await waitFor(() => expect(statusCalls.arrived).toBe(arrivedBefore + 1), {
        timeout: 3000,
      });
    },
    system: async (event) => {
      switch (event.type) {
        case 'xstate.done.actor.identifySigner':
          // The sandbox answers who the user is: wait for the status read it leads to.
          await waitFor(() => expect(statusCalls.held).toBe(1));
          return;
        case 'xstate.done.actor.fetchStatus':
          return statusCalls.pass();
        case 'xstate.error.actor.fetchStatus':
          arrivedBefore = statusCalls.arrived;
          return statusCalls.fail(statusOf(event));
        default:
          throw new Error(`unexpected ${event.type}`);
      }
    },
    states: {
      identifying: loadingPanel,
      'loading.fetching': async () => {
        await loadingPanel();
        await waitFor(() => expect(statusCalls.held).toBe(1));
      },
      'loading.backingOff': async () => {
        await loadingPanel();
        // Nothing asked while waiting out the backoff.
        expect(statusCalls.held).toBe(0);
        expect(statusCalls.arrived).toBe(arrivedBefore);
      },
      settled: async () => {
        await screen.findByRole('heading', { level: 1, name: SIGNER_INTRO_TITLE });
        expect(router.state.location.pathname).toBe('/heloc-signer/intro');
        expect(screen.getByText(/Signing for Alex/u)).toBeTruthy();
      },
      failed: async () => {
        await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
        const alert = screen.getAllByRole('alert').find((element) => element.textContent)!;
        expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveProperty(
          'disabled',
          false,
        );
      },
      notSigner: async () => {
        await screen.findByRole('heading', { level: 1, name: 'This signing link is not for you' });
        expect(alerts()).toEqual([NOT_A_SIGNER_MESSAGE]);
        expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      },
    },
  });
});
