/**
 * The income-link machine's graph paths walked through income/link/payroll (the link page) under
 * the real application layout, with the sandbox's stand-in for the income provider (the port the
 * provider's hosted flow implements in production) and the sandbox lender (msw in node).
 *
 * Walked, from income/review's "Link your payroll account": the lender's link session made or
 * failing (Retry, Back to income sources); the provider, where the borrower signs in (the
 * provider's redirect takes them to income/pointserv-callback) or cancels (back to
 * income/review); the provider failing to open at all (fails closed: Try again, Back).
 *
 * How outcomes are chosen: the session call is held until the path says how it ends
 * (src/testing/heldCalls.ts); the provider port is the sandbox's own behind a gate that holds
 * each opening until the path says whether it opens (the stand-in, driven by the user) or cannot
 * be opened (IncomeProviderUnavailableError).
 *
 * Left to other tests, and why: this chart also runs the callback page (input `callback`:
 * completing, processing and its reads, backoff and hidden page, linked, linkFailed,
 * providerFailed, tookTooLong, checkFailed). Those states are reached only with another input and,
 * for tookTooLong, after 15 polls 2 s apart (checkFailed after 5 failed reads in a row):
 * income-link.test.ts (simulated clock) and income.views.test.tsx (the callback through the
 * stand-in, a failed read with Try again, a callback with ?error=). 'left' (a hosted page takes
 * the browser away) and CANCEL while the provider is open have no control on this page (the
 * hosted provider: income.views.test.tsx "fails closed"; hostedIncomeProvider's own tests).
 */
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { incomeLinkMachine } from '../../../../machines/income-link/income-link.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import {
  INCOME_PROVIDER_UNAVAILABLE_MESSAGE,
  IncomeProviderUnavailableError,
  type IncomeProvider,
  type IncomeProviderResult,
} from '../../../api/incomeProvider';
import type { IncomeLinkSession } from '../../../api/incomeVerification';
import { ProvidersProvider } from '../../../app/shell/ShellProvider';
import { sandboxIncomeProvider } from '../../../sandbox/income/provider';
import { SEED } from '../../../sandbox/lender';
import { holdCalls, type HeldCalls } from '../../../testing/heldCalls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { CALLBACK_TITLE, Component as IncomeCallbackPage } from './IncomeCallbackPage';
import { Component as IncomeLinkPage } from './IncomeLinkPage';
import { Component as IncomeReviewPage } from './IncomeReviewPage';

const { server, lender } = setupSandboxServer();
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

type Machine = typeof incomeLinkMachine;
const UUID = SEED.borrower.applicationUuid;
const LINK_TITLE = 'Link your payroll account';
const REVIEW_TITLE = 'Link Income Sources';

// ---------------------------------------------------------------------------------------------
// The provider port, gated: each opening waits for the path's outcome

interface PendingOpen {
  session: IncomeLinkSession;
  signal: AbortSignal | undefined;
  resolve: (result: IncomeProviderResult) => void;
  reject: (error: unknown) => void;
}
let pendingOpens: PendingOpen[] = [];
const gatedProvider: IncomeProvider = {
  open: (session, options = {}) =>
    new Promise<IncomeProviderResult>((resolve, reject) => {
      pendingOpens.push({ session, signal: options.signal, resolve, reject });
    }),
};

async function nextOpen(): Promise<PendingOpen> {
  await waitFor(() => expect(pendingOpens.length).toBeGreaterThan(0));
  return pendingOpens.shift()!;
}

// ---------------------------------------------------------------------------------------------
// The pages

let sessions: HeldCalls;
let user: ReturnType<typeof userEvent.setup>;
let router: ReturnType<typeof createMemoryRouter>;

function renderApp() {
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { index: true, Component: ApplicationEntry },
        { path: 'income/review', Component: IncomeReviewPage },
        { path: 'income/link/:type', Component: IncomeLinkPage },
        { path: 'income/pointserv-callback', Component: IncomeCallbackPage },
      ],
    },
  ];
  router = createMemoryRouter(routes, { initialEntries: [`/${UUID}/income/review`] });
  return render(
    <ProvidersProvider value={{ income: gatedProvider }}>
      <RouterProvider router={router} />
    </ProvidersProvider>,
  );
}

/** The texts of the alerts on the page (the frame keeps an empty live region). */
const alerts = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent ?? '')
    .filter(Boolean);

const connecting = async () => {
  await screen.findByRole('heading', { level: 1, name: LINK_TITLE });
  await waitFor(() => expect(screen.getByText('Connecting to the income provider…')).toBeTruthy());
  expect(alerts()).toEqual([]);
};

const SESSION: IncomeLinkSession = {
  id: 'predicted',
  sourceId: 'predicted',
  type: 'payroll',
  status: 'CREATED',
  institution: null,
  providerMode: 'SANDBOX',
  providerUrl: null,
  institutions: [],
};
/** The id of the actor a state invokes (named by the chart, or generated from the state). */
const invokeId = (state: 'creatingSession' | 'atProvider') =>
  incomeLinkMachine.root.states[state]!.invoke[0]!.id;
const SESSION_ID = invokeId('creatingSession');
const PROVIDER_ID = invokeId('atProvider');

const EVENTS: PathEvent<Machine>[] = [
  { type: `xstate.done.actor.${SESSION_ID}`, output: SESSION },
  { type: `xstate.done.actor.${PROVIDER_ID}`, output: { kind: 'redirect', url: '/callback' } },
  { type: `xstate.done.actor.${PROVIDER_ID}`, output: { kind: 'cancelled' } },
];

describe('incomeLink: graph paths through income/link and the sandbox provider', () => {
  let unmount: (() => void) | null = null;
  testMachinePaths(incomeLinkMachine, {
    input: {
      applicationUuid: UUID,
      link: { type: 'payroll', sourceId: 'predicted', returnUrl: '/callback' },
    },
    events: EVENTS,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    // While the provider is open, this page shows no control of its own (the provider's
    // Cancel answers the port instead).
    filterEvents: (snapshot, event) => !(event.type === 'CANCEL' && snapshot.matches('atProvider')),
    setup: async () => {
      lender.setLatency(0);
      lender.updateApplication(UUID, { status: { checklistStatus: 'INCOME_VERIFICATION' } });
      lender.clearSchedule(UUID);
      localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
      pendingOpens = [];
      sessions = holdCalls(server, 'createIncomeLinkSession');
      user = userEvent.setup();
      unmount = renderApp().unmount;
      await user.click(await screen.findByRole('link', { name: LINK_TITLE }));
    },
    teardown: () => {
      unmount?.();
      unmount = null;
    },
    executors: {
      RETRY: async () => {
        const name = alerts().some((text) => text.includes(INCOME_PROVIDER_UNAVAILABLE_MESSAGE))
          ? 'Try again'
          : 'Retry';
        await user.click(screen.getByRole('button', { name }));
      },
      CANCEL: async () => {
        await user.click(screen.getByRole('button', { name: 'Back to income sources' }));
      },
      // The callback page's controls: not on this page's paths (see the module comment).
      CHECK_AGAIN: async () => {
        await user.click(screen.getByRole('button', { name: 'Check again' }));
      },
      TRY_AGAIN: async () => {
        await user.click(screen.getByRole('button', { name: 'Try again' }));
      },
      // The callback page's reads pause while the page is hidden: not on this page's paths.
      'PAGE.HIDDEN': () => {
        throw new Error('PAGE.HIDDEN is not on the link page');
      },
      'PAGE.VISIBLE': () => {
        throw new Error('PAGE.VISIBLE is not on the link page');
      },
    },
    system: async (event) => {
      if (event.type.endsWith(`.actor.${SESSION_ID}`)) {
        if (event.type.startsWith('xstate.done.')) return sessions.pass();
        return sessions.fail(503);
      }
      if (!event.type.endsWith(`.actor.${PROVIDER_ID}`))
        throw new Error(`unexpected ${event.type}`);
      const open = await nextOpen();
      if (event.type.startsWith('xstate.error.')) {
        return act(async () => open.reject(new IncomeProviderUnavailableError('MODE')));
      }
      // The stand-in opens in its own React root, as the provider's page would.
      await act(async () => {
        sandboxIncomeProvider
          .open(open.session, { signal: open.signal })
          .then(open.resolve, open.reject);
        await Promise.resolve();
      });
      const provider = await screen.findByRole('region', { name: 'Sandbox income provider' });
      const result = event.output as IncomeProviderResult;
      if (result.kind === 'redirect') {
        await user.selectOptions(
          within(provider).getByLabelText(/Employer or payroll provider/u),
          'ADP',
        );
        await user.type(within(provider).getByLabelText(/Username/u), 'pat');
        await user.type(within(provider).getByLabelText(/Password/u), 'pass_good');
        await user.click(within(provider).getByRole('button', { name: 'Sign in and link' }));
      } else {
        await user.click(within(provider).getByRole('button', { name: 'Cancel' }));
      }
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Sandbox income provider' })).toBeNull(),
      );
    },
    states: {
      creatingSession: async () => {
        await connecting();
        expect(sessions.held).toBe(1);
      },
      sessionFailed: async () => {
        await waitFor(() =>
          expect(alerts()).toEqual([
            expect.stringContaining('We could not connect to the income provider.'),
          ]),
        );
        expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Back to income sources' })).toBeTruthy();
      },
      atProvider: async () => {
        await connecting();
        expect(sessions.held).toBe(0);
        await waitFor(() => expect(pendingOpens).toHaveLength(1));
      },
      providerUnavailable: async () => {
        await waitFor(() => expect(alerts()).toEqual([expect.stringContaining('not available')]));
        expect(screen.getByText(INCOME_PROVIDER_UNAVAILABLE_MESSAGE)).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
        expect(
          screen.getByRole('link', { name: 'Upload documents instead' }).getAttribute('href'),
        ).toMatch(/\/income\/upload\?source=/u);
        expect(screen.getByRole('button', { name: 'Back to income sources' })).toBeTruthy();
      },
      // The provider sent the borrower to the callback page (this page's chart is done).
      returning: async () => {
        await screen.findByRole('heading', { level: 1, name: CALLBACK_TITLE });
        expect(router.state.location.pathname).toBe(`/${UUID}/income/pointserv-callback`);
        expect(router.state.location.search).toMatch(/sessionId=.+&code=.+/u);
      },
      cancelled: async () => {
        await screen.findByRole('heading', { level: 1, name: REVIEW_TITLE });
        expect(router.state.location.pathname).toBe(`/${UUID}/income/review`);
        expect(screen.queryByRole('region', { name: 'Sandbox income provider' })).toBeNull();
      },
    },
  });
});
